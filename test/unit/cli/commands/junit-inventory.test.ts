import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCommands } from '../../../../src/cli/registry.js'
import { junitInventoryCommand } from '../../../../src/cli/commands/junit-inventory.js'
import { runCommand } from '../../../support/command.js'

const commands = await loadCommands()

let cwd: string

function write(file: string, content: string): void {
  const full = path.join(cwd, file)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, content)
}

beforeAll(() => {
  cwd = mkdtempSync(path.join(tmpdir(), 'junit-inventory-cmd-'))
  write(
    'reports/a.xml',
    `<testsuite name="alpha"><testcase classname="A" name="one[1]"/>
      <testcase classname="A" name="one[2]"><failure/></testcase>
      <testcase classname="A" name="two"><skipped/></testcase></testsuite>`
  )
  write(
    'reports/b.trx',
    `<TestRun xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010"><Results>
      <UnitTestResult testId="11111111-1111-1111-1111-111111111111" testName="Adds" outcome="Error"/>
     </Results><TestDefinitions><UnitTest id="11111111-1111-1111-1111-111111111111"><TestMethod className="Calc.Tests"/></UnitTest></TestDefinitions></TestRun>`
  )
})
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

function run(...argv: string[]) {
  return runCommand(junitInventoryCommand, argv, { cwd })
}

describe('kosli-attest junit-inventory', () => {
  it('is registered with the CLI', () => {
    expect(commands).toContain(junitInventoryCommand)
  })

  it('prints the inventory file of the reports, one test a line', async () => {
    const { code, stdout } = await run('--report-formats', 'all', 'reports')
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
      format: 'kosli-attest/tests@1',
      attestation: '',
      // A temp folder is no git repository.
      commit: null,
      tests: [
        ['Calc.Tests', '', 'Adds', 'errored'],
        ['alpha', 'A', 'one[1]', 'passed'],
        ['alpha', 'A', 'one[2]', 'failed'],
        ['alpha', 'A', 'two', 'skipped']
      ]
    })
    expect(stdout.split('\n')[1]).toBe('["Calc.Tests","","Adds","errored"],')
  })

  it('--strip-test-names removes the matches, merges, and is recorded', async () => {
    const { code, stdout } = await run(
      '--strip-test-names',
      '\\[\\d+\\]',
      'reports/a.xml'
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({
      strip: '\\[\\d+\\]',
      tests: [
        ['alpha', 'A', 'one', 'failed'],
        ['alpha', 'A', 'two', 'skipped']
      ]
    })
  })

  it('a bad pattern is a usage error naming the flag', async () => {
    const { code, stdout, stderr } = await run(
      '--strip-test-names',
      '([',
      'reports'
    )
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(
      /^error: --strip-test-names: "\(\[" is not a regular expression/
    )
  })

  it('exits 1 when no report is found, 2 without arguments', async () => {
    expect((await run('nothing/*.xml')).code).toBe(1)
    const usage = await run()
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Usage: kosli-attest junit-inventory')
  })
})
