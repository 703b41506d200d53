/** TRX outcomes (T4) under "never greener", and the run's outcome (T7). */
import {
  ERRORED,
  FAILED,
  PASSED,
  SKIPPED,
  type Status
} from '../../rules/index.js'

const STATUS: ReadonlyMap<string, Status> = new Map([
  ['passed', PASSED],
  ['completed', PASSED],
  ['passedbutrunaborted', PASSED],
  ['warning', PASSED],
  ['failed', FAILED],
  ['timeout', FAILED],
  ['error', ERRORED],
  ['aborted', ERRORED],
  ['disconnected', ERRORED],
  ['notrunnable', ERRORED],
  ['inprogress', ERRORED],
  ['pending', ERRORED],
  ['notexecuted', SKIPPED],
  ['inconclusive', SKIPPED]
])

/** As written by Visual Studio and VSTest: found without a new string. */
const AS_WRITTEN: ReadonlyMap<string, string> = new Map(
  [...STATUS.keys()].map((word) => [
    (
      {
        passedbutrunaborted: 'PassedButRunAborted',
        notrunnable: 'NotRunnable',
        inprogress: 'InProgress',
        notexecuted: 'NotExecuted'
      } as Record<string, string>
    )[word] ?? word.charAt(0).toUpperCase() + word.slice(1),
    word
  ])
)

/** The trimmed, lower-case outcome word (F6); the usual spelling costs no string. */
export function trxWord(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  return AS_WRITTEN.get(value) ?? value.trim().toLowerCase()
}

/** A trimmed, lower-case outcome's status; undefined: unknown (F6). */
export function trxStatus(word: string): Status | undefined {
  return STATUS.get(word)
}

/** The outcomes Counters sum as failing (T7's header check). */
export const FAILING_WORDS: ReadonlySet<string> = new Set([
  'failed',
  'error',
  'timeout',
  'aborted',
  'notrunnable',
  'disconnected'
])

/** Run outcomes that add one errored test when no test failed (T7). */
export const ABORTED_RUN: ReadonlySet<string> = new Set([
  'error',
  'timeout',
  'aborted',
  'disconnected',
  'passedbutrunaborted',
  'inprogress',
  'pending'
])
