/**
 * Image references read as Docker reads them, and user-given digests
 * reduced to the bare hex the service stores.
 */
import { describe, expect, it } from 'vitest'
import {
  bareSha256,
  parseImageReference
} from '../../../src/artifact/oci/index.js'
import { ConfigError } from '../../../src/errors.js'

const HEX = '0123456789abcdef'.repeat(4)

describe('parseImageReference', () => {
  it.each([
    ['nginx', 'docker.io', 'registry-1.docker.io', 'library/nginx', 'latest'],
    [
      'nginx:1.27',
      'docker.io',
      'registry-1.docker.io',
      'library/nginx',
      '1.27'
    ],
    ['user/app:v1', 'docker.io', 'registry-1.docker.io', 'user/app', 'v1'],
    [
      'docker.io/nginx',
      'docker.io',
      'registry-1.docker.io',
      'library/nginx',
      'latest'
    ],
    [
      'index.docker.io/library/nginx:1',
      'docker.io',
      'registry-1.docker.io',
      'library/nginx',
      '1'
    ],
    ['ghcr.io/org/app:1.2.3', 'ghcr.io', 'ghcr.io', 'org/app', '1.2.3'],
    ['localhost/app', 'localhost', 'localhost', 'app', 'latest'],
    [
      'localhost:5000/a/b/c:t_1',
      'localhost:5000',
      'localhost:5000',
      'a/b/c',
      't_1'
    ],
    ['127.0.0.1:5000/app', '127.0.0.1:5000', '127.0.0.1:5000', 'app', 'latest'],
    ['[::1]:5000/app:1', '[::1]:5000', '[::1]:5000', 'app', '1'],
    [
      'Registry.Example.com/team/app',
      'Registry.Example.com',
      'Registry.Example.com',
      'team/app',
      'latest'
    ],
    [
      'my-host/x__y.z-w',
      'docker.io',
      'registry-1.docker.io',
      'my-host/x__y.z-w',
      'latest'
    ]
  ])('%s → %s %s %s:%s', (text, registry, apiHost, repository, tag) => {
    const ref = parseImageReference(text)
    expect(ref).toMatchObject({ registry, apiHost, repository, tag })
    expect(ref.digest).toBeUndefined()
    expect(ref.canonical).toBe(`${registry}/${repository}:${tag}`)
  })

  it('a pinned digest, with or without a tag', () => {
    expect(parseImageReference(`ghcr.io/org/app@sha256:${HEX}`)).toEqual({
      original: `ghcr.io/org/app@sha256:${HEX}`,
      registry: 'ghcr.io',
      apiHost: 'ghcr.io',
      repository: 'org/app',
      digest: HEX,
      canonical: `ghcr.io/org/app@sha256:${HEX}`
    })
    expect(parseImageReference(`nginx:1@sha256:${HEX}`)).toMatchObject({
      repository: 'library/nginx',
      tag: '1',
      digest: HEX
    })
  })

  it.each([
    ['', 'it is empty'],
    ['https://ghcr.io/org/app', 'drop the scheme'],
    ['nginx:', 'the tag "" must be'],
    ['Nginx', 'must be lowercase'],
    ['ghcr.io/Org/app', 'must be lowercase'],
    ['app@sha256:abc', 'sha256: and 64 lowercase hex'],
    [`app@sha512:${HEX}${HEX}`, 'only sha256 digests'],
    ['a b', 'whitespace'],
    ['ghcr.io/org/app:-bad', 'must be 1 to 128 letters'],
    ['host.example:99999/app', 'is not a host name'],
    ['ghcr.io/org//app', 'the name part ""'],
    [`ghcr.io/${'a'.repeat(256)}`, 'longer than 255']
  ])('%j is refused: %s', (text, reason) => {
    const error = (() => {
      try {
        parseImageReference(text)
      } catch (e) {
        return e
      }
      return undefined
    })()
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message).toContain(reason)
    expect(message).toContain('expected [registry[:port]/]name[:tag] or')
  })

  it('escapes what it quotes', () => {
    expect(() => parseImageReference('app:\u001b[31mred')).toThrow(
      /\\x1b\[31mred/
    )
  })
})

describe('bareSha256', () => {
  it('takes sha256:<hex> (build-push-action’s digest output) or the bare hex', () => {
    expect(bareSha256(`sha256:${HEX}`)).toBe(HEX)
    expect(bareSha256(`  ${HEX.toUpperCase()}\n`)).toBe(HEX)
  })

  it.each(['sha256:abc', `sha512:${HEX}`, `${HEX}0`, ''])(
    'refuses %j, naming the field',
    (text) => {
      expect(() => bareSha256(text, 'artifact-fingerprint')).toThrow(
        ConfigError
      )
      expect(() => bareSha256(text, 'artifact-fingerprint')).toThrow(
        /^artifact-fingerprint ".*" is not a SHA-256 digest: give sha256:<64 hex characters>/
      )
    }
  )
})
