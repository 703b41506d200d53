/**
 * One HTTP exchange with a registry, a token service or blob storage, on
 * the timed exchange of src/net/exchange.ts: redirects followed by hand (at
 * most five), all hops within one timeout, the answer read up to a byte cap. The Authorization header goes
 * only to the origin it was meant for; plain HTTP only to loopback hosts.
 */
import type { Dispatcher } from 'undici'
import { exchange } from '../../net/exchange.js'
import { LOOPBACK_NAMES, mayCarrySecrets } from '../../net/loopback.js'
import { ImageFingerprintError } from './errors.js'
import { quote } from './text.js'

const MAX_REDIRECTS = 5
const REDIRECTS = new Set([301, 302, 303, 307, 308])

export type HttpMethod = 'GET' | 'HEAD' | 'POST'

export interface HttpRequest {
  method: HttpMethod
  url: string
  headers: Record<string, string>
  /** Sent to the origin of `url` only, never to a redirect elsewhere. */
  authorization?: string
  body?: string
  /** Longest body read; a longer one is an error. */
  maxBytes: number
}

export interface HttpAnswer {
  status: number
  /** Lowercase names; repeated headers joined with `, `. */
  headers: Record<string, string>
  body: Buffer
  /** The URL that answered, after redirects. */
  url: string
}

export interface ExchangeContext {
  timeoutMs: number
  dispatcherFor: (url: URL) => Dispatcher
}

export async function exchangeFollowing(
  context: ExchangeContext,
  input: HttpRequest
): Promise<HttpAnswer> {
  const signal = AbortSignal.timeout(context.timeoutMs)
  const origin = new URL(input.url).origin
  let url = checkedUrl(input.url)
  let method = input.method
  const { authorization, ...rest } = input
  for (let hop = 0; ; hop++) {
    // Credentials are for the registry: storage elsewhere gets none.
    const sameOrigin = url.origin === origin && authorization !== undefined
    const answer = await sendOnce(context, signal, {
      ...rest,
      method,
      url: url.href,
      ...(sameOrigin ? { authorization } : {})
    })
    const location = answer.headers.location
    if (!REDIRECTS.has(answer.status) || location === undefined) return answer
    if (hop === MAX_REDIRECTS) {
      throw new ImageFingerprintError(
        `${input.url} redirected more than ${MAX_REDIRECTS} times`,
        'invalid-response',
        { status: answer.status }
      )
    }
    url = checkedUrl(new URL(location, url).href)
    if (answer.status === 303) method = 'GET'
  }
}

/** Only https, or plain http to a loopback host (as Docker does). */
export function checkedUrl(text: string): URL {
  const url = new URL(text)
  if (mayCarrySecrets(url)) return url
  const what = url.protocol === 'http:' ? 'plain HTTP' : url.protocol
  throw new ImageFingerprintError(
    `Refusing ${what} to ${quote(url.host, 200)}: only loopback registries (${LOOPBACK_NAMES}) are reached without HTTPS`,
    'invalid-response'
  )
}

async function sendOnce(
  context: ExchangeContext,
  signal: AbortSignal,
  input: HttpRequest
): Promise<HttpAnswer> {
  const headers = { ...input.headers }
  if (input.authorization !== undefined) {
    headers.authorization = input.authorization
  }
  const url = new URL(input.url)
  const answer = await exchange({
    url,
    method: input.method,
    headers,
    ...(input.body === undefined ? {} : { body: input.body }),
    dispatcher: context.dispatcherFor(url),
    // One timeout for the whole exchange, redirects included.
    timeoutMs: context.timeoutMs,
    signal,
    maxBytes: () => input.maxBytes
  })
  if (answer.cut) {
    throw new ImageFingerprintError(
      `${input.url} answered more than ${input.maxBytes} bytes: that is not a manifest, token or error message`,
      'invalid-response'
    )
  }
  return {
    status: answer.status,
    headers: answer.headers,
    body: answer.body,
    url: input.url
  }
}
