/**
 * The opt-in check run through the built action (dist/index.js), with the
 * emulator as Kosli and the GitHub stand-in (every request checked against
 * GitHub's OpenAPI description) as GitHub. Each test uses a head commit of
 * its own trail and looks only at the check runs made during it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
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

const GITHUB_TOKEN = 'ghs_checkRunToken0123456789abcdefABCDEF'
const TEST_FILE = 'tests/test_orders.py'

let h: Harness
let github: GitHubStandIn
let repo: GitRepo

/** A pytest-style report: `failed` failing cases, `passed` passing, `skipped` skipped. */
function writeReport(
  name: string,
  counts: { failed: number; passed: number; skipped?: number; trace?: string }
): string {
  const cases: string[] = []
  for (let i = 0; i < counts.failed; i += 1) {
    cases.push(
      `<testcase classname="tests.test_orders" name="test_fail_${i}" file="${TEST_FILE}" line="${i + 1}"><failure message="assert ${i} == -1">AssertionError${counts.trace ?? ''}</failure></testcase>`
    )
  }
  for (let i = 0; i < counts.passed; i += 1) {
    cases.push(`<testcase classname="tests.test_orders" name="test_ok_${i}"/>`)
  }
  for (let i = 0; i < (counts.skipped ?? 0); i += 1) {
    cases.push(
      `<testcase classname="tests.test_orders" name="test_skip_${i}"><skipped/></testcase>`
    )
  }
  // The parser lists at most 100 failed cases per suite: 60 per suite here.
  const suites: string[] = []
  for (let i = 0; i < cases.length || i === 0; i += 60) {
    const part = cases.slice(i, i + 60)
    suites.push(
      `<testsuite name="pytest-${i}">\n${part.join('\n')}\n</testsuite>`
    )
  }
  const xml = `<?xml version="1.0"?>\n<testsuites>\n${suites.join('\n')}\n</testsuites>\n`
  const path = `reports/${name}.xml`
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(join(repo.dir, path), xml)
  return path
}

beforeAll(async () => {
  h = await startHarness()
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
  repo = gitWorkspace()
  await h.beginTrails([repo.head])
  mkdirSync(join(repo.dir, 'tests'), { recursive: true })
  writeFileSync(
    join(repo.dir, TEST_FILE),
    Array.from({ length: 130 }, (_, i) => `def test_${i}(): pass`).join('\n')
  )
})
afterAll(async () => {
  await Promise.all([h.close(), github.close()])
  rmSync(repo.dir, { recursive: true, force: true })
})
afterEach(() => github.assertFits())

async function attest(
  report: string,
  inputs: Record<string, string> = {},
  headRepo?: string
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
    event: pullRequestPayload({
      number: 401,
      headSha: repo.head,
      ...(headRepo !== undefined && { headRepo })
    })
  })
  return { run, made: github.state.checkRuns.slice(before) }
}

