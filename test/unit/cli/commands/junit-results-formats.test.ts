import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { junitResultsCommand } from '../../../../src/cli/commands/junit-results.js'
import { runCommand } from '../../../support/command.js'

let cwd: string

function write(file: string, content: string): void {
  const full = path.join(cwd, file)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, content)
}

const TRX = `<?xml version="1.0" encoding="utf-8"?>
<TestRun id="1" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">
  <Results>
    <UnitTestResult testId="a" testName="Adds" outcome="Passed" duration="00:00:01.5000000"/>
    <UnitTestResult testId="b" testName="Subtracts" outcome="Timeout" duration="00:00:02"/>
  </Results>
  <TestDefinitions>
    <UnitTest id="a"><TestMethod className="Calc.Tests, Calc.Tests, Version=1.0.0.0" name="Adds"/></UnitTest>
    <UnitTest id="b"><TestMethod className="Calc.Tests" name="Subtracts"/></UnitTest>
  </TestDefinitions>
</TestRun>`

beforeAll(() => {
  cwd = mkdtempSync(path.join(tmpdir(), 'junit-results-formats-'))
  write('results/run.trx', TRX)
  write(
    'results/TEST-j.xml',
    '<testsuite name="j"><testcase name="x"/></testsuite>'
  )
})
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

function run(...argv: string[]) {
  return runCommand(junitResultsCommand, argv, { cwd })
}

describe('kosli-attest junit-results --report-formats', () => {
  it('by default skips a TRX file with a notice naming the value that reads it', async () => {
    const { code, stdout, stderr } = await run(
      'results/run.trx',
      'results/TEST-j.xml'
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toHaveLength(1)
    expect(stderr).toContain(
      'notice: results/run.trx: skipped: a TRX report; add `trx` to report-formats (CLI: --report-formats) to read it'
    )
  })

  it('with trx, a directory input reads *.trx too, and TRX joins the JUnit suites', async () => {
    const { code, stdout } = await run(
      '--report-formats',
      'junit,trx',
      'results'
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual([
      { name: 'j', failures: 0, errors: 0, skipped: 0, total: 1, duration: 0 },
      {
        name: 'Calc.Tests',
        failures: 1,
        errors: 0,
        skipped: 0,
        total: 2,
        duration: 3.5
      }
    ])
  })

  it('without trx, a directory input does not list *.trx files', async () => {
    const { code, stdout } = await run('results')
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toHaveLength(1)
  })

  it('leaving junit out skips JUnit files with a notice', async () => {
    const { code, stderr } = await run('--report-formats', 'TRX', 'results')
    expect(code).toBe(0)
    expect(stderr).toContain(
      'results/TEST-j.xml: skipped: a JUnit report; add `junit` to report-formats'
    )
  })

  it('an unknown format is a usage error (exit 2) that names it', async () => {
    const { code, stderr } = await run(
      '--report-formats',
      'junit,mstest',
      'results'
    )
    expect(code).toBe(2)
    expect(stderr).toContain('--report-formats: "junit,mstest" holds "mstest"')
  })
})
