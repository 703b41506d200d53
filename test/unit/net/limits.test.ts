/** The network's one set of defaults and limits. */
import { describe, expect, it } from 'vitest'
import { DEFAULTS } from '../../../src/config/service.js'
import { ConfigError } from '../../../src/errors.js'
import {
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_BUDGET_MS,
  DEFAULT_TIMEOUT_MS,
  networkLimits
} from '../../../src/net/limits.js'

describe('networkLimits', () => {
  it('gives 30 s per request, 3 retries and 60 s of waiting by default', () => {
    expect(networkLimits({})).toEqual({
      timeoutMs: 30_000,
      maxRetries: 3,
      retryBudgetMs: 60_000
    })
  })

  it('keeps what is given', () => {
    expect(
      networkLimits({ timeoutMs: 500, maxRetries: 0, retryBudgetMs: 0 })
    ).toEqual({ timeoutMs: 500, maxRetries: 0, retryBudgetMs: 0 })
  })

  it.each([
    [{ timeoutMs: 0 }, /timeoutMs must be a positive number/],
    [{ maxRetries: 1.5 }, /maxRetries must be a whole number/],
    [{ retryBudgetMs: -1 }, /retryBudgetMs must be 0 or more/]
  ])('refuses %o', (given, message) => {
    expect(() => networkLimits(given)).toThrow(ConfigError)
    expect(() => networkLimits(given)).toThrow(message)
  })

  it('is what the inputs default to', () => {
    expect(DEFAULTS).toEqual({
      timeoutSeconds: DEFAULT_TIMEOUT_MS / 1000,
      maxRetries: DEFAULT_MAX_RETRIES,
      retryBudgetSeconds: DEFAULT_RETRY_BUDGET_MS / 1000
    })
  })
})
