/**
 * The token never reaches the CLI's output or files: every mode through the
 * built CLI (dist/cli/index.js), verbose where the command has --verbose,
 * in dry runs, successes and failures (5xx with retries, 4xx whose body
 * echoes the token), the token given as a variable and as a flag, and a
 * kept payload resent. Everything printed, every file in the workspace (the
 * kept payload beside the reports) and the emulator's request log are
 * searched for the token and its basic-auth form.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addFault, JUNIT_PATH } from '../reliability/emulator.js'
import { runCli } from './entries.js'
import {
  ARTIFACT,
  BASIC,
  ECHO,
  expectNoLeakInEmulator,
  expectNoLeakInFiles,
  FLOW,
  printed,
  startStage,
  TEST_TIMEOUT,
  TOKEN,
  TRAIL,
  type LeakStage
} from './leak-fixture.js'
import { findLeaks } from './leak-scan.js'

let stage: LeakStage
/** `--verbose` for the commands that have it (the others would refuse it). */
const verbose: Record<string, string[]> = {}

beforeAll(async () => {
  stage = await startStage()
  for (const command of [
    'attest junit',
    'allow-artifact',
    'env-diff',
    'resend'
  ]) {
    const help = await runCli([...command.split(' '), '--help'], {
      cwd: stage.workspace
    })
    verbose[command] = help.stdout.includes('--verbose') ? ['--verbose'] : []
  }
}, TEST_TIMEOUT)
afterAll(async () => stage.close())

async function cli(
  args: string[],
  env: Record<string, string> = { KOSLI_API_TOKEN: TOKEN }
) {
  const run = await runCli(args, { cwd: stage.workspace, env })
  expect(findLeaks(TOKEN, printed(run))).toEqual([])
  return run
}

const common = () => [
  ...['--org', 'demo', '--host', stage.emulator.url],
  ...['--max-retries', '1']
]
const attest = () => [
  ...['attest', 'junit', ...(verbose['attest junit'] ?? []), ...common()],
  ...['--flow', FLOW, '--trail', TRAIL, '--name', 'unit-tests'],
  'reports/*.xml'
]
const fault = (fault: Parameters<typeof addFault>[1]) =>
  addFault(stage.emulator.url, fault)

describe('the CLI (dist/cli/index.js), verbose', () => {
  it(
    'attest junit: recorded, dry run, token as a flag, retried 5xx, 4xx echoing the token',
    async () => {
      expect((await cli(attest())).code).toBe(0)
      expect((await cli([...attest(), '--dry-run'])).code).toBe(0)
      const flag = await cli([...attest(), '--api-token', TOKEN], {})
      expect(flag.code).toBe(0)
      await fault({ path: JUNIT_PATH, status: 502, count: 2 })
      const failed = await cli(attest())
      expect(failed.code).toBe(1)
      expect(failed.stderr).toContain('kosli-kept-payload-')
      // Verbose is on: where the token came from, and each attempt.
      expect(failed.stderr).toContain('debug: api-token from KOSLI_API_TOKEN')
      expect(failed.stderr).toMatch(/^debug: POST .* \(attempt 2 of 2\)$/m)
      await fault({ path: JUNIT_PATH, status: 401, body: ECHO })
      const refused = await cli(attest())
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain('Invalid credentials: ***')
    },
    TEST_TIMEOUT
  )

  it(
    'resend: refused (the server echoing the token), then recorded',
    async () => {
      const reports = join(stage.workspace, 'reports')
      const [kept = ''] = readdirSync(reports).filter((n) =>
        n.startsWith('kosli-kept-payload-')
      )
      expect(kept).not.toBe('')
      const resend = ['resend', join(reports, kept), ...(verbose.resend ?? [])]
      await fault({ path: JUNIT_PATH, status: 500, count: 2, body: ECHO })
      expect((await cli([...resend, '--max-retries', '1'])).code).toBe(1)
      expect((await cli(resend)).code).toBe(0)
    },
    TEST_TIMEOUT
  )

  it(
    'allow-artifact and env-diff: success, dry run, retried 5xx, refusals',
    async () => {
      const allow = [
        ...['allow-artifact', ...(verbose['allow-artifact'] ?? [])],
        ...common(),
        ...['--environment', 'staging', '--reason', 'leak test'],
        ...['--fingerprint', ARTIFACT.fingerprint, '--artifact-name', 'api']
      ]
      expect((await cli(allow)).code).toBe(0)
      expect((await cli([...allow, '--dry-run'])).code).toBe(0)
      await fault({ path: '/allowlists/**', status: 503, count: 2 })
      expect((await cli(allow)).code).toBe(1)
      const diff = [
        ...['env-diff', 'staging', 'production'],
        ...(verbose['env-diff'] ?? []),
        ...common(),
        ...['--fail-on', 'never']
      ]
      expect((await cli(diff)).code).toBe(0)
      await fault({ path: '/env-diff/**', status: 400, body: ECHO })
      expect((await cli(diff)).code).toBe(1)
      await fault({ path: '/env-diff/**', status: 503, count: 2 })
      expect((await cli(diff)).code).toBe(1)
    },
    TEST_TIMEOUT
  )
})

describe('what the CLI runs left behind', () => {
  it('no file in the workspace holds the token', () => {
    // The kept payload was resent and removed; the report remains.
    expectNoLeakInFiles(stage, [/junit\.xml/])
  })

  it("neither does the emulator's request log or state", async () => {
    await expectNoLeakInEmulator(stage)
  })

  it('the search finds a leak when there is one (not vacuous)', () => {
    expect(findLeaks(TOKEN, { a: `x ${BASIC} y` })).toHaveLength(2)
    expect(findLeaks(TOKEN, { b: Buffer.from(TOKEN) })).toHaveLength(1)
  })
})
