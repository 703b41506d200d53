/**
 * Container images in the modes and the CLI, against a real registry on
 * loopback (anonymous) and the emulator: the built CLI's `fingerprint`
 * prints skopeo's digest and nothing else, allow-artifact and attest-junit
 * fingerprint an `oci` reference, the fingerprint mode reports a
 * multi-platform index, and the `docker` type asks the Engine API
 * stand-in.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import {
  REGISTRY_TOOLS,
  ENGINE_API,
  itNeeding
} from '../../support/registry/tools.js'
import { runMode } from '../../support/modes.js'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import {
  startAnonymousRegistry,
  type AnonymousRegistry
} from '../../support/registry/anonymous.js'
import {
  imageInspect,
  startEngineStandIn,
  type EngineStandIn
} from '../../support/registry/engine-stand-in.js'
import type { TestImages } from '../../support/registry/images.js'
import type { RunningRegistry } from '../../support/registry/registry-process.js'
import { skopeoDigest } from '../../support/registry/skopeo.js'
import { runCli } from '../support/run.js'

// Each test needs these real parts, or is skipped saying which is missing.
const it = itNeeding(REGISTRY_TOOLS, ENGINE_API)

const PLATFORMS = 'multi-platform index: linux/amd64, linux/arm64/v8'

let stage: AnonymousRegistry
let dir: string
let registry: RunningRegistry
let images: TestImages
let h: Harness
let engine: EngineStandIn

beforeAll(async () => {
  stage = await startAnonymousRegistry('modes')
  ;({ dir, registry, images } = stage)
  h = await startHarness()
  engine = await startEngineStandIn({
    'team/api:3': imageInspect(
      ['team/api:3'],
      [`team/api@sha256:${'d'.repeat(64)}`]
    )
  })
})

afterAll(async () => {
  await engine?.close()
  await h?.close()
  await stage?.close()
})

/** The built CLI, with HOME in the test's directory (no Docker login). */
const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(['fingerprint', ...args], { cwd: dir, env: { HOME: dir, ...env } })

describe('kosli-attest fingerprint (the built CLI) against a registry', () => {
  it('prints exactly the manifest digest, equal to skopeo, and nothing on stderr', async () => {
    const reference = `${registry.host}/team/app:single`
    const run = await cli(['--artifact-type', 'oci', reference])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(`${await skopeoDigest(reference)}\n`)
    expect(run.stdout).toBe(`${images.singleHex}\n`)
    expect(run.stderr).toBe('')
  })

  it('a two-platform index: the index digest; --verbose names the platforms on stderr', async () => {
    const reference = `${registry.host}/team/app:multi`
    const run = await cli(['--artifact-type', 'oci', '--verbose', reference])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(`${await skopeoDigest(reference)}\n`)
    expect(run.stdout).toBe(`${images.multiHex}\n`)
    expect(run.stderr).toContain(PLATFORMS)
  })

  it('KOSLI_ARTIFACT_TYPE works like the flag', async () => {
    const run = await cli([`${registry.host}/team/app:single`], {
      KOSLI_ARTIFACT_TYPE: 'oci'
    })
    expect(run.stdout).toBe(`${images.singleHex}\n`)
  })

  it('an unknown tag: exit 1, nothing on stdout, the reference and tag on stderr', async () => {
    const reference = `${registry.host}/team/app:nope`
    const run = await cli([
      '--artifact-type',
      'oci',
      '--max-retries',
      '0',
      reference
    ])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(`Image ${reference}:`)
    expect(run.stderr).toContain('has no tag nope')
  })

  it('a registry username without a password: a configuration error naming both (exit 2)', async () => {
    const run = await cli([
      '--artifact-type',
      'oci',
      '--registry-username',
      'someone',
      `${registry.host}/team/app:single`
    ])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(
      'error: --registry-username without registry-password'
    )
    expect(run.stderr).toContain(
      'registry-username and registry-password go together'
    )
  })

  it('a path that is not there, without --artifact-type: exit 1, pointing to oci and docker', async () => {
    const run = await cli([`${registry.host}/team/app:single`])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('no such file or directory')
    expect(run.stderr).toContain('--artifact-type oci')
  })

  it('a directory with -x: the same digest as with --exclude, and different from without', async () => {
    const tree = join(dir, 'tree')
    await mkdir(join(tree, 'logs'), { recursive: true })
    await writeFile(join(tree, 'app.js'), 'console.log(1)\n')
    await writeFile(join(tree, 'logs', 'run.log'), 'noise\n')
    const short = await cli(['-x', 'logs', 'tree'])
    const long = await cli([
      '--artifact-type',
      'dir',
      '--exclude',
      'logs',
      'tree'
    ])
    const all = await cli(['tree'])
    expect(short.code).toBe(0)
    expect(short.stdout).toMatch(/^[a-f0-9]{64}\n$/)
    expect(short.stdout).toBe(long.stdout)
    expect(all.stdout).not.toBe(short.stdout)
  })
})

