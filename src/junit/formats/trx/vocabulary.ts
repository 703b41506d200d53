/**
 * The TRX elements the reader wants. Result and definition elements come
 * in many kinds (`UnitTestResult`, `WebTestResult`, `OrderedTest`...), so
 * they are matched by the end of their name (T1, T2).
 */
import { Vocabulary } from '../../xml/index.js'

export const K_RESULTS = 1
export const K_RESULT = 2
export const K_INNER = 3
export const K_OUTPUT = 4
export const K_ERROR_INFO = 5
export const K_MESSAGE = 6
export const K_STACK = 7
export const K_DEFINITIONS = 8
export const K_DEFINITION = 9
export const K_METHOD = 10
export const K_SUMMARY = 11
export const K_COUNTERS = 12
export const K_TIMES = 13
export const K_RUN_INFOS = 14
export const K_RUN_INFO = 15
export const K_TEXT = 16

export const R_TEST_ID = 0
export const R_TEST_NAME = 1
export const R_OUTCOME = 2
export const R_DURATION = 3
export const R_START = 4
export const R_END = 5

/** ResultSummary/Counters, in this order. */
export const COUNTERS = [
  'total',
  'failed',
  'error',
  'timeout',
  'aborted',
  'notRunnable',
  'disconnected',
  'inProgress',
  'pending',
  'notExecuted',
  'inconclusive'
] as const

/** A test of whether a name ends in `suffix`, on the scanner's bytes. */
function endsWith(suffix: string) {
  const bytes = Buffer.from(suffix)
  return (data: Uint8Array, start: number, end: number): boolean => {
    const from = end - bytes.length
    if (from < start) return false
    for (let k = 0; k < bytes.length; k++) {
      if (data[from + k] !== bytes[k]) return false
    }
    return true
  }
}

const isResult = endsWith('TestResult')
const isAggregation = endsWith('TestResultAggregation')
const isDefinition = endsWith('Test')

class TrxVocabulary extends Vocabulary {
  override classify(data: Uint8Array, start: number, end: number): number {
    const kind = super.classify(data, start, end)
    if (kind !== 0) return kind
    if (isResult(data, start, end) || isAggregation(data, start, end))
      return K_RESULT
    return isDefinition(data, start, end) ? K_DEFINITION : 0
  }
}

export const TRX_VOCABULARY = new TrxVocabulary([
  { name: 'Results', attributes: [] },
  {
    name: 'UnitTestResult',
    attributes: [
      'testId',
      'testName',
      'outcome',
      'duration',
      'startTime',
      'endTime'
    ]
  },
  { name: 'InnerResults', attributes: [] },
  { name: 'Output', attributes: [] },
  { name: 'ErrorInfo', attributes: [] },
  { name: 'Message', attributes: [] },
  { name: 'StackTrace', attributes: [] },
  { name: 'TestDefinitions', attributes: [] },
  { name: 'UnitTest', attributes: ['id'] },
  { name: 'TestMethod', attributes: ['className'] },
  { name: 'ResultSummary', attributes: ['outcome'] },
  { name: 'Counters', attributes: COUNTERS },
  { name: 'Times', attributes: ['start', 'creation'] },
  { name: 'RunInfos', attributes: [] },
  { name: 'RunInfo', attributes: [] },
  { name: 'Text', attributes: [] }
])
