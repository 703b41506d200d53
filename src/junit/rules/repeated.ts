/**
 * Cases a runner repeated (pytest-rerunfailures, Playwright and other
 * retries written as one test case per attempt, docs/counting.md C5): the
 * identities read more than once in a run whose attempts both failed and
 * passed. Each attempt is still counted as written, so a retried case
 * never reads greener than the report; this only names them as flaky,
 * with their attempts, for the summary.
 */
import type { TestEntry, TestStatus } from '../inventory.js'
import type { RepeatedCase, RepeatedCases } from '../model.js'

const LISTED = 200

function flaky(attempts: readonly TestStatus[]): boolean {
  return (
    attempts.includes('passed') &&
    attempts.some((s) => s === 'failed' || s === 'errored')
  )
}

/** Collects the repeated, flaky cases while the inventory merges identities. */
export class RepeatedCollector {
  private readonly cases: RepeatedCase[] = []
  private total = 0

  /** One identity read more than once, its attempts in the order read. */
  add(entry: TestEntry, attempts: readonly TestStatus[]): void {
    if (!flaky(attempts)) return
    this.total += 1
    if (this.cases.length < LISTED) {
      const [suite, classname, name] = entry
      this.cases.push({ suite, classname, name, attempts: [...attempts] })
    }
  }

  result(): RepeatedCases {
    return { cases: this.cases, total: this.total }
  }
}
