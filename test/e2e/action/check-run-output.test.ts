/**
 * What the check run and the step log show of the failed cases, through
 * the built action (dist/index.js), with the emulator as Kosli and the
 * GitHub stand-in (every request checked against GitHub's OpenAPI
 * description, and a check run's text against GitHub's byte limit) as
 * GitHub: the summary cut by bytes, no place outside the workspace, every
 * failure on the check run and in the log, and pytest's lines.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { pullRequestPayload } from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { runAction, type ActionRun } from '../support/run.js'

const GITHUB_TOKEN = 'ghs_checkOutputToken0123456789abcdefAB'
const TEST_FILE = 'tests/test_orders.py'

let h: Harness
let github: GitHubStandIn
let repo: GitRepo
let outside: string

beforeAll(async () => {
  h = await startHarness()
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
  repo = gitWorkspace()
  await h.beginTrails([repo.head])
  mkdirSync(join(repo.dir, 'tests'), { recursive: true })
  writeFileSync(
    join(repo.dir, TEST_FILE),
    Array.from({ length: 40 }, (_, i) => `def test_${i}(): pass`).join('\n')
  )
  // A file outside the workspace, and a link to it inside.
  outside = `${repo.dir}-outside.py`
  writeFileSync(outside, 'secret\n')
  symlinkSync(outside, join(repo.dir, 'tests', 'link.py'))
})
afterAll(async () => {
  await Promise.all([h.close(), github.close()])
  rmSync(repo.dir, { recursive: true, force: true })
  rmSync(outside, { force: true })
})
afterEach(() => github.assertFits())

const xmlText = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('"', '&quot;')

interface Case {
  name: string
  file?: string
  line?: number
  message?: string
  body?: string
}

/** A report of failed cases in one suite (`pytest` unless named). */
function writeReport(name: string, cases: Case[], suite = 'pytest'): string {
  const xml = cases.map((c) => {
    const file = c.file === undefined ? '' : ` file="${xmlText(c.file)}"`
    const line = c.line === undefined ? '' : ` line="${c.line}"`
    const message = xmlText(c.message ?? `${c.name} failed`)
    return `<testcase classname="tests.test_orders" name="${c.name}"${file}${line}><failure message="${message}">${xmlText(c.body ?? 'AssertionError')}</failure></testcase>`
  })
  const path = `reports/${name}.xml`
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(
    join(repo.dir, path),
    `<?xml version="1.0"?>\n<testsuites><testsuite name="${suite}">\n${xml.join('\n')}\n</testsuite></testsuites>\n`
  )
  return path
}

async function attest(
  report: string,
  inputs: Record<string, string> = {}
): Promise<{ run: ActionRun; made: typeof github.state.checkRuns }> {
  const before = github.state.checkRuns.length
  const run = await runAction({
    workspace: repo.dir,
    inputs: {
      ...h.service,
      flow: FLOW,
      name: 'unit-tests',
      'max-retries': '0',
      'report-paths': report,
      'github-token': GITHUB_TOKEN,
      'check-run': 'true',
      ...inputs
    },
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_SHA: repo.merge,
      GITHUB_API_URL: github.apiUrl
    },
    event: pullRequestPayload({ number: 402, headSha: repo.head })
  })
  return { run, made: github.state.checkRuns.slice(before) }
}

const places = (made: typeof github.state.checkRuns) =>
  made.flatMap((check) =>
    check.batches.flat().map((a) => `${a.path}:${a.start_line}`)
  )

const errorFiles = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('::error '))
    .map((line) => /file=([^,:]*)/.exec(line)?.[1] ?? '-')

describe('the check run’s summary', () => {
  it('is cut at 65,535 UTF-8 bytes when it is under 65,535 characters but over in bytes', async () => {
    // Cyrillic names and messages: two bytes a character, plus `›`, `❌`.
    const word = 'проверка'.repeat(12)
    const cases = Array.from({ length: 90 }, (_, i) => ({
      name: `test_${i}_${word}`,
      message: `${word} ${i}`,
      body: `${word}\n${word}\n${word}`
    }))
    const { run, made } = await attest(writeReport('bytes', cases))
    expect(run.code, run.stdout).toBe(0)
    // The job summary is short in characters, long in bytes.
    expect(run.summary.length).toBeLessThan(65_535)
    expect(Buffer.byteLength(run.summary)).toBeGreaterThan(65_535)
    expect(run.stdout).not.toContain('No check run')
    expect(made).toHaveLength(1)
    const summary = made[0]?.summary ?? ''
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(65_535)
    expect(Buffer.byteLength(summary)).toBeGreaterThan(65_000)
    expect(summary).toMatch(/the job summary holds the rest\)$/)
    expect(summary).not.toContain('\ufffd')
  })
})

