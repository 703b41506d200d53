/**
 * What a run prints about its tests, the same in the step log and on the
 * command line: one line with the totals and the verdict, then a line per
 * failed case with where it failed.
 */
import { printable } from '../text.js'
import type { StepResult } from './step-result.js'
import type { Annotation } from './annotations.js'

/** `unit-tests: 11 tests, 2 failed, 0 errored, 1 skipped: failed` */
export function totalsLine(outputs: Readonly<Record<string, string>>): string {
  const verdict = outputs.verdict ?? ''
  return printable(
    `${outputs['attestation-name'] ?? ''}: ${outputs.tests ?? 0} tests, ${outputs.failures ?? 0} failed, ${outputs.errors ?? 0} errored, ${outputs.skipped ?? 0} skipped: ${verdict}`
  )
}

/** Failed cases listed in a log before `… and N more`. */
export const LISTED_FAILURES = 20

/** `FAILED suite › name (path/File.java:58)`, escaped for a log. */
export function failedLines(
  annotations: readonly Annotation[],
  listed = LISTED_FAILURES
): string[] {
  const failed = annotations.filter((a) => a.level === 'error')
  const lines = failed.slice(0, listed).map((a) => {
    const line = a.startLine === undefined ? '' : `:${a.startLine}`
    const where = a.file === undefined ? '' : ` (${a.file}${line})`
    return printable(`FAILED ${a.title}${where}`)
  })
  if (failed.length > listed) {
    lines.push(`... and ${failed.length - listed} more`)
  }
  return lines
}

/** The step log's lines about the tests; none for a mode without tests. */
export function stepLogLines(result: StepResult): string[] {
  const { outputs } = result
  if (outputs.verdict === undefined || outputs.tests === undefined) return []
  return [totalsLine(result.outputs), ...failedLines(result.annotations)]
}
