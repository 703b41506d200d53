/**
 * The pull-request gate through the built action (dist/index.js), with the
 * emulator as Kosli and the GitHub stand-in (every request checked against
 * GitHub's OpenAPI description) as GitHub, reached through GITHUB_API_URL
 * as on GitHub Enterprise Server. Each test uses a pull request number of
 * its own, so the tests pass alone and in any order.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { commentMarker } from '../../../src/github/pr-comment/index.js'
import {
  FLOW,
  junitPosts,
  startHarness,
  type Harness
} from '../../support/emulator.js'
import {
  pullRequestPayload,
  workflowRunPayload
} from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'
import { ACTIONS_BOT } from '../../support/github/state.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { failureMessage, runAction, type ActionRun } from '../support/run.js'

const GITHUB_TOKEN = 'ghs_prGateToken0123456789abcdefABCDEF'
const FAILING = 'test-results/api/pytest-api.xml'
const PASSING = 'test-results/unit/TEST-com.acme.shop.CartServiceTest.xml'
const MARKER = commentMarker('unit-tests')

let h: Harness
let github: GitHubStandIn
let repo: GitRepo

beforeAll(async () => {
  h = await startHarness()
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
  repo = gitWorkspace()
  await h.beginTrails([repo.head])
})
afterAll(async () => {
  await Promise.all([h.close(), github.close()])
  rmSync(repo.dir, { recursive: true, force: true })
})
afterEach(() => github.assertFits())

interface Run {
  event: unknown
  eventName?: string
  inputs?: Record<string, string>
  report?: string
  kosliToken?: boolean
}

function gate(options: Run): Promise<ActionRun> {
  const kosli =
    options.kosliToken === false ? { ...h.service, 'api-token': '' } : h.service
  return runAction({
    workspace: repo.dir,
    inputs: {
      ...kosli,
      flow: FLOW,
      name: 'unit-tests',
      'max-retries': '0',
      'report-paths': options.report ?? FAILING,
      'pr-comment': 'true',
      'github-token': GITHUB_TOKEN,
      ...options.inputs
    },
    env: {
      GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
      GITHUB_SHA: repo.merge,
      GITHUB_API_URL: github.apiUrl
    },
    event: options.event
  })
}

const onPull = (number: number, headRepo?: string) =>
  pullRequestPayload({
    number,
    headSha: repo.head,
    ...(headRepo !== undefined && { headRepo })
  })

const commentsOn = (number: number) => github.state.commentsOn(number)

function warnings(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::warning'))
    .map((line) => line.replace(/%0A/g, '\n'))
}

describe('the sticky pull request comment', () => {
  it('first run: posts one comment with the verdict, totals, failed cases, links and commit', async () => {
    const run = await gate({ event: onPull(101) })
    expect(run.code, run.stdout).toBe(0)
    const [comment, ...more] = commentsOn(101)
    expect(more).toHaveLength(0)
    const body = comment?.body ?? ''
    expect(body.split('\n')[0]).toBe(MARKER)
    expect(body).toContain('### ❌ Kosli: unit-tests failed')
    expect(body).toContain('❌ **Not compliant**: 1 failure in 6 tests.')
    expect(body).toContain('| Suites | Tests | Passed |')
    expect(body).toContain(
      'test&#95;cancel&#95;shipped&#95;order&#95;is&#95;refused'
    )
    expect(body).toContain(`for commit \`${repo.head.slice(0, 12)}\``)
    expect(body).toContain(
      '[Workflow run](https://github.com/acme/shop/actions/runs/1001)'
    )
    expect(body).toContain(
      `[Open the trail in Kosli](${h.url}/demo/flows/demo-flow/trails/${repo.head})`
    )
    expect(run.outputs['comment-url']).toMatch(/#issuecomment-\d+$/)
    expect(run.outputs['trail-url']).toBe(
      `${h.url}/demo/flows/demo-flow/trails/${repo.head}`
    )
    const trailPage = await fetch(run.outputs['trail-url'] ?? '')
    expect(trailPage.status).toBe(200)
    expect(await trailPage.text()).toContain('<th scope="row">unit-tests</th>')
    expect(run.outputs.verdict).toBe('failed')
    expect(readFileSync(run.outputs['summary-file'] ?? '', 'utf8')).toBe(
      run.summary
    )
  })

  it('a second run updates the same comment in place (PATCH), no new one', async () => {
    const first = await gate({ event: onPull(102) })
    const second = await gate({ event: onPull(102), report: PASSING })
    expect(second.code, second.stdout).toBe(0)
    const comments = commentsOn(102)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain('### ✅ Kosli: unit-tests passed')
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url'])
    const patches = github.requests.filter(
      (r) => r.method === 'PATCH' && r.url.includes('/issues/comments/')
    )
    expect(patches.length).toBeGreaterThanOrEqual(1)
  })

  it('on-failure with a passing run: no comment; an earlier failing one turns green', async () => {
    const onFailure = { 'pr-comment': 'on-failure' }
    const quiet = await gate({
      event: onPull(103),
      report: PASSING,
      inputs: onFailure
    })
    expect(quiet.code, quiet.stdout).toBe(0)
    expect(commentsOn(103)).toHaveLength(0)
    expect(quiet.outputs['comment-url']).toBeUndefined()

    await gate({ event: onPull(104), inputs: onFailure })
    expect(commentsOn(104)[0]?.body).toContain('❌ Kosli: unit-tests failed')
    await gate({ event: onPull(104), report: PASSING, inputs: onFailure })
    const comments = commentsOn(104)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain('✅ Kosli: unit-tests passed')
  })

  it('finds its comment among more than 100 (every page is read)', async () => {
    const stranger = { login: 'octocat', type: 'User' as const }
    for (let i = 0; i < 130; i += 1) {
      github.state.addComment(105, `comment ${i}`, stranger)
    }
    github.state.addComment(105, `${MARKER}\nold verdict`, ACTIONS_BOT)
    for (let i = 0; i < 20; i += 1) {
      github.state.addComment(105, `later ${i}`, stranger)
    }
    const run = await gate({ event: onPull(105) })
    expect(run.code, run.stdout).toBe(0)
    const ours = commentsOn(105).filter((c) => c.body.startsWith(MARKER))
    expect(ours).toHaveLength(1)
    expect(ours[0]?.body).toContain('❌ Kosli: unit-tests failed')
    expect(commentsOn(105)).toHaveLength(151)
    const pages = github.requests.filter(
      (r) => r.method === 'GET' && r.url.includes('/issues/105/comments')
    )
    expect(
      pages.map(
        (r) => new URL(r.url, 'http://x').searchParams.get('page') ?? '1'
      )
    ).toEqual(['1', '2'])
  })

  it('a 403 from GitHub is a warning naming pull-requests: write; the step result stands', async () => {
    github.fail({
      operationId: 'issues/create-comment',
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest'
      }
    })
    const before = (await junitPosts(h)).length
    const run = await gate({ event: onPull(106) })
    expect(run.code, run.stdout).toBe(0)
    expect(failureMessage(run)).toBeUndefined()
    expect(commentsOn(106)).toHaveLength(0)
    expect(warnings(run).join('\n')).toMatch(/pull-requests: write/)
    expect(run.outputs['comment-url']).toBeUndefined()
    expect(run.outputs.verdict).toBe('failed')
    expect(await junitPosts(h)).toHaveLength(before + 1)
  })

  it('sends neither token to the other side, and masks the github-token', async () => {
    const run = await gate({ event: onPull(107) })
    const lines = run.stdout.split('\n')
    expect(lines).toContain(`::add-mask::${GITHUB_TOKEN}`)
    const shown = lines.filter((l) => !l.startsWith('::add-mask::'))
    expect(shown.join('\n') + run.stderr).not.toContain(GITHUB_TOKEN)
    const toGitHub = JSON.stringify(github.requests)
    expect(toGitHub).not.toContain(h.token)
    const auth = github.requests.map((r) => r.headers.authorization)
    expect(new Set(auth)).toEqual(new Set([`token ${GITHUB_TOKEN}`]))
    const toKosli = JSON.stringify(await h.requests())
    expect(toKosli).not.toContain(GITHUB_TOKEN)
  })
})

describe('fork pull requests and workflow_run', () => {
  it('a fork without secrets: summarised, verdict set, skipped-reason, one notice; nothing sent', async () => {
    const before = (await junitPosts(h)).length
    const run = await gate({
      event: onPull(108, 'contributor/shop'),
      kosliToken: false,
      inputs: { 'github-token': '' }
    })
    expect(run.code, run.stdout).toBe(0)
    expect(failureMessage(run)).toBeUndefined()
    expect(run.outputs).toMatchObject({
      verdict: 'failed',
      'skipped-reason': 'fork-pull-request',
      tests: '6'
    })
    const notices = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('::notice'))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain('#pull-requests-from-forks')
    expect(run.summary).toContain('**Not sent**')
    expect(run.summary).toContain('❌ **Not compliant**')
    expect(await junitPosts(h)).toHaveLength(before)
    expect(commentsOn(108)).toHaveLength(0)
  })

  it('a fork without secrets still fails on failure when fail-on-failure is set', async () => {
    const run = await gate({
      event: onPull(109, 'contributor/shop'),
      kosliToken: false,
      inputs: { 'fail-on-failure': 'true', 'pr-comment': 'false' }
    })
    expect(run.code).toBe(1)
    expect(failureMessage(run)).toMatch(/^fail-on-failure: 1 failed/)
    expect(run.outputs['skipped-reason']).toBe('fork-pull-request')
  })

  it('workflow_run from a pull request: downloads the artifact, attests the head commit, comments', async () => {
    const runId = 7001
    const report = readFileSync(`${repo.dir}/${FAILING}`, 'utf8')
    github.state.addArtifact(runId, 'junit-reports', [
      { path: 'api/pytest-api.xml', content: report }
    ])
    github.state.addArtifact(runId, 'coverage', [
      { path: 'cov.xml', content: '<coverage/>' }
    ])
    const before = (await junitPosts(h)).length
    const run = await gate({
      eventName: 'workflow_run',
      event: workflowRunPayload({
        id: runId,
        headSha: repo.head,
        pullRequests: [{ number: 110, headSha: repo.head }]
      }),
      report: '',
      inputs: { artifact: '/^junit-/' }
    })
    expect(run.code, run.stdout).toBe(0)
    expect(await junitPosts(h)).toHaveLength(before + 1)
    const stored = (await h.attestationsOn(repo.head)).at(-1)
    // The report and the test inventory (docs/inventory.md).
    expect(stored?.attachment?.filename).toBe('evidence.tgz')
    expect(run.outputs.tests).toBe('6')
    expect(run.summary).toContain('junit-reports/api/pytest-api.xml')
    expect(run.summary).not.toContain(run.runnerTemp)
    expect(commentsOn(110)[0]?.body).toContain('❌ Kosli: unit-tests failed')
  })

  it('workflow_run from a fork: the pull request is looked up by the fork’s branch, then commented on', async () => {
    const runId = 7002
    const report = readFileSync(`${repo.dir}/${PASSING}`, 'utf8')
    github.state.addArtifact(runId, 'junit-reports', [
      { path: 'TEST-cart.xml', content: report }
    ])
    github.state.addPull({
      number: 111,
      headOwner: 'contributor',
      headRepo: 'shop',
      headRef: 'fix-cart',
      headSha: repo.head
    })
    const run = await gate({
      eventName: 'workflow_run',
      event: workflowRunPayload({
        id: runId,
        headSha: repo.head,
        headBranch: 'fix-cart',
        headRepo: 'contributor/shop'
      }),
      report: '',
      inputs: { artifact: 'junit-reports' }
    })
    expect(run.code, run.stdout).toBe(0)
    expect(run.outputs.verdict).toBe('compliant')
    expect(run.outputs['skipped-reason']).toBeUndefined()
    const lookups = github.requests.filter((r) => r.url.includes('/pulls?'))
    expect(lookups.at(-1)?.url).toContain('head=contributor%3Afix-cart')
    expect(commentsOn(111)[0]?.body).toContain('✅ Kosli: unit-tests passed')
  })
})

/** A report with one failing case, written into the workspace. */
function writeReport(name: string, testcase: string): string {
  const path = `hostile/${name}.xml`
  mkdirSync(join(repo.dir, 'hostile'), { recursive: true })
  writeFileSync(
    join(repo.dir, path),
    `<testsuite name="hostile" tests="1" failures="1">${testcase}</testsuite>`
  )
  return path
}

