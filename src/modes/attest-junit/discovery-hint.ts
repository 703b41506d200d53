/**
 * A hint added when no report was found: report paths written as one
 * comma-separated list (`a.xml,b.xml`, the habit of other tools), which
 * is one pattern with a comma in it and matches nothing.
 */
import { NoReportsError } from '../../errors.js'

function commaLists(patterns: readonly string[]): string[] {
  return patterns.filter(
    (p) => p.split(',').filter((part) => part.trim() !== '').length > 1
  )
}

export function withCommaHint(
  error: NoReportsError,
  patterns: readonly string[]
): NoReportsError {
  const [first] = commaLists(patterns)
  if (first === undefined) return error
  const parts = first.split(',').map((part) => part.trim())
  return new NoReportsError(
    `${error.message}\nHint: '${first}' is one pattern with commas in it, not a list. Give one pattern per line (report-paths: | then ${parts.join(', ')} on lines of their own), or on the command line each as its own argument or --report-paths: ${parts.map((p) => `'${p}'`).join(' ')}`,
    { cause: error }
  )
}
