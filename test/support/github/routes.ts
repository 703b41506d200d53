/**
 * The operations the GitHub stand-in answers, by operationId, with bodies
 * built from the description's own examples (or a minimal sample where its
 * example does not fit its schema) overlaid with the stored state. The
 * server validates each answer against the operation's response schema.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { OpenApi } from './openapi.js'
import { createCheckRunRoute, updateCheckRunRoute } from './checks.js'
import { RUN_ROUTES } from './runs.js'
import { overlay, sampleOf } from './sample.js'
import type {
  Author,
  StandInState,
  StoredComment,
  StoredPull
} from './state.js'

export interface Answer {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** Raw bytes (not JSON) for the blob download. */
  raw?: Buffer
  /** Send the headers and half the body, then cut the connection. */
  cut?: boolean
  /** Never answer (the connection stays open until the stand-in closes). */
  hold?: boolean
}

export interface RouteContext {
  api: OpenApi
  state: StandInState
  pathParams: Record<string, string>
  query: URLSearchParams
  body: unknown
  /** The API base (with its /api/v3 prefix) and the request's path below it. */
  apiUrl: string
  path: string
  blobUrl: string
}

export type Route = (context: RouteContext) => Answer

const WEB = 'https://github.example'

function user(api: OpenApi, author: Author): unknown {
  const base = sampleOf(api, { $ref: '#/components/schemas/simple-user' })
  const id = [...author.login].reduce(
    (sum, char) => sum + char.charCodeAt(0),
    0
  )
  return overlay(base, { login: author.login, type: author.type, id })
}

function commentJson(context: RouteContext, comment: StoredComment): unknown {
  const { owner, repo } = context.pathParams
  const api = `${context.apiUrl}/repos/${owner}/${repo}`
  return overlay(context.api.example('issue-comment'), {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `${api}/issues/comments/${comment.id}`,
    html_url: `${WEB}/${owner}/${repo}/pull/${comment.issue}#issuecomment-${comment.id}`,
    issue_url: `${api}/issues/${comment.issue}`,
    body: comment.body,
    user: user(context.api, comment.author),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: comment.author.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR'
  })
}