describe('a report’s file that is no workspace file', () => {
  const hostile: Case[] = [
    { name: 'test_up', file: '../../etc/passwd', line: 3 },
    { name: 'test_abs', file: '/etc/passwd', line: 3 },
    { name: 'test_drive', file: 'C:/Users/dev/secret.py', line: 3 },
    { name: 'test_link', file: 'tests/link.py', line: 3 },
    { name: 'test_good', file: TEST_FILE, line: 3 }
  ]

  it('never becomes a check-run annotation path: the report file stands in', async () => {
    const report = writeReport('hostile-check', hostile, 'orders')
    const { run, made } = await attest(report)
    expect(run.code, run.stdout).toBe(0)
    expect(places(made).sort()).toEqual(
      [
        `${report}:1`,
        `${report}:1`,
        `${report}:1`,
        `${report}:1`,
        `${TEST_FILE}:3`
      ].sort()
    )
    expect(run.stdout).not.toMatch(/etc\/passwd|C:\/Users|link\.py/)
  })

  it('never becomes the file of an ::error command', async () => {
    const report = writeReport('hostile-commands', hostile, 'orders')
    const { run } = await attest(report, { 'check-run': 'false' })
    expect(run.code, run.stdout).toBe(0)
    expect(errorFiles(run.stdout)).toEqual(['-', '-', '-', '-', TEST_FILE])
    expect(run.summary).not.toMatch(/etc\/passwd|C:\/Users|link\.py/)
  })
})

describe('check-run: true and the step log', () => {
  it('still prints every FAILED line, and the check run’s URL', async () => {
    const report = writeReport('logged', [
      { name: 'test_a', file: TEST_FILE, line: 7 },
      { name: 'test_b' }
    ])
    const { run, made } = await attest(report)
    expect(run.code, run.stdout).toBe(0)
    expect(made).toHaveLength(1)
    const lines = run.stdout.split('\n')
    expect(lines.filter((line) => line.startsWith('FAILED '))).toEqual([
      `FAILED pytest › test_a (${TEST_FILE}:8)`,
      'FAILED pytest › test_b'
    ])
    expect(lines).toContain(
      `Check run: https://github.example/acme/shop/runs/${made[0]?.id}`
    )
    // On the check run, so not repeated as workflow commands.
    expect(run.stdout).not.toMatch(/^::error /m)
  })

  it('annotates a failed case with no place of its own on its report file, line 1', async () => {
    const report = writeReport('unplaced', [
      { name: 'test_placed', file: TEST_FILE, line: 1 },
      { name: 'test_nowhere', body: 'boom, and no file named' }
    ])
    const { run, made } = await attest(report)
    expect(run.code, run.stdout).toBe(0)
    const all = made[0]?.batches.flat() ?? []
    expect(all.map((a) => [a.title, a.path, a.start_line])).toEqual([
      ['pytest › test_placed', TEST_FILE, 2],
      ['pytest › test_nowhere', report, 1]
    ])
    expect(all[1]?.message).toContain('boom, and no file named')
  })
})

describe('pytest’s line', () => {
  it('is counted from 0 (the def line) and corrected, or taken from the failure text’s exact file:line', async () => {
    const report = writeReport('pytest-lines', [
      // pytest writes line="4" for a def on line 5.
      { name: 'test_def', file: TEST_FILE, line: 4 },
      {
        name: 'test_assert',
        file: TEST_FILE,
        line: 10,
        body: `    def test_assert():\n>       assert 1 == 2\nE       assert 1 == 2\n\n${TEST_FILE}:13: AssertionError`
      }
    ])
    const { run, made } = await attest(report, { 'check-run': 'false' })
    expect(run.code, run.stdout).toBe(0)
    expect(made).toHaveLength(0)
    const commands = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('::error '))
    expect(commands.map((line) => /line=(\d+)/.exec(line)?.[1])).toEqual([
      '5',
      '13'
    ])
    expect(run.summary).toContain(`${TEST_FILE}:5`)
    expect(run.summary).toContain(`${TEST_FILE}:13`)
  })

  it('is left alone for a suite not written by pytest', async () => {
    const report = writeReport(
      'unittest-lines',
      [{ name: 'test_def', file: TEST_FILE, line: 4 }],
      'TestOrders'
    )
    const { run } = await attest(report, { 'check-run': 'false' })
    expect(run.stdout).toMatch(/^::error .*line=4::/m)
  })
})
