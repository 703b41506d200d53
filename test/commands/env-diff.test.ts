import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { envDiffCommand } from '../../src/commands/env-diff.js'
import type { CommandIo } from '../../src/commands/types.js'
import { startHarness, type Harness } from '../modes/env-diff-emulator.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())
beforeEach(async () => {
  await fetch(`${h.url}/_emulator/reset`, { method: 'POST' })
})

function fakeIo(env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const io: CommandIo = {
    cwd: h.dir,
    env,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    isTTY: false,
    confirm: () => Promise.resolve(false)
  }
  return { io, stdout: () => out.join(''), stderr: () => err.join('') }
}

/** The service through KOSLI_* variables, as a CI job would set them. */
function serviceEnv(): Record<string, string> {
  return {
    KOSLI_HOST: h.url,
    KOSLI_ORG: 'demo',
    KOSLI_API_TOKEN: h.token,
    KOSLI_MAX_RETRIES: '0'
  }
}

async function run(argv: string[], env = serviceEnv()) {
  const fake = fakeIo(env)
  const code = await envDiffCommand.run(argv, fake.io)
  return { code, stdout: fake.stdout(), stderr: fake.stderr() }
}

describe('kosli-attest env-diff', () => {
  it('exit 1 with tables for people when the gate fails', async () => {
    const { code, stdout, stderr } = await run(['staging', 'production'])
    expect(code).toBe(1)
    expect(stdout).toContain('Only in snapshot 1 (staging#3):\nNAME')
    expect(stdout).toContain('Only in snapshot 2 (production#5):')
    expect(stdout).toMatch(
      /registry\.example\.com\/demo\/web:2\.1\.0 +\w{12} +web-flow +https:\/\/github\.com\S+ +3 → 4/
    )
    expect(stdout).toContain('Not changed: 1')
    expect(stderr).toMatch(/staging -> production: failed, fail-on any-change/)
  })

  it('exit 0 when the policy accepts the difference', async () => {
    const { code, stderr } = await run([
      'production#2',
      'production#3',
      '--fail-on',
      'added'
    ])
    expect(code).toBe(0)
    expect(stderr).toContain('passed')
  })

  it('--output json prints the diff and the verdict for scripts', async () => {
    const { code, stdout } = await run([
      'production#4',
      'production#5',
      '--fail-on=removed',
      '--output',
      'json'
    ])
    expect(code).toBe(0)
    const doc = JSON.parse(stdout) as {
      verdict: Record<string, unknown>
      diff: { snappish2: { artifacts: { name: string }[] } }
    }
    expect(doc.verdict).toMatchObject({
      'fail-on': 'removed',
      passed: true,
      changed: true,
      'only-in-snapshot-2': 1,
      'changed-count': 1
    })
    expect(doc.diff.snappish2.artifacts.map((a) => a.name)).toEqual([
      'registry.example.com/demo/cron:0.3.0'
    ])
  })

  it('flags beat the KOSLI_* variables', async () => {
    const { code, stderr } = await run(
      ['staging', 'production', '--org', 'acme'],
      serviceEnv()
    )
    // The token is demo's: acme refuses it, and the gate fails closed.
    expect(code).toBe(1)
    expect(stderr).toContain('failed closed')
    expect(stderr).toContain('403')
    expect(stderr).not.toContain(h.token)
  })

  it('exit 1, never 0, when the service answers 503', async () => {
    await h.fault({ path: '/env-diff/**', status: 503, count: 5 })
    const { code, stdout, stderr } = await run([
      'production',
      'production',
      '--fail-on',
      'never'
    ])
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/env-diff failed closed.*503/s)
  })

  it('exit 1 and the emulator message for an unknown environment', async () => {
    const { code, stderr } = await run(['nowhere', 'production'])
    expect(code).toBe(1)
    expect(stderr).toContain('Environment not found')
  })

  it.each([
    [['staging'], /give two snapshots/],
    [['a', 'b', 'c'], /give two snapshots/],
    [['staging', 'production', '--bogus'], /Unknown option '--bogus'/],
    [['staging', 'production', '--fail-on'], /argument missing/],
    [
      ['staging', 'production', '--output', 'xml'],
      /--output: "xml" is not one of table, json/
    ],
    [
      ['staging', 'production', '--fail-on', 'sometimes'],
      /fail-on: "sometimes"/
    ],
    [['#3', 'production'], /snapshot-1: "#3" has no environment name/],
    [['staging', 'production~x'], /snapshot-2: "production~x" has a bad suffix/]
  ])('exit 2 for %j, and nothing is sent', async (argv, message) => {
    const { code, stderr } = await run(argv)
    expect(code).toBe(2)
    expect(stderr).toMatch(message)
    expect(stderr).toContain('Usage: kosli-attest env-diff')
    expect(await h.requests()).toEqual([])
  })

  it('exit 2 when the org is missing', async () => {
    const { code, stderr } = await run(['staging', 'production'], {
      KOSLI_HOST: h.url,
      KOSLI_API_TOKEN: h.token
    })
    expect(code).toBe(2)
    expect(stderr).toContain('org is required')
  })

  it('--help shows the forms and an example, exit 0', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    expect(stdout).toContain('env~N')
    expect(stdout).toContain('Example')
    expect(stdout).toContain('--api-token')
  })
})
