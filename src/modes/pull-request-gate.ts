/**
 * The action's pull-request gate around a mode: reports downloaded from the
 * run that triggered a workflow_run, a fork's pull request summarised
 * without secrets, the summary kept as a file, and the verdict posted as
 * one sticky comment. GitHub's API is reached only with the github-token;
 * the Kosli token never goes there, and a GitHub failure is a warning.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  isTrue,
  parsePullRequestConfig,
  parseReportSwitches,
  type Mode,
  type PullRequestConfig,
  type RawConfig
} from '../config/index.js'
import { ConfigError, errorMessage } from '../errors.js'
import { downloadFailure, downloadReports } from './download-reports.js'
import type { Annotation } from '../report/annotations.js'
import { attestJunitStep, type JunitStepOptions } from './attest-junit/index.js'
import { runMode, runStep, warnIgnoredInputs } from './index.js'
import {
  postComment,
  readEvent,
  type RunEvent
} from '../github/pr-comment/index.js'
import { withCheckRun } from '../github/check-run/index.js'
import type { ModeDeps, StepResult } from './types.js'

export const FORK_REASON = 'fork-pull-request'

/** The README's recipe, on the action's own repository when known. */
function recipeLink(env: ModeDeps['env']): string {
  const server = env.GITHUB_SERVER_URL || 'https://github.com'
  const repository = env.GITHUB_ACTION_REPOSITORY || 'OWNER/kosli-attest-action'
  return `${server}/${repository}#pull-requests-from-forks`
}

function forkNotice(env: ModeDeps['env']): Annotation {
  return {
    level: 'notice',
    title: 'Kosli: fork pull request',
    message:
      'This pull request comes from a fork, so the run has no secrets and no ' +
      'Kosli API token: the reports were summarised and nothing was sent to ' +
      `Kosli. To attest and comment, use the two-workflow recipe: ${recipeLink(env)}`
  }
}

/** A fork's pull request run without secrets: summarise, send nothing. */
function skipsForFork(raw: RawConfig, event: RunEvent): boolean {
  const token = raw['api-token']?.trim() ?? ''
  return event.forkRestricted && token === '' && !isTrue(raw['dry-run'])
}

async function attestJunit(
  raw: RawConfig,
  deps: ModeDeps,
  pr: PullRequestConfig,
  event: RunEvent
): Promise<StepResult> {
  const options: JunitStepOptions = {}
  let reportsDir: string | undefined
  try {
    reportsDir = await downloadReports(pr, event, deps)
  } catch (error) {
    if (error instanceof ConfigError) throw error
    return downloadFailure(error, raw.name ?? '')
  }
  if (reportsDir !== undefined) options.reportsDir = reportsDir
  if (skipsForFork(raw, event)) {
    options.skipped = {
      reason: FORK_REASON,
      summary: {
        reason:
          'a pull request from a fork runs without secrets, so there is no Kosli API token',
        link: recipeLink(deps.env)
      },
      notice: forkNotice(deps.env)
    }
  }
  const withPaths =
    reportsDir !== undefined && !raw['report-paths']?.trim()
      ? { ...raw, 'report-paths': '**/*.xml' }
      : raw
  return attestJunitStep(withPaths, deps, options)
}

function envDiffForFork(deps: ModeDeps): StepResult {
  return {
    outputs: { 'skipped-reason': FORK_REASON },
    summary: [
      '## Kosli env-diff',
      '',
      '> [!NOTE]',
      '> **Not compared**: a pull request from a fork runs without secrets, so there is no Kosli API token.',
      ''
    ].join('\n'),
    annotations: [forkNotice(deps.env)]
  }
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

/**
 * Runs the mode as the action does: with the gate's downloads and fork
 * handling around attest-junit and env-diff, then the summary file and the
 * pull request comment.
 */
export async function runActionStep(
  mode: Mode,
  raw: RawConfig,
  deps: ModeDeps
): Promise<StepResult> {
  const pr = parsePullRequestConfig(raw)
  if (mode !== 'attest-junit' && mode !== 'env-diff') {
    if (pr.comment !== 'off' || pr.artifact !== undefined) {
      deps.logger.warn(
        `pr-comment applies to attest-junit and env-diff, artifact to attest-junit: ${mode} ignores both`
      )
    }
    return withSummaryFile(await runMode(mode, raw, deps), deps)
  }
  warnIgnoredInputs(mode, raw, deps.logger)
  if (mode === 'env-diff' && pr.artifact !== undefined) {
    deps.logger.warn('artifact applies to attest-junit; env-diff ignores it')
  }
  const event = readEvent(deps)
  let result: StepResult
  if (mode === 'attest-junit') {
    result = await attestJunit(raw, deps, pr, event)
  } else if (skipsForFork(raw, event)) {
    result = envDiffForFork(deps)
  } else {
    result = await runStep('env-diff', raw, deps)
  }
  result = await withSummaryFile(result, deps)
  if (mode === 'attest-junit' && parseReportSwitches(raw).checkRun) {
    result = await withCheckRun(result, {
      forkRestricted: event.forkRestricted,
      deps,
      ...(pr.githubToken !== undefined && { githubToken: pr.githubToken })
    })
  }
  try {
    const url = await postComment({ result, pr, event }, deps)
    return url === undefined
      ? result
      : { ...result, outputs: { ...result.outputs, 'comment-url': url } }
  } catch (error) {
    // A wiring mistake (no repository, a bad API URL) must not hide the result either.
    deps.logger.warn(`No pull request comment: ${errorMessage(error)}`)
    return result
  }
}
