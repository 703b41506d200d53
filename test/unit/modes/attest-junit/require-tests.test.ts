/**
 * require-tests (on by default): a run in which no test ran (none at all,
 * or every one skipped) is still recorded, but never reads as a pass: the
 * verdict is no-tests, the summary says "No tests ran" and the step fails
 * with a message naming the reports. `compliant` keeps Kosli's meaning.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../../src/cli/commands/attest-junit.js'
import type { StepResult } from '../../../../src/modes/index.js'
import { runMode } from '../../../support/modes.js'
import { runCommand } from '../../../support/command.js'
import { FLOW, useHarness } from '../../../support/emulator.js'

const h = useHarness()
const TRAIL = 'no-tests'

const EMPTY =
  '<?xml version="1.0"?>\n<testsuite name="empty" tests="0" failures="0"/>\n'
const ALL_SKIPPED =
  '<testsuite name="skipped"><testcase name="a"><skipped/></testcase><testcase name="b"><skipped/></testcase></testsuite>\n'
const PASSING = '<testsuite name="ok"><testcase name="a"/></testsuite>\n'

beforeAll(() => {
  mkdirSync(join(h.dir, 'reports'), { recursive: true })
  writeFileSync(join(h.dir, 'reports', 'empty.xml'), EMPTY)
  writeFileSync(join(h.dir, 'reports', 'all-skipped.xml'), ALL_SKIPPED)
  writeFileSync(join(h.dir, 'reports', 'passing.xml'), PASSING)
})

async function attest(
  reports: string,
  extra: Record<string, string> = {}
): Promise<StepResult> {
  await h.beginTrails([TRAIL])
  return runMode(
    'attest-junit',
    {
      ...h.service,
      flow: FLOW,
      trail: TRAIL,
      name: 'unit-tests',
      'report-paths': reports,
      ...extra
    },
    h.deps
  )
}

describe('require-tests, the action (attest-junit mode)', () => {
  it('zero tests: recorded, verdict no-tests, "No tests ran", the step fails naming the report', async () => {
    const result = await attest('reports/empty.xml')
    expect(await h.attestationsOn(TRAIL)).toHaveLength(1)
    expect(result.outputs).toMatchObject({
      verdict: 'no-tests',
      compliant: 'true',
      tests: '0'
    })
    expect(result.summary).toContain('**No tests ran**')
    expect(result.summary).not.toContain('✅ **Compliant**')
    expect(result.failure).toBe(
      'require-tests: no test ran in reports/empty.xml (no test in them); the results were recorded in Kosli with verdict no-tests. If no test is expected to run, set require-tests: false (CLI: --no-require-tests)'
    )
  })

  it('every test skipped counts as no test run, even with fail-on-failure', async () => {
    const result = await attest('reports/all-skipped.xml\nreports/empty.xml', {
      'fail-on-failure': 'true'
    })
    expect(result.outputs.verdict).toBe('no-tests')
    expect(result.summary).toContain('all 2 tests skipped')
    expect(result.failure).toMatch(
      /^require-tests: no test ran in reports\/all-skipped\.xml, reports\/empty\.xml \(all 2 tests skipped\)/
    )
  })

  it('require-tests: false records and passes, the verdict still no-tests', async () => {
    const result = await attest('reports/empty.xml', {
      'require-tests': 'false'
    })
    expect(result.outputs.verdict).toBe('no-tests')
    expect(result.summary).toContain('**No tests ran**')
    expect(result.failure).toBeUndefined()
  })

  it('a dry run fails the same way, and says nothing was recorded', async () => {
    const result = await attest('reports/empty.xml', { 'dry-run': 'true' })
    expect(await h.attestationsOn(TRAIL)).toEqual([])
    expect(result.outputs.verdict).toBe('no-tests')
    expect(result.failure).toContain('the results would have been recorded')
  })

  it('a test that ran: verdict compliant; one that failed: verdict failed', async () => {
    const passing = await attest('reports/passing.xml\nreports/empty.xml')
    expect(passing.outputs.verdict).toBe('compliant')
    expect(passing.failure).toBeUndefined()
    writeFileSync(
      join(h.dir, 'reports', 'failing.xml'),
      '<testsuite name="f"><testcase name="a"><failure/></testcase></testsuite>'
    )
    const failing = await attest('reports/failing.xml')
    expect(failing.outputs).toMatchObject({
      verdict: 'failed',
      compliant: 'false'
    })
  })
})

describe('require-tests, the CLI', () => {
  const cli = (...args: string[]) =>
    runCommand(
      attestJunitCommand,
      ['--flow', FLOW, '--trail', TRAIL, '--name', 'unit-tests', ...args],
      { cwd: h.dir, env: { ...h.env } }
    )

  it('exit 1 after recording, the verdict printed; --no-require-tests exit 0', async () => {
    await h.beginTrails([TRAIL])
    const failed = await cli('reports/empty.xml')
    expect(failed.stdout).toBe(
      'unit-tests: 0 tests, 0 failed, 0 errored, 0 skipped: no-tests\n'
    )
    expect(failed.stderr).toContain(
      'error: require-tests: no test ran in reports/empty.xml'
    )
    expect(failed.code).toBe(1)
    expect(await h.attestationsOn(TRAIL)).toHaveLength(1)
    const passed = await cli('reports/empty.xml', '--no-require-tests')
    expect(passed.code, passed.stderr).toBe(0)
    expect(passed.stdout).toContain(': no-tests')
  })
})
