import type { FailedCase } from './model.js'

/** At most this many failed cases are listed per suite; the rest are counted. */
export const FAILED_CASES_MAX = 100
export const MESSAGE_CHARS = 500
export const TRACE_CHARS = 2000
export const TRACE_LINES = 20

const LEADING_SPACE = /^[ \t\r\n]+/
const TRAILING_SPACE = /[ \t\r\n]+$/

/** Cuts at `max` UTF-16 units without leaving half a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const code = text.charCodeAt(max - 1)
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max)
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
  const body = text.replace(LEADING_SPACE, '')
  const lines = body.split('\n', TRACE_LINES)
  const trace = cut(lines.join('\n'), TRACE_CHARS).replace(TRAILING_SPACE, '')
  const message =
    messageAttribute !== undefined && messageAttribute.trim() !== ''
      ? cut(messageAttribute, MESSAGE_CHARS)
      : cut(lines[0] ?? '', MESSAGE_CHARS).replace(TRAILING_SPACE, '')
  return { message, trace }
}

/** Keeps at most FAILED_CASES_MAX failed cases, counting the rest. */
export class FailedCaseList {
  readonly cases: FailedCase[] = []
  omitted = 0

  /** Whether one more case would be kept (so its text is worth capturing). */
  hasRoom(): boolean {
    return this.cases.length < FAILED_CASES_MAX
  }

  add(failed: () => FailedCase): void {
    if (this.hasRoom()) this.cases.push(failed())
    else this.omitted++
  }
}
