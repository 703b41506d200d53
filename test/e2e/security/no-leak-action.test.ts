/**
 * The token never reaches the action's log or files: every mode through the
 * built action (dist/index.js) with debug logging on, in dry runs,
 * successes and failures (5xx with retries, dropped connections, 4xx whose
 * body echoes the token). Everything printed, the outputs and summary
 * files, everything under RUNNER_TEMP (payload files, kept payloads, diff
 * files) and the emulator's request log are searched for the token and its
 * basic-auth form.
 *
 * Each test has a stage of its own (emulator, workspace, runner files) and
 * checks what its own runs left behind, so that the tests pass alone and in
 * any order: none reads a file, a queued fault or a log entry of another.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FaultInput } from '../../../src/emulator/index.js'
import { ANY_JUNIT } from '../../support/emulator.js'
import { filesIn, findLeaks } from '../../support/leak-scan.js'
import { read, runAction, type ActionRun } from '../support/run.js'
import {
  ARTIFACT,
  ECHO,
  expectNoLeakInEmulator,
  expectNoLeakInFiles,
  FLOW,
  MASK_LINES,
  printed,
  startStage,
  TEST_TIMEOUT,
  TOKEN,
  TRAIL,
  type LeakStage
} from './leak-fixture.js'

let stage: LeakStage

beforeEach(async () => {
  stage = await startStage()
})
afterEach(async () => stage.close())

async function action(inputs: Record<string, string>): Promise<ActionRun> {
  const run = await runAction({
    workspace: stage.workspace,
    inputs,
    env: { GITHUB_SHA: 'a'.repeat(40) },
    debug: true
  })
  stage.written.add(run.runnerTemp)
  // The masks (::add-mask::), before anything else is printed.
  expect(run.stdout.split('\n').slice(0, 2)).toEqual(MASK_LINES)
  expect(
    findLeaks(TOKEN, {
      ...printed(run),
      GITHUB_OUTPUT: read(run.files.output),
      GITHUB_STEP_SUMMARY: read(run.files.summary),
      ...filesIn([run.runnerTemp])
    })
  ).toEqual([])
  return run
}

const service = () => ({
  'api-token': TOKEN,
  org: 'demo',
  host: stage.emulator.url,
  'max-retries': '1'
})
const junitInputs = () => ({
  ...service(),
  mode: 'attest-junit',
  flow: FLOW,
  trail: TRAIL,
  name: 'unit-tests',
  'report-paths': 'reports/*.xml'
})
const allowInputs = () => ({
  ...service(),
  mode: 'allow-artifact',
  environment: 'staging',
  fingerprint: ARTIFACT.fingerprint,
  'artifact-name': ARTIFACT.name,
  reason: 'leak test'
})
const diffInputs = () => ({
  ...service(),
  mode: 'env-diff',
  'snapshot-1': 'staging',
  'snapshot-2': 'production',
  'fail-on': 'never'
})

const fault = (fault: FaultInput) => stage.emulator.fault(fault)

describe('the action (dist/index.js) at debug level', () => {
  it(
    'attest-junit: recorded, dry run, retried 5xx (kept payload), 4xx echoing the token, basic auth',
    async () => {
      expect((await action(junitInputs())).code).toBe(0)
      const dry = await action({ ...junitInputs(), 'dry-run': 'true' })
      expect(dry.code).toBe(0)
      expect(dry.stdout).toContain('Dry run')
      await fault({ path: ANY_JUNIT, status: 503, count: 2 })
      const failed = await action(junitInputs())
      expect(failed.code).toBe(1)
      expect(failed.stdout).toContain('gave up after 2 attempts')
      // Debug level is on: each attempt is logged.
      expect(failed.stdout).toMatch(/^::debug::POST .* \(attempt 2 of 2\)$/m)
      expect(
        readdirSync(join(failed.runnerTemp, 'kosli-attest', 'kept'))
      ).toHaveLength(1)
      await fault({ path: ANY_JUNIT, status: 400, body: ECHO })
      const refused = await action(junitInputs())
      expect(refused.code).toBe(1)
      expect(refused.stdout).toContain('Invalid credentials: ***')
      const basic = await action({ ...junitInputs(), 'auth-method': 'basic' })
      expect(basic.code).toBe(0)
    },
    TEST_TIMEOUT
  )

  it(
    'allow-artifact: allowed, dry run, retried 5xx, 403 echoing the token',
    async () => {
      expect((await action(allowInputs())).code).toBe(0)
      const dry = await action({ ...allowInputs(), 'dry-run': 'true' })
      expect(dry.code).toBe(0)
      await fault({ path: '/allowlists/**', status: 500, count: 2 })
      expect((await action(allowInputs())).code).toBe(1)
      await fault({ path: '/allowlists/**', status: 403, body: ECHO })
      expect((await action(allowInputs())).code).toBe(1)
    },
    TEST_TIMEOUT
  )

  it(
    'env-diff: compared, dropped connections (fails closed), 404 echoing the token',
    async () => {
      expect((await action(diffInputs())).code).toBe(0)
      await fault({ path: '/env-diff/**', drop: true, count: 2 })
      const closed = await action(diffInputs())
      expect(closed.code).toBe(1)
      expect(closed.stdout).toContain('failed closed')
      await fault({ path: '/env-diff/**', status: 404, body: ECHO })
      expect((await action(diffInputs())).code).toBe(1)
    },
    TEST_TIMEOUT
  )
})

describe('what the action runs left behind', () => {
  it(
    'no file holds the token (payload files, kept payloads, diff files)',
    async () => {
      expect((await action({ ...junitInputs(), 'dry-run': 'true' })).code).toBe(
        0
      )
      await fault({ path: ANY_JUNIT, status: 503, count: 2 })
      expect((await action(junitInputs())).code).toBe(1)
      expect((await action(diffInputs())).code).toBe(0)
      expectNoLeakInFiles(stage, [
        /kosli-attest-.*data_json\.json/,
        /kept\/payload-.*data_json\.json/,
        /env-diff\.json/
      ])
    },
    TEST_TIMEOUT
  )

  it(
    "neither does the emulator's request log or state",
    async () => {
      const basic = await action({ ...junitInputs(), 'auth-method': 'basic' })
      expect(basic.code).toBe(0)
      await fault({ path: ANY_JUNIT, status: 400, body: ECHO })
      expect((await action(junitInputs())).code).toBe(1)
      await expectNoLeakInEmulator(stage)
      const log = await stage.emulator.requests()
      expect(log.some((r) => r.headers.authorization === 'Basic ***')).toBe(
        true
      )
    },
    TEST_TIMEOUT
  )
})
