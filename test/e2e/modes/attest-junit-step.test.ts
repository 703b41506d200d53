import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../../src/api/index.js'
import type { ServiceConfig } from '../../../src/config/index.js'
import { ConfigError } from '../../../src/errors.js'
import { memoryLogger } from '../../../src/log.js'
import { trailUrl } from '../../../src/modes/attest-junit/index.js'
import type { ModeDeps } from '../../../src/modes/types.js'
import {
  FLOW,
  junitPosts,
  startHarness,
  type Harness
} from '../../support/emulator.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { runMode } from '../../support/modes.js'

let h: Harness
let repo: GitRepo
const REPORT = 'test-results/api/pytest-api.xml'

beforeAll(async () => {
  h = await startHarness()
  repo = gitWorkspace()
})
afterAll(async () => {
  await h.close()
  rmSync(repo.dir, { recursive: true, force: true })
})

function deps(env: Record<string, string>, event: unknown = {}) {
  const logger = memoryLogger()
  const value: ModeDeps = {
    logger,
    now: () => Date.UTC(2025, 0, 1),
    cwd: repo.dir,
    tmpDir: repo.dir,
    env: {
      GITHUB_RUN_NUMBER: '3',
      GITHUB_RUN_ID: '77',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_REPOSITORY_ID: '42',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_EVENT_PATH: 'event.json',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_SHA: repo.merge,
      ...env
    },
    openClient: (service: ServiceConfig) =>
      Promise.resolve(createClient(service)),
    readEvent: () => event
  }
  return { deps: value, logger }
}

const raw = (extra: Record<string, string>) => ({
  'api-token': h.token,
  org: h.org,
  host: h.url,
  flow: FLOW,
  'max-retries': '0',
  name: 'unit-tests',
  'report-paths': REPORT,
  ...extra
})

