/**
 * The quarantine through the built action (dist/index.js), with the
 * emulator as Kosli and the GitHub stand-in (every request checked against
 * GitHub's OpenAPI description) as GitHub: a quarantined failure passes the
 * step while Kosli stores the failure; on pull_request the base commit's
 * list counts, so a pull request that quarantines its own failure still
 * fails, through git or, in a shallow clone, through the contents API; an
 * expired entry fails naming its owner and issue; an invalid list is
 * refused with its line.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { pullRequestPayload } from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'
import { cleanEnv, failureMessage, runAction } from '../support/run.js'

const GITHUB_TOKEN = 'ghs_quarantineToken0123456789abcdefABC'
const DAY = 86_400_000
const day = (offset: number) =>
  new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

const REPORT = [
  '<testsuite name="api">',
  '  <testcase classname="tests.api" name="test_ok"/>',
  '  <testcase classname="tests.api" name="test_port"><failure message="port in use"/></testcase>',
  '  <testcase classname="tests.api" name="test_cache"><failure message="stale cache"/></testcase>',
  '</testsuite>'
].join('\n')

function entry(name: string, expires: string, owner = '"@alice"'): string[] {
  return [
    `  - classname: tests.api`,
    `    name: ${name}`,
    `    owner: ${owner}`,
    `    issue: https://github.com/acme/shop/issues/${name.length}`,
    `    expires: ${expires}`
  ]
}

const BASE_LIST = ['quarantine:', ...entry('test_port', day(20)), ''].join('\n')
// The pull request adds its own failing test to the list.
const HEAD_LIST = [
  'quarantine:',
  ...entry('test_port', day(20)),
  ...entry('test_cache', day(20), 'mallory'),
  ''
].join('\n')

function git(dir: string, args: string[]): string {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...cleanEnv(),
      GIT_AUTHOR_NAME: 'Jane Dev',
      GIT_AUTHOR_EMAIL: 'jane@example.com',
      GIT_COMMITTER_NAME: 'CI Bot',
      GIT_COMMITTER_EMAIL: 'ci@example.com'
    }
  }).trim()
}

function commitAll(dir: string, message: string): string {
  git(dir, ['add', '.'])
  git(dir, ['commit', '-q', '-m', message])
  return git(dir, ['rev-parse', 'HEAD'])
}

function writeIn(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
}

/** The regular files of a ustar archive, by name. */
function untar(tar: Buffer): Map<string, string> {
  const files = new Map<string, string>()
  let at = 0
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const field = (from: number, to: number) =>
      tar
        .subarray(at + from, at + to)
        .toString('utf8')
        .replace(/\0.*$/s, '')
    const prefix = field(345, 500)
    const name = field(0, 100)
    const size = parseInt(field(124, 136).trim(), 8)
    const body = tar.subarray(at + 512, at + 512 + size).toString('utf8')
    files.set(prefix === '' ? name : `${prefix}/${name}`, body)
    at += 512 + Math.ceil(size / 512) * 512
  }
  return files
}

interface Repo {
  dir: string
  base: string
  head: string
}

/** main holds the base list; the pull request's head adds its own entry. */
function pullRequestRepo(): Repo {
  const dir = mkdtempSync(join(tmpdir(), 'quarantine-'))
  git(dir, ['init', '-q', '-b', 'main'])
  writeIn(dir, {
    'reports/junit.xml': REPORT,
    '.kosli/quarantine.yml': BASE_LIST
  })
  const base = commitAll(dir, 'base')
  git(dir, ['checkout', '-q', '-b', 'feature'])
  writeIn(dir, { '.kosli/quarantine.yml': HEAD_LIST })
  const head = commitAll(dir, 'quarantine my own failure')
  return { dir, base, head }
}

