import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { HttpError } from '../http-error.js'
import { isLoopbackHost } from '../../net/loopback.js'

/**
 * The control endpoints need no token, so a web page must not reach them:
 * - a request that carries an `Origin` other than the emulator's own (every
 *   browser sends one on a cross-site POST) is refused;
 * - a body must be declared `application/json`, which a page cannot send
 *   cross-origin without a preflight the emulator never grants;
 * - when bound to loopback, the Host must be a loopback name, so a DNS name
 *   rebound to 127.0.0.1 cannot read the state either;
 * - bound to another address, a request from another machine (or naming
 *   the emulator by another name than a loopback one) must carry the
 *   control token as `Authorization: Bearer TOKEN`: the state holds every
 *   API token, and reset or faults would break everyone's pipelines.
 */

export interface GuardOptions {
  loopbackOnly: boolean
  controlToken: string | undefined
}

const digest = (text: string) => createHash('sha256').update(text).digest()

function hasControlToken(req: IncomingMessage, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
  return given !== undefined && timingSafeEqual(digest(given), digest(token))
}

/** Refuses a request from afar without the control token. */
function checkPeer(
  req: IncomingMessage,
  hostname: string | undefined,
  token: string
): void {
  const peer = req.socket.remoteAddress ?? ''
  const local = isLoopbackHost(peer) && !!hostname && isLoopbackHost(hostname)
  if (local || hasControlToken(req, token)) return
  throw new HttpError(
    401,
    'Control requests from another machine need the control token: send Authorization: Bearer TOKEN (serve prints the token at start, or takes it from --control-token)'
  )
}

function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return undefined
  }
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length']
  if (req.headers['transfer-encoding'] !== undefined) return true
  return length !== undefined && length !== '0'
}

export function guardControl(
  req: IncomingMessage,
  options: GuardOptions
): void {
  const host = req.headers.host ?? ''
  const hostname = hostnameOf(host)
  if (options.controlToken !== undefined) {
    checkPeer(req, hostname, options.controlToken)
  } else if (options.loopbackOnly && !(hostname && isLoopbackHost(hostname))) {
    throw new HttpError(
      403,
      `Control requests must address the emulator by a loopback name (127.0.0.1, localhost or [::1]), not ${JSON.stringify(host)}`
    )
  }
  const origin = req.headers.origin
  if (origin !== undefined && origin !== `http://${host}`) {
    throw new HttpError(
      403,
      `Control requests from another origin (${JSON.stringify(origin)}) are refused`
    )
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim()
  if (hasBody(req) && type?.toLowerCase() !== 'application/json') {
    throw new HttpError(
      415,
      'A control request body must be sent as Content-Type: application/json'
    )
  }
}
