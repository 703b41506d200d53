/**
 * Inputs written as other tools take them (issue 34, item 13): report
 * paths as one comma-separated list, and `annotations: false` meant for
 * GitHub's annotations of failed tests. Each says how to write it here.
 */
import { describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../../src/cli/commands/attest-junit.js'
import { runCommand } from '../../../support/command.js'
import { FLOW, useHarness } from '../../../support/emulator.js'
import { junitStage, runMode } from '../../../support/modes.js'

const h = useHarness()
const { deps, raw } = junitStage(h, { flow: FLOW, trail: 'hints' })

describe('comma-separated report-paths that match nothing', () => {
  it('the action: the failure suggests one pattern per line', async () => {
    const result = await runMode(
      'attest-junit',
      raw({ 'report-paths': 'reports/junit.xml,other/*.xml' }),
      deps()
    )
    expect(result.failure).toContain(
      "Hint: 'reports/junit.xml,other/*.xml' is one pattern with commas in it, not a list. Give one pattern per line"
    )
  })

  it('the CLI: names each pattern as its own argument', async () => {
    const run = await runCommand(
      attestJunitCommand,
      ['--flow', FLOW, '--trail', 'hints', '--name', 'unit-tests'].concat(
        'reports/junit.xml,other/*.xml'
      ),
      { cwd: h.dir, env: h.env }
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      "--report-paths: 'reports/junit.xml' 'other/*.xml'"
    )
  })

  it('a pattern without a comma gets no such hint', async () => {
    const result = await runMode(
      'attest-junit',
      raw({ 'report-paths': 'nowhere/*.xml' }),
      deps()
    )
    expect(result.failure).toContain('No JUnit test suite found')
    expect(result.failure).not.toContain('commas')
  })
})

describe('annotations: false', () => {
  it('points to max-annotations: 0, which turns off the annotations of failed tests', async () => {
    const run = runMode('attest-junit', raw({ annotations: 'false' }), deps())
    await expect(run).rejects.toThrow(
      'To show no annotations of failed tests, set max-annotations: 0'
    )
  })

  it('the CLI: --annotations false names --max-annotations 0', async () => {
    const run = await runCommand(
      attestJunitCommand,
      [
        ...['--flow', FLOW, '--trail', 'hints', '--name', 'unit-tests'],
        ...['--annotations', 'false', 'reports/junit.xml']
      ],
      { cwd: h.dir, env: h.env }
    )
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--annotations: "false" is not key=value')
    expect(run.stderr).toContain('--max-annotations 0')
  })
})
