import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_TOKENS } from '../../../src/emulator/index.js'
import { ConfigError } from '../../../src/errors.js'
import { runMode } from '../../support/modes.js'
import { startHarness, type Harness } from '../../support/emulator.js'

// The reference vectors of docs/spec/kosli-cli.md (Fingerprints), from the
// Kosli CLI's testdata/folder1.
const FOLDER1 =
  'c43808cb04c6e66c4c6fc1f972dd67c3b9b71c81e0a0c78730da3699922d17be'
const FOLDER1_WITHOUT_FOLDER2 =
  '773fd3300860454a2b065c5912c03008adb11e6a6dcf7c1c64c094ceab8f430a'
const HELLO = 'Hello, world! Again!'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
  const folder1 = join(h.dir, 'folder1')
  await mkdir(join(folder1, 'folder2'), { recursive: true })
  await writeFile(join(folder1, 'hello.txt'), HELLO)
  await writeFile(join(folder1, 'folder2', 'hello2.txt'), 'hello2')
  await writeFile(join(folder1, 'folder2', 'hello3.txt'), 'hello3')
})
afterAll(() => h.close())
beforeEach(async () => {
  await h.reset()
  h.logger.lines.length = 0
})

interface Stored {
  env_name: string
  artifact_fingerprint: string
  artifact_name: string
  description: string
}

async function allowlist(): Promise<Stored[]> {
  const state = await h.state<{
    orgs: { demo: { allowlist: Stored[] } }
  }>()
  return state.orgs.demo.allowlist
}

function step(inputs: Record<string, string>) {
  return runMode(
    'allow-artifact',
    { ...h.service, environment: 'production', ...inputs },
    h.deps
  )
}

describe('allow-artifact against the emulator', () => {
  it('allow-lists a directory with the golden fingerprint and its base name', async () => {
    const result = await step({
      'artifact-path': 'folder1',
      'artifact-type': 'dir',
      reason: 'Release 1.4.0, CHG-123'
    })
    expect(result.failure).toBeUndefined()
    expect(result.outputs).toEqual({
      'artifact-fingerprint': FOLDER1,
      'artifact-name': 'folder1',
      'allow-description': 'Release 1.4.0, CHG-123'
    })
    expect(await allowlist()).toContainEqual(
      expect.objectContaining({
        env_name: 'production',
        artifact_fingerprint: FOLDER1,
        artifact_name: 'folder1',
        description: 'Release 1.4.0, CHG-123'
      })
    )
    expect(result.summary).toBe(
      '## Kosli allow-artifact: production\n\n✅ Allow-listed folder1 (fingerprint `c43808cb04c6`) in environment **production**; reason: Release 1.4.0, CHG-123\n'
    )
  })

  it('applies exclude to a directory (golden vector with -x folder2)', async () => {
    const result = await step({
      'artifact-path': 'folder1',
      'artifact-type': 'dir',
      exclude: 'folder2',
      'artifact-name': 'site',
      reason: 'r'
    })
    expect(result.outputs['artifact-fingerprint']).toBe(FOLDER1_WITHOUT_FOLDER2)
    expect(result.outputs['artifact-name']).toBe('site')
  })

  it('allow-lists a file by the SHA-256 of its bytes', async () => {
    const result = await step({
      'artifact-path': 'folder1/hello.txt',
      'artifact-type': 'file',
      reason: 'hotfix'
    })
    const sha = createHash('sha256').update(HELLO).digest('hex')
    expect(result.outputs['artifact-fingerprint']).toBe(sha)
    expect(result.outputs['artifact-name']).toBe('hello.txt')
    const requests = await h.requests()
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['PUT', '/api/v2/allowlists/demo/production']
    ])
    expect(requests[0]?.body).toEqual({
      artifact_fingerprint: sha,
      artifact_name: 'hello.txt',
      description: 'hotfix'
    })
  })

  it('allow-lists a given fingerprint under the given name', async () => {
    const result = await step({
      fingerprint: FOLDER1,
      'artifact-name': 'registry.example.com/app:1.4.0',
      reason: 'r'
    })
    expect(result.failure).toBeUndefined()
    expect(await allowlist()).toContainEqual(
      expect.objectContaining({
        artifact_fingerprint: FOLDER1,
        artifact_name: 'registry.example.com/app:1.4.0'
      })
    )
  })

  it('dry run: computes and shows the body, sends nothing', async () => {
    const result = await runMode(
      'allow-artifact',
      {
        host: h.url,
        org: 'demo',
        environment: 'staging',
        'artifact-path': 'folder1',
        'artifact-type': 'dir',
        reason: 'try',
        'dry-run': 'true'
      },
      h.deps
    )
    expect(result.failure).toBeUndefined()
    expect(result.outputs['artifact-fingerprint']).toBe(FOLDER1)
    expect(result.summary).toMatch(
      /^## Kosli allow-artifact: staging\n\nDry run: would allow-list folder1/
    )
    const shown = h.logger.lines.map((l) => l.message).join('\n')
    expect(shown).toContain(`PUT ${h.url}/api/v2/allowlists/demo/staging`)
    expect(shown).toContain(`"artifact_fingerprint": "${FOLDER1}"`)
    expect(await h.requests()).toEqual([])
  })
})

describe('configuration errors name the input', () => {
  it.each([
    [
      { fingerprint: FOLDER1, reason: 'r' },
      /artifact-name is required with fingerprint/
    ],
    [{ fingerprint: FOLDER1, 'artifact-name': 'a' }, /reason is required/],
    [{ reason: 'r' }, /fingerprint, or artifact-path with artifact-type/],
    [
      { 'artifact-path': 'folder1', reason: 'r' },
      /artifact-path and artifact-type go together/
    ],
    [
      { fingerprint: 'ABC', 'artifact-name': 'a', reason: 'r' },
      /fingerprint: "ABC" is not a SHA-256/
    ],
    [
      { 'artifact-path': 'missing', 'artifact-type': 'dir', reason: 'r' },
      /missing/
    ]
  ])('%j', async (inputs, message) => {
    const run = step(inputs)
    await expect(run).rejects.toThrow(ConfigError)
    await expect(step(inputs)).rejects.toThrow(message)
    expect(await h.requests()).toEqual([])
  })
})

describe('a refused or failed request fails the step', () => {
  it('surfaces an unknown environment', async () => {
    const result = await step({
      environment: 'nowhere',
      fingerprint: FOLDER1,
      'artifact-name': 'a',
      reason: 'r'
    })
    expect(result.failure).toMatch(
      /^allow-artifact: a was not allow-listed in environment nowhere: .*404/
    )
    expect(result.failure).toContain('Environment not found')
    expect(result.outputs).toEqual({})
    expect(result.summary).toMatch(/\n❌ Could not allow-list a/)
  })

  it('surfaces a 403 for a reader token', async () => {
    const result = await step({
      'api-token': DEMO_TOKENS.reader,
      fingerprint: FOLDER1,
      'artifact-name': 'a',
      reason: 'r'
    })
    expect(result.failure).toContain('403')
    expect(await allowlist()).not.toContainEqual(
      expect.objectContaining({ artifact_fingerprint: FOLDER1 })
    )
  })

  it('escapes the reason in the summary', async () => {
    const result = await step({
      fingerprint: FOLDER1,
      'artifact-name': 'a',
      reason: '<img src=x onerror=alert(1)> | *bold*'
    })
    expect(result.summary).not.toContain('<img')
    expect(result.summary).not.toContain('*bold*')
  })
})
