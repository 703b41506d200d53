/**
 * The developer's way of running the action from source (.env.example):
 * `npx local-action . src/action/run.ts .env` loads the file into the
 * environment and calls `run()`. The action speaks the runner's protocol
 * itself (src/action/workflow-commands.ts), so local-action's stand-in for
 * @actions/core is not used: the action reads the INPUT_* variables of the
 * file, and with no GITHUB_OUTPUT in it prints its outputs as set-output
 * lines. Inputs left out of the file take the action's own defaults, not
 * action.yml's; action-yml.test.ts checks action.yml against dist/.
 * It runs through `npm run local-action` (scripts/local-action.mjs), which
 * installs the pinned local-action into tmp/local-action/ on first use.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { parseReports } from '../../../src/junit/index.js'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { cleanEnv } from '../support/run.js'

const REPORTS = 'fixtures/demo/test-results/**/*.xml'
let h: Harness

beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

function dotenv(): string {
  const scratch = h.dir
  const file = join(scratch, '.env')
  const lines = {
    'INPUT_API-TOKEN': h.token,
    INPUT_ORG: h.org,
    INPUT_HOST: h.url,
    INPUT_FLOW: FLOW,
    INPUT_TRAIL: 'demo-trail',
    INPUT_NAME: 'local-action-tests',
    'INPUT_REPORT-PATHS': REPORTS,
    'INPUT_MAX-RETRIES': '0',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ID: '1',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_REPOSITORY_ID: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: process.cwd(),
    GITHUB_STEP_SUMMARY: join(scratch, 'summary.md'),
    RUNNER_TEMP: scratch
  }
  writeFileSync(
    file,
    Object.entries(lines)
      .map(([key, value]) => `${key}="${value}"`)
      .join('\n')
  )
  writeFileSync(join(scratch, 'summary.md'), '')
  return file
}

function localAction(envFile: string): Promise<{ code: number; out: string }> {
  const env = cleanEnv()
  const child = spawn(
    process.execPath,
    ['scripts/local-action.mjs', '.', 'src/action/run.ts', envFile],
    {
      cwd: process.cwd(),
      env
    }
  )
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((done) =>
    child.once('close', (code) => done({ code: code ?? 1, out }))
  )
}

it('runs src/action/run.ts under @github/local-action with the inputs of an .env file', async () => {
  const { code, out } = await localAction(dotenv())
  expect(code, out).toBe(0)
  expect(out).toContain("junit attestation 'local-action-tests' is reported")
  expect(out).toContain('::set-output name=tests::15')
  expect(out).not.toMatch(/::error::/)
  const stored = (await h.attestationsOn('demo-trail')).find(
    (a) => a.attestation_name === 'local-action-tests'
  )
  const expected = await parseReports([REPORTS], {
    cwd: process.cwd(),
    strict: true
  })
  expect(stored?.data_json.junit_results).toEqual(expected.results)
}, 400_000)
