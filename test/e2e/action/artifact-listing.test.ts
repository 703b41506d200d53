/**
 * A triggering run with more artifacts than one listing page holds (150
 * shards), through the built action on a workflow_run event: a page whose
 * body is cut mid-answer is read again, never taken as an empty last page;
 * one that stays unreadable fails the step naming it. Dry runs, so no Kosli
 * host is needed: the counts are the step's outputs.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { workflowRunPayload } from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'
import { failureMessage, runAction, type ActionRun } from '../support/run.js'

const GITHUB_TOKEN = 'ghs_listToken0123456789abcdefABCDEF012'
const SHA = 'beef'.padEnd(40, '0')
const LIST = 'actions/list-workflow-run-artifacts'
const SHARDS = 150

let github: GitHubStandIn
let workspace: string
let runs = 9500

beforeAll(async () => {
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
  workspace = mkdtempSync(join(tmpdir(), 'listing-workspace-'))
})
afterAll(async () => {
  await github.close()
  rmSync(workspace, { recursive: true, force: true })
})
afterEach(() => github.assertFits())

const passing = (i: number) =>
  `<testsuite name="shard${i}" tests="1"><testcase name="t${i}"/></testsuite>`
const failing =
  '<testsuite name="last" tests="1" failures="1"><testcase name="t"><failure message="boom"/></testcase></testsuite>'

/** A run of 150 one-test shards, the last (listed on page 2) failing. */
function shardedRun(): number {
  runs += 1
  for (let i = 1; i <= SHARDS; i += 1) {
    const content = i === SHARDS ? failing : passing(i)
    github.state.addArtifact(runs, `shard-${i}`, [
      { path: `shard-${i}.xml`, content }
    ])
  }
  return runs
}

function attest(runId: number): Promise<ActionRun> {
  return runAction({
    workspace,
    inputs: {
      host: 'http://127.0.0.1:9',
      org: 'demo',
      flow: 'demo-flow',
      name: 'unit-tests',
      'dry-run': 'true',
      'github-token': GITHUB_TOKEN,
      artifact: '/^shard-/'
    },
    env: {
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_SHA: SHA,
      GITHUB_API_URL: github.apiUrl
    },
    event: workflowRunPayload({ id: runId, headSha: SHA })
  })
}

const listedPages = () =>
  github.requests
    .filter((r) => r.server === 'api' && r.url.includes('/artifacts?'))
    .map((r) => new URL(r.url, 'http://x').searchParams.get('page'))

describe('the artifact listing: a cut page is never an empty page', () => {
  it('page 2 cut once: read again, and all 150 shards are counted, the failure included', async () => {
    const run = shardedRun()
    github.requests.length = 0
    github.cut(LIST, { page: 2 })
    const result = await attest(run)
    expect(result.code, result.stdout + result.stderr).toBe(0)
    expect(result.outputs).toMatchObject({
      tests: String(SHARDS),
      failures: '1',
      verdict: 'failed'
    })
    expect(listedPages()).toEqual(['1', '2', '2'])
  })

  it('page 2 unreadable on every attempt: the step fails naming the page, and nothing is counted', async () => {
    const run = shardedRun()
    github.requests.length = 0
    github.cut(LIST, { page: 2, times: 3 })
    const result = await attest(run)
    expect(result.code).toBe(1)
    expect(failureMessage(result)).toContain(
      `page 2 of the artifacts of run ${run} could not be read: GitHub answered 200 with an empty or unreadable body (3 attempts)`
    )
    expect(result.outputs.tests).toBeUndefined()
    expect(result.outputs.verdict ?? '').not.toBe('compliant')
    expect(listedPages()).toEqual(['1', '2', '2', '2'])
  })
})
