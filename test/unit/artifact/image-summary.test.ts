/**
 * The one-line summary of an image fingerprint, and where the Docker
 * daemon is looked for.
 */
import { describe, expect, it } from 'vitest'
import { engineEndpoint } from '../../../src/artifact/docker/index.js'
import { describeImageFingerprint } from '../../../src/artifact/oci/index.js'
import { ConfigError } from '../../../src/errors.js'

const HEX = 'e'.repeat(64)

describe('describeImageFingerprint', () => {
  it('a multi-platform index lists its platforms', () => {
    expect(
      describeImageFingerprint({
        digest: HEX,
        reference: 'ghcr.io/org/app:1',
        mediaType: 'application/vnd.oci.image.index.v1+json',
        isIndex: true,
        platforms: [
          { os: 'linux', architecture: 'amd64' },
          { os: 'linux', architecture: 'arm64', variant: 'v8' }
        ],
        source: 'manifest-body',
        credentials: 'GITHUB_TOKEN',
        secrets: []
      })
    ).toBe(
      `ghcr.io/org/app:1 → sha256:${HEX} (multi-platform index: linux/amd64, linux/arm64/v8; SHA-256 of the manifest the registry served)`
    )
  })

  it('a single image from the daemon', () => {
    expect(
      describeImageFingerprint({
        digest: HEX,
        reference: 'docker.io/library/nginx:1.27',
        isIndex: false,
        platforms: [],
        source: 'docker-engine',
        secrets: []
      })
    ).toBe(
      `docker.io/library/nginx:1.27 → sha256:${HEX} (RepoDigest from the Docker daemon)`
    )
  })
})

describe('engineEndpoint', () => {
  it.each([
    [undefined, { kind: 'socket', path: '/run/d.sock' }],
    ['', { kind: 'socket', path: '/run/d.sock' }],
    [
      'unix:///var/run/other.sock',
      { kind: 'socket', path: '/var/run/other.sock' }
    ],
    [
      'npipe:////./pipe/docker_engine',
      { kind: 'socket', path: '\\\\.\\pipe\\docker_engine' }
    ],
    ['tcp://127.0.0.1:2375', { kind: 'tcp', host: '127.0.0.1', port: 2375 }],
    ['tcp://localhost', { kind: 'tcp', host: 'localhost', port: 2375 }],
    ['tcp://[::1]:2376', { kind: 'tcp', host: '::1', port: 2376 }],
    ['tcp://docker.example.com:2376', { kind: 'cli' }],
    ['ssh://me@build-host', { kind: 'cli' }]
  ])('DOCKER_HOST=%j → %j', (dockerHost, expected) => {
    expect(engineEndpoint(dockerHost, '/run/d.sock')).toMatchObject(expected)
  })

  it('an address it cannot read is a configuration error naming DOCKER_HOST', () => {
    expect(() => engineEndpoint('fd://3')).toThrow(ConfigError)
    expect(() => engineEndpoint('fd://3')).toThrow(
      /^DOCKER_HOST="fd:\/\/3" is not a Docker daemon address/
    )
  })
})
