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
 *   rebound to 127.0.0.1 cannot read the state either.
 */

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
  options: { loopbackOnly: boolean }
): void {
  const host = req.headers.host ?? ''
  const hostname = hostnameOf(host)
  if (options.loopbackOnly && !(hostname && isLoopbackHost(hostname))) {
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
