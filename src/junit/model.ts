import type { HashedTests } from './hashed-tests.js'
import type { TestList } from './inventory.js'
import type { TestStatus } from './inventory.js'

/** One entry of `junit_results` (docs/spec/resources.md, JUnitResult). */
export interface JUnitResult {
  name: string
  failures: number
  errors: number
  skipped: number
  total: number
  /** Seconds, summed in whole microseconds so the value is exact. */
  duration: number
  /** Unix seconds; absent when the report gives none that can be trusted. */
  timestamp?: number
}

/** A failed or errored test case, for the job summary and annotations. */
export interface FailedCase {
  suite: string
  /** The testcase `name` (or `(suite)` for a suite-level error). */
  name: string
  classname?: string
  kind: 'failure' | 'error'
  /** The `message` attribute, else the first line of the body. Bounded. */
  message: string
  /** The first lines of the element's text (stack trace). Bounded. */
  trace: string
  file?: string
  line?: number
  /** Set where `file` was found to be a file of the workspace, from its root. */
  inWorkspace?: boolean
  /** The innermost enclosing suite's `file` and `line`, where it has one. */
  suiteFile?: string
  suiteLine?: number
}

/** One top-level suite with what the summary needs besides the counts. */
export interface SuiteReport {
  result: JUnitResult
  /** Cases that passed on a rerun (Surefire flakyFailure/flakyError). */
  flaky: number
  /** Bounded list of failed cases; `failedCasesOmitted` counts the rest. */
  failedCases: FailedCase[]
  failedCasesOmitted: number
}

/**
 * A per-file note. `warning`: something in the report is wrong or was
 * repaired (bad bytes, counts that disagree, unreadable values). `notice`: a
 * fact worth showing (a skipped file, a departure from the Kosli CLI,
 * flaky tests).
 */
export interface Note {
  level: 'warning' | 'notice'
  file: string
  suite?: string
  message: string
}

export type FileStatus = 'parsed' | 'skipped' | 'failed'

export interface FileReport {
  /** Path as matched, relative to the working directory when possible. */
  path: string
  status: FileStatus
  /** The format of the roots read (docs/counting.md, Report formats). */
  format?: string
  suites: SuiteReport[]
  /** For `failed` (lenient mode only): `path:line:column: reason`. */
  error?: string
}

/**
 * Every case read, merged by identity and sorted (src/junit/inventory.ts).
 * A parse's is packed (named-tests.ts, hashed-tests.ts): iterate it for its
 * entries; a hashed one also looks a hash up with `statusOf`.
 */
export type TestInventory =
  { hashed: false; tests: TestList } | { hashed: true; tests: HashedTests }

/** A case read more than once whose attempts both failed and passed. */
export interface RepeatedCase {
  suite: string
  classname: string
  name: string
  /** Each attempt's status, in the order read. */
  attempts: TestStatus[]
}

/** Retried, flaky cases (src/junit/rules/repeated.ts): the first ones, and how many. */
export interface RepeatedCases {
  cases: RepeatedCase[]
  total: number
}

export interface ParseOutcome {
  files: FileReport[]
  /** Every suite of every parsed file, in file order then document order. */
  results: JUnitResult[]
  notes: Note[]
  /** The test inventory, when the parse was asked to collect it. */
  tests?: TestInventory
  /** With an inventory: cases retried as repeated test cases, flaky. */
  repeated?: RepeatedCases
}

export interface Totals {
  suites: number
  tests: number
  failures: number
  errors: number
  skipped: number
  flaky: number
}

/**
 * A run's verdict. `compliant` keeps Kosli's meaning: no failure and no
 * error. `no-tests`: no test ran (none at all, or every one skipped), which
 * must not read as a pass. `failed` wins over both.
 */
export type Verdict = 'compliant' | 'failed' | 'no-tests'

export function verdictOf(totals: Totals): Verdict {
  if (totals.failures + totals.errors > 0) return 'failed'
  return totals.tests - totals.skipped <= 0 ? 'no-tests' : 'compliant'
}

export function totalsOf(files: readonly FileReport[]): Totals {
  const totals: Totals = {
    suites: 0,
    tests: 0,
    failures: 0,
    errors: 0,
    skipped: 0,
    flaky: 0
  }
  for (const file of files) {
    for (const suite of file.suites) {
      totals.suites += 1
      totals.tests += suite.result.total
      totals.failures += suite.result.failures
      totals.errors += suite.result.errors
      totals.skipped += suite.result.skipped
      totals.flaky += suite.flaky
    }
  }
  return totals
}
