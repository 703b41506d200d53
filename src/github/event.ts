/**
 * What a workflow's event payload (the JSON file at GITHUB_EVENT_PATH) says
 * about pull requests: which one the run is about, and whether it comes
 * from a fork. Pure functions of the event name and the parsed payload.
 */
import { z } from 'zod'

const str = z.string().optional().catch(undefined)
const RepoSchema = z
  .object({
    full_name: str,
    owner: z.object({ login: str }).optional().catch(undefined)
  })
  .nullish()
  .catch(undefined)
const PullSchema = z.object({
  number: z.number().int().positive(),
  head: z
    .object({ sha: str, ref: str, repo: RepoSchema })
    .optional()
    .catch(undefined),
  base: z.object({ repo: RepoSchema }).optional().catch(undefined)
})
const PayloadSchema = z
  .object({
    pull_request: PullSchema.optional().catch(undefined),
    repository: RepoSchema,
    workflow_run: z
      .object({
        id: z.number().int().positive().optional().catch(undefined),
        event: str,
        head_sha: str,
        head_branch: z.string().nullish().catch(undefined),
        head_repository: RepoSchema,
        repository: RepoSchema,
        pull_requests: z.array(z.unknown()).optional().catch(undefined)
      })
      .optional()
      .catch(undefined)
  })
  .catch({ repository: undefined })
type Payload = z.infer<typeof PayloadSchema>
type Repo = z.infer<typeof RepoSchema>
type WorkflowRun = NonNullable<Payload['workflow_run']>

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

function sameRepo(a: Repo, b: Repo): boolean {
  const left = a?.full_name?.toLowerCase()
  return left !== undefined && left === b?.full_name?.toLowerCase()
}

function isSha(value: string | undefined): value is string {
  return value !== undefined && SHA.test(value)
}

function fromPullRequestEvent(eventName: string, payload: Payload) {
  const pull = payload.pull_request
  const headSha = pull?.head?.sha
  if (!pull || !isSha(headSha)) {
    return none(`the ${eventName} payload has no pull_request.head.sha`)
  }
  // A deleted fork leaves head.repo null: still a fork.
  const fork = !sameRepo(pull.head?.repo, pull.base?.repo)
  return { kind: 'found', number: pull.number, headSha, fork } as const
}

function none(reason: string): PullRequestFromEvent {
  return { kind: 'none', reason }
}

const RunPullSchema = PullSchema.extend({
  head: z.object({ sha: str, ref: str }).optional().catch(undefined)
})

function fromWorkflowRun(run: WorkflowRun | undefined): PullRequestFromEvent {
  if (!run) return none('the workflow_run payload has no workflow_run')
  if (!run.event || !PULL_REQUEST_EVENTS.has(run.event)) {
    return none(
      `the triggering run came from a ${JSON.stringify(run.event ?? '')} ` +
        'event, not a pull request'
    )
  }
  const headSha = run.head_sha
  if (!isSha(headSha)) return none('the workflow_run payload has no head_sha')
  const fork = !sameRepo(run.head_repository, run.repository)
  const pulls = (run.pull_requests ?? []).flatMap((entry) => {
    const parsed = RunPullSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
  const pull = pulls.find((p) => p.head?.sha === headSha) ?? pulls[0]
  if (pull) return { kind: 'found', number: pull.number, headSha, fork }
  const owner = run.head_repository?.owner?.login
  const branch = run.head_branch
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
  const parsed = PayloadSchema.parse(payload ?? {})
  if (PULL_REQUEST_EVENTS.has(eventName)) {
    return fromPullRequestEvent(eventName, parsed)
  }
  if (eventName === 'workflow_run') return fromWorkflowRun(parsed.workflow_run)
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
  const parsed = PayloadSchema.parse(payload ?? {})
  if (PULL_REQUEST_EVENTS.has(eventName)) {
    const pull = parsed.pull_request
    return pull !== undefined && !sameRepo(pull.head?.repo, pull.base?.repo)
  }
  const run = parsed.workflow_run
  if (eventName !== 'workflow_run' || !run?.event) return false
  return (
    PULL_REQUEST_EVENTS.has(run.event) &&
    !sameRepo(run.head_repository, run.repository)
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
  const run = PayloadSchema.parse(payload ?? {}).workflow_run
  if (run?.id === undefined) return undefined
  const result: TriggeringRun = { id: run.id }
  if (isSha(run.head_sha)) result.headSha = run.head_sha
  if (run.event) result.event = run.event
  return result
}