describe('attestJunitStep', () => {
  it('on GHES workflow_run events attests the run head with GHES URLs', async () => {
    await h.beginTrails([repo.head])
    const { deps: d } = deps(
      {
        GITHUB_EVENT_NAME: 'workflow_run',
        GITHUB_SERVER_URL: 'https://ghe.example.com'
      },
      { workflow_run: { head_sha: repo.head, head_branch: 'feature' } }
    )
    const result = await runMode('attest-junit', raw({ name: 'after-ci' }), d)
    expect(result.failure).toBeUndefined()
    const stored = (await h.attestationsOn(repo.head)).find(
      (a) => a.attestation_name === 'after-ci'
    )
    expect(stored?.data_json).toMatchObject({
      git_commit_info: {
        sha1: repo.head,
        url: `https://ghe.example.com/acme/shop/commit/${repo.head}`
      },
      repo_info: { url: 'https://ghe.example.com/acme/shop' }
    })
  })

  it('binds artifact.name to the template artifact and a file fingerprint', async () => {
    writeFileSync(join(repo.dir, 'app.jar'), 'binary')
    const result = await runMode(
      'attest-junit',
      raw({
        trail: 'demo-trail',
        name: 'backend.bound-tests',
        'artifact-path': 'app.jar',
        'artifact-type': 'file'
      }),
      deps({}).deps
    )
    expect(result.outputs['attestation-name']).toBe('bound-tests')
    const stored = (await h.attestationsOn('demo-trail')).find(
      (a) => a.attestation_name === 'bound-tests'
    )
    expect(stored?.data_json).toMatchObject({
      target_artifacts: ['backend'],
      artifact_fingerprint: createHash('sha256').update('binary').digest('hex')
    })
  })

  it('fingerprints a directory artifact like the vendor CLI (folder1 vector)', async () => {
    const dir = join(repo.dir, 'folder1')
    mkdirSync(join(dir, 'folder2'), { recursive: true })
    writeFileSync(join(dir, 'hello.txt'), 'Hello, world! Again!')
    writeFileSync(join(dir, 'folder2', 'hello2.txt'), 'hello2')
    writeFileSync(join(dir, 'folder2', 'hello3.txt'), 'hello3')
    const result = await runMode(
      'attest-junit',
      raw({
        trail: 'demo-trail',
        'dry-run': 'true',
        'artifact-path': 'folder1',
        'artifact-type': 'dir'
      }),
      deps({}).deps
    )
    const payload = JSON.parse(
      readFileSync(result.outputs['payload-file'] ?? '', 'utf8')
    ) as { artifact_fingerprint: string }
    expect(payload.artifact_fingerprint).toBe(
      'c43808cb04c6e66c4c6fc1f972dd67c3b9b71c81e0a0c78730da3699922d17be'
    )
  })

  it('sends user data, external URLs and the description', async () => {
    writeFileSync(join(repo.dir, 'extra.json'), '{"build": 7, "tags": ["a"]}')
    await runMode(
      'attest-junit',
      raw({
        trail: 'demo-trail',
        name: 'rich-tests',
        'user-data': 'extra.json',
        'external-urls': 'coverage=https://ci.example.com/cov/7',
        description: 'Nightly run'
      }),
      deps({}).deps
    )
    const stored = (await h.attestationsOn('demo-trail')).find(
      (a) => a.attestation_name === 'rich-tests'
    )
    expect(stored?.data_json).toMatchObject({
      user_data: { build: 7, tags: ['a'] },
      external_urls: { coverage: { href: 'https://ci.example.com/cov/7' } },
      description: 'Nightly run'
    })
  })

  it("applies the CLI's repo_info overrides when the raw config has them", async () => {
    await runMode(
      'attest-junit',
      raw({
        trail: 'demo-trail',
        name: 'repo-override',
        repository: 'acme/api',
        'repo-id': '9'
      }),
      deps({}).deps
    )
    const stored = (await h.attestationsOn('demo-trail')).find(
      (a) => a.attestation_name === 'repo-override'
    )
    expect(stored?.data_json).toMatchObject({
      repo_info: { name: 'acme/api', id: '9' }
    })
  })

  it('dry run: logs destination and payload, sends nothing', async () => {
    const before = (await junitPosts(h)).length
    const { deps: d, logger } = deps({})
    const result = await runMode(
      'attest-junit',
      raw({ trail: 'demo-trail', 'dry-run': 'true', 'api-token': '' }),
      d
    )
    expect(result.failure).toBeUndefined()
    expect(await junitPosts(h)).toHaveLength(before)
    const text = logger.lines.map((l) => l.message).join('\n')
    expect(text).toContain(`host: ${h.url}`)
    expect(text).toContain(`org: ${h.org}`)
    expect(text).toContain('"attestation_name": "unit-tests"')
    expect(result.summary).toMatch(/Dry run/)
  })

  it('refuses a user-data file that is not JSON, naming it', async () => {
    writeFileSync(join(repo.dir, 'broken.json'), '{oops')
    const run = runMode(
      'attest-junit',
      raw({ trail: 'demo-trail', 'user-data': 'broken.json' }),
      deps({}).deps
    )
    await expect(run).rejects.toThrow(ConfigError)
    await expect(run).rejects.toThrow(
      /user-data: broken.json is not valid JSON/
    )
  })

  it('needs a trail when no commit is known', async () => {
    const { deps: d } = deps({ GITHUB_SHA: '', GITHUB_EVENT_NAME: '' })
    await expect(runMode('attest-junit', raw({}), d)).rejects.toThrow(
      /trail is required here/
    )
  })
})

describe('trailUrl', () => {
  const destination = (host: string) => ({
    service: {
      host,
      org: 'acme',
      apiToken: 't',
      auth: 'bearer' as const,
      timeoutMs: 1,
      maxRetries: 0,
      retryBudgetMs: 0
    },
    flow: 'shop',
    trail: 'main',
    attestationName: 'unit-tests'
  })

  it('links to the trail on Kosli hosts', () => {
    expect(trailUrl(destination('https://app.us.kosli.com'))).toBe(
      'https://app.us.kosli.com/acme/flows/shop/trails/main'
    )
  })

  it('links to the emulator’s trail page on a loopback host', () => {
    expect(trailUrl(destination('http://127.0.0.1:8080'))).toBe(
      'http://127.0.0.1:8080/acme/flows/shop/trails/main'
    )
  })

  it('gives no link for other hosts, which may serve no app', () => {
    expect(trailUrl(destination('http://kosli.internal:8080'))).toBeUndefined()
    expect(
      trailUrl(destination('https://kosli.com.evil.example'))
    ).toBeUndefined()
  })
})
