import type { FailedCase, FileReport } from '../junit/index.js'
import { plural } from '../text.js'
import { fitItems } from './budget.js'
import { byteLength, codeBlock, firstLines, text } from './markdown.js'
import { sourceLocation, type SourceBase } from './source-link.js'

/** How much of each trace: less when there are many cases to show. */
const FEW_CASES = 50
const TRACE_FEW = { lines: 30, chars: 3_000 }
const TRACE_MANY = { lines: 10, chars: 1_000 }
const MESSAGE_CHARS = 2_000
const HEADLINE_MESSAGE_CHARS = 200

/** How a case is shown: its trace's size, and where its file links to. */
interface CaseView {
  trace: { lines: number; chars: number }
  source?: SourceBase
}

/**
 * The message's first meaningful line: not blank, and not an introduction
 * that ends with a colon when a line follows it (MSTest's `Test method …
 * threw exception:` comes before the exception itself).
 */
export function headlineOf(message: string): string {
  const lines = message
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const meaningful = lines.find(
    (line, i) => !line.endsWith(':') || i === lines.length - 1
  )
  return meaningful ?? ''
}

/** One case: a one-line `<summary>`, details and trace folded below it. */
export function renderFailedCase(
  failed: FailedCase,
  view: CaseView = { trace: TRACE_FEW }
): string {
  const traceSize = view.trace
  const icon = failed.kind === 'error' ? '⛔' : '❌'
  const headline = text(headlineOf(failed.message), HEADLINE_MESSAGE_CHARS)
  const facts = [
    `**${failed.kind === 'error' ? 'Error' : 'Failure'}**`,
    failed.classname ? `class ${text(failed.classname)}` : '',
    sourceLocation(failed, view.source)
  ].filter((fact) => fact !== '')
  const trace = firstLines(failed.trace, traceSize.lines, traceSize.chars)
  const message = text(failed.message, MESSAGE_CHARS)
  const body = [
    facts.join(' · '),
    // The headline already shows a short one-line message.
    message === headline ? '' : message,
    trace === '' ? '' : codeBlock(trace)
  ].filter((part) => part !== '')
  return [
    `<details><summary>${icon} <b>${text(failed.suite)} › ${text(failed.name)}</b>` +
      `${headline === '' ? '' : `: ${headline}`}</summary>`,
    '',
    ...body.flatMap((part) => [part, '']),
    '</details>'
  ].join('\n')
}

function* allFailedCases(files: readonly FileReport[]): Generator<FailedCase> {
  for (const file of files) {
    for (const suite of file.suites) yield* suite.failedCases
  }
}

function counts(files: readonly FileReport[]): {
  listed: number
  unlisted: number
  failing: number
} {
  let listed = 0
  let unlisted = 0
  let failing = 0
  for (const file of files) {
    for (const suite of file.suites) {
      listed += suite.failedCases.length
      unlisted += suite.failedCasesOmitted
      failing += suite.result.failures + suite.result.errors
    }
  }
  return { listed, unlisted, failing }
}

export interface SectionOptions {
  maxCases?: number
  /** Where the cases' files link to; plain paths without it. */
  source?: SourceBase
}

/**
 * `### Failed cases`, within `budget` bytes and at most `maxCases` cases;
 * empty when nothing failed.
 */
export function failedCasesSection(
  files: readonly FileReport[],
  budget: number,
  options: SectionOptions = {}
): string {
  const { maxCases, source } = options
  const { listed, unlisted, failing } = counts(files)
  if (failing === 0 && listed === 0) return ''
  const heading = '### Failed cases'
  const withoutCases = failing - listed - unlisted
  const footer =
    withoutCases > 0
      ? `${plural(withoutCases, 'more failure or error', 'more failures or errors')} ` +
        'counted from suite attributes, without test cases to show.'
      : ''
  const cases = fitItems(
    (function* () {
      const trace = listed > FEW_CASES ? TRACE_MANY : TRACE_FEW
      const view = { trace, ...(source !== undefined && { source }) }
      for (const failed of allFailedCases(files)) {
        yield renderFailedCase(failed, view)
      }
    })(),
    {
      // Cases the parser did not keep are never yielded: they always land
      // in the "more" line.
      total: listed + unlisted,
      budget: budget - byteLength(heading + footer) - 4,
      ...(maxCases !== undefined && { maxItems: maxCases }),
      separator: '\n\n',
      more: (left) => `… and ${plural(left, 'more failed case')} not shown.`
    }
  )
  return [heading, cases.text, footer]
    .filter((part) => part !== '')
    .join('\n\n')
}
