/**
 * The notices about roots that were not read: a format that is recognised
 * but not enabled (with the value that would read it), a near miss (F2),
 * or an element that is no report's root (F1).
 */
import type { Note } from '../model.js'
import { noSuiteNote } from '../rules/index.js'
import type { DispatchedFile, SkippedRoot } from './dispatch.js'
import { ROOT_NAMES, type ReportFamily } from './recognise.js'

/** Which roots each family reads, for the "not a report" notice. */
const ROOTS_OF: Readonly<Record<ReportFamily, readonly string[]>> = {
  junit: ['testsuites', 'testsuite'],
  trx: ['TestRun'],
  nunit: ['test-run', 'test-results', 'test-suite'],
  xunit: ['assemblies', 'assembly']
}

function expected(families: ReadonlySet<ReportFamily>): string {
  return ROOT_NAMES.filter((name) =>
    [...families].some((family) => ROOTS_OF[family].includes(name))
  )
    .map((name) => `<${name}>`)
    .join(', ')
}

/** Why a root was not read, without the "skipped:" lead. */
function reason(
  root: SkippedRoot,
  families: ReadonlySet<ReportFamily>
): string {
  const { recognition } = root
  if (recognition !== undefined && 'family' in recognition) {
    return `${recognition.label}; add \`${recognition.family}\` to report-formats (CLI: --report-formats) to read it`
  }
  if (recognition !== undefined) return recognition.notReport
  return families.size === 1 && families.has('junit')
    ? `not <testsuites> or <testsuite>`
    : `not the root of a report format that report-formats reads (${expected(families)})`
}

function skippedFile(
  file: DispatchedFile,
  families: ReadonlySet<ReportFamily>
): string {
  const first =
    file.skipped.find((root) => root.recognition !== undefined) ??
    file.skipped[0]
  if (first?.recognition !== undefined) {
    return `skipped: ${reason(first, families)}`
  }
  const roots = file.roots.map((root) => `<${root}>`).join(', ') || 'none'
  return families.size === 1 && families.has('junit')
    ? `skipped: not a JUnit report (root element ${roots}, expected <testsuites> or <testsuite>)`
    : `skipped: not a test report (root element ${roots}; report-formats reads ${expected(families)})`
}

/** The file's notes about its roots; `skipped`: no root was read. */
export function skipNotes(
  file: DispatchedFile,
  fileName: string,
  families: ReadonlySet<ReportFamily>
): { skipped: boolean; notes: Note[] } {
  const note = (message: string): Note => ({
    level: 'notice',
    file: fileName,
    message
  })
  if (file.formats.length === 0) {
    return { skipped: true, notes: [note(skippedFile(file, families))] }
  }
  const notes: Note[] = []
  if (file.junit !== undefined && file.junitSuites === 0) {
    notes.push(noSuiteNote(fileName, file.roots, file.junit.rootChildren))
  }
  for (const root of file.skipped) {
    notes.push(
      note(`root element <${root.name}> ignored: ${reason(root, families)}`)
    )
  }
  return { skipped: false, notes }
}
