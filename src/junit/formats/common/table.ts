/**
 * The suites of one root, keyed by name and kept in the order of their
 * first test: counts, exact microsecond sums, failed cases within the run's
 * budget, and the warnings of each suite, grouped so that a million bad
 * values make one line.
 */
import type { FailedCase, SuiteReport } from '../../model.js'
import {
  ERRORED,
  FAILED,
  FAILED_CASES_MAX,
  SKIPPED,
  parseTimestamp,
  type Status
} from '../../rules/index.js'
import type { ReaderContext } from './reader.js'

export interface SuiteRow {
  readonly name: string
  total: number
  failures: number
  errors: number
  skipped: number
  micros: number
  /** Some counted test had a time. */
  timed: boolean
  /** The suite's own time, used when no test had one (N7). */
  ownMicros?: number | undefined
  /** Tests that passed with a warning (T4, N4). */
  warned: number
  failed: FailedCase[]
  omitted: number
  /** The timestamp text, and where it came from, for the warning. */
  timestamp?: { text: string; from: string }
  /** Counts stated by a header: kept even when they come to 0 tests. */
  stated?: boolean
  /** Warning text → how many tests it concerns. */
  readonly problems: Map<string, number>
}

/** At most this many distinct warnings are kept per suite. */
export const PROBLEMS_MAX = 20

export class SuiteTable {
  private readonly byKey = new Map<string, SuiteRow>()
  readonly rows: SuiteRow[] = []

  constructor(private readonly context: ReaderContext) {}

  has(key: string): boolean {
    return this.byKey.has(key)
  }

  row(key: string, name: string = key): SuiteRow {
    let row = this.byKey.get(key)
    if (row === undefined) {
      row = {
        name,
        total: 0,
        failures: 0,
        errors: 0,
        skipped: 0,
        micros: 0,
        timed: false,
        warned: 0,
        failed: [],
        omitted: 0,
        problems: new Map()
      }
      this.byKey.set(key, row)
      this.rows.push(row)
    }
    return row
  }

  /** Orders the rows by `rank` (smaller first; equal ranks keep their order). */
  sortBy(rank: (row: SuiteRow) => number): void {
    this.rows.sort((a, b) => rank(a) - rank(b))
  }

  /** One test of `status`; `micros` undefined: it had no time. */
  count(row: SuiteRow, status: Status, micros?: number): void {
    row.total++
    if (status === SKIPPED) row.skipped++
    else if (status === FAILED) row.failures++
    else if (status === ERRORED) row.errors++
    if (micros !== undefined) {
      row.micros += micros
      row.timed = true
    }
  }

  /** Whether one more failed case would be kept in detail. */
  hasRoom(row: SuiteRow): boolean {
    return (
      row.failed.length < FAILED_CASES_MAX && this.context.budget.remaining > 0
    )
  }

  /** Keeps a failed case's detail when there is room, else counts it. */
  fail(row: SuiteRow, failed: () => FailedCase): void {
    if (this.hasRoom(row)) {
      row.failed.push(failed())
      this.context.budget.remaining--
    } else {
      row.omitted++
    }
  }

  problem(row: SuiteRow, message: string): void {
    const seen = row.problems.get(message)
    if (seen !== undefined) row.problems.set(message, seen + 1)
    else if (row.problems.size < PROBLEMS_MAX) row.problems.set(message, 1)
  }

  /** The finished suites (those that count a test), with their notes. */
  reports(): SuiteReport[] {
    const stamps = new Map<string, ReturnType<typeof parseTimestamp>>()
    const reports: SuiteReport[] = []
    for (const row of this.rows) {
      if (row.total === 0 && row.stated !== true) continue
      reports.push(this.report(row, stamps))
    }
    return reports
  }

  private report(
    row: SuiteRow,
    stamps: Map<string, ReturnType<typeof parseTimestamp>>
  ): SuiteReport {
    const micros = row.timed ? row.micros : (row.ownMicros ?? 0)
    const report: SuiteReport = {
      result: {
        name: row.name,
        failures: row.failures,
        errors: row.errors,
        skipped: row.skipped,
        total: row.total,
        duration: micros / 1e6
      },
      flaky: 0,
      failedCases: row.failed,
      failedCasesOmitted: row.omitted
    }
    if (row.timestamp !== undefined) {
      const { text, from } = row.timestamp
      const known = stamps.get(text)
      const parsed = known ?? parseTimestamp(text)
      stamps.set(text, parsed)
      if ('seconds' in parsed) report.result.timestamp = parsed.seconds
      // One warning per value: every suite of a TRX shares the run's start.
      else if (known === undefined)
        this.note(row, 'warning', `${from} ${parsed.omitted}; left out`)
    }
    for (const [message, count] of row.problems) {
      const tests = count > 1 ? ` (${count} tests)` : ''
      this.note(row, 'warning', `${message}${tests}`)
    }
    if (row.warned > 0) {
      this.note(
        row,
        'notice',
        `${row.warned} test(s) passed with a warning (outcome Warning); counted as passed`
      )
    }
    return report
  }

  private note(row: SuiteRow, level: 'warning' | 'notice', message: string) {
    this.context.note({
      level,
      file: this.context.fileName,
      suite: row.name,
      message
    })
  }
}
