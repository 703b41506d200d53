/**
 * The rules layer: the counting rules of docs/counting.md applied to what
 * the XML layer reports, one SuiteReport per top-level suite.
 */
export {
  SuiteRules,
  type TextCapturer,
  type SuiteParserOptions
} from './parse.js'
export {
  createSuiteParser,
  type ParsedDocument,
  type SuiteParser
} from './parser.js'
export { isJunitRoot, noSuiteNote } from './roots.js'
export { ERRORED, FAILED, PASSED, SKIPPED, type Status } from './case.js'
export {
  FAILED_CASES_MAX,
  FAILED_CASES_PER_RUN,
  TRACE_LINES,
  describeFailure,
  type FailedCaseBudget
} from './failed.js'
export { parseCount, parseDuration, parseTimestamp } from './values.js'
export { SUITE_ATTRIBUTES } from './suite.js'
export {
  K_SUITE,
  K_SUITES,
  VOCABULARY as JUNIT_VOCABULARY
} from './vocabulary.js'
export {
  HASH_ABOVE,
  TestCollector,
  type InventoryOptions,
  type TestName
} from './collect-tests.js'
