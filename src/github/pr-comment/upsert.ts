/**
 * One sticky comment per marker on a pull request: found again through every
 * page of the pull request's comments, updated in place, and never a reason
 * for the step to fail.
 */
import { z } from 'zod'
import {
  checkConnection,
  withOctokit,
  type GitHubConnection,
  type Octokit,
  type RepositoryName
} from '../connection.js'
import { tokenLogin } from './author.js'
import { commentMarker, hasMarker, withMarker } from './body.js'
import { describeGitHubFailure } from '../failure.js'
import { pagesOf } from '../pages.js'

/**
 * `always`: post or update on every run. `on-failure`: post only when the
 * run failed, but still turn an existing comment green when it passes, so
 * the pull request never shows a stale red verdict. `off`: nothing.
 */
export type CommentMode = 'off' | 'always' | 'on-failure'

export interface UpsertCommentOptions extends GitHubConnection {
  pullNumber: number
  /** The key of the hidden marker: the attestation name or env-diff pair. */
  marker: string
  /** Markdown; the marker line is added in front. */
  body: string
  mode: CommentMode
  /** Whether the run passed (the gate's verdict). */
  passed: boolean
  /**
   * The login whose comments count as ours. Default: the token's own
   * identity (author.ts), so that nobody else's comment carrying the
   * marker is rewritten or rewrites ours.
   */
  author?: string
}

export interface CommentResult {
  action: 'created' | 'updated' | 'skipped' | 'failed'
  /** The comment's html_url: the `comment-url` output. */
  url?: string
  commentId?: number
  /** Why nothing was posted (`skipped`). */
  reason?: string
  /** The GitHub failure, already logged as a warning (`failed`). */
  warning?: string
}

const CommentSchema = z.object({
  id: z.number(),
  html_url: z.string(),
  body: z.string().nullish(),
  user: z.object({ login: z.string(), type: z.string() }).nullish()
})
type IssueComment = z.infer<typeof CommentSchema>

const PERMISSION = 'pull-requests: write'

interface Target {
  octokit: Octokit
  repo: RepositoryName
  options: UpsertCommentOptions
  marker: string
  /** The token's login: only its comments are ours. */
  author: string
}

function isOurs(comment: IssueComment, target: Target): boolean {
  if (!hasMarker(comment.body, target.marker)) return false
  const ours = comment.user?.login === target.author
  if (!ours) {
    target.options.logger.debug(
      `Comment ${comment.id} has the marker but another author: left alone`
    )
  }
  return ours
}

/** The oldest of our comments with the marker, reading page after page. */
async function findExisting(target: Target): Promise<IssueComment | undefined> {
  const { octokit, repo, options } = target
  // pages.ts: a page that cannot be read is retried, then a failure; never
  // an empty page, which would post a second comment.
  const pages = pagesOf(octokit, {
    route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    params: { ...repo, issue_number: options.pullNumber },
    what: `the comments of pull request #${options.pullNumber}`,
    read: (data) => {
      const page = z.array(CommentSchema).safeParse(data)
      return page.success ? { items: page.data } : undefined
    },
    logger: options.logger
  })
  for await (const comments of pages) {
    const found = comments.find((comment) => isOurs(comment, target))
    if (found) return found
  }
  return undefined
}

async function upsert(
  target: Target,
  step: { doing: string }
): Promise<CommentResult> {
  const { octokit, repo, options, marker } = target
  const passing = options.passed && options.mode === 'on-failure'
  step.doing = 'read the pull request’s comments'
  const existing = await findExisting(target)
  const body = withMarker(marker, options.body)
  if (existing) {
    step.doing = 'update the pull request comment'
    const { data } = await octokit.rest.issues.updateComment({
      ...repo,
      comment_id: existing.id,
      body
    })
    const updated = CommentSchema.parse(data)
    return { action: 'updated', url: updated.html_url, commentId: updated.id }
  }
  if (passing) {
    const reason = 'the run passed and pr-comment is on-failure'
    return { action: 'skipped', reason }
  }
  step.doing = 'post the pull request comment'
  const { data } = await octokit.rest.issues.createComment({
    ...repo,
    issue_number: options.pullNumber,
    body
  })
  const created = CommentSchema.parse(data)
  return { action: 'created', url: created.html_url, commentId: created.id }
}

async function upsertAs(
  octokit: Octokit,
  target: Omit<Target, 'octokit' | 'author'>,
  step: { doing: string }
): Promise<CommentResult> {
  step.doing = 'learn whom the github-token acts as'
  const author = target.options.author ?? (await tokenLogin(octokit))
  return upsert({ ...target, octokit, author }, step)
}

/**
 * Posts the comment, or updates ours with the same marker in place:
 * `GET /user` (whom the token acts as), `GET …/issues/{n}/comments` page by page (100 a page) until found, then
 * `PATCH …/issues/comments/{id}`, else `POST …/issues/{n}/comments`. With
 * `on-failure` and a passing run it only updates an existing comment. A
 * GitHub failure is logged as a warning and returned, never thrown.
 */
export async function upsertComment(
  options: UpsertCommentOptions
): Promise<CommentResult> {
  if (options.mode === 'off') {
    return { action: 'skipped', reason: 'pr-comment is off' }
  }
  checkConnection(options)
  const marker = commentMarker(options.marker)
  const step = { doing: 'reach GitHub' }
  try {
    const result = await withOctokit(options, (octokit, repo) =>
      upsertAs(octokit, { repo, options, marker }, step)
    )
    options.logger.info(
      result.url
        ? `Pull request comment ${result.action}: ${result.url}`
        : `No pull request comment: ${result.reason ?? result.action}`
    )
    return result
  } catch (error) {
    const warning = describeGitHubFailure(error, {
      doing: `${step.doing} on #${options.pullNumber}`,
      permission: PERMISSION,
      secrets: [options.token]
    })
    options.logger.warn(warning)
    return { action: 'failed', warning }
  }
}
