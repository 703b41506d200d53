import { describe, expect, it } from 'vitest'
import {
  parseArtifactConfig,
  parseFingerprintConfig,
  parseMode
} from '../../../src/config/index.js'
import { ConfigError } from '../../../src/errors.js'

const HEX = 'ab'.repeat(32)

describe('parseArtifactConfig', () => {
  it("takes build-push-action's sha256:<hex> digest as the bare hex, lowercased", () => {
    expect(
      parseArtifactConfig({ fingerprint: `sha256:${HEX}` }).fingerprint
    ).toBe(HEX)
    expect(
      parseArtifactConfig({ fingerprint: HEX.toUpperCase() }).fingerprint
    ).toBe(HEX)
  })

  it('refuses anything else as a fingerprint, naming the input', () => {
    for (const fingerprint of ['sha256:abc', `sha512:${HEX}`, `${HEX}0`]) {
      expect(() => parseArtifactConfig({ fingerprint })).toThrow(
        /^fingerprint: ".*" is not a SHA-256/
      )
    }
  })

  it('accepts the image types oci and docker, with the reference in artifact-path', () => {
    const config = parseArtifactConfig({
      'artifact-path': 'ghcr.io/acme/app:1.4.0',
      'artifact-type': 'oci'
    })
    expect(config).toMatchObject({
      artifactPath: 'ghcr.io/acme/app:1.4.0',
      artifactType: 'oci'
    })
    expect(config.registry).toBeUndefined()
    expect(() =>
      parseArtifactConfig({ 'artifact-path': 'x', 'artifact-type': 'image' })
    ).toThrow('artifact-type: "image" is not one of file, dir, oci, docker')
  })

  it('registry-username and registry-password: both or neither, the error naming both', () => {
    const both = parseArtifactConfig({
      'artifact-path': 'ghcr.io/acme/app:1',
      'artifact-type': 'docker',
      'registry-username': 'bot',
      'registry-password': 'pw'
    })
    expect(both.registry).toEqual({ username: 'bot', password: 'pw' })
    for (const raw of [
      { 'registry-username': 'bot' },
      { 'registry-password': 'pw' }
    ]) {
      const error = (() => {
        try {
          parseArtifactConfig(raw)
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as Error).message).toContain(
        'registry-username and registry-password go together'
      )
      expect((error as Error).message).not.toContain('pw')
    }
  })

  it('a registry login only goes with oci or docker, as the Kosli CLI checks', () => {
    const login = { 'registry-username': 'bot', 'registry-password': 'pw' }
    expect(() =>
      parseArtifactConfig({
        ...login,
        'artifact-path': 'app.tgz',
        'artifact-type': 'file'
      })
    ).toThrow(
      'registry-username and registry-password are for artifact-type oci or docker, not file'
    )
    expect(() => parseArtifactConfig({ ...login, fingerprint: HEX })).toThrow(
      'not a given fingerprint'
    )
  })

  it('registry lookups follow the timeout and retry inputs', () => {
    expect(
      parseArtifactConfig({ 'timeout-seconds': '5', 'max-retries': '0' }).limits
    ).toEqual({ timeoutMs: 5000, maxRetries: 0, retryBudgetMs: 60_000 })
  })
})

describe('the fingerprint mode', () => {
  it('is a mode, and needs the artifact', () => {
    expect(parseMode({ mode: 'fingerprint' })).toBe('fingerprint')
    expect(() => parseFingerprintConfig({})).toThrow(
      'artifact-path is required in the fingerprint mode'
    )
  })
})
