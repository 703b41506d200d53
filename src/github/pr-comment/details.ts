/**
 * The pull request comment's details: the job summary's own pieces (verdict,
 * totals, failed cases, env-diff tables) with smaller limits, since a
 * comment is read in the conversation and GitHub caps its length.
 */
import { totalsOf, type ParseOutcome } from '../../junit/index.js'
import {
  envDiffBody,
  type EnvDiffSummaryInput
} from '../../report/env-diff-summary.js'
import { failedCasesSection } from '../../report/failed-cases.js'
import type { SourceBase } from '../../report/source-link.js'
import {
  stoppedTestsSection,
  type StoppedTestsReport
} from '../../report/stopped-tests.js'
import { totalsTable, verdict } from '../../report/summary.js'
import {
  quarantineBanner,
  quarantineSection,
  type QuarantineReport
} from '../../report/quarantine.js'

/** Failed cases shown in a comment; the job summary lists them all. */
export const COMMENT_MAX_CASES = 10
const COMMENT_CASES_BYTES = 24 * 1024
const COMMENT_DIFF_LIMITS = { maxBytes: 32 * 1024, maxRowsPerTable: 20 }
const COMMENT_STOPPED = { budget: 12 * 1024, maxItems: COMMENT_MAX_CASES }

export interface JunitCommentInput {
  outcome: ParseOutcome
  /** What happened to the attestation, when it is not simply recorded. */
  status?: 'dry-run' | 'not-recorded' | 'refused' | 'fork-pull-request'
  /** Where the failed cases' files link to (the attested commit). */
  source?: SourceBase
  /** Tests that stopped running since the base commit. */
  stoppedTests?: StoppedTestsReport
  /** The known-flaky list's effect, when one was read. */
  quarantine?: QuarantineReport
}

const STATUS_LINES = {
  'dry-run': '> [!NOTE]\n> Dry run: nothing was sent to Kosli.',
  'not-recorded':
    '> [!WARNING]\n> Kosli did not record this attestation: the job summary says how to resend it.',
  refused:
    '> [!WARNING]\n> Nothing was sent to Kosli: the reports were refused, and the job summary says why.',
  'fork-pull-request':
    '> [!NOTE]\n> A pull request from a fork runs without the Kosli token: nothing was sent to Kosli.'
} as const

/**
 * What a reviewer reads first: the verdict and the first failed cases, each
 * linked to its line; then the totals and what became of the attestation.
 */
export function junitCommentDetails(input: JunitCommentInput): string {
  const { files } = input.outcome
  const totals = totalsOf(files)
  const q = input.quarantine
  const parts = [
    verdict(totals, input.status === undefined),
    q === undefined ? '' : quarantineBanner(q, totals.failures + totals.errors),
    failedCasesSection(files, COMMENT_CASES_BYTES, {
      maxCases: COMMENT_MAX_CASES,
      ...(input.source !== undefined && { source: input.source })
    }),
    q === undefined ? '' : quarantineSection(q, COMMENT_CASES_BYTES),
    totalsTable(totals),
    input.stoppedTests === undefined
      ? ''
      : stoppedTestsSection(input.stoppedTests, COMMENT_STOPPED),
    input.status === undefined ? '' : STATUS_LINES[input.status]
  ]
  return parts.filter((part) => part !== '').join('\n\n')
}

/** The verdict and the env-diff tables, cut to a comment's size. */
export function envDiffCommentDetails(input: EnvDiffSummaryInput): string {
  return envDiffBody(input, COMMENT_DIFF_LIMITS).trim()
}
