import { WORKFLOW_ANNOTATIONS_DEFAULT } from '../config/index.js'
import type { FailedCase, ParseOutcome, SuiteReport } from '../junit/index.js'
import { plural, printable } from '../text.js'
import { byteLength, bytePrefix, firstLines, shorten } from './markdown.js'

/** What the action entry turns into `::error`/`::warning`/`::notice` commands. */
export interface Annotation {
  level: 'error' | 'warning' | 'notice'
  title: string
  message: string
  file?: string
  startLine?: number
  /**
   * The report the failure was read from, as a repository path: where a
   * check run puts a failure that has no place of its own.
   */
  reportFile?: string
}

export const ANNOTATION_MESSAGE_BYTES = 4_096
const TITLE_CHARS = 200
const TRACE_LINES = 20

/** At most `max` UTF-8 bytes, cut on a character boundary. */
function limitBytes(text: string, max: number): string {
  if (byteLength(text) <= max) return text
  return `${bytePrefix(text, max - 3)}…`
}

/** One line, controls shown as escapes (a title is printed raw by the runner). */
function titleOf(text: string): string {
  return shorten(printable(text.replace(/\s+/g, ' ').trim()), TITLE_CHARS)
}

/** The message, then the first lines of the trace unless they repeat it. */
function messageOf(failed: FailedCase): string {
  const message = failed.message.trim()
  const trace = firstLines(failed.trace, TRACE_LINES, ANNOTATION_MESSAGE_BYTES)
  const parts =
    message !== '' && trace.includes(message) ? [trace] : [message, trace]
  const text = parts.filter((part) => part !== '').join('\n\n')
  const fallback = failed.kind === 'error' ? 'Test errored' : 'Test failed'
  return limitBytes(
    firstLines(text || fallback, Infinity, Infinity),
    ANNOTATION_MESSAGE_BYTES
  )
}

/** A path GitHub can match to the repository: forward slashes, no `./`. */
function repoPath(file: string): string {
  return file
    .trim()
    .replaceAll('\\', '/')
    .replace(/^(\.\/)+/, '')
}

export function caseAnnotation(failed: FailedCase): Annotation {
  const annotation: Annotation = {
    level: 'error',
    title: titleOf(`${failed.suite} › ${failed.name}`),
    message: messageOf(failed)
  }
  const file = failed.file === undefined ? '' : repoPath(failed.file)
  if (file !== '') {
    annotation.file = file
    const line = failed.line
    if (line !== undefined && Number.isSafeInteger(line) && line > 0) {
      annotation.startLine = line
    }
  }
  return annotation
}

/** Failures and errors that the report counts but lists no case for. */
function uncasedFailures(suite: SuiteReport): number {
  const { failures, errors } = suite.result
  return failures + errors - suite.failedCases.length - suite.failedCasesOmitted
}

function suiteAnnotation(suite: SuiteReport, count: number): Annotation {
  const { name, failures, errors } = suite.result
  return {
    level: 'error',
    title: titleOf(name),
    message:
      `The report counts ${plural(failures, 'failure')} and ` +
      `${plural(errors, 'error')} in this suite; ${count} of them come ` +
      'without a test case to show.'
  }
}

/**
 * One error annotation per failed or errored case, in report order, up to
 * `limit`; a suite whose attributes count failures without listing cases
 * gets one annotation for them. `omitted` counts the failed tests left out.
 * `reportPath` turns a report's path as read into a repository path, for
 * `reportFile`.
 */
export function failureAnnotations(
  outcome: ParseOutcome,
  limit = WORKFLOW_ANNOTATIONS_DEFAULT,
  reportPath: (path: string) => string | undefined = () => undefined
): { annotations: Annotation[]; omitted: number } {
  const annotations: Annotation[] = []
  let omitted = 0
  for (const file of outcome.files) {
    const report = reportPath(file.path)
    const push = (annotation: Annotation): void => {
      annotations.push(
        report === undefined
          ? annotation
          : { ...annotation, reportFile: report }
      )
    }
    for (const suite of file.suites) {
      for (const failed of suite.failedCases) {
        if (annotations.length < limit) push(caseAnnotation(failed))
        else omitted += 1
      }
      omitted += suite.failedCasesOmitted
      const uncased = uncasedFailures(suite)
      if (uncased <= 0) continue
      if (annotations.length < limit) push(suiteAnnotation(suite, uncased))
      else omitted += uncased
    }
  }
  return { annotations, omitted }
}
