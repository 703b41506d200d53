/**
 * The commit a run is compared with, as its event payload names it: on a
 * pull request the base (whose merge base with the head is asked of GitHub
 * by base-tests.ts), on a push the commit before it, on a merge queue's
 * group the base it was built on. And the pull request's labels, one of
 * which may allow tests to stop running. Pure functions of the payload.
 */
import { at, entries, text } from '../json-fields.js'

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/
const NO_COMMIT = /^0+$/

/** The pull request events whose payload names the base and the head. */
const PULL_EVENTS: ReadonlySet<string> = new Set([
  'pull_request',
  'pull_request_target'
])

export type BaseOfEvent =
  | {
      kind: 'pull-request'
      /** `pull_request.base.sha`: the merge base is found from it. */
      baseSha: string
      headSha: string
      /** The branch the pull request goes into. */
      branch?: string
    }
  | {
      kind: 'commit'
      sha: string
      /** The branch whose earlier runs may stand in (approximate). */
      branch?: string
    }
  | { kind: 'none'; reason: string }

function sha(value: unknown): string | undefined {
  const found = text(value)
  return found !== undefined && SHA.test(found) && !NO_COMMIT.test(found)
    ? found
    : undefined
}

function branchOf(ref: unknown): string | undefined {
  const found = text(ref)
  if (found === undefined || found === '') return undefined
  return found.startsWith('refs/heads/')
    ? found.slice('refs/heads/'.length)
    : found.startsWith('refs/')
      ? undefined
      : found
}

function none(reason: string): BaseOfEvent {
  return { kind: 'none', reason }
}

function fromPull(eventName: string, payload: unknown): BaseOfEvent {
  const pull = at(payload, 'pull_request')
  const baseSha = sha(at(pull, 'base', 'sha'))
  const headSha = sha(at(pull, 'head', 'sha'))
  if (baseSha === undefined || headSha === undefined) {
    return none(
      `the ${eventName} payload has no pull_request.base.sha and head.sha`
    )
  }
  const branch = branchOf(at(pull, 'base', 'ref'))
  return {
    kind: 'pull-request',
    baseSha,
    headSha,
    ...(branch !== undefined && { branch })
  }
}

function fromPush(payload: unknown): BaseOfEvent {
  const given = text(at(payload, 'before'))
  const before = sha(given)
  if (given === undefined) return none('the push payload has no before commit')
  if (before === undefined) {
    return none(
      'the push has no commit before it (a new branch or tag): there is nothing to compare with'
    )
  }
  const branch = branchOf(at(payload, 'ref'))
  return {
    kind: 'commit',
    sha: before,
    ...(branch !== undefined && { branch })
  }
}

function fromMergeGroup(payload: unknown): BaseOfEvent {
  const group = at(payload, 'merge_group')
  const base = sha(at(group, 'base_sha'))
  if (base === undefined) {
    return none('the merge_group payload has no merge_group.base_sha')
  }
  const branch = branchOf(at(group, 'base_ref'))
  return { kind: 'commit', sha: base, ...(branch !== undefined && { branch }) }
}

/** The base commit the event names, or why there is none. */
export function baseOfEvent(eventName: string, payload: unknown): BaseOfEvent {
  if (PULL_EVENTS.has(eventName)) return fromPull(eventName, payload)
  if (eventName === 'push') return fromPush(payload)
  if (eventName === 'merge_group') return fromMergeGroup(payload)
  return none(
    `a ${JSON.stringify(eventName)} event names no base commit (pull_request, push and merge_group do); give base-tests a file to compare with`
  )
}

/** The names of the pull request's labels, as the event payload lists them. */
export function pullRequestLabels(payload: unknown): string[] {
  return entries(at(payload, 'pull_request', 'labels')).flatMap((label) => {
    const name = text(at(label, 'name'))
    return name === undefined ? [] : [name]
  })
}
