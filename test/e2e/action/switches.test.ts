/**
 * The switches of what the action shows, through the built action: the
 * step log's verdict and failed cases, `max-annotations`, `job-summary`.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { DEMO_REPORTS, gitWorkspace, type GitRepo } from '../support/git.js'
import { runAction } from '../support/run.js'

let h: Harness
let repo: GitRepo

beforeAll(async () => {
  h = await startHarness()
  repo = gitWorkspace()
  // The demo's Java sources, beside its reports as in a Maven project.
  cpSync(join(DEMO_REPORTS, '..', 'src'), join(repo.dir, 'src'), {
    recursive: true
  })
})
afterAll(async () => {
  await h.close()
  rmSync(repo.dir, { recursive: true, force: true })
})

function dryRun(inputs: Record<string, string> = {}) {
  return runAction({
    workspace: repo.dir,
    inputs: {
      ...h.service,
      flow: FLOW,
      name: 'unit-tests',
      'dry-run': 'true',
      'report-paths': 'test-results/api/pytest-api.xml',
      ...inputs
    },
    env: { GITHUB_SHA: repo.merge }
  })
}

const errors = (stdout: string) =>
  stdout.split('\n').filter((line) => line.startsWith('::error'))

describe('what the action shows', () => {
  it('prints the verdict line and a line per failed case in the step log', async () => {
    const run = await dryRun()
    expect(run.code, run.stdout).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines).toContain(
      'unit-tests: 6 tests, 1 failed, 0 errored, 1 skipped: failed'
    )
    const failed = lines.filter((line) => line.startsWith('FAILED '))
    expect(failed).toHaveLength(1)
    expect(failed[0]).toBe(
      // The failing line its trace names, not the report's 0-based def line.
      'FAILED pytest › test_cancel_shipped_order_is_refused (tests/api/test_orders.py:46)'
    )
    expect(errors(run.stdout)).toHaveLength(1)
    expect(run.summary).toContain('## Kosli JUnit attestation')
  })

  it('the summary places a failed case at its file even with max-annotations: 0', async () => {
    const run = await dryRun({
      'report-paths': 'test-results/unit/*.xml',
      'max-annotations': '0'
    })
    expect(run.code, run.stdout).toBe(0)
    expect(errors(run.stdout)).toEqual([])
    expect(run.summary).toContain(
      '[`src/test/java/com/acme/shop/PriceCalculatorTest.java:58`](https://github.com/acme/shop/blob/'
    )
  })

  it('max-annotations: 0 emits no annotation; job-summary: false writes no summary', async () => {
    const run = await dryRun({ 'max-annotations': '0', 'job-summary': 'false' })
    expect(run.code, run.stdout).toBe(0)
    expect(errors(run.stdout)).toEqual([])
    expect(run.summary).toBe('')
    expect(run.outputs.verdict).toBe('failed')
  })

  it('max-annotations: 0 with job-summary: false says where the failures are: the FAILED lines and the summary-file output', async () => {
    const run = await dryRun({
      'report-paths': 'test-results',
      'max-annotations': '0',
      'job-summary': 'false'
    })
    expect(run.code, run.stdout).toBe(0)
    expect(run.stdout).not.toContain('the job summary lists them')
    expect(run.stdout).toContain(
      '2 failed tests are not annotated (max-annotations: 0): the FAILED lines below list them; the file of the summary-file output lists them all (job-summary is false)'
    )
    const lines = run.stdout.split('\n')
    expect(lines.filter((line) => line.startsWith('FAILED '))).toEqual([
      'FAILED pytest › test_cancel_shipped_order_is_refused (tests/api/test_orders.py:46)',
      'FAILED com.acme.shop.PriceCalculatorTest › roundsHalfEvenToCents (src/test/java/com/acme/shop/PriceCalculatorTest.java:58)'
    ])
    const file = run.outputs['summary-file'] ?? ''
    expect(readFileSync(file, 'utf8')).toContain('roundsHalfEvenToCents')
  })

  it('annotates the Surefire failure at its workspace file and line, found in the stack trace', async () => {
    const run = await dryRun({
      'report-paths': 'test-results/unit/*.xml',
      'annotations-path-prefix': ''
    })
    expect(run.code, run.stdout).toBe(0)
    const [error] = errors(run.stdout)
    expect(error).toContain(
      'file=src/test/java/com/acme/shop/PriceCalculatorTest.java,line=58::'
    )
    // The summary's failed case links to that line at the attested commit.
    expect(run.summary).toContain(
      `[\`src/test/java/com/acme/shop/PriceCalculatorTest.java:58\`](https://github.com/acme/shop/blob/${repo.merge}/src/test/java/com/acme/shop/PriceCalculatorTest.java#L58)`
    )
  })

  it('prefixes report paths with annotations-path-prefix for a sub-folder', async () => {
    cpSync(
      join(repo.dir, 'test-results'),
      join(repo.dir, 'packages/api/test-results'),
      { recursive: true }
    )
    mkdirSync(join(repo.dir, 'packages/api/tests/api'), { recursive: true })
    writeFileSync(join(repo.dir, 'packages/api/tests/api/test_orders.py'), '')
    const run = await dryRun({
      'report-paths': 'packages/api/test-results/api/*.xml',
      'annotations-path-prefix': 'packages/api'
    })
    expect(run.code, run.stdout).toBe(0)
    const [error] = errors(run.stdout)
    expect(error).toContain(
      'file=packages/api/tests/api/test_orders.py,line=46::'
    )
  })

  it('refuses a max-annotations that is not a number, naming the input', async () => {
    const run = await dryRun({ 'max-annotations': 'many' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('max-annotations')
  })

  it('reports every bad setting of a run at once: the pull-request gate’s, the switches’ and the mode’s', async () => {
    const run = await dryRun({
      'pr-comment': 'sometimes',
      'max-annotations': 'many',
      strict: 'maybe'
    })
    expect(run.code).toBe(1)
    const [error, ...more] = errors(run.stdout)
    expect(more).toEqual([])
    expect(error).toContain('3 settings need fixing:')
    for (const text of [
      'strict: "maybe" is not a boolean',
      'pr-comment: "sometimes" is not one of false, true, on-failure',
      'max-annotations: "many" must be a number'
    ]) {
      expect(error).toContain(text)
    }
    expect(run.summary).toBe('')
  })
})
