import { describe, expect, it } from 'vitest'
import {
  closeAfterEach,
  failure,
  forgetServer,
  get,
  harness,
  json,
  sequence
} from '../../support/loopback.js'

closeAfterEach()

describe('retries', () => {
  it.each([503, 429, 500, 502, 504, 409])(
    'retries %i with 1 s then 2 s backoff, then succeeds',
    async (status) => {
      const h = await harness(
        sequence([{ status }, { status }, { status: 200, body: 'pong' }])
      )
      await expect(get(h.client)).resolves.toBe('pong')
      expect(h.server.requests).toHaveLength(3)
      expect(h.waits).toEqual([1000, 2000])
    }
  )

  it('does not retry 501', async () => {
    const h = await harness(
      sequence([{ status: 501, body: { message: 'no' } }])
    )
    const error = await failure(get(h.client))
    expect(error.status).toBe(501)
    expect(h.server.requests).toHaveLength(1)
  })

  it.each([400, 401, 403, 404, 422])('does not retry %i', async (status) => {
    const h = await harness(sequence([{ status, body: { message: 'nope' } }]))
    const error = await failure(get(h.client))
    expect(error.status).toBe(status)
    expect(error.serverMessage).toBe('nope')
    expect(h.server.requests).toHaveLength(1)
    expect(h.waits).toEqual([])
  })

  it('makes 4 attempts by default and then reports them', async () => {
    const h = await harness(
      sequence([{ status: 503, body: { message: 'down for maintenance' } }])
    )
    const error = await failure(get(h.client))
    expect(h.server.requests).toHaveLength(4)
    expect(h.waits).toEqual([1000, 2000, 4000])
    expect(error.status).toBe(503)
    expect(error.message).toContain('gave up after 4 attempts')
    expect(error.message).toContain('503 Service Unavailable')
    expect(error.message).toContain('down for maintenance')
    expect(error.serverMessage).toBe('down for maintenance')
  })

  it('logs each retry with method, path, status, wait and attempts left', async () => {
    const h = await harness(sequence([{ status: 503 }, { status: 200 }]))
    await get(h.client)
    // A line of the log, not a warning the action would annotate.
    expect(h.logger.lines.filter((l) => l.level === 'warn')).toEqual([])
    const warnings = h.logger.lines.filter((l) =>
      l.message.startsWith('warning: ')
    )
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.message).toMatch(
      /^warning: GET http:\/\/127\.0\.0\.1:\d+\/api\/v2\/ping \(503 Service Unavailable: OK\): retrying in 1 s \(3 attempts left\)$/
    )
  })

  it('honours maxRetries', async () => {
    const h = await harness(sequence([{ status: 503 }]), { maxRetries: 1 })
    const error = await failure(get(h.client))
    expect(h.server.requests).toHaveLength(2)
    expect(error.message).toContain('gave up after 2 attempts')
  })

  it('adds at most 25 % jitter to the backoff', async () => {
    const h = await harness(sequence([{ status: 503 }]), {
      random: () => 0.999
    })
    await failure(get(h.client))
    expect(h.waits).toHaveLength(3)
    const bases = [1000, 2000, 4000]
    h.waits.forEach((wait, i) => {
      const base = bases[i] ?? 0
      expect(wait).toBeGreaterThanOrEqual(base)
      expect(wait).toBeLessThan(base * 1.25)
      expect(wait).toBeGreaterThan(base)
    })
  })

  it('honours Retry-After in seconds', async () => {
    const h = await harness(
      sequence([
        { status: 429, headers: { 'Retry-After': '7' } },
        { status: 200, body: 'ok' }
      ])
    )
    await get(h.client)
    expect(h.waits).toEqual([7000])
  })

  it('honours Retry-After as an HTTP date', async () => {
    const h = await harness((_r, res, i) => {
      const date = new Date(Date.now() + 20_000).toUTCString()
      if (i === 0) json(res, 503, 'busy', { 'Retry-After': date })
      else json(res, 200, 'ok')
    })
    await get(h.client)
    expect(h.waits).toHaveLength(1)
    expect(h.waits[0]).toBeGreaterThan(15_000)
    expect(h.waits[0]).toBeLessThanOrEqual(20_000)
  })

  it('stops when the next wait would exceed the retry budget', async () => {
    const h = await harness(sequence([{ status: 503 }]), {
      retryBudgetMs: 2500
    })
    const error = await failure(get(h.client))
    expect(h.waits).toEqual([1000])
    expect(h.server.requests).toHaveLength(2)
    expect(error.message).toContain('gave up after 2 attempts')
    expect(error.message).toContain('retry budget of 2.5 s')
  })

  it('does not wait for a Retry-After longer than the budget', async () => {
    const h = await harness(
      sequence([{ status: 429, headers: { 'Retry-After': '3600' } }])
    )
    const error = await failure(get(h.client))
    expect(h.waits).toEqual([])
    expect(error.message).toContain('gave up after 1 attempt ')
    expect(error.status).toBe(429)
  })
})

describe('network failures', () => {
  it('bounds a hanging request by the timeout and retries it', async () => {
    const h = await harness(() => undefined, { timeoutMs: 150, maxRetries: 1 })
    const error = await failure(get(h.client))
    expect(error.status).toBe(0)
    expect(h.server.requests).toHaveLength(2)
    expect(error.message).toContain('timeout')
    expect(error.message).toContain('gave up after 2 attempts')
  })

  it('bounds a body that stops half way', async () => {
    const h = await harness(
      (_r, res, i) => {
        if (i === 0) {
          res.writeHead(200, { 'Content-Type': 'application/json' })
          res.write('"po')
        } else json(res, 200, 'pong')
      },
      { timeoutMs: 150 }
    )
    await expect(get(h.client)).resolves.toBe('pong')
    expect(h.server.requests).toHaveLength(2)
  })

  it('retries a dropped connection', async () => {
    const h = await harness((_r, res, i) => {
      if (i === 0) res.socket?.destroy()
      else json(res, 200, 'pong')
    })
    await expect(get(h.client)).resolves.toBe('pong')
    expect(h.server.requests).toHaveLength(2)
    expect(h.waits).toEqual([1000])
  })

  it('reports a refused connection with status 0 and the cause', async () => {
    const h = await harness(sequence([{ status: 200 }]), { maxRetries: 1 })
    const url = h.server.url
    await h.server.close()
    forgetServer()
    const error = await failure(get(h.client))
    expect(error.status).toBe(0)
    expect(error.message).toContain(`GET ${url}/api/v2/ping gave up after 2`)
    expect(error.message).toContain('ECONNREFUSED')
    expect(error.cause).toBeDefined()
  })
})
