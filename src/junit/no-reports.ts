/**
 * The message of a run whose reports gave no suite: what each pattern
 * matched, what became of the files read, and why.
 */
import { plural } from '../text.js'
import type { Discovery } from './discover.js'
import type { FileReport, Note, ParseOutcome } from './model.js'

const LISTED_NOTES = 10

/** Why files gave nothing: the skip notices and failure warnings, capped. */
function fileNoteLines(notes: readonly Note[]): string[] {
  const lines = notes
    .filter((note) => note.suite === undefined)
    .map((note) => `  ${note.file}: ${note.message}`)
  if (lines.length <= LISTED_NOTES) return lines
  const more = lines.length - LISTED_NOTES
  return [
    ...lines.slice(0, LISTED_NOTES),
    `  ...and ${plural(more, 'more file')}`
  ]
}

export function noReportsMessage(
  discovery: Discovery,
  outcome: Omit<ParseOutcome, 'results'>,
  cwd: string
): string {
  const { files, notes } = outcome
  const lines = discovery.perPattern.map(({ pattern, matched }) =>
    pattern.startsWith('!')
      ? `  '${pattern}' excluded ${plural(matched, 'file')}`
      : `  '${pattern}' matched ${plural(matched, 'file')}`
  )
  if (lines.length === 0) lines.push('  (no pattern given)')
  const count = (status: FileReport['status']): number =>
    files.filter((file) => file.status === status).length
  const read = files.length
  return [
    'No JUnit test suite found in the report files.',
    ...lines,
    `Of ${plural(read, 'file')} read: ${count('skipped')} skipped (not JUnit), ${count('failed')} failed (not well-formed), ${count('parsed')} parsed with no suite.`,
    ...fileNoteLines(notes),
    `Patterns are relative to ${cwd}; check them, and that the tests wrote their reports before this step.`
  ].join('\n')
}
