/**
 * What the pull request comment shows a reviewer, through the built action
 * (dist/index.js), with the emulator as Kosli and the GitHub stand-in
 * (every request checked against GitHub's OpenAPI description) as GitHub:
 * the failures first, each linked to its line at the commit, a link to the
 * check run, the message's first meaningful line, and report text that
 * references nothing.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { pullRequestPayload } from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'
import { fixture } from '../../support/paths.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { runAction, type ActionRun } from '../support/run.js'

const GITHUB_TOKEN = 'ghs_commentContentToken0123456789abcdef'
const TEST_FILE = 'tests/test_cart.py'

let h: Harness
let github: GitHubStandIn
let repo: GitRepo

beforeAll(async () => {
  h = await startHarness()
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
  repo = gitWorkspace()
  await h.beginTrails([repo.head])
  mkdirSync(join(repo.dir, 'tests'), { recursive: true })
  writeFileSync(join(repo.dir, TEST_FILE), 'def test_total():\n  assert 1\n')
})
afterAll(async () => {
  await Promise.all([h.close(), github.close()])
  rmSync(repo.dir, { recursive: true, force: true })
})
afterEach(() => github.assertFits())

function writeReport(name: string, cases: string): string {
  const path = `reports/${name}.xml`
  mkdirSync(join(repo.dir, 'reports'), { recursive: true })
  writeFileSync(
    join(repo.dir, path),
    `<?xml version="1.0"?>\n<testsuite name="cart">\n${cases}\n<testcase name="test_ok"/>\n</testsuite>\n`
  )
  return path
}

async function comment(
  pull: number,
  inputs: Record<string, string>
): Promise<{ run: ActionRun; body: string }> {
  const run = await runAction({
    workspace: repo.dir,
    inputs: {
      ...h.service,
      flow: FLOW,
      name: 'unit-tests',
      'max-retries': '0',
      'pr-comment': 'true',
      'github-token': GITHUB_TOKEN,
      ...inputs
    },
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_SHA: repo.merge,
      GITHUB_API_URL: github.apiUrl
    },
    event: pullRequestPayload({ number: pull, headSha: repo.head })
  })
  return { run, body: github.state.commentsOn(pull)[0]?.body ?? '' }
}

const FAILED_CASE = `<testcase name="test_total" classname="tests.test_cart" file="${TEST_FILE}" line="2"><failure message="assert 9 == 10">AssertionError</failure></testcase>`

describe('the comment’s failed cases', () => {
  it('come first, each linked to its line at the commit, with a link to the check run; the Kosli part follows', async () => {
    const { run, body } = await comment(501, {
      'report-paths': writeReport('linked', FAILED_CASE),
      'check-run': 'true'
    })
    expect(run.code, run.stdout).toBe(0)
    const check = github.state.checkRuns.at(-1)
    expect(body).toContain(
      `[Check run Kosli: unit-tests](https://github.example/acme/shop/runs/${check?.id}): every failure on its line.`
    )
    expect(body).toContain(
      `[\`${TEST_FILE}:2\`](https://github.com/acme/shop/blob/${repo.head}/${TEST_FILE}#L2)`
    )
    const at = (text: string) => body.indexOf(text)
    expect(at('### Failed cases')).toBeGreaterThan(0)
    expect(at('### Failed cases')).toBeLessThan(at('| Suites | Tests |'))
    expect(at('### Failed cases')).toBeLessThan(at('[Open the trail in Kosli]'))
  })

  it('come before the note that nothing was sent (a dry run)', async () => {
    const { run, body } = await comment(502, {
      'report-paths': writeReport('dry', FAILED_CASE),
      'dry-run': 'true'
    })
    expect(run.code, run.stdout).toBe(0)
    expect(body).not.toContain('Check run')
    const note = body.indexOf('Dry run: nothing was sent to Kosli.')
    expect(note).toBeGreaterThan(0)
    expect(body.indexOf('### Failed cases')).toBeLessThan(note)
  })

  it('show the first meaningful line of a TRX message, not “threw exception:”', async () => {
    mkdirSync(join(repo.dir, 'TestResults'), { recursive: true })
    copyFileSync(
      fixture('dotnet-formats', 'trx', 'enricomi-pickles.trx'),
      join(repo.dir, 'TestResults', 'pickles.trx')
    )
    const { run, body } = await comment(503, {
      'report-paths': 'TestResults/pickles.trx',
      'report-formats': 'junit,trx'
    })
    expect(run.code, run.stdout).toBe(0)
    expect(body).toMatch(
      /<summary>❌ <b>[^<]*FailToAddTwoNumbers<\/b>: Should\.Core\.Exceptions\.NotEqualException: Assert\.NotEqual\(\) Failure<\/summary>/
    )
    expect(body).not.toContain('threw exception:</summary>')
  })

  it('reference no issue or advisory: GH-123 and GHSA ids stay inert, like #123', async () => {
    const report = writeReport(
      'references',
      '<testcase name="test_gh_12 regresses GH-12" classname="c"><failure message="see GH-123, gh-7 and GHSA-abcd-efgh-ijkl, #45">boom</failure></testcase>'
    )
    const { run, body } = await comment(504, { 'report-paths': report })
    expect(run.code, run.stdout).toBe(0)
    for (const shown of [body, run.summary]) {
      expect(shown).toContain('GH\u200d-123')
      expect(shown).toContain('GHSA\u200d-abcd-efgh-ijkl')
      expect(shown).not.toMatch(/\bGH-(12|123)\b/i)
      expect(shown).not.toMatch(/\bgh-7\b/i)
      expect(shown).not.toMatch(/GHSA-abcd/)
      expect(shown).not.toMatch(/#45/)
    }
  })
})
