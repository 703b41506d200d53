/**
 * Reports that are not well-formed, all of them at once: strict mode still
 * reads every file, so the user fixes every bad one in one go, and the
 * caller can show what the good ones held although nothing is recorded.
 */
import { ParseError } from '../errors.js'
import { printable } from '../text.js'
import { EncodingError } from './decode/index.js'
import type { ParseOutcome } from './model.js'
import { DtdRefusedError } from './xml/index.js'

/** `not well-formed XML at line L, column C: reason`, or why else. */
export function malformedText(error: ParseError): string {
  const what =
    error.cause instanceof EncodingError
      ? 'not readable as text'
      : error.cause instanceof DtdRefusedError
        ? 'refused'
        : 'not well-formed XML'
  return `${what} at line ${error.line}, column ${error.column}: ${error.reason}`
}

/** How to go on despite such files: said once, whatever their number. */
export const STRICT_HINT =
  'set strict: false (CLI: --no-strict) to skip such files with a warning and record the rest'

function malformedMessage(malformed: readonly ParseError[]): string {
  const many = malformed.length > 1
  return [
    ...malformed.map((error) =>
      printable(`${error.path}: ${malformedText(error)}`)
    ),
    `${many ? `These ${malformed.length} reports fail` : 'This report fails'} the run (strict, the default): fix ${many ? 'them' : 'it'}, or ${STRICT_HINT}.`
  ].join('\n')
}

/**
 * Strict mode's refusal: every malformed file, and what the others held.
 * A ParseError of the first file, so callers that know only one still work.
 */
export class MalformedReportsError extends ParseError {
  override name = 'MalformedReportsError'

  constructor(
    readonly malformed: readonly [ParseError, ...ParseError[]],
    /** The files read, the malformed ones marked failed; not recorded. */
    readonly found: ParseOutcome
  ) {
    const [first] = malformed
    super(first, first.reason, { cause: first })
    this.message = malformedMessage(malformed)
  }
}
