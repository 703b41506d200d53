/**
 * Why an attest-junit step fails, in one message: the upload did not
 * (surely) record, no test ran (require-tests), or a test failed
 * (fail-on-failure, less the failures the quarantine excuses); and, on a
 * line of its own, the removed-tests gate (removed/gate.ts), which no
 * quarantine entry excuses. Failing tests alone never fail the step.
 */
import type { AttestJunitConfig } from '../../config/index.js'
import { totalsOf, verdictOf, type ParseOutcome } from '../../junit/index.js'
import { plural } from '../../text.js'
import { notRecordedMessage, type SendOutcome } from './request.js'
import { quarantineNote, type QuarantineOutcome } from '../quarantine/effect.js'

export function failureOf(
  config: AttestJunitConfig,
  outcome: ParseOutcome,
  sent: {
    outcome: SendOutcome | undefined
    resend: string | undefined
    /** The removed-tests gate's failure, reported after sending. */
    removed?: string | undefined
    /** The quarantine changes only fail-on-failure's count, below. */
    quarantine?: QuarantineOutcome | undefined
  }
): string | undefined {
  const reasons = [stepFailure(config, outcome, sent), sent.removed]
  const given = reasons.filter((reason) => reason !== undefined)
  return given.length === 0 ? undefined : given.join('\n')
}

function stepFailure(
  config: AttestJunitConfig,
  outcome: ParseOutcome,
  sent: {
    outcome: SendOutcome | undefined
    resend: string | undefined
    quarantine?: QuarantineOutcome | undefined
  }
): string | undefined {
  if (sent.outcome !== undefined && !sent.outcome.recorded) {
    return notRecordedMessage(sent.outcome, sent.resend)
  }
  const totals = totalsOf(outcome.files)
  const state = config.dryRun ? 'would have been recorded' : 'were recorded'
  if (config.requireTests && verdictOf(totals) === 'no-tests') {
    return noTestsMessage(outcome, totals.tests, state)
  }
  if (!config.failOnFailure || totals.failures + totals.errors === 0) {
    return undefined
  }
  if (sent.quarantine?.excusesAll === true) return undefined
  return `fail-on-failure: ${totals.failures} failed and ${totals.errors} errored of ${totals.tests} tests; the results ${state} in Kosli${quarantineNote(sent.quarantine)}`
}

const LISTED_REPORTS = 10

/** require-tests: names the reports that held no test that ran. */
function noTestsMessage(
  outcome: ParseOutcome,
  tests: number,
  state: string
): string {
  const reports = outcome.files
    .filter((file) => file.status === 'parsed')
    .map((file) => file.path)
  const listed = reports.slice(0, LISTED_REPORTS).join(', ')
  const more =
    reports.length > LISTED_REPORTS
      ? ` and ${reports.length - LISTED_REPORTS} more`
      : ''
  const why =
    tests === 0 ? 'no test in them' : `all ${plural(tests, 'test')} skipped`
  return `require-tests: no test ran in ${listed}${more} (${why}); the results ${state} in Kosli with verdict no-tests. If no test is expected to run, set require-tests: false (CLI: --no-require-tests)`
}