/** The head alone, as a depth-1 checkout holds it: the base is not there. */
function shallowRepo(): Repo {
  const dir = mkdtempSync(join(tmpdir(), 'quarantine-shallow-'))
  git(dir, ['init', '-q', '-b', 'feature'])
  writeIn(dir, {
    'reports/junit.xml': REPORT,
    '.kosli/quarantine.yml': HEAD_LIST
  })
  const head = commitAll(dir, 'head only')
  return { dir, base: 'c'.repeat(40), head }
}

let h: Harness
let github: GitHubStandIn
const dirs: string[] = []

beforeAll(async () => {
  h = await startHarness()
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
})
afterAll(async () => {
  await Promise.all([h.close(), github.close()])
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
afterEach(() => github.assertFits())

function pullRequestEvent(repo: Repo, number: number): unknown {
  const payload = pullRequestPayload({ number, headSha: repo.head }) as {
    pull_request: { base: { sha: string } }
  }
  payload.pull_request.base.sha = repo.base
  return payload
}

async function attest(
  repo: Repo,
  options: { event?: unknown; inputs?: Record<string, string> } = {}
) {
  dirs.push(repo.dir)
  await h.beginTrails([repo.head])
  return runAction({
    workspace: repo.dir,
    inputs: {
      ...h.service,
      flow: FLOW,
      name: 'unit-tests',
      'max-retries': '0',
      'report-paths': 'reports/junit.xml',
      'fail-on-failure': 'true',
      'github-token': GITHUB_TOKEN,
      ...options.inputs
    },
    env: {
      GITHUB_SHA: repo.head,
      GITHUB_API_URL: github.apiUrl,
      ...(options.event !== undefined && { GITHUB_EVENT_NAME: 'pull_request' })
    },
    ...(options.event !== undefined && { event: options.event })
  })
}

describe('the quarantine, through the built action', () => {
  it('on a push, the listed failures pass the step; Kosli stores them, with the count and the sha256', async () => {
    const repo = pullRequestRepo()
    const run = await attest(repo, { inputs: { 'check-run': 'true' } })
    expect(failureMessage(run)).toBeUndefined()
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      verdict: 'failed',
      compliant: 'false',
      failures: '2',
      gate: 'passed-quarantined',
      'quarantined-failures': '2'
    })
    const [stored] = await h.attestationsOn(repo.head)
    expect(stored?.data_json.junit_results).toMatchObject([
      { name: 'api', failures: 2, total: 3 }
    ])
    expect(stored?.data_json.annotations).toMatchObject({
      kosli_attest_quarantined: '2'
    })
    expect(run.summary).toContain(
      'Kosli records this attestation as **non-compliant**'
    )
    expect(run.summary).toContain('### Quarantined')
    expect(run.stdout).toContain(
      '::warning title=Quarantined%3A api › test_port::'
    )
    expect(run.stdout).not.toMatch(/^::error/m)
    // The evidence holds the list as read and each excused case with its entry.
    expect(stored?.attachment?.filename).toBe('evidence.tgz')
    const page = `${h.url}/${h.org}/flows/${FLOW}/trails/${repo.head}/attestations/1/attachment`
    const archive = untar(
      gunzipSync(Buffer.from(await (await fetch(page)).arrayBuffer()))
    )
    expect(archive.get('kosli-quarantine/quarantine.yml')).toBe(HEAD_LIST)
    const record = JSON.parse(
      archive.get('kosli-quarantine/quarantined.json') ?? '{}'
    ) as {
      quarantined: { name: string; entry: { owner: string; line: number } }[]
    }
    expect(
      record.quarantined.map((c) => [c.name, c.entry.owner, c.entry.line])
    ).toEqual([
      ['test_cache', 'mallory', 7],
      ['test_port', '@alice', 2]
    ])
    expect(archive.has('reports/junit.xml')).toBe(true)
    // Kosli's verdict is failed, the step passed: the check run says neither.
    const check = github.state.checkRuns.find((c) => c.headSha === repo.head)
    expect(check?.conclusion).toBe('neutral')
    expect(check?.summary).toContain('### Quarantined')
  })

  it('on pull_request the base list counts: a pull request that quarantines its own failure still fails', async () => {
    const repo = pullRequestRepo()
    const run = await attest(repo, {
      event: pullRequestEvent(repo, 361),
      inputs: { 'pr-comment': 'true' }
    })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      gate: 'failed',
      'quarantined-failures': '1'
    })
    expect(failureMessage(run)).toContain('fail-on-failure: 2 failed')
    expect(run.summary).toContain(`commit ${repo.base.slice(0, 12)} (git)`)
    expect(run.summary).not.toContain('mallory')
    const [comment] = github.state.commentsOn(361)
    expect(comment?.body).toContain('### Quarantined')
    expect(comment?.body).toContain('@\u200dalice')
    // The base was in the clone: GitHub was not asked.
    expect(github.requests.filter((r) => r.url.includes('/contents/'))).toEqual(
      []
    )
  })

  it('a shallow clone reads the base list through the contents API', async () => {
    const repo = shallowRepo()
    github.state.addFile(repo.base, '.kosli/quarantine.yml', BASE_LIST)
    const run = await attest(repo, { event: pullRequestEvent(repo, 362) })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      gate: 'failed',
      'quarantined-failures': '1'
    })
    expect(run.summary).toContain('(GitHub contents API)')
    const asked = github.requests.filter((r) => r.url.includes('/contents/'))
    expect(asked.map((r) => r.url)).toEqual([
      expect.stringContaining(`?ref=${repo.base}`)
    ])
  })

  it('a base list that cannot be read excuses nothing (fail closed)', async () => {
    const repo = shallowRepo()
    const run = await attest(repo, {
      event: pullRequestEvent(repo, 363),
      inputs: { 'github-token': '' }
    })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      gate: 'failed',
      'quarantined-failures': '0'
    })
    expect(failureMessage(run)).toContain('excuses nothing')
  })

  it('an expired entry fails the step, naming its owner and issue; a stale entry is listed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quarantine-expired-'))
    git(dir, ['init', '-q', '-b', 'main'])
    writeIn(dir, {
      'reports/junit.xml': REPORT,
      '.kosli/quarantine.yml': [
        'quarantine:',
        ...entry('test_port', day(20)),
        ...entry('test_cache', day(-2), 'bob'),
        ...entry('test_gone', day(5)),
        ''
      ].join('\n')
    })
    const head = commitAll(dir, 'expired')
    const run = await attest({ dir, base: head, head })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({
      gate: 'failed',
      'quarantine-expired': '1',
      'quarantine-stale': '1',
      'quarantined-failures': '1'
    })
    expect(run.summary).toContain(
      'Stale entries (they match no test of this run)'
    )
    expect(run.summary).toContain('name=test_gone')
    expect(failureMessage(run)).toContain(
      `owner bob, issue https://github.com/acme/shop/issues/10, expired ${day(-2)}`
    )
  })

  it('an invalid list is refused with its line, before anything is sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quarantine-invalid-'))
    git(dir, ['init', '-q', '-b', 'main'])
    writeIn(dir, {
      'reports/junit.xml': REPORT,
      '.kosli/quarantine.yml': [
        'quarantine:',
        ...entry('test_port', day(20)),
        '  - name: test_cache',
        '    owner: bob',
        '    expires: 2026-13-01',
        ''
      ].join('\n')
    })
    const head = commitAll(dir, 'invalid')
    const run = await attest({ dir, base: head, head })
    expect(run.code).toBe(1)
    const message = failureMessage(run) ?? ''
    expect(message).toContain('.kosli/quarantine.yml:7: issue is required')
    expect(message).toContain(
      '.kosli/quarantine.yml:7: expires "2026-13-01" is not a date'
    )
    expect(await h.attestationsOn(head)).toEqual([])
  })
})
