/**
 * What attest-junit gives the action's pull-request gate: the verdict, the
 * comment's content, and the options the gate runs the mode with.
 */
import type { ParseOutcome } from '../../junit/index.js'
import { totalsOf, verdictOf } from '../../junit/index.js'
import type { Annotation } from '../../report/annotations.js'
import type { SourceBase } from '../../report/source-link.js'
import type { StoppedTestsReport } from '../../report/stopped-tests.js'
import {
  junitCommentDetails,
  type JunitCommentInput
} from '../../github/pr-comment/index.js'
import type { PullRequestReport } from '../types.js'
import type { QuarantineReport } from '../../report/quarantine.js'

/** What the action's pull-request gate adds to a run of the mode. */
export interface JunitStepOptions {
  /** Where report-paths and attachments are read: downloaded artifacts. */
  reportsDir?: string
  /** Nothing is sent on purpose; the notice and the banner say why. */
  skipped?: {
    reason: 'fork-pull-request'
    summary: { reason: string; link?: string }
    notice: Annotation
  }
}

interface JunitReportFacts {
  name: string
  outcome: ParseOutcome
  dryRun: boolean
  /** undefined: nothing was sent. */
  recorded: boolean | undefined
  /** The reports were refused before anything was sent. */
  refused?: boolean
  skipped: boolean
  /** The commit the attestation is about: where a check run goes. */
  commit: string | undefined
  /** Where the failed cases' files are on the web, at that commit. */
  source?: SourceBase
  /** The removed-tests gate's report; when it fails, so does the comment. */
  stoppedTests?: StoppedTestsReport
  /** The known-flaky list's effect, when one was read. */
  quarantine?: QuarantineReport
}

function status(facts: JunitReportFacts): JunitCommentInput['status'] {
  if (facts.refused === true) return 'refused'
  if (facts.skipped) return 'fork-pull-request'
  if (facts.dryRun) return 'dry-run'
  return facts.recorded === false ? 'not-recorded' : undefined
}

/**
 * One comment per attestation name. It passes when no test failed or
 * errored and Kosli did not refuse the attestation.
 */
export function junitPullRequestReport(
  facts: JunitReportFacts
): PullRequestReport {
  const { outcome } = facts
  const shown = status(facts)
  return {
    key: facts.name,
    title: facts.name,
    passed:
      (verdictOf(totalsOf(outcome.files)) !== 'failed' ||
        facts.quarantine?.passedBecause === true) &&
      facts.recorded !== false &&
      facts.stoppedTests?.fails !== true,
    details: junitCommentDetails({
      outcome,
      ...(shown !== undefined && { status: shown }),
      ...(facts.source !== undefined && { source: facts.source }),
      ...(facts.stoppedTests && { stoppedTests: facts.stoppedTests }),
      ...(facts.quarantine !== undefined && { quarantine: facts.quarantine })
    }),
    ...(facts.commit !== undefined && { commit: facts.commit })
  }
}
