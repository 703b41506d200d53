/** Reads one report of any format from text or bytes, as the action does. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import {
  parseReportFile,
  type FileParse,
  type JUnitResult,
  type ReportFamily
} from '../../../../src/junit/index.js'

const ALL: ReadonlySet<ReportFamily> = new Set([
  'junit',
  'trx',
  'nunit',
  'xunit'
])

let dir: string | undefined
afterAll(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
})

export function readReport(
  content: string | Uint8Array,
  name = 'report.xml',
  families: ReadonlySet<ReportFamily> = ALL
): FileParse {
  dir ??= mkdtempSync(path.join(tmpdir(), 'formats-'))
  const file = path.join(dir, name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
  return parseReportFile(file, name, { families })
}

export function results(parse: FileParse): JUnitResult[] {
  return parse.report.suites.map((suite) => suite.result)
}

/** The counts of each suite, without duration and timestamp. */
export function counts(parse: FileParse) {
  return results(parse).map(({ name, total, failures, errors, skipped }) => ({
    name,
    total,
    failures,
    errors,
    skipped
  }))
}

export function messages(parse: FileParse): string[] {
  return parse.notes.map((note) => `${note.level}: ${note.message}`)
}
