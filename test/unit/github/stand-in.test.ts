/**
 * The GitHub stand-in itself: it must refuse what GitHub's description
 * refuses, or the other tests in this folder would prove nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'

const TOKEN = 'ghs_standInToken0123456789abcdef'
let github: GitHubStandIn

beforeEach(async () => {
  github = await startGitHubStandIn({ token: TOKEN })
})

afterEach(async () => {
  await github.close()
})

async function call(
  method: string,
  path: string,
  body?: unknown,
  token = TOKEN
): Promise<number> {
  const response = await fetch(`${github.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `token ${token}`,
      'content-type': 'application/json'
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  await response.arrayBuffer()
  return response.status
}

describe('GitHub stand-in', () => {
  it('serves a request that fits the description and reports nothing', async () => {
    const status = await call('POST', '/repos/acme/shop/issues/3/comments', {
      body: 'hello'
    })
    expect(status).toBe(201)
    expect(() => github.assertFits()).not.toThrow()
  })

  it.each([
    [
      'an undeclared query parameter',
      'GET',
      '/repos/acme/shop/issues/3/comments?perpage=100',
      undefined,
      /perpage is not declared/
    ],
    [
      'a query value out of range',
      'GET',
      '/repos/acme/shop/issues/3/comments?per_page=abc',
      undefined,
      /per_page/
    ],
    [
      'a body missing its required field',
      'POST',
      '/repos/acme/shop/issues/3/comments',
      { text: 'x' },
      /must have required property 'body'/
    ],
    [
      'a body of the wrong type',
      'PATCH',
      '/repos/acme/shop/issues/comments/5',
      { body: 42 },
      /body must be string/
    ],
    [
      'a non-integer path parameter',
      'PATCH',
      '/repos/acme/shop/issues/comments/abc',
      { body: 'x' },
      /comment_id/
    ],
    [
      'a path GitHub does not have',
      'GET',
      '/repos/acme/shop/comments-everywhere',
      undefined,
      /no operation GET/
    ],
    [
      'an operation of GitHub’s that the extract leaves out',
      'GET',
      '/repos/acme/shop/issues/3/labels',
      undefined,
      /issues\/list-labels-on-issue \(GET \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/labels\) is not in test\/support\/github\/operations\.json: add it to WANTED/
    ],
    [
      'a method the path does not take',
      'PUT',
      '/repos/acme/shop/issues/3/comments',
      { body: 'x' },
      /no operation PUT/
    ],
    [
      'a body on an operation that takes none',
      'DELETE',
      '/repos/acme/shop/issues/comments/5',
      { x: 1 },
      /takes none/
    ]
  ])(
    'flags %s and fails the test with the reason',
    async (_name, method, path, body, reason) => {
      const status = await call(method, path, body)
      expect(status).toBeGreaterThanOrEqual(400)
      expect(() => github.assertFits()).toThrow(reason)
    }
  )

  it('answers 401 to a wrong token, as GitHub does', async () => {
    expect(await call('GET', '/repos/acme/shop/pulls', undefined, 'nope')).toBe(
      401
    )
  })

  it('refuses a scripted answer that the description does not allow', () => {
    expect(() =>
      github.fail({
        operationId: 'issues/create-comment',
        status: 403,
        body: { message: 7 }
      })
    ).toThrow(/description refuses/)
  })

  it('serves the description’s own resource shapes (checked as they go out)', async () => {
    github.state.addComment(3, 'seeded')
    github.state.addPull({
      number: 3,
      headOwner: 'outsider',
      headRepo: 'shop',
      headRef: 'fix',
      headSha: 'c'.repeat(40)
    })
    github.state.addArtifact(77, 'junit', [{ path: 'a.xml', content: '<x/>' }])
    await call('GET', '/repos/acme/shop/issues/3/comments')
    await call('GET', '/repos/acme/shop/pulls?state=open&head=outsider%3Afix')
    await call(
      'GET',
      '/repos/acme/shop/actions/runs/77/artifacts?per_page=100&page=1'
    )
    expect(github.problems).toEqual([])
  })
})
