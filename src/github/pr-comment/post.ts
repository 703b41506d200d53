/**
 * The sticky pull request comment of a finished step: which pull request
 * the event is about, and the comment's text from what the mode reported.
 */
import {
  forkRestricted,
  triggeringRunOf,
  type TriggeringRun
} from '../event.js'
import { connectionFromEnv } from '../from-env.js'
import type { PullRequestConfig } from '../../config/index.js'
import type { Logger } from '../../log.js'
import type { PullRequestReport, StepResult } from '../../report/step-result.js'
import { commentBody } from './body.js'

/** What posting needs of the step's dependencies (a mode's ModeDeps has it). */
export interface CommentDeps {
  logger: Logger
  now: () => number
  env: Readonly<Record<string, string | undefined>>
  readEvent: (path: string) => unknown
}

/** What the gate reads of the event once: GITHUB_EVENT_NAME and its payload. */
export interface RunEvent {
  name: string
  payload: unknown
  /** A fork's pull request on an event run without secrets. */
  forkRestricted: boolean
  triggeringRun?: TriggeringRun
}

export function readEvent(deps: CommentDeps): RunEvent {
  const name = deps.env.GITHUB_EVENT_NAME ?? ''
  const path = deps.env.GITHUB_EVENT_PATH
  let payload: unknown = {}
  try {
    if (path) payload = deps.readEvent(path)
  } catch (error) {
    deps.logger.debug(`The event payload could not be read: ${String(error)}`)
  }
  const run = triggeringRunOf(name, payload)
  return {
    name,
    payload,
    forkRestricted: forkRestricted(name, payload),
    ...(run !== undefined && { triggeringRun: run })
  }
}

function runUrl(env: CommentDeps['env']): string | undefined {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env
  if (!GITHUB_SERVER_URL || !GITHUB_REPOSITORY || !GITHUB_RUN_ID)
    return undefined
  return `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
}

/** What a comment is about: the step's result, the inputs, the event. */
export interface CommentInput {
  result: StepResult
  pr: PullRequestConfig
  event: RunEvent
}

/** The token to comment with, or undefined (said why) when none is posted. */
function commentToken(input: CommentInput, logger: Logger): string | undefined {
  const { pr, event, result } = input
  if (pr.comment === 'off' || result.pullRequest === undefined) return undefined
  if (event.forkRestricted) {
    logger.info(
      'No pull request comment: a fork’s pull request gets a read-only token; the workflow_run recipe comments instead.'
    )
    return undefined
  }
  if (pr.githubToken === undefined) {
    logger.warn(
      'No pull request comment: github-token is empty; pass ${{ github.token }} with `pull-requests: write`.'
    )
  }
  return pr.githubToken
}

function bodyOf(
  result: StepResult,
  report: PullRequestReport,
  at: { deps: CommentDeps; headSha: string }
): string {
  const run = runUrl(at.deps.env)
  const trail = result.outputs['trail-url']
  const checkRun = result.outputs['check-run-url']
  return commentBody({
    passed: report.passed,
    title: report.title,
    details: report.details,
    ...(run !== undefined && { runUrl: run }),
    ...(trail !== undefined && { trailUrl: trail }),
    ...(checkRun !== undefined && { checkRunUrl: checkRun }),
    updatedAt: new Date(at.deps.now()).toISOString(),
    commit: at.headSha
  })
}

/**
 * Posts or updates the comment when pr-comment asks for one and the event
 * is about a pull request; returns its URL. GitHub failures come back as
 * warnings already logged, never as a throw.
 */
export async function postComment(
  input: CommentInput,
  deps: CommentDeps
): Promise<string | undefined> {
  const report = input.result.pullRequest
  const token = commentToken(input, deps.logger)
  if (token === undefined || report === undefined) return undefined
  // GitHub's client loads only when a comment is to be posted.
  const { findPullRequest } = await import('../find-pull-request.js')
  const { upsertComment } = await import('./upsert.js')
  const connection = connectionFromEnv(token, deps.env, deps.logger)
  const found = await findPullRequest({
    ...connection,
    eventName: input.event.name,
    payload: input.event.payload
  })
  const pull = found.pullRequest
  if (pull === undefined) return undefined
  const posted = await upsertComment({
    ...connection,
    pullNumber: pull.number,
    marker: report.key,
    body: bodyOf(input.result, report, { deps, headSha: pull.headSha }),
    mode: input.pr.comment,
    passed: report.passed
  })
  return posted.url
}
