/** TRX outcomes (T4) under "never greener", and the run's outcome (T7). */
import {
  ERRORED,
  FAILED,
  PASSED,
  SKIPPED,
  type Status
} from '../../rules/index.js'
import { Vocabulary, type AttributeValues } from '../../xml/index.js'
import { outcomeWord } from '../common/names.js'

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

/** How Visual Studio and VSTest write a lower-case outcome word. */
function asWritten(word: string): string {
  const camel: Record<string, string> = {
    passedbutrunaborted: 'PassedButRunAborted',
    notrunnable: 'NotRunnable',
    inprogress: 'InProgress',
    notexecuted: 'NotExecuted'
  }
  return camel[word] ?? word.charAt(0).toUpperCase() + word.slice(1)
}

const WORDS = [...STATUS.keys()]
/** The usual spellings, matched as bytes: an outcome costs no string. */
const WRITTEN = new Vocabulary(
  WORDS.map((word) => ({ name: asWritten(word), attributes: [] }))
)

/**
 * The outcome in wanted attribute `index` of `values`: its trimmed,
 * lower-case word (F6), undefined when missing. The usual spellings are
 * found without a new string.
 */
export function trxWord(
  values: AttributeValues,
  index: number
): string | undefined {
  if (!values.has(index)) return undefined
  const { data } = values.bytes
  const kind = WRITTEN.classify(data, values.start(index), values.end(index))
  return kind > 0 ? WORDS[kind - 1] : outcomeWord(values.text(index))
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
