/**
 * Which pull request a run comments on, from the payload or, for a fork's
 * workflow_run, through the lookup by head against the GitHub stand-in.
 */
import { describe, expect, it } from 'vitest'
import { findPullRequest } from '../../../src/github/index.js'
import {
  pullRequestPayload,
  SHA_A,
  SHA_B,
  workflowRunPayload
} from '../../support/github/payloads.js'
import { useGitHubStandIn } from '../../support/github/use.js'

const TOKEN = 'ghs_lookupToken0123456789abcdef'
const use = useGitHubStandIn(TOKEN)

function find(eventName: string, payload: unknown) {
  return findPullRequest({
    token: TOKEN,
    apiUrl: use.github.apiUrl,
    repository: 'acme/shop',
    logger: use.logger,
    eventName,
    payload
  })
}

const forkRun = () =>
  workflowRunPayload({
    id: 31,
    headSha: SHA_A,
    headRepo: 'outsider/shop',
    headBranch: 'fix/typo',
    pullRequests: []
  })

describe('findPullRequest', () => {
  it('takes a pull_request event’s number from the payload, with no request', async () => {
    const found = await find('pull_request', pullRequestPayload({ number: 8 }))
    expect(found.pullRequest).toEqual({
      number: 8,
      headSha: SHA_A,
      fork: false,
      source: 'payload'
    })
    expect(use.github.requests).toHaveLength(0)
  })

  it('takes a workflow_run’s pull request number from workflow_run.pull_requests', async () => {
    const payload = workflowRunPayload({
      id: 30,
      headSha: SHA_B,
      pullRequests: [{ number: 21, headSha: SHA_B }]
    })
    const found = await find('workflow_run', payload)
    expect(found.pullRequest).toMatchObject({
      number: 21,
      headSha: SHA_B,
      source: 'payload'
    })
    expect(use.github.requests).toHaveLength(0)
  })

  it('looks a fork’s pull request up by owner:branch and matches the head SHA', async () => {
    use.github.state.addPull({
      number: 40,
      headOwner: 'outsider',
      headRepo: 'shop',
      headRef: 'fix/typo',
      headSha: SHA_A
    })
    use.github.state.addPull({
      number: 41,
      headOwner: 'someone',
      headRepo: 'shop',
      headRef: 'fix/typo',
      headSha: SHA_A
    })
    const found = await find('workflow_run', forkRun())
    expect(found.pullRequest).toEqual({
      number: 40,
      headSha: SHA_A,
      fork: true,
      source: 'lookup'
    })
    expect(use.github.requests).toHaveLength(1)
    const url = new URL(use.github.requests[0]?.url ?? '', 'http://x')
    expect(url.pathname).toBe('/api/v3/repos/acme/shop/pulls')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 'open',
      head: 'outsider:fix/typo',
      per_page: '100'
    })
  })

  it('finds none when the fork’s branch has moved on past the run’s commit', async () => {
    use.github.state.addPull({
      number: 40,
      headOwner: 'outsider',
      headRepo: 'shop',
      headRef: 'fix/typo',
      headSha: SHA_B
    })
    const found = await find('workflow_run', forkRun())
    expect(found.pullRequest).toBeUndefined()
    expect(found.reason).toContain('has moved on')
  })

  it('finds none when no open pull request has that head', async () => {
    const found = await find('workflow_run', forkRun())
    expect(found.pullRequest).toBeUndefined()
    expect(found.reason).toContain(
      'no open pull request has the head outsider:fix/typo'
    )
  })

  it('turns a 403 on the lookup into a warning naming pull-requests: read', async () => {
    use.github.fail({
      operationId: 'pulls/list',
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const found = await find('workflow_run', forkRun())
    expect(found.pullRequest).toBeUndefined()
    expect(found.warning).toContain('`pull-requests: read`')
    expect(use.logger.lines).toContainEqual({
      level: 'warn',
      message: found.warning
    })
  })

  it('says why there is none for a push', async () => {
    const found = await find('push', {})
    expect(found.reason).toContain('not about a pull request')
    expect(use.github.requests).toHaveLength(0)
  })
})
