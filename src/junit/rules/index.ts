/**
 * The rules layer: the counting rules of docs/counting.md applied to what
 * the XML layer reports, one SuiteReport per top-level suite.
 */
export {
  createSuiteParser,
  type ParsedDocument,
  type SuiteParser,
  type SuiteParserOptions
} from './parse.js'
export {
  FAILED_CASES_PER_RUN,
  describeFailure,
  type FailedCaseBudget
} from './failed.js'
export { parseCount, parseDuration, parseTimestamp } from './values.js'