describe('the modes with artifact-type oci', () => {
  it('allow-artifact: the index digest, the reference as name, the platforms in the summary', async () => {
    const reference = `${registry.host}/team/app:multi`
    const result = await runMode(
      'allow-artifact',
      {
        ...h.service,
        'max-retries': '0',
        environment: 'production',
        'artifact-path': reference,
        'artifact-type': 'oci',
        reason: 'Release 2.0'
      },
      { ...h.deps, env: { HOME: dir } }
    )
    expect(result.failure).toBeUndefined()
    expect(result.outputs).toMatchObject({
      'artifact-fingerprint': images.multiHex,
      'artifact-name': reference
    })
    expect(result.summary).toContain(PLATFORMS)
    const state = await h.state<{
      orgs: {
        demo: {
          allowlist: { artifact_fingerprint: string; artifact_name: string }[]
        }
      }
    }>()
    expect(state.orgs.demo.allowlist).toContainEqual(
      expect.objectContaining({
        artifact_fingerprint: await skopeoDigest(reference),
        artifact_name: reference
      })
    )
  })

  it("allow-artifact: build-push-action's sha256: digest as fingerprint is stored without the prefix", async () => {
    const result = await runMode(
      'allow-artifact',
      {
        ...h.service,
        environment: 'production',
        fingerprint: `sha256:${images.singleHex}`,
        'artifact-name': `${registry.host}/team/app:single`,
        reason: 'Release 2.0.1'
      },
      h.deps
    )
    expect(result.outputs['artifact-fingerprint']).toBe(images.singleHex)
    const state = await h.state<{
      orgs: { demo: { allowlist: { artifact_fingerprint: string }[] } }
    }>()
    expect(
      state.orgs.demo.allowlist.map((e) => e.artifact_fingerprint)
    ).toContain(images.singleHex)
  })

  it('attest-junit: the image digest in the payload and in artifact-fingerprint', async () => {
    const reports = join(h.dir, 'reports')
    await mkdir(reports, { recursive: true })
    await writeFile(
      join(reports, 'unit.xml'),
      '<testsuite name="s" tests="1"><testcase name="t"/></testsuite>'
    )
    const reference = `${registry.host}/team/app:single`
    const result = await runMode(
      'attest-junit',
      {
        ...h.service,
        'max-retries': '0',
        flow: FLOW,
        trail: 'image-trail',
        name: 'unit-tests',
        'report-paths': 'reports',
        'artifact-path': reference,
        'artifact-type': 'oci',
        'dry-run': 'true'
      },
      { ...h.deps, env: { HOME: dir } }
    )
    expect(result.failure).toBeUndefined()
    expect(result.outputs['artifact-fingerprint']).toBe(images.singleHex)
    const payload = JSON.parse(
      await readFile(result.outputs['payload-file'] ?? '', 'utf8')
    ) as { artifact_fingerprint?: string }
    expect(payload.artifact_fingerprint).toBe(await skopeoDigest(reference))
    expect(result.summary).toContain(`Artifact image: ${reference}`)
  })

  it('the fingerprint mode: outputs and a summary naming the index and its platforms; nothing sent to Kosli', async () => {
    const reference = `${registry.host}/team/app:multi`
    const before = (await h.requests()).length
    const result = await runMode(
      'fingerprint',
      { 'artifact-path': reference, 'artifact-type': 'oci' },
      { ...h.deps, env: { HOME: dir } }
    )
    expect(result.outputs).toEqual({
      'artifact-fingerprint': images.multiHex,
      'artifact-name': reference
    })
    expect(result.summary).toContain(PLATFORMS)
    expect(await h.requests()).toHaveLength(before)
  })

  it('the fingerprint mode: an unknown tag fails naming the reference', async () => {
    const reference = `${registry.host}/team/app:gone`
    await expect(
      runMode(
        'fingerprint',
        {
          'artifact-path': reference,
          'artifact-type': 'oci',
          'max-retries': '0'
        },
        { ...h.deps, env: { HOME: dir } }
      )
    ).rejects.toThrow(`Image ${reference}: `)
  })
})

describe('the fingerprint mode with artifact-type docker (Engine API stand-in)', () => {
  it('the RepoDigest through DOCKER_HOST', async () => {
    const result = await runMode(
      'fingerprint',
      { 'artifact-path': 'team/api:3', 'artifact-type': 'docker' },
      {
        ...h.deps,
        env: { HOME: dir, DOCKER_HOST: `unix://${engine.socketPath}` }
      }
    )
    expect(result.outputs['artifact-fingerprint']).toBe('d'.repeat(64))
    expect(result.summary).toContain('RepoDigest from the Docker daemon')
    expect(engine.violations).toEqual([])
  })
})
