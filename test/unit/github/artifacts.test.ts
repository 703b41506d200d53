/**
 * Reports downloaded from the triggering run with @actions/artifact, against
 * the GitHub stand-in and its blob storage on loopback (a real zip, reached
 * through GitHub's 302 redirect).
 *
 * @actions/artifact takes its API base from GITHUB_API_URL when it is first
 * loaded, so this file starts one stand-in for all its tests and sets the
 * variable before the first download; each test uses its own run id.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../src/errors.js'
import {
  downloadRunArtifacts,
  GitHubApiError
} from '../../../src/github/index.js'
import { memoryLogger } from '../../../src/log.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'

const TOKEN = 'ghs_artifactToken0123456789abcdef'
const saved = { ...process.env }
let github: GitHubStandIn
let work: string

beforeAll(async () => {
  github = await startGitHubStandIn({ token: TOKEN })
  process.env.GITHUB_API_URL = github.apiUrl
  process.env.GITHUB_SERVER_URL = 'https://github.com'
  work = mkdtempSync(join(tmpdir(), 'gh-artifacts-'))
})

afterAll(async () => {
  await github.close()
  rmSync(work, { recursive: true, force: true })
  process.env = saved
})

afterEach(() => {
  github.assertFits()
  github.requests.length = 0
})

let runs = 600
function seedRun(names: string[]): number {
  runs += 1
  for (const name of names) {
    github.state.addArtifact(runs, name, [
      { path: `${name}.xml`, content: `<testsuite name="${name}"/>` },
      { path: 'nested/dir/more.xml', content: '<testsuite name="more"/>' }
    ])
  }
  return runs
}

function download(
  runId: number,
  pattern: string,
  destination = join(work, String(runId))
) {
  return downloadRunArtifacts({
    token: TOKEN,
    repository: 'acme/shop',
    runId,
    pattern,
    destination,
    logger: memoryLogger()
  })
}

describe('downloadRunArtifacts', () => {
  it('downloads and unzips the artifact with that exact name', async () => {
    const run = seedRun(['junit', 'junit-extra', 'coverage'])
    const dest = join(work, 'by-name')
    const result = await download(run, 'junit', dest)
    expect(result.artifacts.map((a) => a.name)).toEqual(['junit'])
    expect(result.files).toEqual([
      join(dest, 'junit', 'junit.xml'),
      join(dest, 'junit', 'nested', 'dir', 'more.xml')
    ])
    expect(readFileSync(join(dest, 'junit', 'junit.xml'), 'utf8')).toBe(
      '<testsuite name="junit"/>'
    )
    const paths = github.requests.map(
      (r) => `${r.server} ${r.method} ${r.url.replace(/\?.*/, '')}`
    )
    const id = result.artifacts[0]?.id
    expect(paths).toEqual([
      `api GET /api/v3/repos/acme/shop/actions/runs/${run}/artifacts`,
      `api GET /api/v3/repos/acme/shop/actions/artifacts/${id}/zip`,
      `blob GET /blobs/${id}.zip`
    ])
  })

  it('sends the token to the API but not to the blob storage it is redirected to', async () => {
    const run = seedRun(['junit'])
    await download(run, 'junit')
    const blob = github.requests.filter((r) => r.server === 'blob')
    expect(blob).toHaveLength(1)
    expect(blob[0]?.headers.authorization).toBeUndefined()
    expect(JSON.stringify(blob)).not.toContain(TOKEN)
    for (const request of github.requests.filter((r) => r.server === 'api')) {
      expect(request.headers.authorization).toBe(`token ${TOKEN}`)
    }
  })

  it('downloads every artifact whose name matches a /regex/, each in its own folder', async () => {
    const run = seedRun(['junit-unit', 'junit-e2e', 'coverage', 'JUNIT-upper'])
    const dest = join(work, 'by-regex')
    const result = await download(run, '/^junit-/', dest)
    expect(result.artifacts.map((a) => a.name).sort()).toEqual([
      'junit-e2e',
      'junit-unit'
    ])
    expect(result.files).toContain(join(dest, 'junit-e2e', 'junit-e2e.xml'))
    expect(result.files).toContain(join(dest, 'junit-unit', 'junit-unit.xml'))
    const insensitive = await download(run, '/^junit-/i', join(work, 'ci'))
    expect(insensitive.artifacts).toHaveLength(3)
  })

  it('a name that matches nothing is an error listing the run’s artifacts', async () => {
    const run = seedRun(['junit-unit', 'coverage'])
    const error = await download(run, 'reports').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toContain('artifact "reports" matches no artifact of run')
    expect(message).toContain('"junit-unit"')
    expect(message).toContain('"coverage"')
    const regex = await download(run, '/^nope$/').catch((e: unknown) => e)
    expect((regex as Error).message).toContain('"/^nope$/"')
  })

  it('says so when the run has no artifacts at all', async () => {
    const error = await download(seedRun([]), 'junit').catch((e: unknown) => e)
    expect((error as Error).message).toContain('the run has no artifacts')
  })

  it('refuses a catastrophic pattern before any request', async () => {
    const run = seedRun(['junit'])
    const error = await download(run, '/(a+)+$/').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toContain('"/(a+)+$/"')
    expect(github.requests).toHaveLength(0)
  })

  it('keeps a zip entry with ../ inside the destination', async () => {
    runs += 1
    github.state.addArtifact(runs, 'evil', [
      { path: '../../escaped.txt', content: 'x' },
      { path: 'ok.xml', content: '<testsuite/>' }
    ])
    const dest = join(work, 'slip')
    const result = await download(runs, 'evil', dest)
    for (const file of result.files) {
      expect(file.startsWith(join(dest, 'evil') + sep)).toBe(true)
    }
    expect(result.files).toHaveLength(2)
  })

  it('a 403 on the listing is a GitHubApiError naming actions: read', async () => {
    const run = seedRun(['junit'])
    // @actions/artifact asks again (5 more times, no delay) even after a 403.
    github.fail({
      operationId: 'actions/list-workflow-run-artifacts',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 6
    })
    const error = await download(run, 'junit').catch((e: unknown) => e)
    expect(github.requests).toHaveLength(6)
    expect(error).toBeInstanceOf(GitHubApiError)
    expect((error as GitHubApiError).status).toBe(403)
    expect((error as Error).message).toContain('list the artifacts of run')
    expect((error as Error).message).toContain('`actions: read`')
    expect((error as Error).message).not.toContain(TOKEN)
  })
})
