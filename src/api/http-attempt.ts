/**
 * One HTTP attempt: send, read the answer within the per-attempt timeout,
 * and classify it. Never throws: every failure becomes a value the retry
 * loop can reason about. Redirects are never followed (the token would go
 * with them), and an error body is read up to ERROR_BODY_LIMIT only.
 */
import { STATUS_CODES } from 'node:http'
import type { Dispatcher } from 'undici'
import { redact, type Settings } from './client-options.js'
import { readCapped, summariseErrorBody } from './error-body.js'
import type { ApiRequest } from './request.js'
import { retryAfterMs } from './retry.js'

export interface Success {
  ok: true
  status: number
  text: string
}

export interface HttpFailure {
  ok: false
  kind: 'http'
  status: number
  statusText: string
  serverMessage: string
  fieldErrors: Record<string, string>
  retryAfterMs?: number
}

export interface NetworkFailure {
  ok: false
  kind: 'network'
  status: 0
  /** Error code of the cause (ECONNRESET, UND_ERR_SOCKET, …) if any. */
  code?: string
  /** The connection was made, so the request may have reached the service. */
  maybeSent: boolean
  description: string
  cause: unknown
  retryAfterMs?: undefined
}

export type Failure = HttpFailure | NetworkFailure

interface AttemptInput {
  settings: Settings
  agent: Dispatcher
  url: string
  request: ApiRequest
}

export async function attemptOnce(
  input: AttemptInput
): Promise<Success | Failure> {
  const { settings } = input
  // Outside the try: a file that cannot be read is not a network failure.
  const body = await bodyFor(input.request)
  const signal = AbortSignal.timeout(settings.timeoutMs)
  // Loaded with the first request (see http.ts), cached after.
  const { fetch } = await import('undici')
  try {
    const response = await fetch(input.url, {
      method: input.request.method,
      headers: headersFor(input),
      body,
      dispatcher: input.agent,
      redirect: 'manual',
      signal
    })
    if (response.status >= 200 && response.status < 300) {
      return { ok: true, status: response.status, text: await response.text() }
    }
    const statusText =
      response.statusText || STATUS_CODES[response.status] || ''
    const location = response.headers.get('location')
    // Redacted before any cut, so that no part of the token survives.
    const { text, cut } = await readCapped(response.body)
    const summary = summariseErrorBody(redact(text, settings.secrets), {
      statusText,
      cut
    })
    return {
      ok: false,
      kind: 'http',
      status: response.status,
      statusText,
      ...summary,
      ...(response.status >= 300 &&
        response.status < 400 && {
          serverMessage: redirectMessage(location, settings.secrets)
        }),
      retryAfterMs: retryAfterMs(
        response.headers.get('retry-after'),
        Date.now()
      )
    }
  } catch (error) {
    return networkFailure(error, signal, settings.timeoutMs)
  }
}

function redirectMessage(
  location: string | null,
  secrets: readonly string[]
): string {
  const target =
    location === null
      ? 'no Location'
      : JSON.stringify(redact(location, secrets))
  return `redirected to ${target.slice(0, 300)}; an API call never follows a redirect (check the host)`
}

function headersFor(input: AttemptInput): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: input.settings.authorization,
    'User-Agent': input.settings.userAgent,
    Accept: 'application/json'
  }
  // FormData sets its own multipart content type, boundary included.
  if (input.request.body?.kind === 'json') {
    headers['Content-Type'] = 'application/json'
  }
  return headers
}

async function bodyFor(request: ApiRequest) {
  const body = request.body
  if (body === undefined) return undefined
  if (body.kind === 'json') return JSON.stringify(body.value)
  return body.build()
}

function networkFailure(
  error: unknown,
  signal: AbortSignal,
  timeoutMs: number
): NetworkFailure {
  if (signal.aborted) {
    return {
      ok: false,
      kind: 'network',
      status: 0,
      code: 'ETIMEDOUT',
      description: `no complete answer within ${timeoutMs / 1000} s (timeout)`,
      maybeSent: true,
      cause: error
    }
  }
  const cause = error instanceof Error && error.cause ? error.cause : error
  const code = codeOf(cause)
  const message = cause instanceof Error ? cause.message : String(cause)
  return {
    ok: false,
    kind: 'network',
    status: 0,
    code,
    maybeSent: code !== undefined && AFTER_CONNECT.has(code),
    description:
      code && !message.includes(code) ? `${message} (${code})` : message,
    cause: error
  }
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

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? code : undefined
}

/** `503 Service Unavailable: <message>`, or the network cause. */
export function describeFailure(failure: Failure): string {
  if (failure.kind === 'network') return `network error: ${failure.description}`
  const head = `${failure.status} ${failure.statusText}`.trim()
  return failure.serverMessage && failure.serverMessage !== failure.statusText
    ? `${head}: ${failure.serverMessage}`
    : head
}
