/**
 * Habits of the Kosli CLI that a user brings along (issue 34, item 15):
 * --http-proxy, and no kept payload for a failure a resend cannot mend
 * (an org that does not exist, a host name that does not resolve).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../../src/cli/commands/attest-junit.js'
import { listEnvironmentsCommand } from '../../../../src/cli/commands/environments.js'
import {
  startReportsHarness,
  type CliHarness
} from '../../../support/command.js'
import { startProxy } from '../../../support/proxy.js'

let h: CliHarness
beforeAll(async () => {
  h = await startReportsHarness()
})
afterAll(() => h.close())

describe('--http-proxy', () => {
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined
  afterEach(() => proxy?.close())

  it('sends every request to Kosli through the proxy given', async () => {
    proxy = await startProxy()
    const run = await h.run(
      listEnvironmentsCommand,
      ['--http-proxy', proxy.url, '-o', 'json'],
      { env: { NO_PROXY: '', no_proxy: '' } }
    )
    expect(run.code, run.stderr).toBe(0)
    expect(proxy.targets).toEqual([new URL(h.url).host])
  })

  it('KOSLI_HTTP_PROXY that is not a URL: exit 2 naming the flag', async () => {
    const run = await h.run(listEnvironmentsCommand, [], {
      env: { KOSLI_HTTP_PROXY: 'proxy:3128' }
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      '--http-proxy: "proxy:3128" is not an http:// or https:// URL'
    )
  })
})

describe('attest junit keeps nothing a resend cannot mend', () => {
  const attest = (env: Record<string, string>) =>
    h.run(
      attestJunitCommand,
      [
        ...['--flow', 'demo-flow', '--trail', 'demo-trail'],
        ...['--name', 'unit-tests', 'reports/passing.xml']
      ],
      { env }
    )

  it('an org that does not exist: exit 1, a hint naming the org, nothing kept', async () => {
    const run = await attest({ KOSLI_ORG: 'no-such-org' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Organization not found')
    expect(run.stderr).toContain('no such organization on this host')
    expect(run.stderr).not.toContain('resend it with')
    expect(existsSync(join(h.dir, '.kosli-attest'))).toBe(false)
  })

  it('a host name that does not resolve: nothing kept', async () => {
    const run = await attest({ KOSLI_HOST: 'https://app.kosli-typo.invalid' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('does not resolve')
    expect(existsSync(join(h.dir, '.kosli-attest'))).toBe(false)
  })

  it('a service that is down keeps the payload, as before', async () => {
    const run = await attest({ KOSLI_HOST: 'http://127.0.0.1:1' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('resend it with')
    expect(existsSync(join(h.dir, '.kosli-attest', 'kept'))).toBe(true)
  })
})
