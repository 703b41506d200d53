/**
 * One HTTP attempt: the timed exchange of src/net/exchange.ts, its answer
 * classified. Never throws for the network: every failure becomes a value
 * the retry loop can reason about. Redirects are never followed (the token
 * would go with them), and an error body is read up to ERROR_BODY_LIMIT.
 */
import type { Dispatcher } from 'undici'
import {
  exchange,
  NetworkFailure as NetworkFailureError,
  type ExchangeAnswer
} from '../net/exchange.js'
import { redact } from '../net/redaction.js'
import { retryAfterMs } from '../net/retry.js'
import type { Settings } from './client-options.js'
import { ERROR_BODY_LIMIT, summariseErrorBody } from './error-body.js'
import type { ApiRequest } from './request.js'

/** A successful answer is read up to this many bytes (a page is far less). */
const ANSWER_LIMIT = 64 * 1024 * 1024

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
  let answer: ExchangeAnswer
  try {
    answer = await exchange({
      url: new URL(input.url),
      method: input.request.method,
      headers: headersFor(input),
      ...(body === undefined ? {} : { body }),
      dispatcher: input.agent,
      timeoutMs: settings.timeoutMs,
      maxBytes: (status) =>
        isSuccess(status) ? ANSWER_LIMIT : ERROR_BODY_LIMIT
    })
  } catch (error) {
    if (!(error instanceof NetworkFailureError)) throw error
    return networkFailure(error)
  }
  return classify(answer, settings)
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300
}

function classify(
  answer: ExchangeAnswer,
  settings: Settings
): Success | Failure {
  const text = answer.body.toString('utf8')
  if (isSuccess(answer.status) && !answer.cut) {
    return { ok: true, status: answer.status, text }
  }
  const { status, statusText } = answer
  // Redacted before any cut, so that no part of the token survives.
  const summary = summariseErrorBody(redact(text, settings.secrets), {
    statusText,
    cut: answer.cut
  })
  const location = answer.headers.location
  const wait = retryAfterMs(answer.headers['retry-after'], Date.now())
  return {
    ok: false,
    kind: 'http',
    status,
    statusText,
    ...summary,
    ...(status >= 300 &&
      status < 400 && {
        serverMessage: redirectMessage(location, settings.secrets)
      }),
    ...(isSuccess(status) && {
      serverMessage: `the answer is longer than ${ANSWER_LIMIT / 1024 / 1024} MiB, more than any resource of the API`
    }),
    ...(wait === undefined ? {} : { retryAfterMs: wait })
  }
}

function redirectMessage(
  location: string | undefined,
  secrets: readonly string[]
): string {
  const target =
    location === undefined
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

function networkFailure(failure: NetworkFailureError): NetworkFailure {
  return {
    ok: false,
    kind: 'network',
    status: 0,
    ...(failure.code === undefined ? {} : { code: failure.code }),
    maybeSent: failure.details.maybeSent,
    description: failure.message,
    cause: failure.details.cause
  }
}

/** `503 Service Unavailable: <message>`, or the network cause. */
export function describeFailure(failure: Failure): string {
  if (failure.kind === 'network') return `network error: ${failure.description}`
  const head = `${failure.status} ${failure.statusText}`.trim()
  return failure.serverMessage && failure.serverMessage !== failure.statusText
    ? `${head}: ${failure.serverMessage}`
    : head
}
