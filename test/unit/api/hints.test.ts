/**
 * The hints that end a failed request, where the fix is a setting: a port
 * where nothing listens (after its retries), and a write refused with 403,
 * most often a token of another organization (issue 34, items 11 and 12).
 */
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createClient } from '../../../src/api/index.js'
import { ApiError } from '../../../src/errors.js'
import { DEMO_TOKENS, useHarness } from '../../support/emulator.js'

/** A loopback port that was just free: nothing listens there. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise((done) => server.close(done))
  if (address === null || typeof address === 'string')
    throw new Error('no port')
  return address.port
}

async function failureOf(
  options: Parameters<typeof createClient>[0],
  request: Parameters<ReturnType<typeof createClient>['send']>[0]
): Promise<string> {
  const client = createClient({ sleep: () => Promise.resolve(), ...options })
  const error = await client.send(request, z.unknown()).catch((e: unknown) => e)
  await client.close()
  expect(error).toBeInstanceOf(ApiError)
  return (error as ApiError).message
}

describe('a refused connection (ECONNREFUSED)', () => {
  it('ends its retries with a hint naming the setting, its value and the tries', async () => {
    const port = await closedPort()
    const host = `http://127.0.0.1:${port}`
    const message = await failureOf(
      {
        host,
        apiToken: 'token-4711',
        maxRetries: 2,
        hostSetting: '--host (or KOSLI_HOST)'
      },
      { method: 'GET', path: '/environments/acme' }
    )
    expect(message).toContain('gave up after 3 attempts')
    expect(message).toContain(
      `Hint: nothing accepts connections at 127.0.0.1:${port} (refused; tried 3 times): check --host (or KOSLI_HOST), now "${host}".`
    )
    expect(message).toContain(
      '`kosli-attest serve` listens on http://127.0.0.1:8001'
    )
    expect(message).not.toContain('token-4711')
  })
})

describe('a 403', () => {
  const h = useHarness()

  it('on a write with a token of another organization says so, not beta features', async () => {
    const message = await failureOf(
      { host: h.url, apiToken: DEMO_TOKENS.acme, maxRetries: 0 },
      {
        method: 'PUT',
        path: `/flows/${h.org}`,
        body: { kind: 'json', value: { name: 'shop', description: '' } }
      }
    )
    expect(message).toContain('403')
    expect(message).toContain(
      'Hint: the token may belong to another organization than the one written to'
    )
    expect(message).not.toContain('beta')
  })

  it('on a read still names beta features', async () => {
    const message = await failureOf(
      { host: h.url, apiToken: DEMO_TOKENS.acme, maxRetries: 0 },
      { method: 'GET', path: `/environments/${h.org}` }
    )
    expect(message).toContain('beta feature')
  })
})
