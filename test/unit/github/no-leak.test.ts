/**
 * Tokens in both directions: the Kosli token, present in the environment
 * as the action would have it, reaches GitHub in no request; the GitHub
 * token reaches the stand-in only in the Authorization header, and no log
 * line or warning. (The blob storage side: artifacts.test.ts.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findPullRequest } from '../../../src/github/index.js'
import { upsertComment } from '../../../src/github/pr-comment/upsert.js'
import { memoryLogger } from '../../../src/log.js'
import { findLeaks } from '../../support/leak-scan.js'
import { SHA_A, workflowRunPayload } from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'

const GITHUB_TOKEN = 'ghs_githubSideToken0123456789abcdef'
const KOSLI_TOKEN = 'kosli-side-token-0123456789abcdef'
const saved = { ...process.env }
let github: GitHubStandIn

beforeAll(async () => {
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
  process.env.KOSLI_API_TOKEN = KOSLI_TOKEN
  process.env['INPUT_API-TOKEN'] = KOSLI_TOKEN
  process.env.GITHUB_TOKEN = 'ghs_someOtherTokenFromTheEnvironment0'
})

afterAll(async () => {
  await github.close()
  process.env = saved
})

it('sends the Kosli token nowhere and the GitHub token only as Authorization', async () => {
  const logger = memoryLogger()
  const connection = {
    token: GITHUB_TOKEN,
    apiUrl: github.apiUrl,
    repository: 'acme/shop',
    logger
  }
  github.state.addPull({
    number: 9,
    headOwner: 'outsider',
    headRepo: 'shop',
    headRef: 'patch-1',
    headSha: SHA_A
  })
  const payload = workflowRunPayload({
    id: 3,
    headSha: SHA_A,
    headRepo: 'outsider/shop',
    headBranch: 'patch-1'
  })
  const found = await findPullRequest({
    ...connection,
    eventName: 'workflow_run',
    payload
  })
  const pullNumber = found.pullRequest?.number ?? 0
  const comment = {
    ...connection,
    pullNumber,
    marker: 'unit',
    mode: 'always' as const
  }
  await upsertComment({ ...comment, body: 'red', passed: false })
  await upsertComment({ ...comment, body: 'green', passed: true })
  github.fail({
    operationId: 'issues/update-comment',
    status: 403,
    body: { message: `refused ${GITHUB_TOKEN}` }
  })
  const failed = await upsertComment({ ...comment, body: 'x', passed: true })
  expect(failed.action).toBe('failed')

  expect(github.requests.length).toBeGreaterThanOrEqual(7)
  for (const request of github.requests) {
    const { authorization, ...otherHeaders } = request.headers
    expect(authorization).toBe(`token ${GITHUB_TOKEN}`)
    const elsewhere = {
      url: request.url,
      headers: JSON.stringify(otherHeaders),
      body: request.body
    }
    expect(findLeaks(GITHUB_TOKEN, elsewhere)).toEqual([])
    expect(
      findLeaks(KOSLI_TOKEN, {
        ...elsewhere,
        authorization: authorization ?? ''
      })
    ).toEqual([])
  }
  const logs = Object.fromEntries(
    logger.lines.map((l, i) => [`log ${i}`, l.message])
  )
  expect(
    findLeaks(GITHUB_TOKEN, { ...logs, warning: failed.warning ?? '' })
  ).toEqual([])
  github.assertFits()
})
