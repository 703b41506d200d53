/** The NUnit 2 and 3 elements the reader wants, and their attributes. */
import { Vocabulary } from '../../xml/index.js'

/** `test-suite` (and a `test-suite` root), in this order. */
export const NUNIT_SUITE_ATTRIBUTES = [
  'type',
  'name',
  'fullname',
  'result',
  'executed',
  'success',
  'time',
  'duration',
  'start-time',
  'runstate',
  'total',
  'testcasecount',
  'failed',
  'skipped',
  'inconclusive'
]
export const S_TYPE = 0
export const S_NAME = 1
export const S_FULLNAME = 2
export const S_RESULT = 3
export const S_EXECUTED = 4
export const S_SUCCESS = 5
export const S_TIME = 6
export const S_DURATION = 7
export const S_START = 8
export const S_RUNSTATE = 9
export const S_TOTAL = 10
export const S_CASECOUNT = 11
export const S_FAILED = 12
export const S_SKIPPED = 13
export const S_INCONCLUSIVE = 14

/** NUnit 3's `test-run` root. */
export const NUNIT3_RUN_ATTRIBUTES = [
  'name',
  'fullname',
  'result',
  'start-time',
  'duration',
  'total',
  'testcasecount',
  'failed',
  'skipped',
  'inconclusive'
]
export const RUN_NAME = 0
export const RUN_RESULT = 2
export const RUN_START = 3
export const RUN_TOTAL = 5
export const RUN_CASECOUNT = 6
export const RUN_FAILED = 7
export const RUN_SKIPPED = 8
export const RUN_INCONCLUSIVE = 9

/** NUnit 2's `test-results` root. */
export const NUNIT2_RESULTS_ATTRIBUTES = [
  'name',
  'total',
  'errors',
  'failures',
  'not-run',
  'date',
  'time'
]
export const RES_NAME = 0
export const RES_TOTAL = 1
export const RES_ERRORS = 2
export const RES_FAILURES = 3
export const RES_NOT_RUN = 4
export const RES_DATE = 5
export const RES_TIME = 6

export const K_SUITE = 1
export const K_CASE = 2
export const K_FAILURE = 3
export const K_MESSAGE = 4
export const K_STACK = 5

export const C_NAME = 0
export const C_FULLNAME = 1
export const C_RESULT = 2
export const C_LABEL = 3
export const C_EXECUTED = 4
export const C_SUCCESS = 5
export const C_TIME = 6
export const C_DURATION = 7

export const NUNIT_VOCABULARY = new Vocabulary([
  { name: 'test-suite', attributes: NUNIT_SUITE_ATTRIBUTES },
  {
    name: 'test-case',
    attributes: [
      'name',
      'fullname',
      'result',
      'label',
      'executed',
      'success',
      'time',
      'duration'
    ]
  },
  { name: 'failure', attributes: [] },
  { name: 'message', attributes: [] },
  { name: 'stack-trace', attributes: [] }
])
