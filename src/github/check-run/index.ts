/**
 * The opt-in check run of a finished attest-junit step: one per attestation
 * name, on the attested commit. Octokit loads only when one is to be made,
 * and a GitHub failure is a warning that never hides the step's result.
 */
import { byteLength, bytePrefix } from '../../report/markdown.js'
import type { Annotation } from '../../report/annotations.js'
import type { StepResult } from '../../report/step-result.js'
import { connectionFromEnv } from '../from-env.js'
import type { CheckAnnotation, CheckRunRequest } from './post.js'
import type { Logger } from '../../log.js'

/** What a check run needs of the step's dependencies (a mode's ModeDeps has it). */
interface CheckRunDeps {
  logger: Logger
  env: Readonly<Record<string, string | undefined>>
}

/**
 * GitHub refuses a check run whose `output.summary` or `output.text` is over
 * this many bytes of UTF-8 (not characters: `›`, `✅` and `❌` are three).
 */
export const CHECK_RUN_TEXT_BYTES = 65_535

export interface CheckRunOptions {
  githubToken?: string
  /** A fork's pull request: the token is read-only. */
  forkRestricted: boolean
}

type Conclusion = CheckRunRequest['conclusion']

function conclusionOf(result: StepResult): Conclusion {
  if (result.pullRequest?.passed === false) return 'failure'
  // Kosli records the failures; the step passed only by the quarantine.
  if (result.outputs.gate === 'passed-quarantined') return 'neutral'
  const verdict = result.outputs.verdict
  if (verdict === 'failed') return 'failure'
  return verdict === 'no-tests' ? 'neutral' : 'success'
}

function cut(text: string, limit: number): string {
  if (byteLength(text) <= limit) return text
  const note = '\n\n… (cut: the job summary holds the rest)'
  return bytePrefix(text, limit - byteLength(note)) + note
}

/**
 * Where a failure goes on the check run: its own place, else line 1 of the
 * report it came from, so that every failure is in the annotation list.
 */
function placeOf(a: Annotation): { path: string; line: number } | undefined {
  if (a.level !== 'error' && !quarantined(a)) return undefined
  if (a.file !== undefined) return { path: a.file, line: a.startLine ?? 1 }
  return a.reportFile === undefined
    ? undefined
    : { path: a.reportFile, line: 1 }
}

/** A failure the quarantine excused: a warning on the check run too. */
function quarantined(a: Annotation): boolean {
  return a.level === 'warning' && a.title.startsWith('Quarantined: ')
}

function annotationsOf(result: StepResult): CheckAnnotation[] {
  return result.annotations.flatMap((a) => {
    const place = placeOf(a)
    if (place === undefined) return []
    return [
      {
        path: place.path,
        start_line: place.line,
        end_line: place.line,
        annotation_level: quarantined(a)
          ? ('warning' as const)
          : ('failure' as const),
        message: a.message,
        title: a.title
      }
    ]
  })
}

function requestOf(
  result: StepResult,
  deps: CheckRunDeps
): CheckRunRequest | undefined {
  const report = result.pullRequest
  const sha = report?.commit ?? deps.env.GITHUB_SHA
  if (report === undefined || !sha) return undefined
  const conclusion = conclusionOf(result)
  return {
    name: `Kosli: ${report.title}`,
    headSha: sha,
    conclusion,
    title: `${report.title}: ${conclusion}`,
    summary: cut(result.summary || report.details, CHECK_RUN_TEXT_BYTES),
    annotations: annotationsOf(result)
  }
}

/** Creates the check run; returns its URL, or undefined (logged why). */
async function createCheckRun(
  result: StepResult,
  options: CheckRunOptions,
  deps: CheckRunDeps
): Promise<string | undefined> {
  const { logger } = deps
  const request = requestOf(result, deps)
  if (request === undefined) return undefined
  if (options.forkRestricted) {
    logger.info(
      'No check run: a fork’s pull request gets a read-only token; the workflow_run recipe creates it instead.'
    )
    return undefined
  }
  if (options.githubToken === undefined) {
    logger.warn(
      'No check run: github-token is empty; pass ${{ github.token }} with `checks: write`.'
    )
    return undefined
  }
  try {
    const { postCheckRun } = await import('./post.js')
    const connection = connectionFromEnv(options.githubToken, deps.env, logger)
    return await postCheckRun(connection, request)
  } catch (error) {
    // Loaded only on failure: its schema library stays off the start-up.
    const { describeGitHubFailure } = await import('../failure.js')
    const reason = describeGitHubFailure(error, {
      doing: 'create the check run',
      permission: 'checks: write',
      secrets: [options.githubToken]
    })
    logger.warn(`No check run: ${reason}`)
    return undefined
  }
}

/**
 * The step's result once its check run is made: the cases the check run
 * carries are no longer workflow-command annotations too (which would show
 * each failure twice), and `check-run-url` is set. Without a check run the
 * result is unchanged.
 */
export async function withCheckRun(
  result: StepResult,
  options: CheckRunOptions & { deps: CheckRunDeps }
): Promise<StepResult> {
  const url = await createCheckRun(result, options, options.deps)
  if (url === undefined) return result
  return {
    ...result,
    outputs: { ...result.outputs, 'check-run-url': url },
    annotations: result.annotations.filter((a) => placeOf(a) === undefined)
  }
}
