/**
 * Tests that stop running, through the built action with the emulator as
 * Kosli and the GitHub stand-in (every request checked against GitHub's
 * OpenAPI description) as GitHub: the base inventory is the artifact
 * `kosli-tests-<name>` of this repository's run on the base commit. Each
 * test has its own pull request number and base commit.
 */
import { rmSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { pullRequestPayload } from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { baseOf, inventoryOf, writeInventory } from '../support/inventory.js'
import { failureMessage, runAction, type ActionRun } from '../support/run.js'
import { INVENTORY_FORMAT, type TestEntry } from '../../../src/junit/index.js'

const GITHUB_TOKEN = 'ghs_removedTests0123456789abcdefABCDEF'
const REPORTS = 'test-results/**/*.xml'
const ARTIFACT = 'kosli-tests-unit-tests'

let h: Harness
let github: GitHubStandIn
let repo: GitRepo
let now: TestEntry[]

beforeAll(async () => {
  h = await startHarness()
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
  repo = gitWorkspace()
  await h.beginTrails([repo.head])
  now = await inventoryOf([REPORTS], repo.dir)
})
afterAll(async () => {
  await Promise.all([h.close(), github.close()])
  rmSync(repo.dir, { recursive: true, force: true })
})
afterEach(() => github.assertFits())

let commits = 0
/** A commit of its own for each test, so runs of one never answer another. */
function nextCommit(): string {
  commits += 1
  return (0x1000 + commits).toString(16).padEnd(40, '0')
}

/** A run that uploaded `tests` as the inventory artifact. */
function uploaded(
  commit: string,
  tests: readonly TestEntry[],
  run: { event?: string; headRepo?: string; createdAt?: string } = {}
) {
  const stored = github.state.addRun({
    event: run.event ?? 'push',
    headSha: commit,
    headBranch: 'main',
    createdAt: run.createdAt ?? '2025-01-01T00:00:00Z',
    ...(run.headRepo !== undefined && { headRepo: run.headRepo })
  })
  const content = JSON.stringify({
    format: INVENTORY_FORMAT,
    attestation: 'unit-tests',
    commit,
    tests
  })
  github.state.addArtifact(stored.id, ARTIFACT, [
    { path: 'kosli-tests.json', content }
  ])
  return stored
}

function gate(
  pull: { number: number; baseSha: string; labels?: string[] },
  inputs: Record<string, string> = {}
): Promise<ActionRun> {
  return runAction({
    workspace: repo.dir,
    inputs: {
      ...h.service,
      flow: FLOW,
      name: 'unit-tests',
      'max-retries': '0',
      'report-paths': REPORTS,
      'pr-comment': 'true',
      'github-token': GITHUB_TOKEN,
      ...inputs
    },
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_SHA: repo.merge,
      GITHUB_API_URL: github.apiUrl,
      // Not one of the stand-in's runs: this run never stands in for itself.
      GITHUB_RUN_ID: '7'
    },
    event: pullRequestPayload({ headSha: repo.head, ...pull })
  })
}

async function annotationsOfLast(): Promise<Record<string, string>> {
  const stored = await h.attestationsOn(repo.head)
  const last = stored.at(-1)
  return (last?.data_json.annotations ?? {}) as Record<string, string>
}

