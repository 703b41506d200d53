/**
 * `oci` fingerprints from a real registry behind htpasswd (Basic auth):
 * logins from `~/.docker/config.json` and `$DOCKER_CONFIG`, a credential
 * helper script on PATH, a wrong password, and no credentials at all.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { REGISTRY_TOOLS, itNeeding } from '../../support/registry/tools.js'
import {
  fingerprintOciImage,
  type OciFingerprintOptions
} from '../../../src/artifact/oci/index.js'
import { memoryLogger } from '../../../src/log.js'
import {
  basicAuth,
  homeWithDockerConfig,
  writeHelper
} from '../../support/registry/docker-config.js'
import {
  buildTestImages,
  pushTestImages,
  type TestImages
} from '../../support/registry/images.js'
import {
  startRegistry,
  type RunningRegistry
} from '../../support/registry/registry-process.js'
import { skopeoDigest } from '../../support/registry/skopeo.js'
import { filesIn, findLeaks } from '../../support/leak-scan.js'
import { read } from '../support/run.js'
import { actionFingerprint, cliFingerprint } from './image-runs.js'

// Each test needs these real parts, or is skipped saying which is missing.
const it = itNeeding(REGISTRY_TOOLS)

const login = { username: 'deployer', password: 'basic-pass-4567' }

let dir: string
let registry: RunningRegistry
let images: TestImages
let reference: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'registry-basic-'))
  const { stdout } = await promisify(execFile)('htpasswd', [
    '-Bbn',
    login.username,
    login.password
  ])
  await writeFile(join(dir, 'htpasswd'), stdout)
  registry = await startRegistry(dir, {
    kind: 'htpasswd',
    path: join(dir, 'htpasswd')
  })
  images = await buildTestImages('basic')
  await pushTestImages(images, `${registry.host}/ops/tool`, login)
  reference = `${registry.host}/ops/tool:single`
})

afterAll(async () => {
  await registry?.stop()
  await rm(dir, { recursive: true, force: true })
  if (images) await rm(images.layout, { recursive: true, force: true })
})

function options(extra: Partial<OciFingerprintOptions>): OciFingerprintOptions {
  return { reference, env: {}, homeDir: dir, maxRetries: 0, ...extra }
}

describe('oci fingerprint behind Basic auth', () => {
  it('~/.docker/config.json auths (base64 auth): digest equal to skopeo', async () => {
    const home = await homeWithDockerConfig({
      auths: {
        [`http://${registry.host}/v2/`]: {
          auth: basicAuth(login.username, login.password)
        }
      }
    })
    const result = await fingerprintOciImage(options({ homeDir: home }))
    expect(result.digest).toBe(images.singleHex)
    expect(result.digest).toBe(await skopeoDigest(reference, login))
    expect(result.credentials).toBe(
      `${join(home, '.docker', 'config.json')} (auths entry "http://${registry.host}/v2/")`
    )
    expect(result.secrets).toContain(login.password)
    await rm(home, { recursive: true, force: true })
  })

  it('$DOCKER_CONFIG wins over the home directory; username and password fields', async () => {
    const elsewhere = await homeWithDockerConfig({
      auths: { [registry.host]: { ...login } }
    })
    const result = await fingerprintOciImage(
      options({
        env: { DOCKER_CONFIG: join(elsewhere, '.docker') },
        reference: `${registry.host}/ops/tool:multi`
      })
    )
    expect(result.digest).toBe(images.multiHex)
    expect(result.platforms.map((p) => p.architecture)).toEqual([
      'amd64',
      'arm64'
    ])
    await rm(elsewhere, { recursive: true, force: true })
  })

  it('a credential helper (credHelpers): asked with the registry host on stdin', async () => {
    const helper = await writeHelper('test', registry.host, {
      username: login.username,
      secret: login.password
    })
    const home = await homeWithDockerConfig({
      credHelpers: { [registry.host]: 'test' }
    })
    const logger = memoryLogger()
    const result = await fingerprintOciImage(
      options({
        homeDir: home,
        env: { PATH: `${helper.binDir}${delimiter}${process.env.PATH ?? ''}` },
        logger
      })
    )
    expect(result.digest).toBe(images.singleHex)
    expect(result.credentials).toBe(
      `credential helper docker-credential-test (credHelpers in ${join(home, '.docker', 'config.json')})`
    )
    expect(await helper.asked()).toEqual([registry.host])
    expect(result.secrets).toContain(login.password)
    expect(logger.lines.map((l) => l.message).join('\n')).not.toContain(
      login.password
    )
    await rm(home, { recursive: true, force: true })
    await rm(helper.binDir, { recursive: true, force: true })
  })

  it('a credsStore helper without a login, and no auths entry: denied, saying where it looked', async () => {
    const helper = await writeHelper('test', 'some-other-registry.example', {
      username: 'x',
      secret: 'y'
    })
    const home = await homeWithDockerConfig({ credsStore: 'test' })
    const error = await fingerprintOciImage(
      options({
        homeDir: home,
        env: { PATH: `${helper.binDir}${delimiter}${process.env.PATH ?? ''}` }
      })
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'denied', status: 401 })
    const message = (error as Error).message
    expect(message).toContain('Tried: anonymous access.')
    expect(message).toContain(
      `credential helper docker-credential-test (credsStore in ${join(home, '.docker', 'config.json')}) has no login for ${registry.host}`
    )
    await rm(home, { recursive: true, force: true })
    await rm(helper.binDir, { recursive: true, force: true })
  })

  it('a failing helper: a warning without its output, and no credentials', async () => {
    const binDir = await mkdtemp(join(tmpdir(), 'leaky-helper-'))
    const leaked = 'helper-output-secret'
    const script = `#!/bin/sh\necho '{"Secret":"${leaked}"}'\nexit 3\n`
    await writeFile(join(binDir, 'docker-credential-leaky'), script, {
      mode: 0o755
    })
    const home = await homeWithDockerConfig({
      credHelpers: { [registry.host]: 'leaky' }
    })
    const logger = memoryLogger()
    const path = `${binDir}${delimiter}${process.env.PATH ?? ''}`
    const error = await fingerprintOciImage(
      options({ homeDir: home, logger, env: { PATH: path } })
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'denied' })
    const warnings = logger.lines
      .filter((l) => l.level === 'warn')
      .map((l) => l.message)
    expect(warnings).toEqual([
      'Registry credentials: docker-credential-leaky exited with code 3'
    ])
    const message = (error as Error).message
    expect(message).toContain('docker-credential-leaky exited with code 3')
    expect([message, ...warnings].join('\n')).not.toContain(leaked)
    await rm(home, { recursive: true, force: true })
    await rm(binDir, { recursive: true, force: true })
  })

  it('a wrong password: denied, naming the source and never the password', async () => {
    const password = 'not-the-basic-pass'
    const error = await fingerprintOciImage(
      options({ username: login.username, password })
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'denied', status: 401 })
    const message = (error as Error).message
    expect(message).toContain(
      'Tried: anonymous access, then the registry username and password given.'
    )
    expect(message).not.toContain(password)
    expect(message).not.toContain(basicAuth(login.username, password))
  })
})

describe('registry credentials given to the CLI and the action', () => {
  it('the CLI with a wrong KOSLI_REGISTRY_PASSWORD: exit 1, nothing on stdout, what was tried and never the password', async () => {
    const password = 'wrong-pass-from-env'
    const run = await cliFingerprint(
      reference,
      { username: login.username, password },
      dir
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(`Image ${reference}:`)
    expect(run.stderr).toContain(
      'Tried: anonymous access, then the registry username and password given.'
    )
    expect(run.stderr).not.toContain(password)
  })

  it('the CLI with the right password: the digest, equal to skopeo', async () => {
    const run = await cliFingerprint(reference, login, dir)
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(`${await skopeoDigest(reference, login)}\n`)
  })

  it('the built action, mode fingerprint, debug on: the output, the password masked first and found nowhere else', async () => {
    const run = await actionFingerprint(reference, login, dir)
    expect(run.code).toBe(0)
    expect(run.outputs['artifact-fingerprint']).toBe(images.singleHex)
    expect(run.outputs['artifact-name']).toBe(reference)
    expect(run.summary).toContain(images.singleHex)
    expect(run.masks[0]).toBe(login.password)
    expect(
      findLeaks(login.password, {
        stdout: run.unmasked,
        stderr: run.stderr,
        GITHUB_OUTPUT: read(run.files.output),
        GITHUB_STEP_SUMMARY: run.summary,
        ...filesIn([run.runnerTemp])
      })
    ).toEqual([])
  })
})
