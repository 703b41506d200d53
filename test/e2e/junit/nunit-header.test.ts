/**
 * An NUnit report with no test-case counts by its root's header, taken as
 * it is (docs/counting.md, NUnit): through the built CLI's junit-results,
 * an unreadable `total` is 0 tests, never raised to the failures, and the
 * failure stays, so the record cannot read greener than the report.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../support/run.js'

let dir: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nunit-header-'))
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

async function resultsOf(name: string, xml: string): Promise<unknown> {
  const file = join(dir, `${name}.xml`)
  writeFileSync(file, xml)
  const run = await runCli(['junit-results', '--report-formats', 'nunit', file])
  expect(run.code, run.stderr).toBe(0)
  return JSON.parse(run.stdout) as unknown
}

describe('an NUnit header without cases', () => {
  it('NUnit 3: total="many" failed="1" is 0 tests and 1 failure', async () => {
    const results = await resultsOf(
      'run3',
      '<test-run id="1" result="Failed" total="many" failed="1"/>'
    )
    expect(results).toEqual([
      {
        name: 'run3',
        total: 0,
        failures: 1,
        errors: 0,
        skipped: 0,
        duration: 0
      }
    ])
  })

  it('NUnit 2: no total, failures="1" is 0 tests and 1 failure', async () => {
    const results = await resultsOf(
      'run2',
      '<test-results name="x" failures="1"/>'
    )
    expect(results).toMatchObject([{ name: 'run2', total: 0, failures: 1 }])
  })
})
