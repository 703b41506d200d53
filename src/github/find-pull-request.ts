/**
 * The pull request a run should comment on, with the one API lookup a fork's
 * workflow_run needs.
 */
import { z } from 'zod'
import {
  checkConnection,
  withOctokit,
  type GitHubConnection
} from './connection.js'
import { pullRequestOf } from './event.js'
import { describeGitHubFailure, scrub } from './failure.js'

export interface PullRequestRef {
  number: number
  /** The commit the run tested: the pull request's head, never a merge commit. */
  headSha: string
  fork: boolean
  /** `payload`: named by the event; `lookup`: found through the API. */
  source: 'payload' | 'lookup'
}

export interface FindPullRequestOptions extends GitHubConnection {
  eventName: string
  /** The parsed JSON of GITHUB_EVENT_PATH. */
  payload: unknown
}

export interface FoundPullRequest {
  pullRequest?: PullRequestRef
  /** Why there is none (also logged, at info level). */
  reason?: string
  /** An API failure during the lookup (also logged as a warning). */
  warning?: string
}

const PullsSchema = z.array(
  z.object({
    number: z.number().int().positive(),
    head: z.object({ sha: z.string() })
  })
)

/**
 * The pull request of a pull request event or of a workflow_run that one
 * triggered. For a fork's pull request GitHub leaves
 * `workflow_run.pull_requests` empty; then this lists the base repository's
 * open pull requests whose head is `<fork owner>:<head branch>`
 * (`GET /repos/{owner}/{repo}/pulls?state=open&head=…`) and takes the one
 * whose head commit is the run's head SHA. When the branch has moved on
 * since, there is none: a comment about an older commit could overwrite the
 * verdict of a newer run. Never throws for an API failure (a ConfigError
 * for an unusable connection).
 */
export async function findPullRequest(
  options: FindPullRequestOptions
): Promise<FoundPullRequest> {
  const { logger } = options
  const fromEvent = pullRequestOf(options.eventName, options.payload)
  if (fromEvent.kind === 'found') {
    const { number, headSha, fork } = fromEvent
    return { pullRequest: { number, headSha, fork, source: 'payload' } }
  }
  if (fromEvent.kind === 'none') {
    logger.info(`No pull request to comment on: ${fromEvent.reason}.`)
    return { reason: fromEvent.reason }
  }
  checkConnection(options)
  return lookUpByHead(options, fromEvent.head, fromEvent.headSha)
}

async function lookUpByHead(
  options: FindPullRequestOptions,
  head: string,
  headSha: string
): Promise<FoundPullRequest> {
  const { logger } = options
  try {
    const pulls = await withOctokit(options, async (octokit, repo) => {
      const response = await octokit.rest.pulls.list({
        ...repo,
        state: 'open',
        head,
        per_page: 100
      })
      return PullsSchema.parse(response.data)
    })
    const match = pulls.find((pull) => pull.head.sha === headSha)
    if (match) {
      const { number } = match
      return { pullRequest: { number, headSha, fork: true, source: 'lookup' } }
    }
    const reason =
      pulls.length === 0
        ? `no open pull request has the head ${scrub(head)}`
        : `the pull request from ${scrub(head)} has moved on from ` +
          `${headSha.slice(0, 12)}: no comment about an older commit`
    logger.info(`No pull request to comment on: ${reason}.`)
    return { reason }
  } catch (error) {
    const warning = describeGitHubFailure(error, {
      doing: `look up the pull request from ${scrub(head)}`,
      permission: 'pull-requests: read',
      secrets: [options.token]
    })
    logger.warn(warning)
    return { warning }
  }
}
