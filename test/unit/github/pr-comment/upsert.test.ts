/**
 * The sticky comment against the GitHub stand-in (loopback, every request
 * and answer checked against GitHub's published description).
 */
import { describe, expect, it } from 'vitest'
import { commentMarker } from '../../../../src/github/pr-comment/index.js'
import {
  upsertComment,
  type UpsertCommentOptions
} from '../../../../src/github/pr-comment/upsert.js'
import {
  commentOptions,
  useGitHubStandIn
} from '../../../support/github/use.js'

const TOKEN = 'ghs_standInToken0123456789abcdef'
const PR = 12

const use = useGitHubStandIn(TOKEN)

function options(overrides: Partial<UpsertCommentOptions> = {}) {
  return commentOptions(use, TOKEN, {
    pullNumber: PR,
    body: '### ❌ 2 tests failed',
    ...overrides
  })
}

const calls = () =>
  use.github.requests.map((r) => `${r.method} ${r.url.replace(/\?.*/, '')}`)

describe('upsertComment', () => {
  it('posts one comment with the hidden marker on the first run', async () => {
    const result = await upsertComment(options())
    expect(result.action).toBe('created')
    const [comment] = use.github.state.commentsOn(PR)
    expect(use.github.state.commentsOn(PR)).toHaveLength(1)
    expect(comment?.body).toBe(
      `${commentMarker('unit-tests')}\n### ❌ 2 tests failed`
    )
    expect(result.url).toBe(
      `https://github.example/acme/shop/pull/12#issuecomment-${comment?.id}`
    )
    expect(calls()).toEqual([
      'GET /api/v3/user',
      'GET /api/v3/repos/acme/shop/issues/12/comments',
      'POST /api/v3/repos/acme/shop/issues/12/comments'
    ])
  })

  it('updates the same comment in place on the next run (PATCH, no second comment)', async () => {
    const first = await upsertComment(options())
    const second = await upsertComment(
      options({ body: '### ✅ all passed', passed: true })
    )
    expect(second).toMatchObject({ action: 'updated', url: first.url })
    expect(use.github.state.commentsOn(PR)).toHaveLength(1)
    expect(use.github.state.commentsOn(PR)[0]?.body).toContain('all passed')
    expect(calls().slice(3)).toEqual([
      'GET /api/v3/user',
      'GET /api/v3/repos/acme/shop/issues/12/comments',
      `PATCH /api/v3/repos/acme/shop/issues/comments/${first.commentId}`
    ])
  })

  it('keeps one comment per marker: another attestation gets its own', async () => {
    await upsertComment(options())
    await upsertComment(options({ marker: 'env-diff:staging...prod' }))
    await upsertComment(options())
    expect(use.github.state.commentsOn(PR)).toHaveLength(2)
  })

  it('on-failure with a passing run and no comment yet posts nothing', async () => {
    const result = await upsertComment(
      options({ mode: 'on-failure', passed: true, body: 'green' })
    )
    expect(result).toMatchObject({ action: 'skipped' })
    expect(result.reason).toContain('on-failure')
    expect(use.github.state.comments).toHaveLength(0)
    expect(calls()).toEqual([
      'GET /api/v3/user',
      'GET /api/v3/repos/acme/shop/issues/12/comments'
    ])
  })

  it('on-failure turns an old failing comment green when the run passes', async () => {
    const red = await upsertComment(options({ mode: 'on-failure' }))
    expect(red.action).toBe('created')
    const green = await upsertComment(
      options({ mode: 'on-failure', passed: true, body: '### ✅ passed' })
    )
    expect(green).toMatchObject({ action: 'updated', commentId: red.commentId })
    expect(use.github.state.commentsOn(PR)[0]?.body).toContain('✅ passed')
    expect(use.github.state.commentsOn(PR)[0]?.body).not.toContain('❌')
  })

  it('off sends no request at all', async () => {
    const result = await upsertComment(options({ mode: 'off' }))
    expect(result.action).toBe('skipped')
    expect(use.github.requests).toHaveLength(0)
  })

  it('reads every page: with 150 comments and ours on page 2 it updates it', async () => {
    for (let i = 0; i < 120; i += 1) {
      use.github.state.addComment(PR, `chatter ${i}`, {
        login: 'dev',
        type: 'User'
      })
    }
    const ours = use.github.state.addComment(
      PR,
      `${commentMarker('unit-tests')}\nold verdict`
    )
    for (let i = 0; i < 29; i += 1) {
      use.github.state.addComment(PR, `more ${i}`, {
        login: 'dev',
        type: 'User'
      })
    }
    const result = await upsertComment(options())
    expect(result).toMatchObject({ action: 'updated', commentId: ours.id })
    expect(use.github.state.commentsOn(PR)).toHaveLength(150)
    const pages = use.github.requests
      .filter((r) => r.method === 'GET' && r.url.includes('/comments'))
      .map((r) => new URL(r.url, 'http://x').searchParams.get('page') ?? '1')
    expect(pages).toEqual(['1', '2'])
    const perPage = new URL(use.github.requests[1]?.url ?? '', 'http://x')
    expect(perPage.searchParams.get('per_page')).toBe('100')
  })

  it('leaves alone a person’s comment that carries our marker', async () => {
    const planted = use.github.state.addComment(
      PR,
      `${commentMarker('unit-tests')}\nlooks green to me`,
      { login: 'mallory', type: 'User' }
    )
    const result = await upsertComment(options())
    expect(result.action).toBe('created')
    expect(result.commentId).not.toBe(planted.id)
    expect(planted.body).toContain('looks green to me')
  })

  it('leaves alone another bot’s comment with our marker, listed first, and updates ours', async () => {
    const marker = commentMarker('unit-tests')
    const other = { login: 'renovate[bot]', type: 'Bot' as const }
    const planted = use.github.state.addComment(
      PR,
      `${marker}\nall green`,
      other
    )
    const ours = use.github.state.addComment(PR, `${marker}\nold verdict`)
    const result = await upsertComment(options())
    expect(result).toMatchObject({ action: 'updated', commentId: ours.id })
    expect(planted.body).toBe(`${marker}\nall green`)
    expect(calls()).not.toContain(
      `PATCH /api/v3/repos/acme/shop/issues/comments/${planted.id}`
    )
  })

  it('counts the marker only on the first line: one further down is text', async () => {
    const marker = commentMarker('unit-tests')
    const quoted = use.github.state.addComment(PR, `### ❌ failed\n\n${marker}`)
    const result = await upsertComment(options())
    expect(result.action).toBe('created')
    expect(quoted.body).toBe(`### ❌ failed\n\n${marker}`)
  })

  it('learns a person’s token’s login from GET /user and takes only its comments as ours', async () => {
    use.github.state.author = { login: 'release-user', type: 'User' }
    use.github.state.userReadable = true
    const other = { login: 'github-actions[bot]', type: 'Bot' as const }
    const marker = commentMarker('unit-tests')
    const bots = use.github.state.addComment(PR, `${marker}\nthe bot's`, other)
    const first = await upsertComment(options())
    const second = await upsertComment(options())
    expect(first.action).toBe('created')
    expect(second).toMatchObject({
      action: 'updated',
      commentId: first.commentId
    })
    expect(bots.body).toBe(`${marker}\nthe bot's`)
  })

  it('takes a named author’s comments as ours when the token is a person’s', async () => {
    use.github.state.author = { login: 'release-bot-user', type: 'User' }
    const first = await upsertComment(options({ author: 'release-bot-user' }))
    const second = await upsertComment(options({ author: 'release-bot-user' }))
    expect(second).toMatchObject({
      action: 'updated',
      commentId: first.commentId
    })
  })

  it('cuts a body over GitHub’s 65,536-character limit and keeps the marker', async () => {
    const line = `${'x'.repeat(99)}\n`
    await upsertComment(options({ body: line.repeat(1000) }))
    const body = use.github.state.commentsOn(PR)[0]?.body ?? ''
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body.startsWith(commentMarker('unit-tests'))).toBe(true)
    expect(body).toContain('cut to fit')
  })
})

describe('commentMarker', () => {
  it('cannot be closed early by the key', () => {
    const marker = commentMarker('x --> <script>alert(1)</script> --!>\n')
    expect(marker.startsWith('<!-- ')).toBe(true)
    expect(marker.endsWith(' -->')).toBe(true)
    expect(marker.slice(4, -4)).not.toMatch(/-->|--!>|[<>\n]/)
  })

  it('tells different keys apart', () => {
    expect(commentMarker('a b')).not.toBe(commentMarker('a+b'))
    expect(commentMarker('a')).not.toBe(commentMarker('a '))
  })
})
