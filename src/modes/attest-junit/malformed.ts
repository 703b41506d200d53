/**
 * Strict mode met malformed reports, or the patterns found no suite:
 * nothing is sent, and the step fails naming every bad file (or what the
 * patterns matched), with a job summary ("Not recorded") of what the good
 * files held and the outputs, so the reader sees the whole run at once.
 */
import type { AttestJunitConfig, ReportSwitches } from '../../config/index.js'
import { NoReportsError, UnreadableReportError } from '../../errors.js'
import {
  discoverReports,
  MalformedReportsError,
  parseReports,
  type ParseOptions,
  type ParseOutcome
} from '../../junit/index.js'
import { plural, printable } from '../../text.js'
import { junitSummary } from '../../report/summary.js'
import type { ModeDeps, StepResult } from '../types.js'
import { annotationsOf } from './annotations.js'
import { failedCaseLines } from '../../report/step-log.js'
import { attestedCommit, type AttestContext } from './context.js'
import { locatedOutcome, sourceOf } from './located.js'
import { junitPullRequestReport, type JunitStepOptions } from './gate.js'
import { outputsOf } from './outputs.js'
import { withCommaHint } from './discovery-hint.js'
import { inventoryOptions } from './inventory.js'
import { summaryDestination, type Destination } from './request.js'
import type { Logger } from '../../log.js'
import type { Legs } from './legs/index.js'

/** What a refusal found: why, and the files read before it. */
interface Refusal {
  message: string
  found: ParseOutcome
}

/** Reports refused (malformed, or none found) once the destination is known. */
class RefusedReports extends Error {
  override name = 'RefusedReports'

  constructor(
    readonly refusal: Refusal,
    readonly where: { destination: Destination; context: AttestContext }
  ) {
    super(refusal.message)
  }
}

const NOTHING: ParseOutcome = { files: [], results: [], notes: [] }

/**
 * The `.trx` files the patterns reach when TRX is off: a folder of them
 * (`TestResults`) reads as no report at all without report-formats.
 */
async function unreadTrx(
  config: AttestJunitConfig,
  reportsDir: string
): Promise<string[]> {
  if (config.reportFormats.includes('trx')) return []
  try {
    const { files } = await discoverReports(config.reportPaths, {
      cwd: reportsDir,
      trx: true
    })
    return files.filter((file) => /\.trx$/i.test(file))
  } catch {
    return []
  }
}

async function noReportsMessage(
  error: NoReportsError,
  config: AttestJunitConfig,
  reportsDir: string
): Promise<string> {
  const trx = await unreadTrx(config, reportsDir)
  if (trx.length === 0) return error.message
  const shown = trx.slice(0, 3).map((file) => `  ${printable(file)}`)
  if (trx.length > 3) shown.push(`  ...and ${trx.length - 3} more`)
  const formats = [...config.reportFormats, 'trx'].join(',')
  return [
    `No JUnit test suite found: report-paths reach ${plural(trx.length, '.trx file')} (Visual Studio test results), which are read only when report-formats names trx (report-formats: ${formats}).`,
    ...shown
  ].join('\n')
}

/**
 * parseReports; malformed or unreadable reports, and patterns that found
 * no suite, throw RefusedReports.
 */
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
      inventory: inventoryOptions(config),
      ...(where.onFile !== undefined && { onFile: where.onFile })
    })
  } catch (error) {
    if (error instanceof MalformedReportsError) {
      throw new RefusedReports(error, where)
    }
    if (error instanceof UnreadableReportError) {
      throw new RefusedReports(
        { message: error.message, found: NOTHING },
        where
      )
    }
    if (!(error instanceof NoReportsError)) throw error
    const hinted = withCommaHint(error, config.reportPaths)
    const message = await noReportsMessage(hinted, config, reportsDir)
    throw new RefusedReports({ message, found: NOTHING }, where)
  }
}

/**
 * The reports, or with legs-dir each leg's combined (legs/index.ts, loaded
 * only then: it hashes files); refusals as readReports makes them.
 */
export async function readInput(
  config: AttestJunitConfig,
  dirs: { reportsDir: string; root: string },
  where: RefusedReports['where'] &
    Pick<ParseOptions, 'onFile'> & {
      logger: Logger
    }
): Promise<{ outcome: ParseOutcome; legs?: Legs }> {
  if (config.legs === undefined) {
    return { outcome: await readReports(config, dirs.reportsDir, where) }
  }
  const { readLegs } = await import('./legs/index.js')
  try {
    return await readLegs(config, dirs, where.logger)
  } catch (error) {
    if (
      error instanceof MalformedReportsError ||
      error instanceof UnreadableReportError ||
      error instanceof NoReportsError
    ) {
      throw new RefusedReports(
        { message: error.message, found: NOTHING },
        where
      )
    }
    throw error
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
      ...annotationsOf(outcome, deps, {
        switches: options.switches,
        reportsDir: options.reportsDir ?? deps.cwd
      })
    ],
    failedLines: failedCaseLines(outcome.files),
    failure,
    pullRequest: junitPullRequestReport({
      name,
      outcome,
      dryRun: false,
      recorded: false,
      refused: true,
      skipped: false,
      // Where a check run about the refusal goes.
      commit: attestedCommit(where.context),
      ...sourceOf(where.context)
    })
  }
}