describe('a comment nobody else can rewrite', () => {
  it('a failure text that is another step’s marker does not let that step rewrite this comment', async () => {
    const forged = commentMarker('integration-tests')
    const report = writeReport(
      'forged',
      `<testcase name="looks fine" classname="x"><failure message="${forged.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}">${forged.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</failure></testcase>`
    )
    const red = await gate({ event: onPull(120), report })
    expect(red.code, red.stdout).toBe(0)
    const other = await gate({
      event: onPull(120),
      report: PASSING,
      inputs: { name: 'integration-tests' }
    })
    expect(other.code, other.stdout).toBe(0)
    const comments = commentsOn(120)
    expect(comments).toHaveLength(2)
    expect(comments[0]?.body.split('\n')[0]).toBe(MARKER)
    expect(comments[0]?.body).toContain('❌ Kosli: unit-tests failed')
    expect(comments[1]?.body.split('\n')[0]).toBe(forged)
    expect(comments[1]?.body).toContain('✅ Kosli: integration-tests passed')
  })

  it('leaves another bot’s comment with our marker alone and updates ours', async () => {
    const renovate = { login: 'renovate[bot]', type: 'Bot' as const }
    const planted = github.state.addComment(
      121,
      `${MARKER}\nall green`,
      renovate
    )
    const ours = github.state.addComment(121, `${MARKER}\nold`, ACTIONS_BOT)
    const run = await gate({ event: onPull(121) })
    expect(run.code, run.stdout).toBe(0)
    expect(warnings(run)).toEqual([])
    expect(planted.body).toBe(`${MARKER}\nall green`)
    expect(ours.body).toContain('❌ Kosli: unit-tests failed')
    expect(run.outputs['comment-url']).toMatch(
      new RegExp(`#issuecomment-${ours.id}$`)
    )
  })

  it('mentions, issue references and bare URLs from a report stay inert; our links stay links', async () => {
    const report = writeReport(
      'mentions',
      '<testcase name="@acme/security-team fixes #123 and acme/shop#9" classname="see https://evil.example/x">' +
        '<failure message="ping @octocat, see #77 and www.evil.example">boom</failure></testcase>'
    )
    const run = await gate({ event: onPull(122), report })
    expect(run.code, run.stdout).toBe(0)
    const body = commentsOn(122)[0]?.body ?? ''
    for (const shown of [body, run.summary]) {
      expect(shown).toContain('security-team')
      expect(shown).not.toMatch(/@(acme|octocat)/)
      expect(shown).not.toMatch(/#(123|9|77)/)
      expect(shown).not.toMatch(/https:\/\/evil|www\.evil/)
    }
    expect(body).toContain(
      '[Workflow run](https://github.com/acme/shop/actions/runs/1001)'
    )
  })
})
