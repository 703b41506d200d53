import type {
  FailedCase,
  FileReport,
  Note,
  ParseOutcome,
  SuiteReport
} from '../../../src/junit/index.js'

/** Builders of ParseOutcome values for the report tests. */

export function failedCase(overrides: Partial<FailedCase> = {}): FailedCase {
  return {
    suite: 'checkout',
    name: 'adds an item',
    kind: 'failure',
    message: 'expected 2 but was 1',
    trace: 'AssertionError: expected 2 but was 1\n    at Cart.add (cart.ts:12)',
    ...overrides
  }
}

export function suite(
  name: string,
  counts: Partial<SuiteReport['result']> = {},
  failedCases: FailedCase[] = []
): SuiteReport {
  return {
    result: {
      name,
      failures: 0,
      errors: 0,
      skipped: 0,
      total: 1,
      duration: 0.5,
      ...counts
    },
    flaky: 0,
    failedCases,
    failedCasesOmitted: 0
  }
}

export function file(path: string, suites: SuiteReport[]): FileReport {
  return { path, status: 'parsed', suites }
}

export function outcome(files: FileReport[], notes: Note[] = []): ParseOutcome {
  return {
    files,
    results: files.flatMap((f) => f.suites.map((s) => s.result)),
    notes
  }
}

/**
 * `suites` suites of `casesPerSuite` failed cases each, all with a long
 * trace (shared, so memory stays small), and a note per suite.
 */
export function hugeOutcome(
  suites: number,
  casesPerSuite: number
): ParseOutcome {
  const trace = Array.from(
    { length: 400 },
    (_, i) =>
      `    at frame${i} (src/some/deep/module/path-${i}.ts:${i}:7) ${'x'.repeat(60)}`
  ).join('\n')
  const message = `expected <div class="a|b"> & ${'long message '.repeat(100)}`
  const files: FileReport[] = []
  const notes: Note[] = []
  for (let f = 0; f < suites / 10; f += 1) {
    const path = `reports/group-${f}/TEST-results-${f}.xml`
    const reports: SuiteReport[] = []
    for (let s = 0; s < 10; s += 1) {
      const name = `com.example.module${f}.Suite${s}`
      const cases = Array.from({ length: casesPerSuite }, (_, c) =>
        failedCase({ suite: name, name: `case ${c} | ü`, message, trace })
      )
      reports.push(suite(name, { total: 40, failures: casesPerSuite }, cases))
      notes.push({
        level: 'warning',
        file: path,
        suite: name,
        message: 'tests="3" disagrees with the 40 test cases; the cases win'
      })
    }
    files.push(file(path, reports))
  }
  return outcome(files, notes)
}
