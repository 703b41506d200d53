/**
 * One HTTP exchange with a registry, a token service or blob storage:
 * redirects followed by hand (at most five), the whole exchange within one
 * timeout, the answer read up to a byte cap. The Authorization header goes
 * only to the origin it was meant for; plain HTTP only to loopback hosts.
 */
import { request, type Dispatcher } from 'undici'
import { ImageFingerprintError } from './errors.js'
import { isLoopbackHost } from './reference.js'
import { quote, seconds } from './text.js'

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

/** A network-level failure: no HTTP answer at all. */
export class NetworkFailure extends Error {
  override name = 'NetworkFailure'
  constructor(
    message: string,
    readonly code: string | undefined,
    options?: ErrorOptions
  ) {
    super(message, options)
  }
}

export async function exchange(
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
        answer.status
      )
    }
    url = checkedUrl(new URL(location, url).href)
    if (answer.status === 303) method = 'GET'
  }
}

/** Only https, or plain http to a loopback host (as Docker does). */
export function checkedUrl(text: string): URL {
  const url = new URL(text)
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && isLoopbackHost(url.host)) return url
  const what = url.protocol === 'http:' ? 'plain HTTP' : url.protocol
  throw new ImageFingerprintError(
    `Refusing ${what} to ${quote(url.host, 200)}: only loopback registries (127.0.0.0/8, ::1, localhost) are reached without HTTPS`,
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
  try {
    const response = await request(url, {
      method: input.method,
      headers,
      ...(input.body === undefined ? {} : { body: input.body }),
      dispatcher: context.dispatcherFor(url),
      signal
    })
    const body = await readCapped(response.body, input.maxBytes, input.url)
    return {
      status: response.statusCode,
      headers: flatHeaders(response.headers),
      body,
      url: input.url
    }
  } catch (error) {
    if (error instanceof ImageFingerprintError) throw error
    throw networkFailure(error, signal, context.timeoutMs)
  }
}

async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  maxBytes: number,
  url: string
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > maxBytes) {
      body.destroy()
      throw new ImageFingerprintError(
        `${url} answered more than ${maxBytes} bytes: that is not a manifest, token or error message`,
        'invalid-response'
      )
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

function flatHeaders(
  headers: Record<string, string | string[] | undefined>
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

function networkFailure(
  error: unknown,
  signal: AbortSignal,
  timeoutMs: number
): NetworkFailure {
  if (signal.aborted) {
    return new NetworkFailure(
      `no answer within ${seconds(timeoutMs)} (timeout)`,
      'ETIMEDOUT',
      { cause: error }
    )
  }
  const cause = error instanceof Error && error.cause ? error.cause : error
  const raw = (cause as { code?: unknown } | null)?.code
  const code = typeof raw === 'string' ? raw : undefined
  const message = cause instanceof Error ? cause.message : String(cause)
  const text =
    code && !message.includes(code) ? `${message} (${code})` : message
  return new NetworkFailure(text, code, { cause: error })
}
