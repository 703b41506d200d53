/**
 * The base commit's inventory on GitHub, against the GitHub stand-in (every
 * request checked against GitHub's OpenAPI description): the merge base of
 * a pull request, the exact run, the approximate one, and the runs that may
 * never stand in for the base (a fork's, a pull request's).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  baseOfEvent,
  defaultLimits,
  findBaseTests,
  type BaseTestsLookup
} from '../../../src/github/index.js'
import { memoryLogger } from '../../../src/log.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'

const TOKEN = 'ghs_baseTestsToken0123456789abcdef'
const NAME = 'kosli-tests-unit-tests'
const BASE = '1'.repeat(40)
const HEAD = '2'.repeat(40)
const MERGE_BASE = '3'.repeat(40)
const OLDER = '4'.repeat(40)
const NOW = Date.parse('2025-03-01T00:00:00Z')

let github: GitHubStandIn
let work: string

beforeEach(async () => {
  github = await startGitHubStandIn({ token: TOKEN })
  work = mkdtempSync(join(tmpdir(), 'gh-base-tests-'))
})
afterEach(async () => {
  await github.close()
  rmSync(work, { recursive: true, force: true })
  github.assertFits()
})

function inventoryOn(
  commit: string,
  runOptions: Partial<{
    event: string
    headRepo: string
    createdAt: string
    branch: string
  }> = {}
) {
  const run = github.state.addRun({
    event: runOptions.event ?? 'push',
    headSha: commit,
    headBranch: runOptions.branch ?? 'main',
    createdAt: runOptions.createdAt ?? '2025-02-01T00:00:00Z',
    ...(runOptions.headRepo !== undefined && { headRepo: runOptions.headRepo })
  })
  github.state.addArtifact(run.id, NAME, [
    { path: 'kosli-tests.json', content: JSON.stringify({ commit }) }
  ])
  return run
}

function lookup(
  base: BaseTestsLookup['base'],
  more: Partial<BaseTestsLookup> = {}
): Promise<Awaited<ReturnType<typeof findBaseTests>>> {
  return findBaseTests({
    connection: {
      token: TOKEN,
      apiUrl: github.apiUrl,
      repository: 'acme/shop',
      logger: memoryLogger()
    },
    base,
    artifactName: NAME,
    destination: join(work, 'base'),
    tmpDir: work,
    limits: defaultLimits(),
    now: NOW,
    ...more
  })
}

const pullBase = {
  kind: 'pull-request',
  baseSha: BASE,
  headSha: HEAD,
  branch: 'main'
} as const

describe('findBaseTests', () => {
  it('exact: the artifact of a push run on the merge base of the pull request', async () => {
    github.state.mergeBases.set(`${BASE}...${HEAD}`, MERGE_BASE)
    const run = inventoryOn(MERGE_BASE)
    inventoryOn(BASE)
    const found = await lookup(pullBase)
    expect(found).toMatchObject({
      source: 'exact',
      commit: MERGE_BASE,
      baseCommit: MERGE_BASE,
      run: { id: run.id }
    })
    if (found.source === 'none') throw new Error('not found')
    const [file] = found.files
    expect(JSON.parse(readFileSync(file ?? '', 'utf8'))).toEqual({
      commit: MERGE_BASE
    })
    // The run's artifacts are listed once: the download takes the one found.
    const listings = github.requests.filter((r) =>
      new URL(r.url, 'http://x').pathname.endsWith(`/runs/${run.id}/artifacts`)
    )
    expect(listings).toHaveLength(1)
  })

  it('pull_request.base.sha when GitHub cannot give the merge base', async () => {
    inventoryOn(BASE)
    const found = await lookup(pullBase)
    expect(found).toMatchObject({
      source: 'exact',
      commit: BASE,
      baseCommit: BASE
    })
  })

  it('a push: the commit before it', async () => {
    inventoryOn(OLDER)
    const found = await lookup({ kind: 'commit', sha: OLDER, branch: 'main' })
    expect(found).toMatchObject({ source: 'exact', commit: OLDER })
  })

  it("a fork's run, or a pull request's run, on the base commit never stands in", async () => {
    inventoryOn(BASE, { headRepo: 'mallory/shop' })
    inventoryOn(BASE, { event: 'pull_request' })
    inventoryOn(BASE, { event: 'pull_request_target' })
    const found = await lookup({ kind: 'commit', sha: BASE })
    expect(found).toMatchObject({ source: 'none' })
    if (found.source !== 'none') throw new Error('found')
    expect(found.reason).toContain(
      'no push, merge queue or schedule run of this repository'
    )
    // Nothing was downloaded from them: their artifacts were not even listed.
    expect(github.requests.some((r) => r.url.includes('/artifacts'))).toBe(
      false
    )
  })

  it('merge_group and schedule runs of this repository stand in', async () => {
    inventoryOn(BASE, { event: 'schedule' })
    expect(await lookup({ kind: 'commit', sha: BASE })).toMatchObject({
      source: 'exact'
    })
  })

  it('approximate: the newest push run of the base branch created before this run', async () => {
    const own = github.state.addRun({
      event: 'pull_request',
      headSha: HEAD,
      headBranch: 'feature',
      createdAt: '2025-02-10T00:00:00Z'
    })
    const older = inventoryOn(OLDER, { createdAt: '2025-02-05T00:00:00Z' })
    inventoryOn('5'.repeat(40), { createdAt: '2025-02-01T00:00:00Z' })
    // Newer than this run: not an earlier state of the branch.
    inventoryOn('6'.repeat(40), { createdAt: '2025-02-11T00:00:00Z' })
    // Another branch.
    inventoryOn('7'.repeat(40), {
      createdAt: '2025-02-09T00:00:00Z',
      branch: 'release'
    })
    inventoryOn('8'.repeat(40), {
      createdAt: '2025-02-09T00:00:00Z',
      headRepo: 'mallory/shop'
    })
    const found = await lookup(pullBase, { ownRunId: own.id })
    expect(found).toMatchObject({
      source: 'approximate',
      commit: OLDER,
      baseCommit: BASE,
      run: { id: older.id }
    })
  })

  it('none, with the reason, when no run holds the artifact', async () => {
    const run = github.state.addRun({
      event: 'push',
      headSha: BASE,
      headBranch: 'main',
      createdAt: '2025-02-01T00:00:00Z'
    })
    github.state.addArtifact(run.id, 'other', [
      { path: 'x.json', content: '{}' }
    ])
    const found = await lookup(pullBase)
    expect(found).toMatchObject({ source: 'none', baseCommit: BASE })
    if (found.source !== 'none') throw new Error('found')
    expect(found.reason).toMatch(
      /holds the artifact kosli-tests-unit-tests nor on an earlier push run of branch main/
    )
  })

  it('a GitHub failure is none with what to change, never a thrown error', async () => {
    github.fail({
      operationId: 'actions/list-workflow-runs-for-repo',
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const found = await lookup({ kind: 'commit', sha: BASE })
    expect(found.source).toBe('none')
    if (found.source !== 'none') throw new Error('found')
    expect(found.reason).toContain('actions: read')
    expect(found.reason).not.toContain(TOKEN)
  })
})

describe('baseOfEvent', () => {
  it('pull_request: base and head; push: before; merge_group: base_sha', () => {
    expect(
      baseOfEvent('pull_request', {
        pull_request: { base: { sha: BASE, ref: 'main' }, head: { sha: HEAD } }
      })
    ).toEqual(pullBase)
    expect(
      baseOfEvent('push', { before: OLDER, ref: 'refs/heads/main' })
    ).toEqual({ kind: 'commit', sha: OLDER, branch: 'main' })
    expect(
      baseOfEvent('merge_group', {
        merge_group: { base_sha: BASE, base_ref: 'refs/heads/main' }
      })
    ).toEqual({ kind: 'commit', sha: BASE, branch: 'main' })
  })

  it('a new branch, a schedule or a workflow_dispatch names no base', () => {
    expect(
      baseOfEvent('push', { before: '0'.repeat(40), ref: 'refs/heads/new' })
        .kind
    ).toBe('none')
    expect(baseOfEvent('schedule', {}).kind).toBe('none')
    expect(baseOfEvent('workflow_dispatch', {}).kind).toBe('none')
  })
})
