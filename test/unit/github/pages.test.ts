/**
 * GitHub's paged listings (src/github/pages.ts) against the GitHub stand-in:
 * a page whose body is cut mid-answer is read again, never taken as an
 * empty page; a page that stays unreadable is a failure naming it.
 */
import { describe, expect, it } from 'vitest'
import { commentMarker } from '../../../src/github/pr-comment/index.js'
import { upsertComment } from '../../../src/github/pr-comment/upsert.js'
import { commentOptions, useGitHubStandIn } from '../../support/github/use.js'

const TOKEN = 'ghs_pagesToken0123456789abcdefABCD'
const PR = 31
const LIST = 'issues/list-comments'

const use = useGitHubStandIn(TOKEN)

/** 150 comments on the pull request, ours the 121st (on page 2). */
function seedComments() {
  const chatter = { login: 'dev', type: 'User' as const }
  for (let i = 0; i < 120; i += 1) {
    use.github.state.addComment(PR, `chatter ${i}`, chatter)
  }
  const ours = use.github.state.addComment(
    PR,
    `${commentMarker('unit-tests')}\nold verdict`
  )
  for (let i = 0; i < 29; i += 1) {
    use.github.state.addComment(PR, `more ${i}`, chatter)
  }
  return ours
}

const listedPages = () =>
  use.github.requests
    .filter((r) => r.method === 'GET' && r.url.includes('/comments'))
    .map((r) => new URL(r.url, 'http://x').searchParams.get('page'))

const options = () =>
  commentOptions(use, TOKEN, { pullNumber: PR, body: 'new verdict' })

describe('the comment listing: a cut page is never an empty page', () => {
  it('page 2 cut once: read again, and our comment on it is updated (no second comment)', async () => {
    const ours = seedComments()
    use.github.cut(LIST, { page: 2 })
    const result = await upsertComment(options())
    expect(result).toMatchObject({ action: 'updated', commentId: ours.id })
    expect(use.github.state.commentsOn(PR)).toHaveLength(150)
    expect(listedPages()).toEqual(['1', '2', '2'])
  })

  it('page 2 cut on every attempt: no comment is posted, and the warning names the page', async () => {
    seedComments()
    use.github.cut(LIST, { page: 2, times: 3 })
    const result = await upsertComment(options())
    expect(result.action).toBe('failed')
    expect(result.warning).toContain(
      `Could not read the pull request’s comments on #${PR}: page 2 of the comments of pull request #${PR} could not be read: GitHub answered 200 with an empty or unreadable body (3 attempts)`
    )
    expect(use.github.state.commentsOn(PR)).toHaveLength(150)
    expect(use.github.requests.filter((r) => r.method === 'POST')).toEqual([])
  })
})
