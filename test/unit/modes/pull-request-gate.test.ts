/**
 * The pull request comment, whole, against golden files (UPDATE_GOLDEN=1
 * rewrites them), and the gate's choices in process: the emulator as Kosli,
 * the GitHub stand-in as GitHub, the demo clock, fixed names for ports.
 */
import { cpSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runActionInputs } from '../../../src/action/step.js'
import type { Mode, RawConfig } from '../../../src/config/index.js'
import type { ModeDeps } from '../../../src/modes/index.js'
import {
  FLOW,
  NOW_MS,
  startHarness,
  TRAIL,
  type Harness
} from '../../support/emulator.js'
import { pullRequestPayload } from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'
import { expectGolden } from '../../support/golden.js'
import { fixture } from '../../support/paths.js'

const TOKEN = 'ghs_goldenToken0123456789abcdefABCDEF'
const HEAD = 'c0ffee'.padEnd(40, '0')
let h: Harness
let github: GitHubStandIn

beforeAll(async () => {
  h = await startHarness({ clock: () => NOW_MS })
  github = await startGitHubStandIn({ token: TOKEN })
  cpSync(fixture('demo', 'test-results'), join(h.dir, 'test-results'), {
    recursive: true
  })
})
afterAll(async () => Promise.all([h.close(), github.close()]))
afterEach(() => github.assertFits())

function deps(pull: number): ModeDeps {
  return {
    ...h.deps,
    now: () => NOW_MS,
    env: {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: '/event.json',
      GITHUB_SHA: HEAD,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: github.apiUrl,
      GITHUB_RUN_ID: '1001'
    },
    readEvent: () => pullRequestPayload({ number: pull, headSha: HEAD })
  }
}

/** The action's step from its inputs, as the entry runs it. */
const runActionStep = async (mode: Mode, raw: RawConfig, d: ModeDeps) =>
  (await runActionInputs({ ...raw, mode }, d)).result

const inputs = (extra: Record<string, string>) => ({
  ...h.service,
  'max-retries': '0',
  'pr-comment': 'true',
  'github-token': TOKEN,
  ...extra
})

/** The comment with the emulator's port made fixed. */
function commentOn(pull: number): string {
  const [comment, ...more] = github.state.commentsOn(pull)
  expect(more).toHaveLength(0)
  return (comment?.body ?? '').split(h.url).join('http://127.0.0.1:PORT')
}

describe('the pull request comment, whole (test/golden/)', () => {
  it('attest-junit with failures', async () => {
    await runActionStep(
      'attest-junit',
      inputs({
        flow: FLOW,
        trail: TRAIL,
        name: 'unit-tests',
        'report-paths': 'test-results/**/*.xml'
      }),
      deps(201)
    )
    expectGolden('pr-comment-attest-junit.md', commentOn(201))
  })

  it('env-diff, staging against production', async () => {
    const result = await runActionStep(
      'env-diff',
      inputs({ 'snapshot-1': 'staging', 'snapshot-2': 'production' }),
      deps(202)
    )
    expect(result.outputs['comment-url']).toContain('#issuecomment-')
    expectGolden('pr-comment-env-diff.md', commentOn(202))
  })

  it('escapes test names: no HTML and no broken table in the comment', async () => {
    const evil = 'x | <img src=x onerror=alert(1)> [a](javascript:1)'
    writeFileSync(
      join(h.dir, 'evil.xml'),
      `<testsuite name="s"><testcase name="${evil.replace(/</g, '&lt;')}">` +
        '<failure message="&lt;script&gt;alert(1)&lt;/script&gt;">t</failure>' +
        '</testcase></testsuite>'
    )
    await runActionStep(
      'attest-junit',
      inputs({
        flow: FLOW,
        trail: TRAIL,
        name: 'evil-tests',
        'report-paths': 'evil.xml'
      }),
      deps(203)
    )
    const body = commentOn(203)
    expect(body).toContain('› x &#124; &#60;img')
    expect(body).not.toMatch(/<img|<script|\]\(javascript/)
  })
})

describe('the gate around the modes', () => {
  it('pr-comment false and removed-tests off: nothing is asked of GitHub, the summary file is written', async () => {
    const before = github.requests.length
    const result = await runActionStep(
      'attest-junit',
      inputs({
        flow: FLOW,
        trail: TRAIL,
        name: 'unit-tests',
        'report-paths': 'test-results/**/*.xml',
        'pr-comment': 'false',
        'removed-tests': 'off'
      }),
      deps(204)
    )
    expect(github.requests.length).toBe(before)
    expect(result.outputs['summary-file']).toMatch(/summary\.md$/)
    expect(result.outputs['comment-url']).toBeUndefined()
  })

  it('refuses a pr-comment value it does not know, naming the input', async () => {
    await expect(
      runActionStep('env-diff', inputs({ 'pr-comment': 'always' }), deps(205))
    ).rejects.toThrow(
      /pr-comment: "always" is not one of false, true, on-failure/
    )
  })

  it('env-diff on a fork without secrets: not compared, skipped-reason, one notice, passes', async () => {
    const before = (await h.requests()).length
    const result = await runActionStep(
      'env-diff',
      inputs({
        'api-token': '',
        'snapshot-1': 'staging',
        'snapshot-2': 'production'
      }),
      {
        ...deps(207),
        readEvent: () =>
          pullRequestPayload({
            number: 207,
            headSha: HEAD,
            headRepo: 'contributor/shop'
          })
      }
    )
    expect(result.failure).toBeUndefined()
    expect(result.outputs['skipped-reason']).toBe('fork-pull-request')
    expect(result.annotations.map((a) => a.level)).toEqual(['notice'])
    const [notice] = result.annotations
    expect(notice?.message).toContain('the environments were not compared')
    expect(notice?.message).not.toContain('reports')
    expect(result.summary).toContain('**Not compared**')
    expect(await h.requests()).toHaveLength(before)
    expect(github.state.commentsOn(207)).toHaveLength(0)
  })

  it('allow-artifact ignores pr-comment, with a warning', async () => {
    const before = github.requests.length
    const result = await runActionStep(
      'allow-artifact',
      inputs({
        environment: 'production',
        fingerprint: 'f'.repeat(64),
        'artifact-name': 'api:1',
        reason: 'release'
      }),
      deps(208)
    )
    expect(result.failure).toBeUndefined()
    expect(github.requests.length).toBe(before)
    expect(h.logger.lines).toContainEqual({
      level: 'warn',
      message:
        'pr-comment applies to attest-junit and env-diff, artifact to attest-junit: allow-artifact ignores both'
    })
  })

  it('refuses artifact outside a workflow_run event', async () => {
    await expect(
      runActionStep(
        'attest-junit',
        inputs({ flow: FLOW, name: 'unit-tests', artifact: 'junit' }),
        deps(206)
      )
    ).rejects.toThrow(/artifact: .*workflow_run/)
  })
})
