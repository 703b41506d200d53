/** The step's outputs about the tests read, plus the step's own. */
import { totalsOf, verdictOf, type ParseOutcome } from '../../junit/index.js'

export function outputsOf(
  outcome: ParseOutcome,
  extra: Record<string, string>
): Record<string, string> {
  const totals = totalsOf(outcome.files)
  return {
    compliant: String(totals.failures + totals.errors === 0),
    verdict: verdictOf(totals),
    suites: String(totals.suites),
    tests: String(totals.tests),
    failures: String(totals.failures),
    errors: String(totals.errors),
    skipped: String(totals.skipped),
    ...extra
  }
}
