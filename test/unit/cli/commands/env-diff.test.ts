import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { envDiffCommand } from '../../../../src/cli/commands/env-diff.js'
import { runCommand } from '../../../support/command.js'
import { startHarness, type Harness } from '../../../support/emulator.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())
beforeEach(async () => {
  await h.reset()
})

/** The service through KOSLI_* variables, as a CI job would set them. */
const serviceEnv = (): Record<string, string> => h.env

function run(argv: string[], env = serviceEnv()) {
  return runCommand(envDiffCommand, argv, { cwd: h.dir, env })
}

describe('kosli-attest env-diff', () => {
  it('exit 1 with tables for people when the gate fails', async () => {
    const { code, stdout, stderr } = await run(['staging', 'production'])
    expect(code).toBe(1)
    expect(stdout).toContain('Only in snapshot 1 (staging#3):\nNAME')
    expect(stdout).toContain('Only in snapshot 2 (production#5):')
    expect(stdout).toMatch(
      /registry\.example\.com\/demo\/web:2\.1\.0 +\w{12} +web-flow +[0-9a-f]{7} +3 → 4/
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
    [['staging'], /expected two snapshots, e\.g\. production staging/],
    [['a', 'b', 'c'], /expected two snapshots.*got 3: a b c/],
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
    expect(stderr).toContain('--org is not set')
  })

  it('--help shows the forms and an example, exit 0', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    expect(stdout).toContain('env~N')
    expect(stdout).toContain('Example')
    expect(stdout).toContain('--api-token')
  })
})

describe('env-diff in the CLI frame', () => {
  it('a JSON config file supplies org and token; --verbose names the source, never the token', async () => {
    const file = join(h.dir, 'kosli.json')
    const config = { org: 'demo', 'api-token': h.token, 'fail-on': 'added' }
    await writeFile(file, JSON.stringify(config), { mode: 0o600 })
    const { code, stdout, stderr } = await run(
      ['production#2', 'production#3', '--verbose', '--output', 'json'],
      { KOSLI_HOST: h.url, KOSLI_MAX_RETRIES: '0', KOSLI_CONFIG_FILE: file }
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({
      verdict: { 'fail-on': 'added', passed: true }
    })
    expect(stderr).toContain(`debug: api-token from config file ${file}`)
    expect(stderr).toContain(`debug: org from config file ${file}`)
    expect(stderr).toMatch(/^debug: GET \S+env-diff\S* \(attempt 1 of 1\)$/m)
    expect(stdout + stderr).not.toContain(h.token)
  })

  it('--verbose with the token as a flag, refused: the token is in no line', async () => {
    const { code, stdout, stderr } = await run(
      ['staging', 'production', '--verbose', '--api-token', h.token],
      { KOSLI_HOST: h.url, KOSLI_ORG: 'acme', KOSLI_MAX_RETRIES: '0' }
    )
    expect(code).toBe(1)
    expect(stderr).toContain('debug: api-token from --api-token')
    expect(stderr).toContain('403')
    expect(stdout + stderr).not.toContain(h.token)
  })

  it('KOSLI_API_TOKEN=DRY_RUN: exit 2, a read needs a real token', async () => {
    const { code, stderr } = await run(['staging', 'production'], {
      ...serviceEnv(),
      KOSLI_API_TOKEN: 'DRY_RUN'
    })
    expect(code).toBe(2)
    expect(stderr).toMatch(
      /^error: --api-token is not set: this command only reads/
    )
    expect(await h.requests()).toEqual([])
  })

  it('exit 2 for a flag it does not have, naming it, and nothing is sent', async () => {
    const { code, stdout, stderr } = await run([
      'staging',
      'production',
      '--dry-run'
    ])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^error: Unknown option '--dry-run'/)
    expect(stderr).toContain('Run `kosli-attest env-diff --help`')
    expect(await h.requests()).toEqual([])
  })

  it('--help has the layout of every service command', async () => {
    const { code, stdout } = await run(['-h'])
    expect(code).toBe(0)
    expect(stdout).toBe(envDiffCommand.help)
    expect(stdout).toContain(
      'Service options (flag > KOSLI_* variable > config file > default):'
    )
    for (const flag of ['--config-file PATH', '--verbose', '--output']) {
      expect(stdout).toContain(flag)
    }
    expect(stdout).not.toMatch(/^ {2}--dry-run/m)
    expect(stdout).toMatch(/Example:\n {2}\S[^]*kosli-attest env-diff/)
  })
})
