/**
 * Failed cases placed on their lines, from reports parsed by the real
 * parser in a real workspace: the case's own attributes, then its failure
 * text, then the `file`/`line` of its enclosing suite.
 */
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
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
  writeFileSync(`${root}-outside.py`, '')
  symlinkSync(`${root}-outside.py`, join(root, 'tests', 'link.py'))
  symlinkSync(tmpdir(), join(root, 'out'))
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(`${root}-outside.py`, { force: true })
})

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

describe('locateFailures: a case’s own file', () => {
  it('is a place only inside the workspace: never an escape, an absolute path outside or a link out', async () => {
    const names = [
      '../../etc/passwd',
      '/etc/passwd',
      'C:/Users/dev/t.py',
      'tests\\..\\..\\up.py',
      'tests/link.py',
      'out/anything.py',
      'tests/not_checked_out.py',
      './tests/frame_test.js'
    ]
    const cases = await located(
      `<testsuite name="s">${names
        .map(
          (file, i) =>
            `<testcase name="c${i}" file="${file}" line="2"><failure>x</failure></testcase>`
        )
        .join('')}</testsuite>`
    )
    expect(where(cases)).toEqual([
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      'tests/not_checked_out.py:2',
      'tests/frame_test.js:2'
    ])
    expect(cases.map((c) => c.inWorkspace ?? false)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true
    ])
  })

  it('falls back to the failure text when its own file is no place', async () => {
    const cases = await located(`<testsuite name="s">
  <testcase name="a" file="/etc/passwd" line="1"><failure>Error
    at Object.test (tests/frame_test.js:12:5)</failure></testcase>
</testsuite>`)
    expect(where(cases)).toEqual(['tests/frame_test.js:12'])
  })

  it('takes the failing line its text names in the same file; pytest’s 0-based line is corrected otherwise', async () => {
    const cases = await located(`<testsuites><testsuite name="pytest">
  <testcase name="exact" file="tests/frame_test.js" line="3"><failure>tests/frame_test.js:9: AssertionError</failure></testcase>
  <testcase name="def" file="tests/frame_test.js" line="3"><failure>elsewhere.py:9: x</failure></testcase>
  <testcase name="py" file="tests/gone.py" line="3"><failure>boom</failure></testcase>
</testsuite><testsuite name="other">
  <testcase name="py" file="tests/gone.py" line="3"><failure>boom</failure></testcase>
</testsuite></testsuites>`)
    expect(where(cases)).toEqual([
      'tests/frame_test.js:9',
      'tests/frame_test.js:3',
      'tests/gone.py:4',
      'tests/gone.py:3'
    ])
  })
})