describe('the removed-tests gate on a pull request', () => {
  it('exact: the merge base run’s artifact; a removed and a newly skipped test fail the step after recording, listed in the summary, comment and check run', async () => {
    const baseSha = nextCommit()
    const mergeBase = nextCommit()
    github.state.mergeBases.set(`${baseSha}...${repo.head}`, mergeBase)
    uploaded(mergeBase, baseOf(now, { unskip: true }))
    const before = (await h.attestationsOn(repo.head)).length
    const run = await gate(
      { number: 301, baseSha },
      { 'removed-tests': 'fail', 'check-run': 'true' }
    )
    expect(run.code, run.stdout).toBe(1)
    expect(failureMessage(run)).toContain(
      `removed-tests: 2 tests stopped running since the base commit ${mergeBase.slice(0, 12)} (1 removed, 1 newly skipped)`
    )
    expect(run.outputs).toMatchObject({
      'tests-removed': '1',
      'tests-newly-skipped': '1',
      'tests-added': '0',
      'base-commit': mergeBase,
      'base-source': 'exact'
    })
    // Sent whatever the gate says.
    expect(await h.attestationsOn(repo.head)).toHaveLength(before + 1)
    expect(await annotationsOfLast()).toMatchObject({
      kosli_attest_tests_removed: '1',
      kosli_attest_tests_newly_skipped: '1',
      kosli_attest_base_commit: mergeBase,
      kosli_attest_base_source: 'exact'
    })
    const section = run.summary
      .slice(run.summary.indexOf('### Tests that stopped running'))
      .split('\n### ')[0]
    expect(section).toContain(
      `**2 tests stopped running** since base commit \`${mergeBase.slice(0, 12)}\``
    )
    expect(section).toContain('❌ removed-tests is fail: the step fails.')
    expect(section).toContain(
      '**Removed (in the base, not in this run)** (1):\n\n- com.acme.shop.Gone › was here'
    )
    expect(section).toContain(
      '**Newly skipped (ran in the base, skipped now)** (1):\n\n- pytest › tests.api.test&#95;payments › test&#95;refund&#95;in&#95;foreign&#95;currency'
    )
    const [comment] = github.state.commentsOn(301)
    expect(comment?.body).toContain('### ❌ Kosli: unit-tests failed')
    expect(comment?.body).toContain('com.acme.shop.Gone › was here')
    const check = github.state.checkRuns.at(-1)
    expect(check?.conclusion).toBe('failure')
    expect(check?.summary).toContain('com.acme.shop.Gone › was here')
  })

  it('the allow-removed-label on the pull request passes the gate, and the attestation records it', async () => {
    const baseSha = nextCommit()
    uploaded(baseSha, baseOf(now))
    const run = await gate(
      { number: 302, baseSha, labels: ['backend', 'Tests-Removed'] },
      { 'removed-tests': 'fail' }
    )
    expect(run.code, run.stdout).toBe(0)
    expect(run.outputs['tests-removed']).toBe('1')
    expect(await annotationsOfLast()).toMatchObject({
      kosli_attest_removed_allowed_by: 'tests-removed',
      kosli_attest_tests_removed: '1'
    })
    expect(run.summary).toContain('Allowed by the pull request label')
    expect(github.state.commentsOn(302)[0]?.body).toContain(
      'Allowed by the pull request label'
    )
  })

  it('warn (the default): a warning annotation, the step passes; added and renamed tests are listed as such', async () => {
    const baseSha = nextCommit()
    uploaded(baseSha, baseOf(now, { gone: false, rename: true }))
    const run = await gate({ number: 303, baseSha })
    expect(run.code, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({
      'tests-removed': '1',
      'tests-added': '1',
      'base-source': 'exact'
    })
    expect(run.stdout).toMatch(
      /::warning.*removed-tests: 1 test stopped running/
    )
    expect(run.summary).toContain(
      'A renamed or moved test counts as one removed and one added.'
    )
    expect(run.summary).toContain('(old name)')
  })

  it('approximate: no run on the base commit, so the newest earlier push run of main stands in, and says which commit', async () => {
    const baseSha = nextCommit()
    const earlier = nextCommit()
    uploaded(earlier, baseOf(now), { createdAt: '2025-01-02T00:00:00Z' })
    const run = await gate({ number: 304, baseSha })
    expect(run.code, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({
      'base-source': 'approximate',
      'base-commit': earlier,
      'tests-removed': '1'
    })
    expect(run.summary).toContain('**approximately**')
    expect(run.summary).toContain(earlier.slice(0, 12))
  })

  it("a fork's run, or a pull request's, never stands in: not compared, and on-missing-base fail fails", async () => {
    // No earlier run of main either (other tests left theirs).
    github.state.runs.length = 0
    const baseSha = nextCommit()
    uploaded(baseSha, [], { headRepo: 'mallory/shop' })
    uploaded(baseSha, [], { event: 'pull_request' })
    const run = await gate(
      { number: 305, baseSha },
      { 'on-missing-base': 'fail', 'removed-tests': 'fail' }
    )
    expect(run.code, run.stdout).toBe(1)
    expect(run.outputs['base-source']).toBe('none')
    expect(run.outputs['tests-removed']).toBeUndefined()
    expect(failureMessage(run)).toContain(
      'on-missing-base: fail: Tests not compared with the base commit: no push, merge queue or schedule run of this repository'
    )
    expect(run.summary).toContain('**Not compared** with the base commit')
    expect(await annotationsOfLast()).toMatchObject({
      kosli_attest_base_source: 'none'
    })
    const downloads = github.requests.filter((r) => r.server === 'blob')
    expect(
      downloads.every(
        (r) => !r.url.includes(String(github.state.runs.at(-1)?.id))
      )
    ).toBe(true)
  })

  it('base-tests as a file on GitHub too, and off compares nothing and asks GitHub nothing for it', async () => {
    const file = writeInventory(
      `${repo.dir}/../base-${process.pid}.json`,
      baseOf(now)
    )
    const fromFile = await gate(
      { number: 306, baseSha: nextCommit() },
      { 'base-tests': file, 'pr-comment': 'false' }
    )
    expect(fromFile.outputs).toMatchObject({
      'base-source': 'file',
      'tests-removed': '1'
    })
    rmSync(file)
    const before = github.requests.length
    const off = await gate(
      { number: 307, baseSha: nextCommit() },
      { 'removed-tests': 'off', 'pr-comment': 'false' }
    )
    expect(off.code, off.stdout).toBe(0)
    expect(off.outputs['base-source']).toBeUndefined()
    expect(github.requests.length).toBe(before)
  })
})
