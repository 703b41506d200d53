/**
 * Retries written as one test case per attempt (pytest-rerunfailures,
 * Playwright): each attempt counts as written, and the cases that both
 * failed and passed are named as flaky with their attempts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseReports, totalsOf } from '../../../src/junit/index.js'
import { junitSummary } from '../../../src/report/summary.js'

const dir = mkdtempSync(join(tmpdir(), 'repeated-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const REPORT = [
  '<testsuite name="pytest">',
  '  <testcase classname="t.api" name="test_port"><failure message="1st"/></testcase>',
  '  <testcase classname="t.api" name="test_port"><failure message="2nd"/></testcase>',
  '  <testcase classname="t.api" name="test_port"/>',
  '  <testcase classname="t.api" name="test_db"><failure/></testcase>',
  '  <testcase classname="t.api" name="test_db"><failure/></testcase>',
  '  <testcase classname="t.api" name="test_ok"/>',
  '</testsuite>'
].join('\n')

describe('repeated test cases', () => {
  it('count as written and are named as flaky with their attempts', async () => {
    writeFileSync(join(dir, 'r.xml'), REPORT)
    const outcome = await parseReports(['r.xml'], {
      cwd: dir,
      strict: true,
      formats: ['junit'],
      inventory: {}
    })
    // Never greener than the report: every failed attempt is a failure.
    expect(totalsOf(outcome.files)).toMatchObject({ tests: 6, failures: 4 })
    expect(outcome.repeated).toEqual({
      total: 1,
      cases: [
        {
          suite: 'pytest',
          classname: 't.api',
          name: 'test_port',
          attempts: ['failed', 'failed', 'passed']
        }
      ]
    })
    const summary = junitSummary({
      outcome,
      destination: {
        host: 'h',
        org: 'o',
        flow: 'f',
        trail: 't',
        attestationName: 'n'
      },
      dryRun: true,
      recorded: false
    })
    expect(summary).toContain('### Flaky (retried)')
    expect(summary).toContain(
      '`pytest › t.api › test_port`: 3 attempts (failed, failed, passed)'
    )
  })
})
