/**
 * Strict mode met malformed reports: nothing is sent, and the step fails
 * naming every bad file, with a job summary ("Not recorded") of what the
 * good files held, so the reader sees the whole run at once.
 */
import type { AttestJunitConfig, ReportSwitches } from '../../config/index.js'
import {
  MalformedReportsError,
  parseReports,
  type ParseOutcome
} from '../../junit/index.js'
import { junitSummary } from '../../report/summary.js'
import type { ModeDeps, StepResult } from '../types.js'
import { annotationsOf } from './annotations.js'
import type { AttestContext } from './context.js'
import { locatedOutcome, sourceOf } from './located.js'
import { junitPullRequestReport, type JunitStepOptions } from './gate.js'
import { outputsOf } from './outputs.js'
import type { Destination } from './request.js'

/** Malformed reports met once the destination is known. */
export class RefusedReports extends Error {
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
  where: RefusedReports['where']
): Promise<ParseOutcome> {
  try {
    return await parseReports(config.reportPaths, {
      cwd: reportsDir,
      strict: config.strict,
      formats: config.reportFormats
    })
  } catch (error) {
    if (!(error instanceof MalformedReportsError)) throw error
    throw new RefusedReports(error, where)
  }
}

export interface RefusedInput {
  config: AttestJunitConfig
  deps: ModeDeps
  options: JunitStepOptions & { switches: ReportSwitches }
}

/** The step's result for RefusedReports; any other error is thrown again. */
export function refusedResult(error: unknown, input: RefusedInput): StepResult {
  if (!(error instanceof RefusedReports)) throw error
  const { config, deps, options } = input
  const { refusal, where } = error
  const { destination } = where
  // Where a check run about the refusal goes.
  const commit = where.context.commit?.sha1 ?? where.context.commitSha
  const outcome = locatedOutcome(refusal.found, deps, options)
  const name = destination.attestationName
  const failure = `${refusal.message}\nNothing was sent to Kosli.`
  return {
    outputs: outputsOf(outcome, { 'attestation-name': name }),
    summary: junitSummary({
      outcome,
      ...sourceOf(where.context),
      destination: {
        host: config.service.host,
        org: config.service.org,
        flow: destination.flow,
        trail: destination.trail,
        attestationName: name
      },
      dryRun: false,
      recorded: false,
      notRecorded: { reason: refusal.message, maybeRecorded: false }
    }),
    annotations: annotationsOf(outcome, deps, options.switches),
    failure,
    pullRequest: {
      ...junitPullRequestReport({
        name,
        outcome,
        dryRun: false,
        recorded: false,
        skipped: false
      }),
      ...(commit !== undefined && { commit })
    }
  }
}
