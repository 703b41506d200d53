import type { StepConfigOf } from '../../config/index.js'
import type { ParseOutcome } from '../../junit/index.js'
import { junitSummary } from '../../report/summary.js'
import { junitPullRequestReport, type JunitStepOptions } from './gate.js'
import { prepare, type JunitRun, type Prepared } from './prepare.js'
import {
  describeRequest,
  oversizeAttachment,
  prepareAttachment,
  shellWord,
  summaryDestination,
  type SendOutcome
} from './request.js'
import { annotationsOf } from './annotations.js'
import { failedCaseLines } from '../../report/step-log.js'
import { locatedOutcome, sourceOf } from './located.js'
import { attestedCommit } from './context.js'
import { withArtifact } from './artifact.js'
import { beginTrailFirst } from './begin.js'
import { oneClient } from './client.js'
import { failureOf } from './failure.js'
import { refusedResult } from './malformed.js'
import { outputsOf } from './outputs.js'
import { trailUrl } from './trail-url.js'
import {
  keptForMissingLegs,
  legsFile,
  legsTable,
  missingLegsFailure,
  withMissingLegs
} from './legs/step.js'
import type { ModeDeps, StepResult } from '../types.js'
import { quarantineEvidence, quarantineResult } from '../quarantine/effect.js'

export type { JunitStepOptions } from './gate.js'
export { trailUrl } from './trail-url.js'

/** The reports and our own files (inventory, quarantine, legs) to attach. */
async function attachmentOf(
  { config, reportsDir }: Pick<JunitRun, 'config' | 'reportsDir'>,
  prepared: Prepared,
  deps: ModeDeps
) {
  const quarantine = await quarantineEvidence(prepared.quarantine, deps.tmpDir)
  return prepareAttachment(
    config,
    {
      ...prepared,
      quarantine,
      ...(await legsFile(prepared.legs, deps.tmpDir))
    },
    { ...deps, cwd: reportsDir }
  )
}

/** Sends, or in a dry run shows, the request; undefined when not sent. */
async function deliver(
  { config, reportsDir }: JunitRun,
  prepared: Prepared,
  deps: ModeDeps
): Promise<SendOutcome | undefined> {
  const { destination, data, dataJson } = prepared
  deps.progress?.('preparing the attachment')
  const attachment = await attachmentOf({ config, reportsDir }, prepared, deps)
  const client = oneClient(deps)
  try {
    const oversize = oversizeAttachment(attachment, deps)
    if (oversize !== undefined) {
      return { recorded: false, error: oversize, maybeRecorded: false }
    }
    const refused = await beginTrailFirst({ config, ...prepared }, client.deps)
    if (refused !== undefined) return refused
    if (config.dryRun) {
      deps.logger.info(
        `Dry run: nothing is sent. The request would go to\n${describeRequest(destination, attachment)}\ndata_json:\n${JSON.stringify(data, null, 2)}`
      )
      return undefined
    }
    const kept = await keptForMissingLegs(prepared, attachment, client.deps)
    if (kept !== undefined) return kept
    const { sendAttestation } = await import('./send.js')
    deps.progress?.('uploading')
    const sent = await sendAttestation(client.deps, {
      destination,
      dataJson,
      ...(attachment !== undefined && { attachment })
    })
    if (sent.recorded) {
      deps.cli?.recorded?.()
      deps.logger.info(
        `junit attestation '${destination.attestationName}' is reported to trail: ${destination.trail}`
      )
    }
    return sent
  } finally {
    await client.close()
    await attachment?.cleanup()
  }
}

/** What became of the prepared attestation. */
interface Delivered {
  prepared: Prepared
  /** The parsed reports with their failures located. */
  outcome: ParseOutcome
  sent: SendOutcome | undefined
  kept: string | undefined
  url: string | undefined
  resend: string | undefined
}

function summaryOf({ config, options }: JunitRun, done: Delivered): string {
  const { prepared, outcome, sent, kept, url } = done
  const { destination, payloadFile } = prepared
  const skipped = options.skipped
  return junitSummary({
    outcome,
    ...sourceOf(prepared.context),
    destination: summaryDestination(destination, url),
    dryRun: config.dryRun,
    recorded: sent?.recorded === true,
    payloadFile,
    ...(prepared.quarantine !== undefined && {
      quarantine: prepared.quarantine.report
    }),
    ...(sent?.recorded === false && {
      notRecorded: {
        reason: sent.error,
        maybeRecorded: sent.maybeRecorded
      }
    }),
    ...(skipped !== undefined && { skipped: skipped.summary }),
    ...(prepared.removed && { stoppedTests: prepared.removed.report }),
    ...legsTable(prepared.legs),
    ...(kept !== undefined && {
      keptPayloadDir: kept,
      resendCommand: `export KOSLI_API_TOKEN=...  # your Kosli API token\n${done.resend}`
    })
  })
}

function pullRequestOf({ config, options }: JunitRun, done: Delivered) {
  const { context, destination } = done.prepared
  return junitPullRequestReport({
    name: destination.attestationName,
    outcome: done.outcome,
    dryRun: config.dryRun,
    recorded: done.sent?.recorded,
    skipped: options.skipped !== undefined,
    commit: attestedCommit(context),
    ...sourceOf(context),
    ...(done.prepared.removed && {
      stoppedTests: done.prepared.removed.report
    }),
    ...(done.prepared.quarantine !== undefined && {
      quarantine: done.prepared.quarantine.report
    })
  })
}

