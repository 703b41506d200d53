/**
 * The quarantine through the built CLI against the emulator: a merge
 * request's base list counts (GitLab's CI_MERGE_REQUEST_DIFF_BASE_SHA, or
 * --quarantine-base), so its own new entry excuses nothing; the working
 * tree's list counts elsewhere; an invalid list is a configuration error
 * (exit 2) naming its line.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { cleanEnv, runCli } from '../support/run.js'

const DAY = 86_400_000
const day = (offset: number) =>
  new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

const REPORT =
  '<testsuite name="api"><testcase classname="t" name="ok"/><testcase classname="t" name="flaky"><failure/></testcase></testsuite>\n'

const list = (expires: string) =>
  `quarantine:\n  - name: flaky\n    owner: alice\n    issue: https://gitlab.example/acme/shop/-/issues/3\n    expires: ${expires}\n`

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

let h: Harness
let dir: string
let base: string
let head: string

beforeAll(async () => {
  h = await startHarness()
  dir = mkdtempSync(join(tmpdir(), 'cli-quarantine-'))
  git(dir, ['init', '-q', '-b', 'main'])
  mkdirSync(join(dir, 'reports'))
  writeFileSync(join(dir, 'reports', 'junit.xml'), REPORT)
  git(dir, ['add', '.'])
  git(dir, ['commit', '-q', '-m', 'base: no list'])
  base = git(dir, ['rev-parse', 'HEAD'])
  mkdirSync(join(dir, '.kosli'))
  writeFileSync(join(dir, '.kosli', 'quarantine.yml'), list(day(10)))
  git(dir, ['add', '.'])
  git(dir, ['commit', '-q', '-m', 'quarantine my own failure'])
  head = git(dir, ['rev-parse', 'HEAD'])
  await h.beginTrails(['mr', 'push', 'flag'])
})
afterAll(async () => {
  await h.close()
  rmSync(dir, { recursive: true, force: true })
})

function attest(
  trail: string,
  args: string[] = [],
  env: Record<string, string> = {}
) {
  return runCli(
    [
      'attest',
      'junit',
      'reports/junit.xml',
      '--flow',
      FLOW,
      '--trail',
      trail,
      '--name',
      'unit-tests',
      '--fail-on-failure',
      '--commit',
      head,
      '--output',
      'json',
      ...args
    ],
    { cwd: dir, env: { ...h.env, ...env } }
  )
}

describe('the quarantine, through the built CLI', () => {
  it('on a push the working tree list counts: exit 0, Kosli stores the failure', async () => {
    const run = await attest('push')
    expect(run.stderr).not.toContain('error:')
    expect(run.code).toBe(0)
    const [stored] = await h.attestationsOn('push')
    expect(stored?.data_json.junit_results).toMatchObject([{ failures: 1 }])
    expect(stored?.data_json.annotations).toMatchObject({
      kosli_attest_quarantined: '1'
    })
  })

  it("in a GitLab merge request the base's list counts: its own entry excuses nothing, exit 1", async () => {
    const run = await attest('mr', [], {
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_DIFF_BASE_SHA: base
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('fail-on-failure: 1 failed')
    expect(run.stderr).toContain('does not exist in the merge request')
  })

  it('--quarantine-base REF does the same on any CI', async () => {
    const run = await attest('flag', ['--quarantine-base', base])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('excuses nothing')
  })

  it('an invalid list is a configuration error naming its line: exit 2', async () => {
    const bad = join(dir, 'bad.yml')
    writeFileSync(
      bad,
      `quarantine:\n  - name: flaky\n    owner: alice\n    issue: https://x.example/1\n    expires: ${day(90)}\n`
    )
    const run = await attest('push', ['--quarantine-file', 'bad.yml'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('bad.yml:2: expires')
    expect(run.stderr).toContain('more than quarantine-max-days (30)')
    const wider = await attest('push', [
      '--quarantine-file',
      'bad.yml',
      '--quarantine-max-days',
      '120'
    ])
    expect(wider.code).toBe(0)
  })
})
