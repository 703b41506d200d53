/**
 * The one timed exchange: a request sent through the given dispatcher, its
 * answer read within one timeout and up to a byte limit, and every failure
 * without an HTTP answer as a typed NetworkFailure. Redirects are never
 * followed here: a caller that follows one decides where its secrets go.
 * undici is imported on the first exchange, so that a run that sends
 * nothing never loads it (docs/performance.md).
 */
import { STATUS_CODES } from 'node:http'
import type { Dispatcher, FormData } from 'undici'
import { seconds } from './retry.js'

export interface ExchangeRequest {
  url: URL
  method: string
  headers: Record<string, string>
  body?: string | FormData
  dispatcher: Dispatcher
  /** The whole exchange, answer read included. */
  timeoutMs: number
  /**
   * A timeout signal shared with other exchanges (the hops of a redirect
   * chain); `timeoutMs` then names its length in a message.
   */
  signal?: AbortSignal
  /** Most body bytes read for an answer of this status; the rest is cut. */
  maxBytes: (status: number) => number
}

export interface ExchangeAnswer {
  status: number
  statusText: string
  /** Lowercase names; repeated headers joined with `, `. */
  headers: Record<string, string>
  body: Buffer
  /** The body was longer than the limit: `body` holds its start only. */
  cut: boolean
}

/** No HTTP answer at all: refused, reset, timed out, not resolved. */
export class NetworkFailure extends Error {
  override name = 'NetworkFailure'
  constructor(
    message: string,
    readonly details: {
      /** The cause's code (ECONNRESET, ENOTFOUND, ETIMEDOUT…), if any. */
      code: string | undefined
      /** The connection stood, so the request may have been received. */
      maybeSent: boolean
      cause: unknown
    }
  ) {
    super(message, { cause: details.cause })
  }

  get code(): string | undefined {
    return this.details.code
  }
}

export async function exchange(
  input: ExchangeRequest
): Promise<ExchangeAnswer> {
  const signal = input.signal ?? AbortSignal.timeout(input.timeoutMs)
  const { request } = await import('undici')
  try {
    const response = await request(input.url, {
      method: input.method,
      headers: input.headers,
      ...(input.body === undefined ? {} : { body: input.body }),
      dispatcher: input.dispatcher,
      signal
    })
    const limit = input.maxBytes(response.statusCode)
    const { body, cut } = await readLimited(response.body, limit)
    return {
      status: response.statusCode,
      statusText: STATUS_CODES[response.statusCode] ?? '',
      headers: flatHeaders(response.headers),
      body,
      cut
    }
  } catch (error) {
    throw networkFailure(error, signal, input.timeoutMs)
  }
}

async function readLimited(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  limit: number
): Promise<{ body: Buffer; cut: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    if (size + chunk.length > limit) {
      chunks.push(chunk.subarray(0, limit - size))
      body.destroy()
      return { body: Buffer.concat(chunks), cut: true }
    }
    chunks.push(chunk)
    size += chunk.length
  }
  return { body: Buffer.concat(chunks), cut: false }
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

/**
 * Failures after a connection stood, when the request may have reached the
 * service: the socket was reset or closed, or the answer timed out. Any
 * other failure (refused, no such host, bad port, TLS) left nothing sent.
 */
const AFTER_CONNECT = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT'
])

/** Any error of a send as a NetworkFailure, the timeout named as such. */
export function networkFailure(
  error: unknown,
  signal: AbortSignal,
  timeoutMs: number
): NetworkFailure {
  if (error instanceof NetworkFailure) return error
  if (signal.aborted) {
    return new NetworkFailure(
      `no complete answer within ${seconds(timeoutMs)} (timeout)`,
      { code: 'ETIMEDOUT', maybeSent: true, cause: error }
    )
  }
  const cause = error instanceof Error && error.cause ? error.cause : error
  const raw = (cause as { code?: unknown } | null)?.code
  const code = typeof raw === 'string' ? raw : undefined
  const message = cause instanceof Error ? cause.message : String(cause)
  return new NetworkFailure(
    code && !message.includes(code) ? `${message} (${code})` : message,
    {
      code,
      maybeSent: code !== undefined && AFTER_CONNECT.has(code),
      cause: error
    }
  )
}

/** A timeout signal, joined with the caller's own signal when it has one. */
export function timedSignal(
  timeoutMs: number,
  signal?: AbortSignal | null
): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs)
  return signal ? AbortSignal.any([signal, timeout]) : timeout
}
