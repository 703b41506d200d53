/**
 * Registry lookups against loopback stand-ins for what a real registry
 * rarely does on demand: hang, rate-limit, fail then recover, answer
 * hostile error bodies or a digest that does not match the bytes; and the
 * cases that must make no request at all.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it, onTestFinished } from 'vitest'
import {
  fingerprintOciImage,
  ImageFingerprintError,
  type OciFingerprintOptions
} from '../../../src/artifact/oci/index.js'
import { ConfigError } from '../../../src/errors.js'
import { memoryLogger } from '../../../src/log.js'
import {
  sendJson,
  startSilentServer,
  emptyManifest,
  useStandIns
} from '../../support/registry/loopback.js'

const HEX = 'f'.repeat(64)
const { bytes: MANIFEST, hex: MANIFEST_HEX } = emptyManifest(
  'application/vnd.oci.image.manifest.v1+json'
)

const standIn = useStandIns()

function options(
  reference: string,
  extra: Partial<OciFingerprintOptions> = {}
): OciFingerprintOptions {
  return {
    reference,
    env: {},
    homeDir: '/nonexistent',
    sleep: () => Promise.resolve(),
    random: () => 0,
    ...extra
  }
}

async function failure(
  promise: Promise<unknown>
): Promise<ImageFingerprintError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ImageFingerprintError)
  return error as ImageFingerprintError
}

describe('no request at all', () => {
  it('a reference pinned with @sha256: the digest as given, nothing sent', async () => {
    const registry = await standIn((_req, res) => sendJson(res, 500, {}))
    const result = await fingerprintOciImage(
      options(`${registry.host}/app:1@sha256:${HEX}`, {
        username: 'u',
        password: 'p'
      })
    )
    expect(result).toMatchObject({
      digest: HEX,
      source: 'reference',
      isIndex: false,
      secrets: ['p']
    })
    expect(registry.requests).toEqual([])
    // Not even a DNS look-up for a name that cannot resolve.
    expect(
      (await fingerprintOciImage(options(`registry.invalid/app@sha256:${HEX}`)))
        .digest
    ).toBe(HEX)
  })

  it('plain HTTP to a registry that is not loopback is refused before connecting', async () => {
    const error = await fingerprintOciImage(
      options('registry.invalid/team/app:1', { plainHttp: true })
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toBe(
      'Image registry.invalid/team/app:1: plain HTTP is only allowed for loopback registries (localhost, 127.0.0.0/8, [::1]); registry.invalid is reached over HTTPS'
    )
  })
})

describe('timeouts and retries', () => {
  it('a registry that accepts and never answers: the timeout applies, the error says so', async () => {
    const silent = await startSilentServer()
    onTestFinished(() => silent.close())
    const error = await failure(
      fingerprintOciImage(
        options(`${silent.host}/app:1`, { timeoutMs: 300, maxRetries: 1 })
      )
    )
    expect(error.kind).toBe('unreachable')
    expect(error.message).toBe(
      `Image ${silent.host}/app:1: GET ${silent.url}/v2/app/manifests/1: no complete answer within 0.3 s (timeout) (after 2 attempts). Check the registry address and that this machine reaches it (HTTPS_PROXY and NO_PROXY apply), or run again later`
    )
    expect(silent.requests.map((r) => r.method)).toEqual(['GET', 'GET'])
  })

  it('503 then success: retried after the backoff, with a warning', async () => {
    let calls = 0
    const registry = await standIn((_req, res) => {
      calls++
      if (calls === 1)
        return sendJson(res, 503, {
          errors: [{ code: 'UNAVAILABLE', message: 'try later' }]
        })
      res.writeHead(200, {
        'content-type': 'application/vnd.oci.image.manifest.v1+json',
        'docker-content-digest': `sha256:${MANIFEST_HEX}`
      })
      res.end(MANIFEST)
    })
    const waits: number[] = []
    const logger = memoryLogger()
    const result = await fingerprintOciImage(
      options(`${registry.host}/app:1`, {
        logger,
        sleep: (ms) => (waits.push(ms), Promise.resolve())
      })
    )
    expect(result).toMatchObject({
      digest: MANIFEST_HEX,
      source: 'manifest-body'
    })
    expect(waits).toEqual([1000])
    expect(
      logger.lines.filter((l) => l.level === 'warn').map((l) => l.message)
    ).toEqual([
      `GET ${registry.url}/v2/app/manifests/1: HTTP 503; retrying in 1 s (3 attempts left)`
    ])
  })

  it('429 with Docker Hub’s TOOMANYREQUESTS: Retry-After obeyed, then the registry’s message', async () => {
    const registry = await standIn((_req, res) =>
      sendJson(
        res,
        429,
        {
          errors: [
            {
              code: 'TOOMANYREQUESTS',
              message: 'You have reached your pull rate limit.'
            }
          ]
        },
        { 'retry-after': '2' }
      )
    )
    const waits: number[] = []
    const error = await failure(
      fingerprintOciImage(
        options(`${registry.host}/app:1`, {
          maxRetries: 1,
          sleep: (ms) => (waits.push(ms), Promise.resolve())
        })
      )
    )
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 })
    expect(error.message).toContain(
      'the registry limits the request rate after 2 attempts (HTTP 429: TOOMANYREQUESTS: You have reached your pull rate limit.)'
    )
    // One GET, retried once after Retry-After.
    expect(waits).toEqual([2000])
  })

  it('a Retry-After beyond the retry budget: no wait, the answer reported', async () => {
    const registry = await standIn((_req, res) =>
      sendJson(res, 503, {}, { 'retry-after': '120' })
    )
    const waits: number[] = []
    const error = await failure(
      fingerprintOciImage(
        options(`${registry.host}/app:1`, {
          sleep: (ms) => (waits.push(ms), Promise.resolve())
        })
      )
    )
    expect(error).toMatchObject({ kind: 'unreachable', status: 503 })
    expect(waits).toEqual([])
  })
})

describe('answers that cannot be trusted as they are', () => {
  it('a hostile error body is escaped and cut in the message', async () => {
    const registry = await standIn((_req, res) =>
      sendJson(res, 404, {
        errors: [
          {
            code: 'MANIFEST_UNKNOWN',
            message: `gone\n::error::forged\u001b[2J${'z'.repeat(1000)}`
          }
        ]
      })
    )
    const error = await failure(
      fingerprintOciImage(options(`${registry.host}/app:1`))
    )
    expect(error.kind).toBe('not-found')
    expect(error.message).not.toContain('\n')
    expect(error.message).not.toContain('\u001b')
    expect(error.message).toContain('gone\\n::error::forged\\x1b[2J')
    expect(error.message.length).toBeLessThan(600)
  })

  it('a Docker-Content-Digest on GET that does not match the bytes served is refused', async () => {
    const registry = await standIn((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/vnd.oci.image.manifest.v1+json',
        'docker-content-digest': `sha256:${HEX}`
      })
      res.end(MANIFEST)
    })
    const error = await failure(
      fingerprintOciImage(options(`${registry.host}/app:1`))
    )
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toContain(
      `is not the SHA-256 of the bytes it served, sha256:${MANIFEST_HEX}`
    )
  })

  it('an index lists its platforms, without build attestations', async () => {
    const index = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: 'application/vnd.oci.image.index.v1+json',
        manifests: [
          {
            mediaType: 'application/vnd.oci.image.manifest.v1+json',
            digest: `sha256:${HEX}`,
            size: 1,
            platform: { os: 'linux', architecture: 'amd64' }
          },
          {
            mediaType: 'application/vnd.oci.image.manifest.v1+json',
            digest: `sha256:${HEX}`,
            size: 1,
            platform: { os: 'linux', architecture: 'arm', variant: 'v7' }
          },
          {
            mediaType: 'application/vnd.oci.image.manifest.v1+json',
            digest: `sha256:${HEX}`,
            size: 1,
            platform: { os: 'unknown', architecture: 'unknown' },
            annotations: { 'vnd.docker.reference.type': 'attestation-manifest' }
          }
        ]
      })
    )
    const indexHex = createHash('sha256').update(index).digest('hex')
    const registry = await standIn((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/vnd.oci.image.index.v1+json',
        'docker-content-digest': `sha256:${indexHex}`
      })
      res.end(index)
    })
    const result = await fingerprintOciImage(
      options(`${registry.host}/app:multi`)
    )
    expect(result).toMatchObject({
      digest: indexHex,
      isIndex: true,
      source: 'manifest-body'
    })
    expect(result.platforms).toEqual([
      { os: 'linux', architecture: 'amd64' },
      { os: 'linux', architecture: 'arm', variant: 'v7' }
    ])
    expect(registry.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /v2/app/manifests/multi'
    ])
  })
})
