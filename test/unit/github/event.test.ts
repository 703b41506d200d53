import { describe, expect, it } from 'vitest'
import {
  forkRestricted,
  isForkPullRequest,
  pullRequestOf,
  triggeringRunOf
} from '../../../src/github/index.js'
import {
  pullRequestPayload,
  SHA_A,
  SHA_B,
  workflowRunPayload
} from '../../support/github/payloads.js'

describe('pullRequestOf', () => {
  it('takes the number and head SHA of a pull_request event, not a merge commit', () => {
    const payload = pullRequestPayload({ number: 7, headSha: SHA_A })
    expect(pullRequestOf('pull_request', payload)).toEqual({
      kind: 'found',
      number: 7,
      headSha: SHA_A,
      fork: false
    })
    expect(pullRequestOf('pull_request_target', payload)).toMatchObject({
      kind: 'found',
      number: 7
    })
  })

  it('takes a workflow_run’s pull request from the payload, the entry whose head is the run’s', () => {
    const payload = workflowRunPayload({
      id: 99,
      headSha: SHA_A,
      pullRequests: [
        { number: 3, headSha: SHA_B },
        { number: 4, headSha: SHA_A }
      ]
    })
    expect(pullRequestOf('workflow_run', payload)).toEqual({
      kind: 'found',
      number: 4,
      headSha: SHA_A,
      fork: false
    })
  })

  it('asks for a lookup by owner:branch when a fork’s workflow_run lists no pull request', () => {
    const payload = workflowRunPayload({
      id: 99,
      headSha: SHA_A,
      headRepo: 'outsider/shop',
      headBranch: 'fix/typo',
      pullRequests: []
    })
    expect(pullRequestOf('workflow_run', payload)).toEqual({
      kind: 'lookup',
      head: 'outsider:fix/typo',
      headSha: SHA_A,
      fork: true
    })
  })

  it('finds none for a workflow_run from a push, or for other events', () => {
    const push = workflowRunPayload({ id: 1, event: 'push' })
    expect(pullRequestOf('workflow_run', push)).toMatchObject({ kind: 'none' })
    expect(pullRequestOf('push', {})).toMatchObject({ kind: 'none' })
    expect(pullRequestOf('pull_request', { pull_request: 'x' })).toMatchObject({
      kind: 'none'
    })
    expect(pullRequestOf('pull_request', null)).toMatchObject({ kind: 'none' })
  })
})

describe('fork detection', () => {
  it('tells a fork’s pull request from a branch of the same repository', () => {
    const same = pullRequestPayload({ number: 1 })
    const fork = pullRequestPayload({ number: 1, headRepo: 'outsider/shop' })
    // The description has head.repo as an object on `opened`; GitHub sends
    // null on later events once the fork is deleted.
    const deleted = {
      pull_request: {
        number: 1,
        head: { sha: SHA_A, repo: null },
        base: { repo: { full_name: 'acme/shop' } }
      }
    }
    expect(isForkPullRequest('pull_request', same)).toBe(false)
    expect(isForkPullRequest('pull_request', fork)).toBe(true)
    expect(isForkPullRequest('pull_request', deleted)).toBe(true)
    expect(isForkPullRequest('pull_request_target', fork)).toBe(true)
  })

  it('knows a workflow_run a fork’s pull request triggered', () => {
    const fork = workflowRunPayload({ id: 5, headRepo: 'outsider/shop' })
    const own = workflowRunPayload({ id: 5 })
    const push = workflowRunPayload({
      id: 5,
      event: 'push',
      headRepo: 'outsider/shop'
    })
    expect(isForkPullRequest('workflow_run', fork)).toBe(true)
    expect(isForkPullRequest('workflow_run', own)).toBe(false)
    expect(isForkPullRequest('workflow_run', push)).toBe(false)
    expect(isForkPullRequest('push', fork)).toBe(false)
  })

  it('marks only the events that run without secrets as restricted', () => {
    const fork = pullRequestPayload({ number: 1, headRepo: 'outsider/shop' })
    expect(forkRestricted('pull_request', fork)).toBe(true)
    expect(forkRestricted('pull_request_target', fork)).toBe(false)
    expect(
      forkRestricted('pull_request', pullRequestPayload({ number: 1 }))
    ).toBe(false)
    const run = workflowRunPayload({ id: 5, headRepo: 'outsider/shop' })
    expect(forkRestricted('workflow_run', run)).toBe(false)
  })
})

describe('triggeringRunOf', () => {
  it('gives the run id of a workflow_run event and nothing for others', () => {
    const payload = workflowRunPayload({ id: 4242, headSha: SHA_B })
    expect(triggeringRunOf('workflow_run', payload)).toEqual({
      id: 4242,
      headSha: SHA_B,
      event: 'pull_request'
    })
    expect(triggeringRunOf('pull_request', payload)).toBeUndefined()
    expect(triggeringRunOf('workflow_run', {})).toBeUndefined()
  })
})
