/**
 * What a workflow's event payload (the JSON file at GITHUB_EVENT_PATH) says
 * about pull requests: which one the run is about, and whether it comes
 * from a fork. Pure functions of the event name and the parsed payload.
 */
import {
  at,
  entries,
  isJsonObject,
  positiveInteger,
  text
} from '../json-fields.js'

/** Events whose payload holds `pull_request`. */
export const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment'
])

/**
 * The fork events GitHub starts without secrets and with a read-only
 * GITHUB_TOKEN (`pull_request_target` and `workflow_run` run in the base
 * repository's context instead).
 */
const RESTRICTED_EVENTS: ReadonlySet<string> = new Set([
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment'
])

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/

export type PullRequestFromEvent =
  /** The payload names the pull request. */
  | { kind: 'found'; number: number; headSha: string; fork: boolean }
  /**
   * A workflow_run from a fork's pull request: GitHub leaves
   * `workflow_run.pull_requests` empty, so the pull request has to be looked
   * up by its head (`owner:branch`) and matched on the run's head SHA.
   */
  | { kind: 'lookup'; head: string; headSha: string; fork: true }
  /** Not about a pull request, or the payload lacks what is needed. */
  | { kind: 'none'; reason: string }

/** A pull request as read: none unless its `number` is a positive integer. */
interface Pull {
  number: number
  headSha: string | undefined
}

function pullOf(value: unknown): Pull | undefined {
  const number = positiveInteger(at(value, 'number'))
  if (number === undefined) return undefined
  return { number, headSha: text(at(value, 'head', 'sha')) }
}

/** The payload's `pull_request`, and whether its head is in a fork. */
function eventPullOf(payload: unknown): (Pull & { fork: boolean }) | undefined {
  const value = at(payload, 'pull_request')
  const pull = pullOf(value)
  if (!pull) return undefined
  // A deleted fork leaves head.repo null: still a fork.
  const fork = !sameRepo(at(value, 'head', 'repo'), at(value, 'base', 'repo'))
  return { ...pull, fork }
}

/** Whether two repositories of the payload have the same `full_name`. */
function sameRepo(a: unknown, b: unknown): boolean {
  const left = text(at(a, 'full_name'))?.toLowerCase()
  return left !== undefined && left === text(at(b, 'full_name'))?.toLowerCase()
}

function isSha(value: string | undefined): value is string {
  return value !== undefined && SHA.test(value)
}

function fromPullRequestEvent(
  eventName: string,
  payload: unknown
): PullRequestFromEvent {
  const pull = eventPullOf(payload)
  const headSha = pull?.headSha
  if (!pull || !isSha(headSha)) {
    return none(`the ${eventName} payload has no pull_request.head.sha`)
  }
  return { kind: 'found', number: pull.number, headSha, fork: pull.fork }
}

function none(reason: string): PullRequestFromEvent {
  return { kind: 'none', reason }
}

function fromWorkflowRun(run: unknown): PullRequestFromEvent {
  if (!isJsonObject(run)) {
    return none('the workflow_run payload has no workflow_run')
  }
  const event = text(run.event)
  if (!event || !PULL_REQUEST_EVENTS.has(event)) {
    return none(
      `the triggering run came from a ${JSON.stringify(event ?? '')} ` +
        'event, not a pull request'
    )
  }
  const headSha = text(run.head_sha)
  if (!isSha(headSha)) return none('the workflow_run payload has no head_sha')
  const fork = !sameRepo(run.head_repository, run.repository)
  const pulls = entries(run.pull_requests).flatMap((entry) => {
    const pull = pullOf(entry)
    return pull ? [pull] : []
  })
  const pull = pulls.find((p) => p.headSha === headSha) ?? pulls[0]
  if (pull) return { kind: 'found', number: pull.number, headSha, fork }
  const owner = text(at(run.head_repository, 'owner', 'login'))
  const branch = text(run.head_branch)
  if (!owner || !branch) {
    return none(
      'the workflow_run payload lists no pull request and has no ' +
        'head_repository.owner.login or head_branch to look one up by'
    )
  }
  return { kind: 'lookup', head: `${owner}:${branch}`, headSha, fork: true }
}

/**
 * The pull request an event is about: from `pull_request` on the pull
 * request events, from `workflow_run.pull_requests` (the entry whose head is
 * the run's head SHA) on `workflow_run`, else what to look up.
 */
export function pullRequestOf(
  eventName: string,
  payload: unknown
): PullRequestFromEvent {
  if (PULL_REQUEST_EVENTS.has(eventName)) {
    return fromPullRequestEvent(eventName, payload)
  }
  if (eventName === 'workflow_run') {
    return fromWorkflowRun(at(payload, 'workflow_run'))
  }
  return none(
    `${JSON.stringify(eventName)} events are not about a pull request`
  )
}

/**
 * Whether the event is about a pull request whose head lives in another
 * repository (a fork), on the pull request events and on a workflow_run that
 * a fork's pull request triggered.
 */
export function isForkPullRequest(
  eventName: string,
  payload: unknown
): boolean {
  if (PULL_REQUEST_EVENTS.has(eventName)) {
    return eventPullOf(payload)?.fork === true
  }
  const run = at(payload, 'workflow_run')
  const event = text(at(run, 'event'))
  if (eventName !== 'workflow_run' || !event) return false
  return (
    PULL_REQUEST_EVENTS.has(event) &&
    !sameRepo(at(run, 'head_repository'), at(run, 'repository'))
  )
}

/**
 * A fork's pull request on an event GitHub runs without secrets and with a
 * read-only GITHUB_TOKEN: nothing can be attested (no Kosli token) and no
 * comment posted; the step can still summarise.
 */
export function forkRestricted(eventName: string, payload: unknown): boolean {
  return (
    RESTRICTED_EVENTS.has(eventName) && isForkPullRequest(eventName, payload)
  )
}

export interface TriggeringRun {
  /** `workflow_run.id`: where `downloadRunArtifacts` looks. */
  id: number
  headSha?: string
  /** The triggering run's event, e.g. `pull_request`. */
  event?: string
}

/** The run that triggered a `workflow_run` event, else undefined. */
export function triggeringRunOf(
  eventName: string,
  payload: unknown
): TriggeringRun | undefined {
  if (eventName !== 'workflow_run') return undefined
  const run = at(payload, 'workflow_run')
  const id = positiveInteger(at(run, 'id'))
  if (id === undefined) return undefined
  const result: TriggeringRun = { id }
  const headSha = text(at(run, 'head_sha'))
  if (isSha(headSha)) result.headSha = headSha
  const event = text(at(run, 'event'))
  if (event) result.event = event
  return result
}
