/**
 * The transport: one undici EnvHttpProxyAgent per client, passed as the
 * dispatcher of every call (the global dispatcher hangs FormData uploads on
 * Node 24), a timeout per attempt, retries with backoff inside a bounded
 * budget, and typed errors that never carry the token. undici is imported
 * when the first request is sent, not before: a dry run, or a command that
 * fails on its input, never loads it (docs/performance.md).
 */
import { setTimeout as delay } from 'node:timers/promises'
import type { Dispatcher } from 'undici'
import { z } from 'zod'
import { ApiError } from '../errors.js'
import { silentLogger, type Logger } from '../log.js'
import { redact, redactingLogger } from '../net/redaction.js'
import {
  budgetReason,
  isRetryableNetworkError,
  isRetryableStatus,
  isUnresolvedHost,
  RetryBudget,
  seconds,
  withRetries,
  type Attempt,
  type RetryOutcome
} from '../net/retry.js'
import {
  resolveSettings,
  type ClientOptions,
  type Settings
} from './client-options.js'
import { renderFieldErrors } from './error-body.js'
import type { ApiRequest } from './request.js'
import {
  attemptOnce,
  describeFailure,
  type Failure,
  type Success
} from './http-attempt.js'

export interface Client {
  /** host + `/api/v2`. */
  readonly apiBase: string
  send<T>(request: ApiRequest, schema: z.ZodType<T>): Promise<T>
  close(): Promise<void>
}

export function createClient(options: ClientOptions): Client {
  const settings = resolveSettings(options)
  const logger = redactingLogger(
    options.logger ?? silentLogger,
    settings.secrets
  )
  let agent: Promise<Dispatcher> | undefined
  const deps: Deps = {
    settings,
    logger,
    agent: () =>
      (agent ??= import('undici').then(
        ({ EnvHttpProxyAgent }) => new EnvHttpProxyAgent({ ...options.proxy })
      )),
    sleep: options.sleep ?? ((ms) => delay(ms)),
    random: options.random ?? Math.random
  }
  let closed = false
  return {
    apiBase: settings.apiBase,
    send: (request, schema) =>
      closed
        ? Promise.reject(new Error('The API client is closed'))
        : sendWithRetries(deps, request, schema),
    close: async () => {
      closed = true
      if (agent !== undefined) await (await agent).close()
    }
  }
}

interface Deps {
  settings: Settings
  logger: Logger
  /** The one agent of the client, made on the first request. */
  agent: () => Promise<Dispatcher>
  sleep: (ms: number) => Promise<void>
  random: () => number
}

async function sendWithRetries<T>(
  deps: Deps,
  request: ApiRequest,
  schema: z.ZodType<T>
): Promise<T> {
  const { settings, logger } = deps
  const url = buildUrl(settings.apiBase, request)
  const label = `${request.method} ${url}`
  const attempts = settings.maxRetries + 1
  // A write whose answer was lost may have been applied: a retry of it may
  // apply it again, and its failure must not read as "not recorded".
  let answerLost = false
  const attempt = async (n: number): Promise<Attempt<Success, Failure>> => {
    logger.debug(`${label} (attempt ${n} of ${attempts})`)
    const agent = await deps.agent()
    const outcome = await attemptOnce({ ...deps, agent, url, request })
    if (outcome.ok) return { ok: true, value: outcome }
    if (outcome.kind === 'network' && outcome.maybeSent) {
      answerLost ||= request.method !== 'GET'
    }
    return {
      ok: false,
      failure: outcome,
      retryable: isRetryable(outcome),
      ...(outcome.retryAfterMs === undefined
        ? {}
        : { retryAfterMs: outcome.retryAfterMs })
    }
  }
  const policy = {
    ...deps,
    maxRetries: settings.maxRetries,
    budget: new RetryBudget(settings.retryBudgetMs)
  }
  const result = await withRetries(attempt, policy, (notice) => {
    const { left } = notice
    // A line of the log, not an annotation: annotations are for the result.
    logger.info(
      `warning: ${label} (${describeFailure(notice.failure)}): retrying in ${seconds(notice.waitMs)} (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`
    )
  })
  if (!result.ok) throw finalError(result, { label, settings, answerLost })
  logger.debug(`${label} -> ${result.value.status}`)
  request.onStatus?.(result.value.status)
  if (answerLost) {
    logger.info(
      `warning: ${label}: an earlier attempt's answer was lost, so the service may hold this twice (the same content; the latest wins)`
    )
  }
  return parseSuccess(result.value, schema, { label, settings })
}

/** The error of a request that failed for good, saying whether it may have been recorded. */
function finalError(
  result: Extract<RetryOutcome<Success, Failure>, { ok: false }>,
  context: { label: string; settings: Settings; answerLost: boolean }
): ApiError {
  const { failure, gaveUp } = result
  const { label, settings } = context
  const tried = {
    label,
    attempt: result.attempts,
    settings,
    reason: gaveUp.reason === 'final' ? '' : budgetReason(gaveUp)
  }
  const error =
    gaveUp.reason === 'final'
      ? failed(failure, tried)
      : gaveUpError(failure, tried)
  error.maybeRecorded = context.answerLost
  return error
}