/** The outputs of the step itself, besides the counts. */
function stepOutputs(
  prepared: Prepared,
  done: {
    kept: string | undefined
    url: string | undefined
    skipped: string | undefined
  }
): Record<string, string> {
  const { kept, url, skipped } = done
  return {
    'attestation-name': prepared.destination.attestationName,
    'payload-file': prepared.payloadFile,
    ...(prepared.testsFile !== undefined && {
      'tests-file': prepared.testsFile
    }),
    ...(kept !== undefined && { 'kept-payload-dir': kept }),
    ...(url !== undefined && { 'trail-url': url }),
    ...(skipped !== undefined && { 'skipped-reason': skipped }),
    ...prepared.removed?.outputs
  }
}

/**
 * Why the step fails: a missing matrix leg first, then the upload, the
 * tests (less what the quarantine excuses) and the removed-tests gate.
 */
function failureFor(
  run: JunitRun,
  prepared: Prepared,
  done: Pick<Delivered, 'outcome' | 'sent' | 'resend'>
): string | undefined {
  const { sent, resend } = done
  return joined(
    missingLegsFailure(prepared.legs, {
      recorded: sent?.recorded === true,
      dryRun: run.config.dryRun,
      notRecorded: sent?.recorded === false ? sent.error : undefined
    }),
    failureOf(run.config, done.outcome, {
      outcome: sent,
      resend,
      removed: prepared.removed?.failure,
      quarantine: prepared.quarantine
    })
  )
}

function resultOf(
  run: JunitRun,
  { prepared, sent }: Pick<Delivered, 'prepared' | 'sent'>,
  deps: ModeDeps
): StepResult {
  const { destination } = prepared
  const outcome = locatedOutcome(prepared.outcome, deps, {
    ...run.options,
    switches: run.switches
  })
  const kept = sent?.recorded === false ? sent.keptPayloadDir : undefined
  const url = sent?.recorded === true ? trailUrl(destination) : undefined
  const skipped = run.options.skipped
  const resend =
    kept === undefined ? undefined : resendCommand(kept, deps.cliPath)
  const done = { prepared, outcome, sent, kept, url, resend }
  const failure = failureFor(run, prepared, { outcome, sent, resend })
  // Before the summary and the comment: it marks a pass owed to the list.
  const q = quarantineResult(prepared.quarantine, outcome, {
    failed: failure !== undefined,
    max: run.switches.maxAnnotations
  })
  return {
    outputs: outputsOf(outcome, {
      ...q.outputs,
      ...stepOutputs(prepared, { kept, url, skipped: skipped?.reason })
    }),
    summary: summaryOf(run, done),
    annotations: [
      ...(skipped === undefined ? [] : [skipped.notice]),
      ...annotationsOf(q.annotated, deps, run),
      ...q.warnings
    ],
    failedLines: failedCaseLines(outcome.files),
    ...(failure !== undefined && { failure }),
    pullRequest: withMissingLegs(pullRequestOf(run, done), prepared.legs)
  }
}

/** Two reasons to fail, one message. */
function joined(...reasons: (string | undefined)[]): string | undefined {
  const given = reasons.filter((r) => r !== undefined)
  return given.length === 0 ? undefined : given.join('\n')
}

/**
 * The command that resends a kept payload. In a workflow the package is not
 * installed, so the action names its own CLI bundle when it knows the path.
 */
export function resendCommand(dir: string, cliPath?: string): string {
  const cli =
    cliPath === undefined ? 'kosli-attest' : `node ${shellWord(cliPath)}`
  return `${cli} resend ${shellWord(dir)}`
}

/** expected-legs: job:<name> counted from the run's jobs (legs/expected.ts). */
async function withLegsCounted(
  step: StepConfigOf<'attest-junit'>,
  deps: ModeDeps
): Promise<StepConfigOf<'attest-junit'>> {
  if (typeof step.config.legs?.expected !== 'object') return step
  const { withExpectedLegs } = await import('./legs/expected.js')
  return withExpectedLegs(step, deps)
}

/**
 * attest-junit: parse the reports, build and check the data_json, attach
 * the reports, send (or in a dry run, show) it, and report the outcome.
 */
export async function attestJunitStep(
  step: StepConfigOf<'attest-junit'>,
  deps: ModeDeps,
  options: JunitStepOptions = {}
): Promise<StepResult> {
  step = await withLegsCounted(step, deps)
  const run: JunitRun = {
    config: step.config,
    switches: step.report,
    options,
    reportsDir: options.reportsDir ?? deps.cwd,
    ...(step.pullRequest.githubToken !== undefined && {
      githubToken: step.pullRequest.githubToken
    })
  }
  let prepared: Prepared
  try {
    prepared = await prepare(run, deps)
  } catch (error) {
    return refusedResult(error, {
      deps,
      options: { ...options, switches: run.switches }
    })
  }
  const sent = await deliver(run, prepared, deps)
  return withArtifact(
    resultOf(run, { prepared, sent }, deps),
    prepared.artifact
  )
}
