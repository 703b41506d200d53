/**
 * attest junit's progress line on a terminal (issue 34, item 14): it
 * names the phase (reading N/M files, uploading) and is cleared before
 * any message, so no message runs on from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../../src/cli/commands/attest-junit.js'
import {
  startReportsHarness,
  type CliHarness
} from '../../../support/command.js'

const CLEAR = '\r\u001b[K'
let h: CliHarness
beforeAll(async () => {
  h = await startReportsHarness()
})
afterAll(() => h.close())

describe('attest junit on a terminal', () => {
  it('the progress line names the phase and no message runs on from it', async () => {
    const run = await h.run(
      attestJunitCommand,
      [
        ...['--flow', 'demo-flow', '--trail', 'demo-trail'],
        ...['--name', 'unit-tests', '--report-paths', 'reports/*.xml']
      ],
      { isTTY: true }
    )
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain(`${CLEAR}attest junit: reading 1/2 files, 0 s`)
    const segments = run.stderr.split(CLEAR)
    const progress = segments.filter((s) => s.startsWith('attest junit: '))
    expect(progress.length).toBeGreaterThan(0)
    // A progress segment ends where the next clear begins: a message
    // printed without clearing would continue it, on the same line.
    for (const segment of progress) expect(segment).not.toContain('\n')
    expect(run.stderr).toContain(
      "junit attestation 'unit-tests' is reported to trail: demo-trail"
    )
    expect(run.stderr.endsWith('\n') || run.stderr.endsWith(CLEAR)).toBe(true)
  })
})
