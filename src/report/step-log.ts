/**
 * What a run prints about its tests, the same in the step log and on the
 * command line: one line with the totals and the verdict, then a line per
 * failed case with where it failed.
 */
import type { FileReport, SuiteReport } from '../junit/index.js'
import { printable } from '../text.js'
import { shorten } from './markdown.js'
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
function failedLine(title: string, file?: string, line?: number): string {
  const at = line === undefined ? '' : `:${line}`
  const where = file === undefined ? '' : ` (${file}${at})`
  return printable(`FAILED ${title}${where}`)
}

/** The FAILED lines of the first `listed` error annotations. */
export function failedLines(
  annotations: readonly Annotation[],
  listed = LISTED_FAILURES
): string[] {
  const failed = annotations.filter((a) => a.level === 'error')
  const lines = failed
    .slice(0, listed)
    .map((a) => failedLine(a.title, a.file, a.startLine))
  if (failed.length > listed) {
    lines.push(`... and ${failed.length - listed} more`)
  }
  return lines
}

const oneLine = (text: string): string =>
  shorten(text.replace(/\s+/g, ' ').trim(), 200)

/** A suite's failures counted in its attributes, without a test case. */
function uncased(suite: SuiteReport): number {
  const { failures, errors } = suite.result
  return failures + errors - suite.failedCases.length - suite.failedCasesOmitted
}

/**
 * The FAILED lines of the first `listed` failed cases of the reports,
 * whatever max-annotations and a check run do with the annotations; the
 * `more` line counts every failure and error the reports count.
 */
export function failedCaseLines(
  files: readonly FileReport[],
  listed = LISTED_FAILURES
): string[] {
  const lines: string[] = []
  let failing = 0
  let shown = 0
  for (const suite of files.flatMap((file) => file.suites)) {
    failing += suite.result.failures + suite.result.errors
    for (const failed of suite.failedCases) {
      if (lines.length === listed) break
      const title = oneLine(`${failed.suite} › ${failed.name}`)
      lines.push(failedLine(title, failed.file, failed.line))
      shown += 1
    }
    const count = uncased(suite)
    if (count > 0 && lines.length < listed) {
      lines.push(
        failedLine(
          `${oneLine(suite.result.name)} (${count} without a test case)`
        )
      )
      shown += count
    }
  }
  if (failing > shown) lines.push(`... and ${failing - shown} more`)
  return lines
}

/** The step log's lines about the tests; none for a mode without tests. */
export function stepLogLines(result: StepResult): string[] {
  const { outputs } = result
  if (outputs.verdict === undefined || outputs.tests === undefined) return []
  const checkRun = outputs['check-run-url']
  return [
    totalsLine(result.outputs),
    ...(result.failedLines ?? failedLines(result.annotations)),
    ...(checkRun === undefined ? [] : [printable(`Check run: ${checkRun}`)])
  ]
}
