/**
 * The one retry loop, and when to retry and how long to wait. Follows the
 * Kosli CLI (docs/spec/kosli-cli.md, Retries and timeouts): network errors,
 * 409 (lock conflict), 429 and 5xx except 501 are retried with 1 s, 2 s,
 * 4 s backoff, and `Retry-After` wins when given. We add jitter, so that
 * jobs failing together do not retry in lockstep. Every wait comes out of a
 * budget, which several loops may share (the requests of one image lookup).
 */

const BASE_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000
/** Jitter adds up to this fraction of the backoff delay. */
const JITTER_FRACTION = 0.25

export function isRetryableStatus(status: number): boolean {
  return status === 409 || status === 429 || (status >= 500 && status !== 501)
}

/**
 * Transport failures that another attempt cannot fix: a host name that
 * does not resolve (a typo in a setting, most often: retrying it only
 * delays the message that names the setting), a certificate the runner
 * does not trust, a malformed URL. Everything else (refused, reset, timed
 * out) is worth retrying.
 */
const PERMANENT_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_INVALID_URL',
  'ERR_INVALID_ARG_TYPE',
  'UND_ERR_INVALID_ARG'
])

export function isRetryableNetworkError(code: string | undefined): boolean {
  return code === undefined || !PERMANENT_CODES.has(code)
}

/** The host name was not found: the setting that names it is wrong. */
export function isUnresolvedHost(code: string | undefined): boolean {
  return code === 'ENOTFOUND' || code === 'EAI_AGAIN'
}

/** Backoff before retry number `retry` (1-based): 1 s, 2 s, 4 s … + jitter. */
export function backoffMs(retry: number, random: () => number): number {
  const base = Math.min(BASE_DELAY_MS * 2 ** (retry - 1), MAX_DELAY_MS)
  const jitter = Math.floor(clamp01(random()) * base * JITTER_FRACTION)
  return base + jitter
}

/**
 * `Retry-After` as milliseconds: delta-seconds or an HTTP date. Undefined
 * when absent or unreadable (the backoff applies then).
 */
export function retryAfterMs(
  header: string | null | undefined,
  now: number
): number | undefined {
  if (header === null || header === undefined) return undefined
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}

function clamp01(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0
  return value >= 1 ? 0.999_999 : value
}

/** Waiting allowed between attempts; shared by the loops given the same one. */
export class RetryBudget {
  waitedMs = 0
  constructor(readonly limitMs: number) {}
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number
  budget: RetryBudget
  sleep: (ms: number) => Promise<void>
  random: () => number
}

/**
 * GitHub's calls (listing pages, the blob download): `attempts` in all,
 * the 1 s and 2 s backoffs with jitter within `budgetMs`, in real time.
 */
export function shortPolicy(attempts = 3, budgetMs = 10_000): RetryPolicy {
  return {
    maxRetries: attempts - 1,
    budget: new RetryBudget(budgetMs),
    sleep: (ms) => new Promise<void>((done) => setTimeout(done, ms)),
    random: Math.random
  }
}

export type Attempt<T, F> =
  | { ok: true; value: T }
  | { ok: false; failure: F; retryable: boolean; retryAfterMs?: number }

/** Why the loop stopped on a failure. */
export type GaveUp =
  | { reason: 'final' }
  | { reason: 'no-attempts-left' }
  | { reason: 'budget'; waitMs: number; budgetMs: number }

export type RetryOutcome<T, F> =
  | { ok: true; value: T; attempts: number }
  | { ok: false; failure: F; attempts: number; gaveUp: GaveUp }

export interface RetryNotice<F> {
  failure: F
  attempt: number
  waitMs: number
  /** Attempts left after this wait. */
  left: number
}

/**
 * Runs `attempt` (1-based) until it succeeds, fails for good, no attempt
 * is left, or the next wait would overrun the budget; `onRetry` hears of
 * each wait before it starts.
 */
export async function withRetries<T, F>(
  attempt: (n: number) => Promise<Attempt<T, F>>,
  policy: RetryPolicy,
  onRetry: (notice: RetryNotice<F>) => void = () => undefined
): Promise<RetryOutcome<T, F>> {
  const { budget } = policy
  for (let n = 1; ; n++) {
    const outcome = await attempt(n)
    if (outcome.ok) return { ok: true, value: outcome.value, attempts: n }
    const stop = (gaveUp: GaveUp) => ({
      ok: false as const,
      failure: outcome.failure,
      attempts: n,
      gaveUp
    })
    if (!outcome.retryable) return stop({ reason: 'final' })
    const left = policy.maxRetries + 1 - n
    if (left === 0) return stop({ reason: 'no-attempts-left' })
    const waitMs = outcome.retryAfterMs ?? backoffMs(n, policy.random)
    if (budget.waitedMs + waitMs > budget.limitMs) {
      return stop({ reason: 'budget', waitMs, budgetMs: budget.limitMs })
    }
    onRetry({ failure: outcome.failure, attempt: n, waitMs, left })
    await policy.sleep(waitMs)
    budget.waitedMs += waitMs
  }
}

/** `1 s`, `2.5 s`. */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`
}

/** ` (waiting 4 s more would exceed the retry budget of 60 s)`, or ''. */
export function budgetReason(gaveUp: GaveUp): string {
  return gaveUp.reason === 'budget'
    ? ` (waiting ${seconds(gaveUp.waitMs)} more would exceed the retry budget of ${seconds(gaveUp.budgetMs)})`
    : ''
}
