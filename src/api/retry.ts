/**
 * When to retry and how long to wait. Follows the Kosli CLI
 * (docs/spec/kosli-cli.md, Retries and timeouts): network errors, 409 (lock conflict), 429 and 5xx except 501 are
 * retried with 1 s, 2 s, 4 s backoff, and `Retry-After` wins when given. We
 * add jitter, so that jobs failing together do not retry in lockstep.
 */

const BASE_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000
/** Jitter adds up to this fraction of the backoff delay. */
const JITTER_FRACTION = 0.25

export function isRetryableStatus(status: number): boolean {
  return status === 409 || status === 429 || (status >= 500 && status !== 501)
}

/**
 * Transport failures that another attempt cannot fix: a certificate the
 * runner does not trust, a malformed URL. Everything else (refused, reset,
 * timed out, DNS hiccup) is worth retrying.
 */
const PERMANENT_CODES = new Set([
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
  header: string | null,
  now: number
): number | undefined {
  if (header === null) return undefined
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
