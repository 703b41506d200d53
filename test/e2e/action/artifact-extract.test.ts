/**
 * What extracting an artifact's zip leaves and says, through the built
 * action on a workflow_run event (GitHub stand-in, loopback blob storage):
 * entries that share or overlap their bytes are refused before anything is
 * written; a refused extraction leaves none of its files; a name this
 * runner cannot write is a local write failure naming the path, not
 * GitHub's. Dry runs: the refusal comes before the mode.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  makeZip,
  sharedEntryZip,
  type ZipEntry
} from '../../support/github/zip.js'
import { failureMessage, type ActionRun } from '../support/run.js'
import { useTriggeringRuns } from '../support/triggering-run.js'

const REPORT = '<testsuite name="s" tests="1"><testcase name="t"/></testsuite>'

const runs = useTriggeringRuns(9800)

function attest(zip: Buffer | readonly ZipEntry[]): Promise<ActionRun> {
  const run = runs.nextRun()
  runs.github.state.addArtifact(run, 'junit-reports', zip)
  return runs.attest(run, 'junit-reports')
}

/** The files the step left below its temporary folder, relative. */
function filesLeft(run: ActionRun): string[] {
  return readdirSync(run.runnerTemp, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((e) => join(e.parentPath, e.name).slice(run.runnerTemp.length + 1))
    .filter((path) => !path.startsWith('kosli-summary-'))
}

describe('extracting an artifact', () => {
  it('three names sharing one local entry: refused before any file is written', async () => {
    const run = await attest(
      sharedEntryZip(REPORT, ['a.xml', 'b.xml', 'c.xml'])
    )
    expect(run.code, run.stdout + run.stderr).toBe(1)
    expect(failureMessage(run)).toContain(
      'entry "b.xml" shares its local entry (byte 0) with entry "a.xml"; each entry must have bytes of its own'
    )
    expect(filesLeft(run)).toEqual([])
  })

  it('a zip refused at its second entry leaves none of the files it wrote', async () => {
    const run = await attest([
      { path: 'good.xml', content: REPORT },
      { path: 'bad.xml', content: REPORT, crc: 1 }
    ])
    expect(run.code).toBe(1)
    expect(failureMessage(run)).toContain('"bad.xml" fails its CRC-32 check')
    expect(filesLeft(run)).toEqual([])
  })

  it('a name too long for the file system is a local write failure naming the path, not GitHub', async () => {
    const long = `${'n'.repeat(300)}.xml`
    const run = await attest(makeZip([{ path: long, content: REPORT }]))
    expect(run.code).toBe(1)
    const failure = failureMessage(run) ?? ''
    expect(failure).toMatch(
      new RegExp(
        `could not write entry "n{200}…" to \\S+/kosli-artifacts-\\w+/junit-reports/${long.replace('.', '\\.')} on this runner: ENAMETOOLONG: name too long \\(`
      )
    )
    expect(failure).toContain('a local write failure')
    expect(failure).not.toContain('GitHub could not be reached')
    expect(filesLeft(run)).toEqual([])
  })
})