/** One page and its Link header, as GitHub paginates. */
function page<T>(context: RouteContext, items: readonly T[]) {
  const perPage = Number(context.query.get('per_page') ?? 30)
  const number = Number(context.query.get('page') ?? 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const link = (n: number, rel: string) => {
    const query = new URLSearchParams(context.query)
    query.set('page', String(n))
    return `<${context.apiUrl}${context.path}?${query.toString()}>; rel="${rel}"`
  }
  const links = []
  if (number < last) links.push(link(number + 1, 'next'), link(last, 'last'))
  if (number > 1) links.push(link(1, 'first'), link(number - 1, 'prev'))
  return {
    items: items.slice((number - 1) * perPage, number * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : undefined
  }
}

function issueNumber(context: RouteContext): number {
  return Number(context.pathParams.issue_number)
}

const CommentBodySchema = z.object({ body: z.string() })

/** The validated request body's text. */
function bodyText(context: RouteContext): string {
  return CommentBodySchema.parse(context.body).body
}

function pullJson(context: RouteContext, pull: StoredPull): unknown {
  const { owner, repo } = context.pathParams
  const sample = sampleOf(context.api, {
    $ref: '#/components/schemas/pull-request-simple'
  })
  return overlay(sample, {
    number: pull.number,
    state: pull.state,
    html_url: `${WEB}/${owner}/${repo}/pull/${pull.number}`,
    head: {
      label: `${pull.headOwner}:${pull.headRef}`,
      ref: pull.headRef,
      sha: pull.headSha,
      repo: { full_name: `${pull.headOwner}/${pull.headRepo}`, fork: true }
    },
    base: { ref: 'main', repo: { full_name: `${owner}/${repo}` } }
  })
}

export const ROUTES: Readonly<Record<string, Route>> = {
  ...RUN_ROUTES,
  'checks/create': (context) =>
    createCheckRunRoute(
      context,
      context.state.checkRuns,
      context.state.nextId()
    ),
  'checks/update': (context) =>
    updateCheckRunRoute(context, context.state.checkRuns),
  'users/get-authenticated': (context) => {
    if (!context.state.userReadable) {
      const message = 'Resource not accessible by integration'
      return { status: 403, body: { message } }
    }
    const sample = context.api.example('private-user')
    const { login, type } = context.state.author
    return { status: 200, body: overlay(sample, { login, type }) }
  },
  'issues/list-comments': (context) => {
    const comments = context.state.commentsOn(issueNumber(context))
    const { items, headers } = page(context, comments)
    return {
      status: 200,
      body: items.map((comment) => commentJson(context, comment)),
      ...(headers ? { headers } : {})
    }
  },
  'issues/create-comment': (context) => {
    const comment = context.state.addComment(
      issueNumber(context),
      bodyText(context)
    )
    const { owner, repo } = context.pathParams
    const location = `${context.apiUrl}/repos/${owner}/${repo}/issues/comments/${comment.id}`
    return {
      status: 201,
      body: commentJson(context, comment),
      headers: { location }
    }
  },
  'issues/update-comment': (context) => {
    const id = Number(context.pathParams.comment_id)
    const comment = context.state.comments.find((c) => c.id === id)
    if (!comment) return { status: 404, body: { message: 'Not Found' } }
    // An installation token may edit only its own comments.
    if (comment.author.login !== context.state.author.login) {
      const message = 'Resource not accessible by integration'
      return { status: 403, body: { message } }
    }
    comment.body = bodyText(context)
    comment.updatedAt = context.state.now()
    return { status: 200, body: commentJson(context, comment) }
  },
  'pulls/list': (context) => {
    const state = context.query.get('state') ?? 'open'
    const head = context.query.get('head')
    const pulls = context.state.pulls.filter(
      (pull) =>
        (state === 'all' || pull.state === state) &&
        (head === null || `${pull.headOwner}:${pull.headRef}` === head)
    )
    const { items, headers } = page(context, pulls)
    return {
      status: 200,
      body: items.map((pull) => pullJson(context, pull)),
      ...(headers ? { headers } : {})
    }
  },
  'actions/list-workflow-run-artifacts': (context) => {
    const runId = Number(context.pathParams.run_id)
    const { owner, repo } = context.pathParams
    const stored = context.state.artifacts.filter((a) => a.runId === runId)
    const { items, headers } = page(context, stored)
    const artifacts = items.map((artifact) =>
      overlay(context.api.example('artifact'), {
        id: artifact.id,
        node_id: `A_${artifact.id}`,
        name: artifact.name,
        size_in_bytes: artifact.zip.length,
        digest: artifact.digest,
        url: `${context.apiUrl}/repos/${owner}/${repo}/actions/artifacts/${artifact.id}`,
        archive_download_url: `${context.apiUrl}/repos/${owner}/${repo}/actions/artifacts/${artifact.id}/zip`,
        expired: false,
        workflow_run: { id: runId }
      })
    )
    return {
      status: 200,
      body: { total_count: stored.length, artifacts },
      ...(headers ? { headers } : {})
    }
  },
  'repos/get-content': (context) => {
    const { owner, repo, path = '' } = context.pathParams
    const ref = context.query.get('ref') ?? 'main'
    const content = context.state.files.get(`${ref}:${path}`)
    if (content === undefined)
      return { status: 404, body: { message: 'Not Found' } }
    const bytes = Buffer.from(content)
    const url = `${context.apiUrl}/repos/${owner}/${repo}/contents/${path}?ref=${ref}`
    return {
      status: 200,
      body: overlay(
        sampleOf(context.api, { $ref: '#/components/schemas/content-file' }),
        {
          type: 'file',
          encoding: 'base64',
          size: bytes.length,
          name: path.split('/').pop(),
          path,
          content: bytes.toString('base64'),
          sha: createHash('sha1').update(bytes).digest('hex'),
          url,
          git_url: null,
          html_url: null,
          download_url: null,
          _links: { self: url, git: null, html: null }
        }
      )
    }
  },
  'actions/list-jobs-for-workflow-run': (context) => {
    const runId = Number(context.pathParams.run_id)
    const { owner, repo } = context.pathParams
    const stored = context.state.jobs.filter((j) => j.runId === runId)
    const { items, headers } = page(context, stored)
    const sample = sampleOf(context.api, {
      $ref: '#/components/schemas/job'
    })
    const jobs = items.map((job) =>
      overlay(sample, {
        id: job.id,
        run_id: runId,
        name: job.name,
        status: 'completed',
        conclusion: job.conclusion,
        url: `${context.apiUrl}/repos/${owner}/${repo}/actions/jobs/${job.id}`,
        html_url: `${WEB}/${owner}/${repo}/actions/runs/${runId}/job/${job.id}`
      })
    )
    return {
      status: 200,
      body: { total_count: stored.length, jobs },
      ...(headers ? { headers } : {})
    }
  },
  'actions/download-artifact': (context) => {
    const id = Number(context.pathParams.artifact_id)
    const found = context.state.artifacts.find((a) => a.id === id)
    if (!found || context.pathParams.archive_format !== 'zip') {
      return { status: 404, body: { message: 'Not Found' } }
    }
    // A signed, short-lived blob URL, as GitHub redirects to.
    const location = `${context.blobUrl}/blobs/${id}.zip?sv=2025-01-01&sig=signed-${id}`
    return { status: 302, headers: { location } }
  }
}
