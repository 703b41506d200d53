/**
 * `oci` fingerprints from a real registry without auth: the digests agree
 * with skopeo's for a single image and a two-platform index, the index's
 * platforms are listed, and an unknown tag is explained.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { REGISTRY_TOOLS, itNeeding } from '../../support/registry/tools.js'
import {
  fingerprintOciImage,
  ImageFingerprintError,
  type OciFingerprintOptions
} from '../../../src/artifact/oci/index.js'
import {
  startAnonymousRegistry,
  type AnonymousRegistry
} from '../../support/registry/anonymous.js'
import type { RunningRegistry } from '../../support/registry/registry-process.js'
import type { TestImages } from '../../support/registry/images.js'
import { skopeoDigest } from '../../support/registry/skopeo.js'

// Each test needs these real parts, or is skipped saying which is missing.
const it = itNeeding(REGISTRY_TOOLS)

let stage: AnonymousRegistry
let dir: string
let registry: RunningRegistry
let images: TestImages

beforeAll(async () => {
  stage = await startAnonymousRegistry('anonymous')
  ;({ dir, registry, images } = stage)
})

afterAll(() => stage?.close())

function options(reference: string): OciFingerprintOptions {
  return { reference, env: {}, homeDir: dir, maxRetries: 0 }
}

describe('oci fingerprint from a registry without auth', () => {
  it('a single-platform image: the manifest digest, equal to skopeo', async () => {
    const result = await fingerprintOciImage(
      options(`${registry.host}/team/app:single`)
    )
    expect(result.digest).toBe(images.singleHex)
    expect(result.digest).toBe(
      await skopeoDigest(`${registry.host}/team/app:single`)
    )
    expect(result).toMatchObject({
      reference: `${registry.host}/team/app:single`,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      isIndex: false,
      platforms: [],
      source: 'manifest-body',
      credentials: 'anonymous',
      secrets: []
    })
  })

  it('a two-platform index: the index digest, equal to skopeo, with its platforms', async () => {
    const result = await fingerprintOciImage(
      options(`${registry.host}/team/app:multi`)
    )
    expect(result.digest).toBe(images.multiHex)
    expect(result.digest).toBe(
      await skopeoDigest(`${registry.host}/team/app:multi`)
    )
    expect(result.isIndex).toBe(true)
    expect(result.mediaType).toBe('application/vnd.oci.image.index.v1+json')
    expect(result.platforms).toEqual([
      { os: 'linux', architecture: 'amd64' },
      { os: 'linux', architecture: 'arm64', variant: 'v8' }
    ])
  })

  it('localhost names the same loopback registry', async () => {
    const port = registry.host.split(':')[1] ?? ''
    const result = await fingerprintOciImage(
      options(`localhost:${port}/team/app:single`)
    )
    expect(result.digest).toBe(images.singleHex)
  })

  it('an unknown tag: not found, naming the tag and the repository', async () => {
    const error = await fingerprintOciImage(
      options(`${registry.host}/team/app:nope`)
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageFingerprintError)
    expect(error).toMatchObject({ kind: 'not-found', status: 404 })
    const message = (error as Error).message
    expect(message).toContain(`Image ${registry.host}/team/app:nope:`)
    expect(message).toContain('has no tag nope')
    expect(message).toContain('MANIFEST_UNKNOWN')
  })
})
