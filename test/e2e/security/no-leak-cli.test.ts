/**
 * The token never reaches the CLI's output or files: every mode through the
 * built CLI (dist/cli/index.js), verbose where the command has --verbose,
 * in dry runs, successes and failures (5xx with retries, 4xx whose body
 * echoes the token), the token given as a variable and as a flag, and a
 * kept payload resent. Everything printed, every file in the workspace (the
 * kept payload beside the reports) and the emulator's request log are
 * searched for the token and its basic-auth form.
 *
 * Each test has a stage of its own and makes what it checks (resend makes
 * its own kept payload), so that the tests pass alone and in any order.
 */
import { readdirSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FaultInput } from '../../../src/emulator/index.js'
import { ANY_JUNIT } from '../../support/emulator.js'
import { findLeaks } from '../../support/leak-scan.js'
import { runCli } from '../support/run.js'
import {
  ARTIFACT,
  BASIC,
  ECHO,
  expectNoLeakInEmulator,
  expectNoLeakInFiles,
  FLOW,
  printed,
  SPECIAL_TOKEN,
  startStage,
  TEST_TIMEOUT,
  TOKEN,
  TRAIL,
  type LeakStage
} from './leak-fixture.js'

let stage: LeakStage
/** `--verbose` for the commands that have it (the others would refuse it). */
const verbose: Record<string, string[]> = {}

beforeAll(async () => {
  for (const command of [
    'attest junit',
    'allow-artifact',
    'env-diff',
    'resend'
  ]) {
    const help = await runCli([...command.split(' '), '--help'])
    verbose[command] = help.stdout.includes('--verbose') ? ['--verbose'] : []
  }
}, TEST_TIMEOUT)
beforeEach(async () => {
  stage = await startStage()
})
afterEach(async () => stage.close())

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
const fault = (fault: FaultInput) => stage.emulator.fault(fault)

/** A failed upload leaves its payload beside the reports; its directory. */
async function keptPayload(): Promise<string> {
  await fault({ path: ANY_JUNIT, status: 502, count: 2 })
  expect((await cli(attest())).code).toBe(1)
  const keptIn = join(stage.workspace, '.kosli-attest', 'kept')
  const [kept = ''] = readdirSync(keptIn)
  expect(kept).not.toBe('')
  return join(keptIn, kept)
}

describe('the CLI (dist/cli/index.js), verbose', () => {
  it(
    'attest junit: recorded, dry run, token as a flag, retried 5xx, 4xx echoing the token',
    async () => {
      expect((await cli(attest())).code).toBe(0)
      expect((await cli([...attest(), '--dry-run'])).code).toBe(0)
      const flag = await cli([...attest(), '--api-token', TOKEN], {})
      expect(flag.code).toBe(0)
      await fault({ path: ANY_JUNIT, status: 502, count: 2 })
      const failed = await cli(attest())
      expect(failed.code).toBe(1)
      expect(failed.stderr).toContain('.kosli-attest/kept/payload-')
      // Verbose is on: where the token came from, and each attempt.
      expect(failed.stderr).toContain('debug: api-token from KOSLI_API_TOKEN')
      expect(failed.stderr).toMatch(/^debug: POST .* \(attempt 2 of 2\)$/m)
      await fault({ path: ANY_JUNIT, status: 401, body: ECHO })
      const refused = await cli(attest())
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain('Invalid credentials: ***')
    },
    TEST_TIMEOUT
  )

  it(
    'resend: refused (the server echoing the token), then recorded',
    async () => {
      const kept = await keptPayload()
      const resend = [
        ...['resend', kept, '--host', stage.emulator.url],
        ...(verbose.resend ?? [])
      ]
      await fault({ path: ANY_JUNIT, status: 500, count: 2, body: ECHO })
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

describe('a token holding " \\ % + / =', () => {
  it(
    'shows in no form: answers echoing it raw, JSON-escaped, URL-encoded, as Basic, cut at 200 characters',
    async () => {
      await stage.close()
      stage = await startStage(SPECIAL_TOKEN)
      const env = { KOSLI_API_TOKEN: SPECIAL_TOKEN }
      const run = async (args: string[]) => {
        const done = await runCli(args, { cwd: stage.workspace, env })
        expect(findLeaks(SPECIAL_TOKEN, printed(done))).toEqual([])
        expect(done.stderr).not.toContain(SPECIAL_TOKEN.slice(0, 8))
        return done
      }
      const basic = Buffer.from(`me:${SPECIAL_TOKEN}`).toString('base64')
      const echoes = [
        { message: `Invalid credentials: ${SPECIAL_TOKEN}` },
        { detail: `token ${SPECIAL_TOKEN} refused` },
        { detail: `${'x'.repeat(190)}${SPECIAL_TOKEN}` },
        `see https://kosli.example/?t=${encodeURIComponent(SPECIAL_TOKEN)}`,
        { detail: `Authorization: Basic ${basic}` }
      ]
      expect((await run(attest())).code).toBe(0)
      for (const body of echoes) {
        await fault({ path: ANY_JUNIT, status: 400, body })
        expect((await run(attest())).code).toBe(1)
      }
      const kept = await readdir(join(stage.workspace, '.kosli-attest', 'kept'))
      const resend = [
        ...[
          'resend',
          join(stage.workspace, '.kosli-attest', 'kept', kept[0] ?? '')
        ],
        ...['--host', stage.emulator.url]
      ]
      await fault({ path: ANY_JUNIT, status: 500, count: 2, body: echoes[1] })
      expect((await run([...resend, '--max-retries', '1'])).code).toBe(1)
      expect((await run(resend)).code).toBe(0)
      expectNoLeakInFiles(stage, [/kept\/payload-/], SPECIAL_TOKEN)
      await expectNoLeakInEmulator(stage, SPECIAL_TOKEN)
    },
    TEST_TIMEOUT
  )
})

describe('what the CLI runs left behind', () => {
  it(
    'no file in the workspace holds the token (a kept payload, then none)',
    async () => {
      const kept = await keptPayload()
      expectNoLeakInFiles(stage, [/kept\/payload-.*data_json\.json/])
      const resend = ['resend', kept, '--host', stage.emulator.url]
      expect((await cli(resend)).code).toBe(0)
      // The kept payload was resent and removed; the report remains.
      expectNoLeakInFiles(stage, [/junit\.xml/])
    },
    TEST_TIMEOUT
  )

  it(
    "neither does the emulator's request log or state",
    async () => {
      expect((await cli(attest())).code).toBe(0)
      await fault({ path: ANY_JUNIT, status: 401, body: ECHO })
      expect((await cli(attest())).code).toBe(1)
      await expectNoLeakInEmulator(stage)
    },
    TEST_TIMEOUT
  )

  it('the search finds a leak when there is one (not vacuous)', () => {
    expect(findLeaks(TOKEN, { a: `x ${BASIC} y` })).toHaveLength(2)
    expect(findLeaks(TOKEN, { b: Buffer.from(TOKEN) })).toHaveLength(1)
  })
})
