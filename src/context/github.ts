/**
 * GitHub Actions context from the runner's environment and the event
 * payload (GITHUB_EVENT_PATH). The commit is the one the event is about:
 * on pull_request events GITHUB_SHA is a merge commit that exists nowhere
 * but on the runner, so the PR head is attested instead.
 */
import { at, isJsonObject, text, type JsonObject } from '../json-fields.js'
import { applyRepoOverrides, envValue, finishRepoInfo } from './repo-info.js'
import type {
  CiContext,
  Env,
  GitCommitInfo,
  ReadEvent,
  RepoOverrides
} from './types.js'

const PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment'
])
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/
const isSha = (v: string | undefined): v is string =>
  v !== undefined && SHA.test(v) && !/^0+$/.test(v)

interface Target {
  sha?: string
  branch?: string
  eventCommit?: Partial<GitCommitInfo>
}

/** The runner's variables, and the warnings a reading of them adds to. */
interface Reading {
  env: Env
  warnings: string[]
}

export function githubContext(
  env: Env,
  readEvent: ReadEvent,
  overrides: RepoOverrides = {}
): CiContext {
  const warnings: string[] = []
  const event = envValue(env, 'GITHUB_EVENT_NAME') ?? ''
  const payload = loadPayload(env, readEvent, warnings)
  const target = eventTarget(event, payload, { env, warnings })
  const server = envValue(env, 'GITHUB_SERVER_URL')?.replace(/\/+$/, '')
  const repo = envValue(env, 'GITHUB_REPOSITORY')
  const base = server && repo ? `${server}/${repo}` : undefined
  if (!base) {
    warnings.push(
      'GITHUB_SERVER_URL or GITHUB_REPOSITORY is not set: no commit URL, ' +
        'run URL or repository URL'
    )
  }
  const ctx: CiContext = { ci: 'github', warnings }
  if (target.sha) ctx.commitSha = target.sha
  if (target.branch) ctx.branch = target.branch
  if (target.eventCommit) ctx.eventCommit = target.eventCommit
  const originUrl = overrides.originUrl ?? runUrl(env, base, warnings)
  if (originUrl) ctx.originUrl = originUrl
  if (base) ctx.commitUrlBase = `${base}/commit`
  const owner = envValue(env, 'GITHUB_REPOSITORY_OWNER') ?? repo?.split('/')[0]
  const candidate = applyRepoOverrides(
    {
      name: repo,
      url: base,
      id: envValue(env, 'GITHUB_REPOSITORY_ID'),
      provider: 'github',
      namespace_path: owner ? [owner] : undefined
    },
    overrides
  )
  const repoInfo = finishRepoInfo(
    candidate,
    {
      name: 'GITHUB_REPOSITORY',
      url: 'GITHUB_SERVER_URL and GITHUB_REPOSITORY',
      id: 'GITHUB_REPOSITORY_ID; set --repo-id'
    },
    warnings
  )
  if (repoInfo) ctx.repoInfo = repoInfo
  return ctx
}

function loadPayload(
  env: Env,
  readEvent: ReadEvent,
  warnings: string[]
): JsonObject {
  const path = envValue(env, 'GITHUB_EVENT_PATH')
  if (!path) return {}
  let raw: unknown
  try {
    raw = readEvent(path)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    warnings.push(`cannot read the event payload ${path}: ${reason}`)
    return {}
  }
  if (isJsonObject(raw)) return raw
  warnings.push(`the event payload ${path} is not a JSON object`)
  return {}
}

function eventTarget(
  event: string,
  payload: JsonObject,
  reading: Reading
): Target {
  const { env, warnings } = reading
  if (PR_EVENTS.has(event)) {
    const head = at(payload.pull_request, 'head')
    const sha = text(at(head, 'sha'))
    const branch = text(at(head, 'ref')) ?? envValue(env, 'GITHUB_HEAD_REF')
    if (!isSha(sha)) {
      warnings.push(
        `${event} payload has no pull_request.head.sha: commit left out ` +
          '(GITHUB_SHA is a merge commit, not the pull request head)'
      )
      return branch ? { branch } : {}
    }
    const eventCommit: Partial<GitCommitInfo> = { sha1: sha }
    if (branch) eventCommit.branch = branch
    return { sha, eventCommit, ...(branch ? { branch } : {}) }
  }
  if (event === 'workflow_run') {
    const run = payload.workflow_run
    const sha = text(at(run, 'head_sha'))
    const branch = text(at(run, 'head_branch'))
    if (!isSha(sha)) {
      warnings.push(
        'workflow_run payload has no workflow_run.head_sha: commit left out ' +
          '(GITHUB_SHA is the default branch head, not the triggering commit)'
      )
      return branch ? { branch } : {}
    }
    const eventCommit = commitFacts(sha, at(run, 'head_commit'))
    if (branch) eventCommit.branch = branch
    return { sha, eventCommit, ...(branch ? { branch } : {}) }
  }
  return refTarget(event, payload, reading)
}

function refTarget(
  event: string,
  payload: JsonObject,
  reading: Reading
): Target {
  const { env, warnings } = reading
  const head = payload.head_commit
  const fromPayload =
    event === 'push'
      ? [text(payload.after), text(at(head, 'id'))].find(isSha)
      : undefined
  const sha = fromPayload ?? envValue(env, 'GITHUB_SHA')
  const ref = envValue(env, 'GITHUB_REF') ?? ''
  const branch = ref.startsWith('refs/heads/')
    ? (envValue(env, 'GITHUB_REF_NAME') ?? ref.slice('refs/heads/'.length))
    : undefined
  const target: Target = branch ? { branch } : {}
  if (!sha) {
    warnings.push('GITHUB_SHA is not set: commit left out')
    return target
  }
  target.sha = sha
  if (event === 'push') target.eventCommit = commitFacts(sha, head)
  return target
}

/** What a payload's `head_commit` says of the commit, if it is that commit. */
function commitFacts(sha: string, head: unknown): Partial<GitCommitInfo> {
  const facts: Partial<GitCommitInfo> = { sha1: sha }
  if (text(at(head, 'id')) !== sha) return facts
  const message = text(at(head, 'message'))
  if (message !== undefined) facts.message = message.trim()
  const name = text(at(head, 'author', 'name'))
  const email = text(at(head, 'author', 'email'))
  if (name && email) facts.author = `${name} <${email}>`
  const timestamp = text(at(head, 'timestamp'))
  const ms = timestamp ? Date.parse(timestamp) : NaN
  if (Number.isFinite(ms)) facts.timestamp = Math.floor(ms / 1000)
  return facts
}

function runUrl(
  env: Env,
  base: string | undefined,
  warnings: string[]
): string | undefined {
  const runId = envValue(env, 'GITHUB_RUN_ID')
  if (!base || !runId) {
    if (base) warnings.push('GITHUB_RUN_ID is not set: origin_url left out')
    return undefined
  }
  const attempt = envValue(env, 'GITHUB_RUN_ATTEMPT')
  const run = `${base}/actions/runs/${runId}`
  return attempt ? `${run}/attempts/${attempt}` : run
}
