/**
 * A triggering run with more artifacts than one listing page holds (150
 * shards), through the built action on a workflow_run event: a page whose
 * body is cut mid-answer is read again, never taken as an empty last page;
 * one that stays unreadable fails the step naming it. Dry runs, so no Kosli
 * host is needed: the counts are the step's outputs.
 */
import { describe, expect, it } from 'vitest'
import { failureMessage } from '../support/run.js'
import { useTriggeringRuns } from '../support/triggering-run.js'

const LIST = 'actions/list-workflow-run-artifacts'
const SHARDS = 150

const runs = useTriggeringRuns(9500)
const github = () => runs.github

const passing = (i: number) =>
  `<testsuite name="shard${i}" tests="1"><testcase name="t${i}"/></testsuite>`
const failing =
  '<testsuite name="last" tests="1" failures="1"><testcase name="t"><failure message="boom"/></testcase></testsuite>'

/** A run of 150 one-test shards, the last (listed on page 2) failing. */
function shardedRun(): number {
  const run = runs.nextRun()
  for (let i = 1; i <= SHARDS; i += 1) {
    const content = i === SHARDS ? failing : passing(i)
    github().state.addArtifact(run, `shard-${i}`, [
      { path: `shard-${i}.xml`, content }
    ])
  }
  return run
}

const attest = (runId: number) => runs.attest(runId, '/^shard-/')

const listedPages = () =>
  github()
    .requests.filter((r) => r.server === 'api' && r.url.includes('/artifacts?'))
    .map((r) => new URL(r.url, 'http://x').searchParams.get('page'))

describe('the artifact listing: a cut page is never an empty page', () => {
  it('page 2 cut once: read again, and all 150 shards are counted, the failure included', async () => {
    const run = shardedRun()
    github().requests.length = 0
    github().cut(LIST, { page: 2 })
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
    github().requests.length = 0
    github().cut(LIST, { page: 2, times: 3 })
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
