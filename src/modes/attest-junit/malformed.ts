/**
 * Strict mode met malformed reports: nothing is sent, and the step fails
 * naming every bad file, with a job summary ("Not recorded") of what the
 * good files held, so the reader sees the whole run at once.
 */
import type { AttestJunitConfig, ReportSwitches } from '../../config/index.js'
import { NoReportsError } from '../../errors.js'
import {
  MalformedReportsError,
  parseReports,
  type ParseOptions,
  type ParseOutcome
} from '../../junit/index.js'
import { junitSummary } from '../../report/summary.js'
import type { ModeDeps, StepResult } from '../types.js'
import { annotationsOf } from './annotations.js'
import { attestedCommit, type AttestContext } from './context.js'
import { locatedOutcome, sourceOf } from './located.js'
import { junitPullRequestReport, type JunitStepOptions } from './gate.js'
import { outputsOf } from './outputs.js'
import { withCommaHint } from './discovery-hint.js'
import { summaryDestination, type Destination } from './request.js'

/** Malformed reports met once the destination is known. */
class RefusedReports extends Error {
  override name = 'RefusedReports'

  constructor(
    readonly refusal: MalformedReportsError,
    readonly where: { destination: Destination; context: AttestContext }
  ) {
    super(refusal.message, { cause: refusal })
  }
}

/** parseReports; malformed reports throw RefusedReports. */
export async function readReports(
  config: AttestJunitConfig,
  reportsDir: string,
  where: RefusedReports['where'] & Pick<ParseOptions, 'onFile'>
): Promise<ParseOutcome> {
  try {
    return await parseReports(config.reportPaths, {
      cwd: reportsDir,
      strict: config.strict,
      formats: config.reportFormats,
      ...(where.onFile !== undefined && { onFile: where.onFile })
    })
  } catch (error) {
    if (error instanceof NoReportsError) {
      throw withCommaHint(error, config.reportPaths)
    }
    if (!(error instanceof MalformedReportsError)) throw error
    throw new RefusedReports(error, where)
  }
}

export interface RefusedInput {
  deps: ModeDeps
  options: JunitStepOptions & { switches: ReportSwitches }
}

/** The step's result for RefusedReports; any other error is thrown again. */
export function refusedResult(error: unknown, input: RefusedInput): StepResult {
  if (!(error instanceof RefusedReports)) throw error
  const { deps, options } = input
  const { refusal, where } = error
  const { destination } = where
  const outcome = locatedOutcome(refusal.found, deps, options)
  const name = destination.attestationName
  const failure = `${refusal.message}\nNothing was sent to Kosli.`
  // The refusal leads the summary and the comment (it fails the step, dry
  // run or fork alike); a fork's skip still says why nothing would be sent.
  const skipped = options.skipped
  return {
    outputs: outputsOf(outcome, {
      'attestation-name': name,
      ...(skipped !== undefined && { 'skipped-reason': skipped.reason })
    }),
    summary: junitSummary({
      outcome,
      ...sourceOf(where.context),
      destination: summaryDestination(destination),
      dryRun: false,
      recorded: false,
      notRecorded: { reason: refusal.message, maybeRecorded: false }
    }),
    annotations: [
      ...(skipped === undefined ? [] : [skipped.notice]),
      ...annotationsOf(outcome, deps, options.switches)
    ],
    failure,
    pullRequest: junitPullRequestReport({
      name,
      outcome,
      dryRun: false,
      recorded: false,
      skipped: false,
      // Where a check run about the refusal goes.
      commit: attestedCommit(where.context)
    })
  }
}
