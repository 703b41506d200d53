/** The one retry loop: what is retried, how long it waits, and its budget. */
import { describe, expect, it } from 'vitest'
import {
  backoffMs,
  isRetryableNetworkError,
  isRetryableStatus,
  retryAfterMs,
  RetryBudget,
  withRetries,
  type Attempt
} from '../../../src/net/retry.js'

function policy(maxRetries: number, budgetMs: number, waits: number[] = []) {
  return {
    maxRetries,
    budget: new RetryBudget(budgetMs),
    sleep: (ms: number) => {
      waits.push(ms)
      return Promise.resolve()
    },
    random: () => 0
  }
}

/** An attempt that fails `failures` times (retryable), then succeeds. */
function flaky(failures: number, extra: Partial<Attempt<string, string>> = {}) {
  let calls = 0
  return (): Promise<Attempt<string, string>> => {
    calls++
    return Promise.resolve(
      calls > failures
        ? { ok: true, value: `done at ${calls}` }
        : { ok: false, failure: `fail ${calls}`, retryable: true, ...extra }
    ) as Promise<Attempt<string, string>>
  }
}

describe('withRetries', () => {
  it('retries with 1 s, 2 s, 4 s and returns the first success', async () => {
    const waits: number[] = []
    const result = await withRetries(flaky(3), policy(3, 60_000, waits))
    expect(result).toEqual({ ok: true, value: 'done at 4', attempts: 4 })
    expect(waits).toEqual([1000, 2000, 4000])
  })

  it('stops when no attempt is left, with the last failure', async () => {
    const result = await withRetries(flaky(9), policy(2, 60_000))
    expect(result).toMatchObject({
      ok: false,
      failure: 'fail 3',
      attempts: 3,
      gaveUp: { reason: 'no-attempts-left' }
    })
  })

  it('does not retry a failure that is final', async () => {
    const notices: unknown[] = []
    const result = await withRetries(
      () =>
        Promise.resolve({
          ok: false,
          failure: 'no',
          retryable: false
        } as const),
      policy(3, 60_000),
      (notice) => notices.push(notice)
    )
    expect(result).toMatchObject({ attempts: 1, gaveUp: { reason: 'final' } })
    expect(notices).toEqual([])
  })

  it('stops before a wait that would overrun the budget, and says so', async () => {
    const waits: number[] = []
    const result = await withRetries(flaky(9), policy(5, 2500, waits))
    expect(waits).toEqual([1000])
    expect(result).toMatchObject({
      attempts: 2,
      gaveUp: { reason: 'budget', waitMs: 2000, budgetMs: 2500 }
    })
  })

  it('shares one budget between loops given the same one', async () => {
    const shared = policy(5, 2500)
    await withRetries(flaky(1), shared)
    const second = await withRetries(flaky(9), shared)
    expect(second).toMatchObject({ attempts: 2, gaveUp: { reason: 'budget' } })
  })

  it("waits the server's Retry-After when given", async () => {
    const waits: number[] = []
    await withRetries(
      flaky(1, { retryAfterMs: 7000 }),
      policy(3, 60_000, waits)
    )
    expect(waits).toEqual([7000])
  })
})

describe('what is retried', () => {
  it.each([
    [409, true],
    [429, true],
    [500, true],
    [503, true],
    [501, false],
    [400, false],
    [404, false]
  ])('status %i → %s', (status, retried) => {
    expect(isRetryableStatus(status)).toBe(retried)
  })

  it.each([
    ['ECONNREFUSED', true],
    ['ECONNRESET', true],
    ['ETIMEDOUT', true],
    [undefined, true],
    // A host name that does not resolve is a setting to fix, not to wait for.
    ['ENOTFOUND', false],
    ['EAI_AGAIN', false],
    ['CERT_HAS_EXPIRED', false]
  ])('network error %s → %s', (code, retried) => {
    expect(isRetryableNetworkError(code)).toBe(retried)
  })
})

describe('waits', () => {
  it('backs off 1 s, 2 s, 4 s, at most 30 s, plus up to a quarter of jitter', () => {
    expect([1, 2, 3, 9].map((n) => backoffMs(n, () => 0))).toEqual([
      1000, 2000, 4000, 30_000
    ])
    expect(backoffMs(1, () => 0.999)).toBe(1249)
  })

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('3', 0)).toBe(3000)
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000)
    expect(retryAfterMs('soon', 0)).toBeUndefined()
    expect(retryAfterMs(null, 0)).toBeUndefined()
  })
})