describe('check-run: true', () => {
  it('120 failed cases: one check run on the head SHA, 120 annotations in 50, 50, 20, concluded failure', async () => {
    const { run, made } = await attest(
      writeReport('many', { failed: 120, passed: 3 })
    )
    expect(run.code, run.stdout).toBe(0)
    expect(made).toHaveLength(1)
    const check = made[0]
    expect(check?.name).toBe('Kosli: unit-tests')
    expect(check?.headSha).toBe(repo.head)
    expect(check?.status).toBe('completed')
    expect(check?.conclusion).toBe('failure')
    expect(check?.batches.map((b) => b.length)).toEqual([50, 50, 20])
    const all = check?.batches.flat() ?? []
    expect(new Set(all.map((a) => a.start_line)).size).toBe(120)
    expect(all[0]).toMatchObject({
      path: TEST_FILE,
      start_line: 1,
      end_line: 1,
      annotation_level: 'failure'
    })
    expect(all[0]?.message).toContain('assert 0 == -1')
    expect(check?.summary).toContain('unit-tests')
    expect(check?.summary.length).toBeLessThanOrEqual(65_535)
    const posts = github.requests.filter(
      (r) => r.method === 'POST' && r.url.endsWith('/check-runs')
    )
    const patches = github.requests.filter(
      (r) => r.method === 'PATCH' && r.url.includes(`/check-runs/${check?.id}`)
    )
    expect(posts).toHaveLength(1)
    expect(patches).toHaveLength(2)
    // On the check run, so not repeated as workflow commands.
    expect(run.stdout).not.toMatch(/^::error .*file=/m)
    expect(run.outputs['check-run-url']).toBe(
      `https://github.example/acme/shop/runs/${check?.id}`
    )
  })

  it('a summary longer than 65,535 characters is cut to fit, saying so', async () => {
    const trace = Array.from(
      { length: 20 },
      (_, i) => `\n  frame ${i} ${'x'.repeat(90)}`
    ).join('')
    const { run, made } = await attest(
      writeReport('long', { failed: 200, passed: 0, trace })
    )
    expect(run.code, run.stdout).toBe(0)
    expect(run.summary.length).toBeGreaterThan(65_535)
    const summary = made[0]?.summary ?? ''
    expect(summary.length).toBeLessThanOrEqual(65_535)
    expect(summary.length).toBeGreaterThan(65_000)
    expect(summary).toMatch(/the job summary holds the rest\)$/)
  })

  it('a passing run concludes success with no annotations', async () => {
    const { run, made } = await attest(
      writeReport('green', { failed: 0, passed: 4 })
    )
    expect(run.code, run.stdout).toBe(0)
    expect(made.map((c) => [c.conclusion, c.batches.length])).toEqual([
      ['success', 0]
    ])
  })

  it('a run with no tests concludes neutral', async () => {
    const { made } = await attest(
      writeReport('none', { failed: 0, passed: 0, skipped: 2 }),
      { 'require-tests': 'false' }
    )
    expect(made.map((c) => c.conclusion)).toEqual(['neutral'])
  })

  it('a 403 from GitHub is a warning; the attestation result stands', async () => {
    github.fail({
      operationId: 'checks/create',
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const { run, made } = await attest(
      writeReport('denied', { failed: 1, passed: 1 })
    )
    expect(run.code, run.stdout).toBe(0)
    expect(made).toHaveLength(0)
    expect(run.stdout).toMatch(
      /::warning::No check run: .*Resource not accessible/
    )
    expect(run.outputs.verdict).toBe('failed')
    expect(run.outputs['check-run-url']).toBeUndefined()
    expect(run.stdout).toMatch(
      /^::error .*file=tests\/test_orders\.py,line=1::/m
    )
  })
})

describe('a fork pull request (read-only token, no secrets)', () => {
  it('makes no checks request, says why, and annotates by workflow commands', async () => {
    const before = github.requests.length
    const { run, made } = await attest(
      writeReport('fork', { failed: 1, passed: 1 }),
      { 'api-token': '' },
      'contributor/shop'
    )
    expect(run.code, run.stdout).toBe(0)
    expect(run.outputs['skipped-reason']).toBe('fork-pull-request')
    expect(made).toHaveLength(0)
    const checks = github.requests
      .slice(before)
      .filter((r) => r.url.includes('/check-runs'))
    expect(checks).toHaveLength(0)
    expect(run.stdout).toContain('No check run: a fork')
    expect(run.stdout).toMatch(/^::error .*file=tests\/test_orders\.py/m)
  })
})

describe('check-run: false (the default)', () => {
  it('makes no checks request', async () => {
    const before = github.requests.length
    const { run } = await attest(writeReport('off', { failed: 2, passed: 1 }), {
      'check-run': 'false'
    })
    expect(run.code, run.stdout).toBe(0)
    const checks = github.requests
      .slice(before)
      .filter((r) => r.url.includes('/check-runs'))
    expect(checks).toHaveLength(0)
  })
})
