/** Attribute values the readers share: seconds and header counts. */
import { parseCount, parseDuration } from '../../rules/index.js'
import type { SuiteRow, SuiteTable } from './table.js'

/**
 * A time in seconds (docs/counting.md, N3: decimal commas, thousands
 * separators) as whole microseconds; undefined when absent. Unreadable or
 * negative: 0, with a warning on the suite.
 */
export function secondsMicros(
  text: string | undefined,
  row: SuiteRow,
  table: SuiteTable
): number | undefined {
  if (text === undefined || text.trim() === '') return undefined
  const parsed = parseDuration(text)
  if ('micros' in parsed) return parsed.micros
  table.problem(row, `time ${parsed.error}; counted as 0`)
  return 0
}

/** A header count; absent or unreadable: undefined. */
export function countOf(text: string | undefined): number | undefined {
  return text === undefined ? undefined : parseCount(text)
}
