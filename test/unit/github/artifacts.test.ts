/**
 * Reports downloaded from the triggering run, against the GitHub stand-in
 * and its blob storage on loopback (a real zip, reached through GitHub's
 * 302 redirect). One stand-in serves all the tests; each uses its own run
 * id. Hostile archives are tested through the built action, in
 * test/e2e/action/artifact-download.test.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../src/errors.js'
import {
  ArchiveRefusedError,
  downloadRunArtifacts,
  GitHubApiError
} from '../../../src/github/index.js'
import { memoryLogger } from '../../../src/log.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'

const TOKEN = 'ghs_artifactToken0123456789abcdef'
let github: GitHubStandIn
let work: string

beforeAll(async () => {
  github = await startGitHubStandIn({ token: TOKEN })
  work = mkdtempSync(join(tmpdir(), 'gh-artifacts-'))
})

afterAll(async () => {
  await github.close()
  rmSync(work, { recursive: true, force: true })
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
    apiUrl: github.apiUrl,
    repository: 'acme/shop',
    runId,
    pattern,
    destination,
    tmpDir: work,
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

  it('refuses a zip entry with ../, naming it, and writes nothing outside', async () => {
    runs += 1
    github.state.addArtifact(runs, 'evil', [
      { path: 'ok.xml', content: '<testsuite/>' },
      { path: '../../escaped.txt', content: 'x' }
    ])
    const dest = join(work, 'slip', 'in')
    const error = await download(runs, 'evil', dest).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ArchiveRefusedError)
    expect((error as Error).message).toBe(
      'Artifact "evil" refused: entry "../../escaped.txt" has a ".." segment; entries must be relative paths with / separators that stay inside the artifact\'s folder'
    )
    expect(existsSync(join(work, 'slip', 'escaped.txt'))).toBe(false)
    expect(existsSync(join(work, 'escaped.txt'))).toBe(false)
  })

  it('checks the zip against the digest GitHub lists, and downloads without one', async () => {
    runs += 1
    const entries = [{ path: 'a.xml', content: '<testsuite/>' }]
    github.state.addArtifact(runs, 'listed', entries, { digest: null })
    const result = await download(runs, 'listed')
    expect(result.files).toHaveLength(1)
    runs += 1
    github.state.addArtifact(runs, 'wrong', entries, {
      digest: `sha256:${'0'.repeat(64)}`
    })
    const error = await download(runs, 'wrong').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ArchiveRefusedError)
    expect((error as Error).message).toMatch(
      /^Artifact "wrong" refused: the zip of artifact "wrong" has sha256:[0-9a-f]{64}, not the sha256:0{64} GitHub lists for it$/
    )
  })

  it('tries the blob storage again after a 503, at most 3 times, and never after a 404', async () => {
    const [run] = [seedRun(['junit'])]
    const artifact = github.state.artifacts.at(-1)
    artifact?.blobFaults.push(503)
    const result = await download(run, 'junit')
    expect(result.files).toHaveLength(2)
    const blobs = () => github.requests.filter((r) => r.server === 'blob')
    expect(blobs()).toHaveLength(2)
    github.requests.length = 0
    artifact?.blobFaults.push(503, 502, 500)
    const busy = await download(run, 'junit', join(work, 'busy')).catch(
      (e: unknown) => e
    )
    expect(busy).toBeInstanceOf(GitHubApiError)
    expect((busy as Error).message).toBe(
      'Could not download artifact "junit" from the blob storage: the blob storage answered 500 (3 attempts)'
    )
    expect(blobs()).toHaveLength(3)
    github.requests.length = 0
    artifact?.blobFaults.push(404)
    const gone = await download(run, 'junit', join(work, 'gone')).catch(
      (e: unknown) => e
    )
    expect((gone as GitHubApiError).status).toBe(404)
    expect((gone as Error).message).toContain(
      'Could not download artifact "junit": the blob storage answered 404'
    )
    expect(blobs()).toHaveLength(1)
  })

  it('a 403 on the listing is a GitHubApiError naming actions: read', async () => {
    const run = seedRun(['junit'])
    github.fail({
      operationId: 'actions/list-workflow-run-artifacts',
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const error = await download(run, 'junit').catch((e: unknown) => e)
    // A refusal is not asked again.
    expect(github.requests).toHaveLength(1)
    expect(error).toBeInstanceOf(GitHubApiError)
    expect((error as GitHubApiError).status).toBe(403)
    expect((error as Error).message).toContain('list the artifacts of run')
    expect((error as Error).message).toContain('`actions: read`')
    expect((error as Error).message).not.toContain(TOKEN)
  })
})
