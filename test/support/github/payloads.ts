/**
 * Event payloads as GITHUB_EVENT_PATH holds them, each checked against the
 * description's webhook schema for that event (`webhook-pull-request-opened`,
 * `webhook-workflow-run-completed`), so the fields the module reads are
 * where GitHub puts them.
 */
import { openApi } from './stand-in.js'
import { sampleWith } from './sample.js'

export const BASE_REPO = 'acme/shop'
export const SHA_A = 'a'.repeat(40)
export const SHA_B = 'b'.repeat(40)

function checked(schemaName: string, patch: unknown): unknown {
  const api = openApi()
  const pointer = `/components/schemas/${schemaName}`
  const payload = sampleWith(api, { $ref: `#${pointer}` }, patch)
  const validate = api.validator(pointer)
  if (!validate(payload)) {
    throw new Error(`${schemaName} payload: ${api.errorsText(validate)}`)
  }
  return payload
}

function repo(fullName: string) {
  const [owner = '', name = ''] = fullName.split('/')
  return {
    full_name: fullName,
    name,
    owner: { login: owner },
    fork: fullName !== BASE_REPO
  }
}

export interface PullOptions {
  number: number
  headSha?: string
  /** `owner/repo` of the head: a fork when not BASE_REPO. */
  headRepo?: string
  headRef?: string
  /** `pull_request.base.sha`; default SHA_B. */
  baseSha?: string
  /** The names of the pull request's labels. */
  labels?: string[]
}

export function pullRequestPayload(options: PullOptions): unknown {
  const headRepo = options.headRepo ?? BASE_REPO
  return checked('webhook-pull-request-opened', {
    number: options.number,
    repository: repo(BASE_REPO),
    pull_request: {
      number: options.number,
      head: {
        sha: options.headSha ?? SHA_A,
        ref: options.headRef ?? 'feature',
        repo: repo(headRepo)
      },
      base: {
        sha: options.baseSha ?? SHA_B,
        ref: 'main',
        repo: repo(BASE_REPO)
      },
      ...(options.labels !== undefined && {
        labels: options.labels.map((name, i) => ({ id: i + 1, name }))
      })
    }
  })
}

export interface RunOptions {
  id: number
  event?: string
  headSha?: string
  headBranch?: string
  headRepo?: string
  pullRequests?: { number: number; headSha: string; headRef?: string }[]
}

export function workflowRunPayload(options: RunOptions): unknown {
  const headRepo = options.headRepo ?? BASE_REPO
  const pulls = (options.pullRequests ?? []).map((pull) => ({
    id: pull.number * 10,
    number: pull.number,
    url: `https://api.github.example/repos/${BASE_REPO}/pulls/${pull.number}`,
    head: {
      sha: pull.headSha,
      ref: pull.headRef ?? 'feature',
      repo: {
        id: 1,
        name: 'shop',
        url: 'https://api.github.example/repos/acme/shop'
      }
    },
    base: {
      sha: SHA_B,
      ref: 'main',
      repo: {
        id: 1,
        name: 'shop',
        url: 'https://api.github.example/repos/acme/shop'
      }
    }
  }))
  return checked('webhook-workflow-run-completed', {
    repository: repo(BASE_REPO),
    workflow_run: {
      id: options.id,
      event: options.event ?? 'pull_request',
      conclusion: 'success',
      head_sha: options.headSha ?? SHA_A,
      head_branch: options.headBranch ?? 'feature',
      head_repository: repo(headRepo),
      repository: repo(BASE_REPO),
      pull_requests: pulls
    }
  })
}
