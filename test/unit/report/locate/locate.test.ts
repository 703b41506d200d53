/**
 * Failed cases placed on their lines, from reports parsed by the real
 * parser in a real workspace: the case's own attributes, then its failure
 * text, then the `file`/`line` of its enclosing suite.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseReports, type FailedCase } from '../../../../src/junit/index.js'
import { locateFailures } from '../../../../src/report/locate/index.js'

let root: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'locate-'))
  for (const file of ['tests/OtherTest.php', 'tests/frame_test.js']) {
    mkdirSync(join(root, 'tests'), { recursive: true })
    writeFileSync(join(root, file), '')
  }
  mkdirSync(join(root, 'reports'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

async function located(report: string): Promise<FailedCase[]> {
  writeFileSync(join(root, 'reports', 'r.xml'), report)
  const outcome = await parseReports(['reports/r.xml'], {
    cwd: root,
    strict: true
  })
  const { files } = locateFailures(outcome, { root, reportsDir: root })
  return files.flatMap((f) => f.suites.flatMap((s) => s.failedCases))
}

const where = (cases: FailedCase[]) =>
  cases.map((c) => (c.file === undefined ? '-' : `${c.file}:${c.line ?? ''}`))

describe('locateFailures: the suite’s file and line', () => {
  it('places a case without file or frame at the innermost suite’s file', async () => {
    const cases = await located(`<testsuites>
  <testsuite name="all" file="elsewhere.php">
    <testsuite name="OtherTest" file="${root}/tests/OtherTest.php" line="7">
      <testcase name="a"><failure>no place named</failure></testcase>
    </testsuite>
    <testsuite name="Plain">
      <testcase name="b"><failure>no place named</failure></testcase>
    </testsuite>
  </testsuite>
</testsuites>`)
    // b's nearest suite with a file names one that does not exist: none.
    expect(where(cases)).toEqual(['tests/OtherTest.php:7', '-'])
    expect(cases[0]?.suiteFile).toBe(`${root}/tests/OtherTest.php`)
  })

  it('prefers the case’s own file, then a frame in its text, to the suite’s', async () => {
    const cases = await located(`<testsuite name="s" file="tests/OtherTest.php">
  <testcase name="own" file="tests/frame_test.js" line="3"><failure>x</failure></testcase>
  <testcase name="frame"><failure>Error
    at Object.test (tests/frame_test.js:12:5)</failure></testcase>
  <testcase name="suite"><error message="boom"/></testcase>
</testsuite>`)
    expect(where(cases)).toEqual([
      'tests/frame_test.js:3',
      'tests/frame_test.js:12',
      'tests/OtherTest.php:'
    ])
  })
})
