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

/**
 * The repeated, flaky cases of entries sorted by identity (a stable sort
 * keeps each identity's attempts in the order read).
 */
export function repeatedCases(
  sorted: readonly TestEntry[],
  same: (a: TestEntry, b: TestEntry) => boolean
): RepeatedCases {
  const cases: RepeatedCase[] = []
  let total = 0
  let i = 0
  while (i < sorted.length) {
    const first = sorted[i] as TestEntry
    let j = i + 1
    while (j < sorted.length && same(first, sorted[j] as TestEntry)) j += 1
    if (j - i > 1) {
      const attempts = sorted.slice(i, j).map((e) => e[3])
      if (flaky(attempts)) {
        total += 1
        if (cases.length < LISTED) {
          const [suite, classname, name] = first
          cases.push({ suite, classname, name, attempts })
        }
      }
    }
    i = j
  }
  return { cases, total }
}