function isRetryable(failure: Failure): boolean {
  return failure.kind === 'network'
    ? isRetryableNetworkError(failure.code)
    : isRetryableStatus(failure.status)
}

export function buildUrl(apiBase: string, request: ApiRequest): string {
  const params = new URLSearchParams()
  // Sorted keys, repeated keys for lists: what the vendor CLI sends.
  const entries = Object.entries(request.query ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0
  )
  for (const [key, value] of entries) {
    if (value === undefined) continue
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) params.append(key, String(item))
  }
  const query = params.toString()
  return `${apiBase}${request.path}${query ? `?${query}` : ''}`
}

function parseSuccess<T>(
  outcome: { status: number; text: string },
  schema: z.ZodType<T>,
  context: { label: string; settings: Settings }
): T {
  const { label, settings } = context
  let body: unknown
  if (outcome.text.trim() !== '') {
    try {
      body = JSON.parse(outcome.text) as unknown
    } catch {
      throw apiError(
        `${label}: the service answered ${outcome.status} with a body that is not JSON: ${redact(outcome.text.slice(0, 100_000), settings.secrets).slice(0, 200)}`,
        { status: outcome.status, settings }
      )
    }
  }
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw apiError(
    `${label}: the service answered ${outcome.status}, but the body is not what docs/spec/resources.md describes:\n${z.prettifyError(parsed.error)}`,
    { status: outcome.status, settings }
  )
}

interface Tried {
  /** `METHOD url` of the request. */
  label: string
  attempt: number
  settings: Settings
  /** Why the retries stopped early; empty when they ran out. */
  reason: string
}

function failed(failure: Failure, tried: Tried) {
  const text = `${tried.label} failed: ${describeFailure(failure)}`
  return apiError(withDetails(text, failure, tried), {
    failure,
    settings: tried.settings
  })
}

function gaveUpError(failure: Failure, tried: Tried) {
  const { label, attempt, reason } = tried
  const plural = attempt === 1 ? 'attempt' : 'attempts'
  const last = failure.kind === 'network' ? 'last error' : 'last response'
  const text = `${label} gave up after ${attempt} ${plural}${reason}; ${last}: ${describeFailure(failure)}`
  return apiError(withDetails(text, failure, tried), {
    failure,
    settings: tried.settings
  })
}

function withDetails(text: string, failure: Failure, tried: Tried) {
  const lines = [text]
  if (failure.kind === 'http') {
    const fields = renderFieldErrors(failure.fieldErrors)
    if (fields) lines.push(fields.replace(/^/gm, '  '))
  }
  const hint = hintFor(failure, tried)
  if (hint) lines.push(hint)
  return lines.join('\n')
}

function hintFor(failure: Failure, tried: Tried): string | undefined {
  const { settings } = tried
  const status = failure.status
  const now = `check ${settings.hostSetting}, now ${JSON.stringify(settings.host)}`
  if (failure.kind === 'network' && isUnresolvedHost(failure.code)) {
    const { host } = new URL(settings.apiBase)
    return `Hint: the host name ${JSON.stringify(host)} does not resolve (not retried): ${now}.`
  }
  if (failure.kind === 'network' && failure.code === 'ECONNREFUSED') {
    const { host } = new URL(settings.apiBase)
    const times = tried.attempt === 1 ? 'once' : `${tried.attempt} times`
    return `Hint: nothing accepts connections at ${host} (refused; tried ${times}): ${now}. Is the port right? \`kosli-attest serve\` listens on http://127.0.0.1:8001 unless given --port.`
  }
  if (status === 401) {
    return 'Hint: check the API token (is it valid, and for this host/region?).'
  }
  if (status === 403) return forbiddenHint(tried.label)
  return undefined
}

/**
 * A 403. Reads of beta resources (trail moments, controls) need the
 * feature; a write is most often a token of another organization.
 */
function forbiddenHint(label: string): string {
  if (label.startsWith('GET ') || label.includes('/controls/')) {
    return 'Hint: the token lacks the privilege for this operation, or the organization does not have the beta feature enabled (trail moments, controls).'
  }
  return 'Hint: the token may belong to another organization than the one written to: check the org setting and where the token was made; or the token lacks the privilege to write.'
}

function apiError(
  message: string,
  context: { failure?: Failure; status?: number; settings: Settings }
): ApiError {
  const { failure, settings } = context
  const secrets = settings.secrets
  const status = failure?.status ?? context.status ?? 0
  const http = failure?.kind === 'http' ? failure : undefined
  const serverMessage = http?.serverMessage ?? ''
  const fields = http?.fieldErrors ?? {}
  const cleanFields = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, redact(v, secrets)])
  )
  const cause =
    failure?.kind === 'network' ? { cause: failure.cause } : undefined
  return new ApiError(
    redact(message, secrets),
    {
      status,
      serverMessage: redact(serverMessage, secrets),
      fieldErrors: cleanFields
    },
    cause
  )
}
