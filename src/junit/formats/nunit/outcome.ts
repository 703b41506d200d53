/** NUnit outcomes under "never greener" (N4, N5, N6). */
import {
  ERRORED,
  FAILED,
  PASSED,
  SKIPPED,
  type Status
} from '../../rules/index.js'
import { outcomeWord } from '../common/names.js'

/** A case's status, and whether it passed with a warning. */
export interface CaseOutcome {
  status: Status
  warning: boolean
  /** Set when the outcome is unknown or missing (F6): the warning's text. */
  unknown?: string
}

const ERROR_LABELS = new Set(['error', 'cancelled', 'invalid'])

/** N4: NUnit 3's `result` and `label`. */
export function nunit3Outcome(
  result: string | undefined,
  label: string | undefined
): CaseOutcome {
  switch (outcomeWord(result)) {
    case 'passed':
      return { status: PASSED, warning: false }
    case 'warning':
      return { status: PASSED, warning: true }
    case 'failed':
      return {
        status: ERROR_LABELS.has(outcomeWord(label) ?? '') ? ERRORED : FAILED,
        warning: false
      }
    case 'skipped':
    case 'inconclusive':
      return { status: SKIPPED, warning: false }
    default:
      return unknown(result)
  }
}

const NUNIT2: ReadonlyMap<string, Status> = new Map([
  ['success', PASSED],
  ['failure', FAILED],
  ['error', ERRORED],
  ['cancelled', ERRORED],
  ['notrunnable', ERRORED],
  ['ignored', SKIPPED],
  ['skipped', SKIPPED],
  ['inconclusive', SKIPPED]
])

/** N5: NUnit 2's `result`, else (2.2/2.4) `executed` and `success`. */
export function nunit2Outcome(
  result: string | undefined,
  executed: string | undefined,
  success: string | undefined
): CaseOutcome {
  if (result !== undefined) {
    const status = NUNIT2.get(outcomeWord(result) ?? '')
    return status === undefined ? unknown(result) : { status, warning: false }
  }
  if (outcomeWord(executed) === 'false')
    return { status: SKIPPED, warning: false }
  const succeeded = outcomeWord(success)
  if (succeeded === 'false') return { status: FAILED, warning: false }
  if (succeeded === 'true') return { status: PASSED, warning: false }
  return unknown(success, 'success')
}

/** F6's warning quotes the value that decided, `success` for NUnit 2.2/2.4. */
function unknown(value: string | undefined, name = 'result'): CaseOutcome {
  const what =
    value === undefined
      ? 'no result'
      : `${name} ${JSON.stringify(value.trim())}`
  return {
    status: ERRORED,
    warning: false,
    unknown: `a test-case with ${what} counts as an error (F6)`
  }
}

const SUITE_FAILED_2 = new Set(['failure', 'error', 'cancelled', 'notrunnable'])

/** N6: whether a suite's own result says it failed. */
export function suiteFailed(
  version: 2 | 3,
  result: string | undefined,
  success: string | undefined
): boolean {
  const word = outcomeWord(result)
  // Unity writes the root's result as NUnit's ResultState text,
  // `Failed:Cancelled` or `Failed(Child)`: still Failed, with a label or site.
  if (version === 3) return word?.split(/[:(]/, 1)[0]?.trimEnd() === 'failed'
  if (word !== undefined) return SUITE_FAILED_2.has(word)
  return outcomeWord(success) === 'false'
}
