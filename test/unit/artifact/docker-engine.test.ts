/**
 * `docker` fingerprints against a Docker Engine API stand-in on a unix
 * socket (and loopback TCP), whose requests and answers are checked
 * against the published Engine API description.
 */
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest'
import { ENGINE_API, itNeeding } from '../../support/registry/tools.js'
import {
  fingerprintDockerImage,
  NO_REPO_DIGEST,
  type DockerFingerprintOptions
} from '../../../src/artifact/docker/index.js'
import { ImageFingerprintError } from '../../../src/artifact/oci/index.js'
import {
  imageInspect,
  startEngineStandIn,
  type EngineStandIn
} from '../../support/registry/engine-stand-in.js'

// Each test needs these real parts, or is skipped saying which is missing.
const it = itNeeding(ENGINE_API)

const A = 'a'.repeat(64)
const B = 'b'.repeat(64)
const C = 'c'.repeat(64)

let engine: EngineStandIn

beforeAll(async () => {
  engine = await startEngineStandIn({
    'registry.example.com/team/app:1.0': imageInspect(
      ['registry.example.com/team/app:1.0'],
      [`registry.example.com/team/app@sha256:${A}`]
    ),
    'nginx:1.27': imageInspect(
      ['nginx:1.27', 'ghcr.io/mirror/nginx:1.27'],
      [`nginx@sha256:${B}`, `ghcr.io/mirror/nginx@sha256:${C}`]
    ),
    'ghcr.io/mirror/nginx:1.27': imageInspect(
      ['nginx:1.27', 'ghcr.io/mirror/nginx:1.27'],
      [`nginx@sha256:${B}`, `ghcr.io/mirror/nginx@sha256:${C}`]
    ),
    'local/built:dev': imageInspect(['local/built:dev'], []),
    'myapp:2': imageInspect(['myapp:2'], [`ghcr.io/org/myapp@sha256:${A}`])
  })
})

afterAll(async () => {
  await engine?.close()
})

afterEach(() => {
  // Every request and answer matched the Engine API description.
  expect(engine.violations).toEqual([])
})

function options(
  reference: string,
  extra: Partial<DockerFingerprintOptions> = {}
): DockerFingerprintOptions {
  return {
    reference,
    env: {},
    homeDir: '/nonexistent',
    socketPath: engine.socketPath,
    ...extra
  }
}

describe('docker fingerprint from the Engine API', () => {
  it('the RepoDigest of a pushed image, bare hex', async () => {
    const result = await fingerprintDockerImage(
      options('registry.example.com/team/app:1.0')
    )
    expect(result).toMatchObject({
      digest: A,
      reference: 'registry.example.com/team/app:1.0',
      source: 'docker-engine',
      isIndex: false,
      secrets: []
    })
    expect(engine.served).toContain(
      'ImageInspect registry.example.com/team/app:1.0'
    )
  })

  it('several RepoDigests: the one of the reference’s repository', async () => {
    expect((await fingerprintDockerImage(options('nginx:1.27'))).digest).toBe(B)
    expect(
      (await fingerprintDockerImage(options('ghcr.io/mirror/nginx:1.27')))
        .digest
    ).toBe(C)
  })

  it('a local tag pushed under another name: its only RepoDigest', async () => {
    expect((await fingerprintDockerImage(options('myapp:2'))).digest).toBe(A)
  })

  it('no RepoDigest (built, never pushed or pulled): the Kosli CLI’s message', async () => {
    const error = await fingerprintDockerImage(
      options('local/built:dev')
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageFingerprintError)
    expect(error).toMatchObject({ kind: 'no-digest' })
    expect((error as Error).message).toBe(
      `Image local/built:dev: ${NO_REPO_DIGEST}`
    )
  })

  it('an unknown image: not found, with the daemon’s message', async () => {
    const error = await fingerprintDockerImage(options('ghost:1')).catch(
      (e: unknown) => e
    )
    expect(error).toMatchObject({ kind: 'not-found', status: 404 })
    expect((error as Error).message).toContain(
      'Image ghost:1: no image ghost:1 in the Docker daemon'
    )
    expect((error as Error).message).toContain('"No such image: ghost:1"')
  })

  it('DOCKER_HOST=unix://… wins over the default socket', async () => {
    const result = await fingerprintDockerImage(
      options('nginx:1.27', {
        socketPath: '/nonexistent/docker.sock',
        env: { DOCKER_HOST: `unix://${engine.socketPath}` }
      })
    )
    expect(result).toMatchObject({ digest: B, source: 'docker-engine' })
  })

  it('DOCKER_HOST=tcp://127.0.0.1:<port> (loopback) is spoken to directly', async () => {
    const result = await fingerprintDockerImage(
      options('nginx:1.27', {
        socketPath: '/nonexistent/docker.sock',
        env: { DOCKER_HOST: engine.tcpHost }
      })
    )
    expect(result).toMatchObject({ digest: B, source: 'docker-engine' })
  })

  it('a reference pinned with @sha256: no request to the daemon', async () => {
    const before = engine.served.length
    const result = await fingerprintDockerImage(options(`nginx@sha256:${C}`))
    expect(result).toMatchObject({ digest: C, source: 'reference' })
    expect(engine.served.length).toBe(before)
  })
})
