/**
 * The action's pull-request gate around a mode: reports downloaded from the
 * run that triggered a workflow_run, a fork's pull request summarised
 * without secrets, the summary kept as a file, and the verdict posted as
 * one sticky comment. GitHub's API is reached only with the github-token;
 * the Kosli token never goes there, and a GitHub failure is a warning.
 * What each mode does here is its entry in the mode table (index.ts).
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Mode, StepConfig, StepConfigOf } from '../config/index.js'
import { ConfigError, errorMessage } from '../errors.js'
import { downloadFailure, downloadReports } from './download-reports.js'
import {
  gateModes,
  modeEntry,
  runStep,
  type GateRole,
  type JunitStepOptions
} from './index.js'
import { forkSkip } from './fork.js'
import { postComment, type RunEvent } from '../github/pr-comment/index.js'
import { withCheckRun } from '../github/check-run/index.js'
import type { ModeDeps, StepResult } from './types.js'

/** What the gate runs with: the dependencies and the run's event. */
interface GateContext {
  deps: ModeDeps
  event: RunEvent
}

/** A fork's pull request run without secrets: summarise, send nothing. */
function skipsForFork(step: StepConfig, event: RunEvent): boolean {
  const { config } = step
  const token = 'service' in config ? config.service.apiToken : ''
  const dryRun = 'dryRun' in config && config.dryRun
  return event.forkRestricted && token === '' && !dryRun
}

/** The attestation's name, for a failed download's summary. */
function nameOf(step: StepConfig): string {
  return 'name' in step.config ? step.config.name : ''
}

/** The step, with the triggering run's reports and a fork's skip. */
async function gatedRun<M extends Mode>(
  step: StepConfigOf<M>,
  gate: GateRole<M>,
  { deps, event }: GateContext
): Promise<StepResult> {
  const options: JunitStepOptions = {}
  let run = step
  if (gate.readsReports !== undefined) {
    let reportsDir: string | undefined
    try {
      reportsDir = await downloadReports(step.pullRequest, event, deps)
    } catch (error) {
      if (error instanceof ConfigError) throw error
      return downloadFailure(error, nameOf(step as StepConfig))
    }
    if (reportsDir !== undefined) {
      options.reportsDir = reportsDir
      run = gate.readsReports(step)
    }
  }
  if (skipsForFork(run as StepConfig, event)) {
    return gate.forFork(run, deps, { ...options, skipped: forkSkip(deps.env) })
  }
  return runStep(run, deps, options)
}

/** The summary as a file under RUNNER_TEMP: the `summary-file` output. */
async function withSummaryFile(
  result: StepResult,
  deps: ModeDeps
): Promise<StepResult> {
  if (result.summary === '') return result
  const dir = await mkdtemp(join(deps.tmpDir, 'kosli-summary-'))
  const file = join(dir, 'summary.md')
  await writeFile(file, result.summary)
  return { ...result, outputs: { ...result.outputs, 'summary-file': file } }
}

/** The sticky comment; its URL is the `comment-url` output. */
async function withComment(
  result: StepResult,
  step: StepConfig,
  { deps, event }: GateContext
): Promise<StepResult> {
  try {
    const url = await postComment({ result, pr: step.pullRequest, event }, deps)
    return url === undefined
      ? result
      : { ...result, outputs: { ...result.outputs, 'comment-url': url } }
  } catch (error) {
    // A wiring mistake (no repository, a bad API URL) must not hide the result either.
    deps.logger.warn(`No pull request comment: ${errorMessage(error)}`)
    return result
  }
}

/** One warning for the gate's settings that the step's mode ignores. */
function warnIgnoredSettings(step: StepConfig, deps: ModeDeps): void {
  const { comment, artifact } = step.pullRequest
  const { commented, reading } = gateModes()
  const { gate } = modeEntry(step)
  if (gate === undefined && (comment !== 'off' || artifact !== undefined)) {
    deps.logger.warn(
      `pr-comment applies to ${commented.join(' and ')}, artifact to ${reading.join(' and ')}: ${step.mode} ignores both`
    )
  } else if (gate?.readsReports === undefined && artifact !== undefined) {
    deps.logger.warn(
      `artifact applies to ${reading.join(' and ')}; ${step.mode} ignores it`
    )
  }
}

async function gated<M extends Mode>(
  step: StepConfigOf<M>,
  gate: GateRole<M>,
  context: GateContext
): Promise<StepResult> {
  const { deps, event } = context
  let result = await withSummaryFile(await gatedRun(step, gate, context), deps)
  if (gate.readsReports !== undefined && step.report.checkRun) {
    result = await withCheckRun(result, {
      forkRestricted: event.forkRestricted,
      deps,
      ...(step.pullRequest.githubToken !== undefined && {
        githubToken: step.pullRequest.githubToken
      })
    })
  }
  return withComment(result, step as StepConfig, context)
}

/**
 * Runs the step as the action does: with the gate's downloads and fork
 * handling around the modes that have one, then the summary file, the
 * check run and the pull request comment.
 */
export async function runActionStep<M extends Mode>(
  step: StepConfigOf<M>,
  context: GateContext
): Promise<StepResult> {
  warnIgnoredSettings(step as StepConfig, context.deps)
  const { gate } = modeEntry(step)
  if (gate === undefined) {
    return withSummaryFile(await runStep(step, context.deps), context.deps)
  }
  return gated(step, gate, context)
}
