/**
 * A failing service, retried: the emulator's fault injection over loopback
 * and the real client. Waits are the ones the client asked for (recorded by
 * an injected sleep), never measured on the wall clock.
 */
import { describe, expect, it } from 'vitest'
import { createClient, envDiff } from '../../../src/api/index.js'
import {
  apiError,
  attest,
  DATA,
  harness,
  junitStatuses,
  lines
} from './recorded-client.js'
import type { FaultInput } from '../../../src/emulator/index.js'
import { ANY_JUNIT, TRAIL, useHarness } from '../../support/emulator.js'
import type { MemoryLogger } from '../../../src/log.js'

// Retries are lines of the log ("warning: …"), never warnings that the
// action would turn into annotations.
function retryLines(logger: MemoryLogger): string[] {
  expect(lines(logger, 'warn')).toEqual([])
  return lines(logger, 'info')
    .filter((l) => l.startsWith('warning: '))
    .map((l) => l.slice('warning: '.length))
}

const stage = useHarness()
const fault = (f: FaultInput) => stage.fault(f)

describe('retried failures', () => {
  it('503 three times, then success: recorded on the 4th attempt, each attempt logged', async () => {
    await fault({
      method: 'POST',
      path: ANY_JUNIT,
      status: 503,
      count: 3
    })
    const h = harness(stage.emulator)
    await attest(stage.emulator, h.options)
    expect(await junitStatuses(stage)).toEqual([503, 503, 503, 201])
    const stored = await stage.attestationsOn(TRAIL)
    expect(stored.filter((a) => a.attestation_name === 'unit-tests')).toEqual([
      expect.objectContaining({ data_json: DATA })
    ])
    expect(h.sleeps).toEqual([1000, 2000, 4000])
    const attempts = lines(h.logger, 'debug').map(
      (l) => /^POST .*\/junit \(attempt (\d) of 4\)$/.exec(l)?.[1]
    )
    expect(attempts.filter(Boolean)).toEqual(['1', '2', '3', '4'])
    expect(retryLines(h.logger)).toEqual([
      expect.stringMatching(
        /^POST .*\/junit \(503 Service Unavailable: Injected fault: 503\): retrying in 1 s \(3 attempts left\)$/
      ),
      expect.stringContaining('retrying in 2 s (2 attempts left)'),
      expect.stringContaining('retrying in 4 s (1 attempt left)')
    ])
  })

  it('429 with Retry-After: 2 waits at least 2 s before the retry', async () => {
    await fault({
      path: ANY_JUNIT,
      status: 429,
      retryAfter: 2
    })
    const h = harness(stage.emulator)
    await attest(stage.emulator, h.options)
    expect(await junitStatuses(stage)).toEqual([429, 201])
    expect(h.sleeps).toHaveLength(1)
    expect(h.sleeps[0]).toBeGreaterThanOrEqual(2000)
    expect(retryLines(h.logger)[0]).toContain('retrying in 2 s')
  })

  it('500 four times: fails after 4 attempts with the last status and the server message', async () => {
    await fault({
      path: ANY_JUNIT,
      status: 500,
      count: 4,
      body: { message: 'Database connection pool exhausted' }
    })
    const h = harness(stage.emulator)
    const error = await apiError(attest(stage.emulator, h.options))
    expect(await junitStatuses(stage)).toEqual([500, 500, 500, 500])
    expect(error.status).toBe(500)
    expect(error.serverMessage).toBe('Database connection pool exhausted')
    expect(error.message).toMatch(
      /^POST http:\/\/127\.0\.0\.1:\d+\/api\/v2\/attestations\/demo\/demo-flow\/trail\/demo-trail\/junit gave up after 4 attempts; last response: 500 Internal Server Error: Database connection pool exhausted$/
    )
    expect(h.sleeps).toEqual([1000, 2000, 4000])
  })

  it('a dropped connection is retried', async () => {
    await fault({ path: ANY_JUNIT, drop: true, count: 2 })
    const h = harness(stage.emulator)
    await attest(stage.emulator, h.options)
    expect(await junitStatuses(stage)).toEqual([0, 0, 201])
    expect(retryLines(h.logger)[0]).toMatch(/network error: .*retrying in 1 s/)
  })

  it('a server that never answers: each try ends at the per-request timeout, then retried', async () => {
    // The answer would come after 60 s; the test's own timeout is 30 s.
    await fault({
      path: ANY_JUNIT,
      delayMs: 60_000,
      status: 200,
      count: 2
    })
    const h = harness(stage.emulator, { timeoutMs: 300 })
    await attest(stage.emulator, h.options)
    expect(await junitStatuses(stage)).toEqual([undefined, undefined, 201])
    expect(retryLines(h.logger)).toEqual([
      expect.stringContaining(
        'network error: no complete answer within 0.3 s (timeout)): retrying in 1 s'
      ),
      expect.stringContaining('retrying in 2 s'),
      // The timed-out attempts were sent: Kosli may hold the result twice.
      expect.stringContaining(
        "an earlier attempt's answer was lost, so the service may hold this twice"
      )
    ])
  })

  it('a server that never answers at all: gives up after 4 timed-out attempts', async () => {
    await fault({
      path: '/env-diff/**',
      delayMs: 60_000,
      status: 200,
      count: 4
    })
    const h = harness(stage.emulator, { timeoutMs: 200 })
    const client = createClient(h.options)
    const error = await apiError(
      envDiff(client, {
        org: stage.emulator.org,
        snappish1: 'staging',
        snappish2: 'production'
      }).finally(() => client.close())
    )
    expect(error.status).toBe(0)
    expect(error.message).toMatch(
      /gave up after 4 attempts; last error: network error: no complete answer within 0\.2 s \(timeout\)$/
    )
  })
})
