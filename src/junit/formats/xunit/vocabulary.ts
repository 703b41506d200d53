/** The xUnit.net (v1, v2, v3) elements the reader wants. */
import { Vocabulary } from '../../xml/index.js'

/** `assembly`, in this order (also as a root). */
export const ASSEMBLY_ATTRIBUTES = [
  'name',
  'total',
  'passed',
  'failed',
  'skipped',
  'errors',
  'run-date',
  'run-time',
  'start-rtf',
  'test-framework'
]
export const A_NAME = 0
export const A_TOTAL = 1
export const A_FAILED = 3
export const A_SKIPPED = 4
export const A_ERRORS = 5
export const A_RUN_DATE = 6
export const A_RUN_TIME = 7
export const A_START_RTF = 8
/** F1: an `assembly` root is xUnit.net's with one of these. */
export const XUNIT_MARKERS: readonly number[] = [1, 2, 3, 6, 9]

export const K_ASSEMBLY = 1
export const K_COLLECTION = 2
export const K_CLASS = 3
export const K_TEST = 4
export const K_FAILURE = 5
export const K_MESSAGE = 6
export const K_STACK = 7
export const K_ERRORS = 8
export const K_ERROR = 9

export const T_NAME = 0
export const T_TYPE = 1
export const T_RESULT = 2
export const T_TIME = 3

export const XUNIT_VOCABULARY = new Vocabulary([
  { name: 'assembly', attributes: ASSEMBLY_ATTRIBUTES },
  { name: 'collection', attributes: ['name'] },
  { name: 'class', attributes: ['name'] },
  { name: 'test', attributes: ['name', 'type', 'result', 'time'] },
  { name: 'failure', attributes: [] },
  { name: 'message', attributes: [] },
  { name: 'stack-trace', attributes: [] },
  { name: 'errors', attributes: [] },
  { name: 'error', attributes: ['type', 'name'] }
])
