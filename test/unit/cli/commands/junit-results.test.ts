import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCommands } from '../../../../src/cli/registry.js'
import { junitResultsCommand } from '../../../../src/cli/commands/junit-results.js'
import { runCommand } from '../../../support/command.js'

const commands = await loadCommands()

let cwd: string

function write(file: string, content: string): void {
  const full = path.join(cwd, file)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, content)
}

beforeAll(() => {
  cwd = mkdtempSync(path.join(tmpdir(), 'junit-results-cmd-'))
  write(
    'reports/TEST-a.xml',
    `<?xml version="1.0"?>
<testsuite name="alpha" timestamp="2026-01-02T03:04:05Z">
  <testcase name="one" time="0.5"/>
  <testcase name="two" time="0.25"><failure message="no"/></testcase>
</testsuite>`
  )
  write(
    'reports/TEST-b.xml',
    '<testsuite name="beta" tests="5"><testcase name="x" time="1"><skipped/></testcase></testsuite>'
  )
  write('broken/bad.xml', '<testsuite name="bad">\n<testcase>\n</testsuite>\n')
  write('other/pom.xml', '<project/>')
  write(
    'flaky/TEST-f.xml',
    '<testsuite name="flaky"><testcase name="f"><flakyFailure/></testcase></testsuite>'
  )
})
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

function run(...argv: string[]) {
  return runCommand(junitResultsCommand, argv, { cwd })
}

describe('kosli-attest junit-results', () => {
  it('is registered with the CLI', () => {
    expect(commands).toContain(junitResultsCommand)
  })

  it('prints the junit_results array as 2-space JSON', async () => {
    const { code, stdout } = await run('reports/*.xml')
    expect(code).toBe(0)
    const results = JSON.parse(stdout) as unknown
    expect(results).toEqual([
      {
        name: 'alpha',
        failures: 1,
        errors: 0,
        skipped: 0,
        total: 2,
        duration: 0.75,
        timestamp: 1767323045
      },
      expect.objectContaining({ name: 'beta', total: 1, skipped: 1 })
    ])
    expect(stdout).toBe(`${JSON.stringify(results, null, 2)}\n`)
  })

  it('writes warnings to stderr, one line each, naming file and suite', async () => {
    const { code, stderr } = await run('reports')
    expect(code).toBe(0)
    const lines = stderr.trimEnd().split('\n')
    expect(
      lines.some((l) => l.startsWith('warning: reports/TEST-b.xml (beta): '))
    ).toBe(true)
    expect(lines.every((l) => /^(warning|notice): /.test(l))).toBe(true)
  })

  it('counts suite notices in one line unless --verbose', async () => {
    const quiet = await run('flaky')
    expect(quiet.code).toBe(0)
    expect(quiet.stderr).toBe(
      "notice: 1 notice(s) about suites not shown (departures from the Kosli CLI's reading, flaky tests); --verbose lists them\n"
    )
    const verbose = await run('--verbose', 'flaky')
    expect(verbose.stderr).toMatch(
      /^notice: flaky\/TEST-f\.xml \(flaky\): 1 flaky/
    )
    expect(verbose.stderr.trimEnd().split('\n')).toHaveLength(1)
  })

  it('exits 1 naming the malformed report, its line and column', async () => {
    const { code, stdout, stderr } = await run('broken/bad.xml', 'reports')
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(
      /^broken\/bad\.xml: not well-formed XML at line 3, column \d+: \S.*\nThis report fails the run .*--no-strict.*\n$/
    )
  })

  it('--no-strict leaves the malformed report out with a warning', async () => {
    const { code, stdout, stderr } = await run(
      '--no-strict',
      'broken',
      'reports'
    )
    expect(code).toBe(0)
    expect((JSON.parse(stdout) as unknown[]).length).toBe(2)
    expect(stderr).toMatch(
      /^warning: broken\/bad\.xml: not well-formed XML at line 3, column \d+: /m
    )
  })

  it('exits 1 naming the patterns when nothing is found', async () => {
    const { code, stdout, stderr } = await run('nothing/**/*.xml', 'other')
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain("'nothing/**/*.xml' matched 0 files")
    expect(stderr).toContain("'other' matched 1 file")
    expect(stderr).toContain('1 skipped (not JUnit)')
    expect(stderr).toMatch(/^ {2}other\/pom\.xml: skipped: not a JUnit report/m)
  })

  it('exits 2 with usage without arguments or with an unknown flag', async () => {
    for (const argv of [[], ['--bogus', 'reports']]) {
      const { code, stdout, stderr } = await run(...argv)
      expect(code).toBe(2)
      expect(stdout).toBe('')
      expect(stderr).toContain('Usage: kosli-attest junit-results')
    }
  })

  it('--help prints the help with an example', async () => {
    const { code, stdout } = await run('--help')
    expect(code).toBe(0)
    expect(stdout).toContain('Usage: kosli-attest junit-results')
    expect(stdout).toMatch(/Example:\n {2}kosli-attest junit-results /)
  })
})
