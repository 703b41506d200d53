/**
 * What is not retried (refusals), and what bounds the retries (the retry
 * budget): the emulator's fault injection and the real client, with the
 * waits recorded by an injected sleep.
 */
import { describe, expect, it } from 'vitest'
import { attestJunit, createClient } from '../../../src/api/index.js'
import {
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_BUDGET_MS,
  DEFAULT_TIMEOUT_MS
} from '../../../src/net/limits.js'
import {
  apiError,
  attest,
  DATA,
  harness,
  junitStatuses
} from './recorded-client.js'
import type { FaultInput } from '../../../src/emulator/index.js'
import { ANY_JUNIT, TRAIL, useHarness } from '../../support/emulator.js'

const stage = useHarness()
const fault = (f: FaultInput) => stage.fault(f)

describe('refusals are not retried', () => {
  const cases = [
    [400, 'Input payload validation failed'],
    [403, 'You do not have permission to perform this action'],
    [404, "Trail named 'gone' does not exist"]
  ] as const
  for (const [status, message] of cases) {
    it(`${status}: one attempt, the server's text in the message`, async () => {
      await fault({
        path: ANY_JUNIT,
        status,
        body: { message }
      })
      const h = harness(stage.emulator)
      const error = await apiError(attest(stage.emulator, h.options))
      expect(await junitStatuses(stage)).toEqual([status])
      expect(h.sleeps).toEqual([])
      expect(error.status).toBe(status)
      expect(error.serverMessage).toBe(message)
      expect(error.message).toContain(`failed: ${status} `)
      expect(error.message).toContain(message)
    })
  }

  it('401 from a wrong token: one attempt, the server text and a hint', async () => {
    const h = harness(stage.emulator, { apiToken: 'kat_wrong_token_0000' })
    const error = await apiError(attest(stage.emulator, h.options))
    expect(await junitStatuses(stage)).toEqual([401])
    expect(h.sleeps).toEqual([])
    expect(error.status).toBe(401)
    expect(error.message).toContain('Unauthorized: the API key is not valid')
    expect(error.message).toContain('Hint: check the API token')
    expect(error.message).not.toContain('kat_wrong_token_0000')
  })

  it("404 from the service's own routes: the flow it could not find", async () => {
    const h = harness(stage.emulator)
    const client = createClient(h.options)
    const error = await apiError(
      attestJunit(client, {
        org: stage.emulator.org,
        flow: 'no-such-flow',
        trail: TRAIL,
        data: DATA
      }).finally(() => client.close())
    )
    expect(error.status).toBe(404)
    expect(error.message).toContain(
      "Flow named 'no-such-flow' does not exist for organization 'demo'"
    )
    expect(await junitStatuses(stage)).toEqual([404])
  })
})

describe('the retry budget bounds the total wait', () => {
  it('defaults: 30 s per attempt, 3 retries, 60 s of waiting', () => {
    expect([
      DEFAULT_TIMEOUT_MS,
      DEFAULT_MAX_RETRIES,
      DEFAULT_RETRY_BUDGET_MS
    ]).toEqual([30_000, 3, 60_000])
  })

  it('stops before a wait that would exceed the budget', async () => {
    await fault({ path: ANY_JUNIT, status: 503, count: 4 })
    const h = harness(stage.emulator, { retryBudgetMs: 2500 })
    const error = await apiError(attest(stage.emulator, h.options))
    // 1 s was within 2.5 s; 1 s + 2 s was not.
    expect(h.sleeps).toEqual([1000])
    expect(await junitStatuses(stage)).toEqual([503, 503])
    expect(error.status).toBe(503)
    expect(error.message).toContain(
      'gave up after 2 attempts (waiting 2 s more would exceed the retry budget of 2.5 s)'
    )
  })

  it('does not wait for a Retry-After longer than the budget', async () => {
    await fault({
      path: ANY_JUNIT,
      status: 429,
      retryAfter: 3600
    })
    const h = harness(stage.emulator)
    const error = await apiError(attest(stage.emulator, h.options))
    expect(h.sleeps).toEqual([])
    expect(error.status).toBe(429)
    expect(error.message).toContain('exceed the retry budget of 60 s')
  })

  it('a budget of 0 turns waiting retries off', async () => {
    await fault({ path: ANY_JUNIT, status: 503 })
    const h = harness(stage.emulator, { retryBudgetMs: 0 })
    await apiError(attest(stage.emulator, h.options))
    expect(h.sleeps).toEqual([])
    expect(await junitStatuses(stage)).toEqual([503])
  })

  it('whatever the Retry-After values, the waits add up to no more than the budget', async () => {
    const budget = 10_000
    await fault({
      path: ANY_JUNIT,
      status: 503,
      retryAfter: 4,
      count: 10
    })
    const h = harness(stage.emulator, { retryBudgetMs: budget, maxRetries: 10 })
    await apiError(attest(stage.emulator, h.options))
    expect(h.sleeps).toEqual([4000, 4000])
    expect(h.sleeps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(budget)
  })
})
