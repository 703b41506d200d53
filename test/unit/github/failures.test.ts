/**
 * GitHub failures never fail the step: each becomes one warning that says
 * what to change, and none carries the token.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { describeGitHubFailure } from '../../../src/github/index.js'
import {
  upsertComment,
  type UpsertCommentOptions
} from '../../../src/github/pr-comment/upsert.js'
import { startGitHubStandIn } from '../../support/github/stand-in.js'
import { commentOptions, useGitHubStandIn } from '../../support/github/use.js'

const TOKEN = 'ghs_failureToken0123456789abcdefXYZ'
const use = useGitHubStandIn(TOKEN)

function options(overrides: Partial<UpsertCommentOptions> = {}) {
  return commentOptions(use, TOKEN, overrides)
}

function warnings(): string[] {
  return use.logger.lines
    .filter((l) => l.level === 'warn')
    .map((l) => l.message)
}

describe('a GitHub failure while commenting', () => {
  it('403 on a fork’s read-only token: a warning naming pull-requests: write, nothing thrown', async () => {
    use.github.fail({
      operationId: 'issues/create-comment',
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.use.github.com/rest'
      }
    })
    const result = await upsertComment(options())
    expect(result.action).toBe('failed')
    expect(result.warning).toContain('post the pull request comment on #5')
    expect(result.warning).toContain('403')
    expect(result.warning).toContain('Resource not accessible by integration')
    expect(result.warning).toContain('permissions: pull-requests: write')
    expect(warnings()).toEqual([result.warning])
    expect(use.github.state.comments).toHaveLength(0)
  })

  it('429 (secondary rate limit): says to retry after the given seconds', async () => {
    use.github.fail({
      operationId: 'issues/list-comments',
      status: 429,
      body: { message: 'You have exceeded a secondary rate limit' },
      headers: { 'retry-after': '60' }
    })
    const result = await upsertComment(options())
    expect(result.action).toBe('failed')
    expect(result.warning).toContain('429')
    expect(result.warning).toContain(
      'secondary rate limit was hit; retry after 60 s'
    )
  })

  it('403 with the rate limit used up: gives the reset time, not a permission', async () => {
    use.github.fail({
      operationId: 'issues/list-comments',
      status: 403,
      body: { message: 'API rate limit exceeded for installation ID 1.' },
      headers: {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '1767225600'
      }
    })
    const result = await upsertComment(options())
    expect(result.warning).toContain('rate limit for this token is used up')
    expect(result.warning).toContain('resets at 2026-01-01T00:00:00.000Z')
    expect(result.warning).not.toContain('permissions:')
  })

  it('404: the pull request or repository cannot be seen', async () => {
    use.github.fail({
      operationId: 'issues/list-comments',
      status: 404,
      body: { message: 'Not Found' }
    })
    const result = await upsertComment(options())
    expect(result.warning).toContain('404')
    expect(result.warning).toContain(
      'does not exist, or the token cannot see it'
    )
  })

  it('401 for a bad token, without the token in the warning', async () => {
    const result = await upsertComment(
      options({ token: 'ghp_wrongWrongWrong0123456789' })
    )
    expect(result.warning).toContain('github-token was refused')
    expect(result.warning).not.toContain('ghp_wrong')
  })

  it('a server message that echoes the token has it scrubbed', async () => {
    use.github.fail({
      operationId: 'issues/list-comments',
      status: 422,
      body: {
        message: `token ${TOKEN} is odd; also ghp_abcdefghijklmnop0123456789`
      }
    })
    const result = await upsertComment(options())
    expect(result.warning).toContain('422')
    expect(result.warning).not.toContain(TOKEN)
    expect(result.warning).not.toContain('ghp_abcdefghijklmnop')
  })

  it('an unreachable host: a warning, nothing thrown', async () => {
    const closed = await startGitHubStandIn({ token: TOKEN })
    await closed.close()
    const result = await upsertComment(options({ apiUrl: closed.apiUrl }))
    expect(result.action).toBe('failed')
    expect(result.warning).toContain('GitHub could not be reached')
  })
})

describe('a GitHub API that does not answer', () => {
  let silent: Server
  beforeEach(async () => {
    silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  })
  afterEach(async () => {
    silent.closeAllConnections()
    await new Promise<void>((resolve) => silent.close(() => resolve()))
  })

  it('is given up after the timeout, with a warning', async () => {
    const { port } = silent.address() as AddressInfo
    const result = await upsertComment(
      options({ apiUrl: `http://127.0.0.1:${port}/api/v3`, timeoutMs: 200 })
    )
    expect(result.action).toBe('failed')
    expect(result.warning).toContain('did not answer in time')
  })
})

describe('describeGitHubFailure', () => {
  const context = { doing: 'do it', permission: 'actions: read' }

  it('handles anything thrown', () => {
    expect(describeGitHubFailure('boom', context)).toBe('Could not do it: boom')
    expect(describeGitHubFailure(new Error('bad'), context)).toContain('bad')
    expect(describeGitHubFailure(undefined, context)).toContain(
      'Could not do it'
    )
  })

  it('names the permission on 403 and keeps given secrets out', () => {
    const error = {
      status: 403,
      response: {
        status: 403,
        headers: {},
        data: { message: 'no s3cret-value' }
      }
    }
    const text = describeGitHubFailure(error, {
      ...context,
      secrets: ['s3cret-value']
    })
    expect(text).toContain('`actions: read`')
    expect(text).not.toContain('s3cret-value')
  })

  it('keeps control characters and newlines of a server message out', () => {
    const error = {
      response: {
        status: 500,
        headers: {},
        data: { message: 'a\n::error::b\u001b[31m' }
      }
    }
    const text = describeGitHubFailure(error, context)
    expect(text).not.toContain('\n')
    expect(text).not.toContain('\u001b')
    expect(text).toContain('GitHub had an error')
  })
})
