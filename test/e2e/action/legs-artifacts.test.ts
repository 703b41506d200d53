/**
 * Matrix legs from a triggering run (the fork recipe of docs/matrix.md)
 * through the built action on a workflow_run event: each downloaded
 * artifact is a leg once expected-legs is set, and `expected-legs:
 * job:<name>` counts the triggering run's jobs through the GitHub stand-in,
 * which checks every request against GitHub's own description.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { junitReport } from '../support/legs.js'
import { failureMessage } from '../support/run.js'
import { useTriggeringRuns } from '../support/triggering-run.js'

const runs = useTriggeringRuns(9500)

/** A run whose matrix uploaded one artifact per leg in `legs`. */
function runWithLegs(legs: readonly string[], jobs: readonly string[]): number {
  const run = runs.nextRun()
  for (const leg of legs) {
    runs.github.state.addArtifact(run, `junit-${leg}`, [
      { path: 'reports/junit.xml', content: junitReport('api', { passed: 2 }) }
    ])
  }
  runs.github.state.addJobs(run, jobs)
  return run
}

describe('legs downloaded from the triggering run', () => {
  it('expected-legs: job:test counts the run’s jobs test (…): 3 of 3, one attestation with [artifact] suites', async () => {
    const run = runWithLegs(
      ['linux', 'macos', 'windows'],
      ['build', 'test (linux)', 'test (macos)', 'test (windows)', 'tests-e2e']
    )
    const result = await runs.attest(run, '/^junit-/', {
      'expected-legs': 'job:test'
    })
    expect(result.code, result.stdout).toBe(0)
    expect(result.stdout).toContain(
      `expected-legs: 3 jobs named test in run ${run}`
    )
    const payload = JSON.parse(
      readFileSync(result.outputs['payload-file'] ?? '', 'utf8')
    ) as {
      junit_results: { name: string }[]
      annotations: Record<string, string>
    }
    expect(payload.junit_results.map((r) => r.name)).toEqual([
      '[junit-linux] api',
      '[junit-macos] api',
      '[junit-windows] api'
    ])
    expect(payload.annotations).toEqual({
      kosli_attest_base_source: 'none',
      kosli_attest_legs_expected: '3',
      kosli_attest_legs_found: '3',
      kosli_attest_tests: '6'
    })
    expect(result.summary).toContain('### Legs: 3 of 3 expected reported tests')
  })

  it('a cancelled leg is still a job: 3 artifacts of 4 legs fail the step', async () => {
    const run = runWithLegs(
      ['linux', 'macos', 'windows'],
      ['test (linux)', 'test (macos)', 'test (windows)']
    )
    runs.github.state.addJobs(run, ['test (arm)'], 'cancelled')
    const result = await runs.attest(run, '/^junit-/', {
      'expected-legs': 'job:test'
    })
    expect(result.code).toBe(1)
    const failure = failureMessage(result) ?? ''
    expect(failure).toContain(
      'expected 4, found 3 (junit-linux, junit-macos, junit-windows)'
    )
    expect(failure).toContain('Dry run: nothing was sent.')
  })

  it('a job name the run does not have fails the step, naming it', async () => {
    const run = runWithLegs(['linux'], ['test (linux)'])
    const result = await runs.attest(run, '/^junit-/', {
      'expected-legs': 'job:unit'
    })
    expect(result.code).toBe(1)
    expect(failureMessage(result)).toContain(
      `run ${run} has no job named unit or unit (…)`
    )
  })

  it('without expected-legs the artifacts are read together, as before', async () => {
    const run = runWithLegs(['linux', 'macos'], [])
    const result = await runs.attest(run, '/^junit-/')
    expect(result.code, result.stdout).toBe(0)
    const payload = JSON.parse(
      readFileSync(result.outputs['payload-file'] ?? '', 'utf8')
    ) as {
      junit_results: { name: string }[]
    }
    expect(payload.junit_results.map((r) => r.name)).toEqual(['api', 'api'])
  })
})
