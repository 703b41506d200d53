/**
 * The network's defaults and bounds, for every client: per request, the
 * retries after the first attempt, and the waiting between attempts. The
 * inputs and flags (`timeout-seconds`, `max-retries`,
 * `retry-budget-seconds`) take their defaults and ranges from here.
 */
import { ConfigError } from '../errors.js'

/** Per attempt: 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000
/** Retries after the first attempt: 3 (4 attempts). */
export const DEFAULT_MAX_RETRIES = 3
/** Time spent waiting between attempts, in all: 60 s. */
export const DEFAULT_RETRY_BUDGET_MS = 60_000

/** The ranges the inputs accept, in their own units. */
export const LIMIT_RANGES = {
  timeoutSeconds: { min: 1, max: 600 },
  maxRetries: { min: 0, max: 10 },
  retryBudgetSeconds: { min: 0, max: 3600 }
} as const

export interface NetworkLimits {
  timeoutMs: number
  maxRetries: number
  retryBudgetMs: number
}

/** The given limits, checked, with the defaults for those not given. */
export function networkLimits(given: Partial<NetworkLimits>): NetworkLimits {
  return {
    timeoutMs: positive('timeoutMs', given.timeoutMs, DEFAULT_TIMEOUT_MS),
    maxRetries: whole('maxRetries', given.maxRetries, DEFAULT_MAX_RETRIES),
    retryBudgetMs: atLeastZero(
      'retryBudgetMs',
      given.retryBudgetMs,
      DEFAULT_RETRY_BUDGET_MS
    )
  }
}

export function positive(
  name: string,
  value: number | undefined,
  fallback: number
): number {
  if (value === undefined) return fallback
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive number, got ${value}`)
  }
  return value
}

function whole(name: string, value: number | undefined, fallback: number) {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number >= 0, got ${value}`)
  }
  return value
}

function atLeastZero(
  name: string,
  value: number | undefined,
  fallback: number
) {
  if (value === undefined) return fallback
  if (!Number.isFinite(value) || value < 0) {
    throw new ConfigError(`${name} must be 0 or more, got ${value}`)
  }
  return value
}
