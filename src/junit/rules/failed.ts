import type { FailedCase } from '../model.js'

/** At most this many failed cases are listed per suite; the rest are counted. */
export const FAILED_CASES_MAX = 100
export const MESSAGE_CHARS = 500
export const TRACE_CHARS = 2000
export const TRACE_LINES = 20

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d
}

/** Cuts at `max` UTF-16 units without leaving half a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const code = text.charCodeAt(max - 1)
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max)
}

/** The text before its `count`-th line feed (all of it when it has fewer). */
function firstLines(text: string, count: number): string {
  let at = -1
  for (let k = 0; k < count; k++) {
    at = text.indexOf('\n', at + 1)
    if (at < 0) return text
  }
  return text.slice(0, at)
}

/**
 * Message and trace of a failed case from the result element's `message`
 * attribute and text. The trace is the first lines of the text; the message
 * is the attribute, else the text's first line.
 */
export function describeFailure(
  messageAttribute: string | undefined,
  text: string
): { message: string; trace: string } {
  let start = 0
  while (start < text.length && isSpace(text.charCodeAt(start))) start++
  const body = start === 0 ? text : text.slice(start)
  const trace = trimEnd(cut(firstLines(body, TRACE_LINES), TRACE_CHARS))
  const message =
    messageAttribute !== undefined && messageAttribute.trim() !== ''
      ? cut(messageAttribute, MESSAGE_CHARS)
      : trimEnd(cut(firstLines(body, 1), MESSAGE_CHARS))
  return { message, trace }
}

function trimEnd(text: string): string {
  let end = text.length
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--
  return end === text.length ? text : text.slice(0, end)
}

/**
 * At most this many failed cases are kept in detail for a whole run, across
 * files and suites: the summary and annotations show fewer, and a report
 * with a million failures must not hold a million traces in memory.
 */
export const FAILED_CASES_PER_RUN = 1000

/** What is left of the run's failed-case details; shared by every suite. */
export interface FailedCaseBudget {
  remaining: number
}

/** Keeps at most FAILED_CASES_MAX failed cases, counting the rest. */
export class FailedCaseList {
  readonly cases: FailedCase[] = []
  omitted = 0

  constructor(private readonly budget: FailedCaseBudget) {}

  /** Whether one more case would be kept (so its text is worth capturing). */
  hasRoom(): boolean {
    return this.cases.length < FAILED_CASES_MAX && this.budget.remaining > 0
  }

  add(failed: () => FailedCase): void {
    if (this.hasRoom()) {
      this.cases.push(failed())
      this.budget.remaining--
    } else {
      this.omitted++
    }
  }
}
