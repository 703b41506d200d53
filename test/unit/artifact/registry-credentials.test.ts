/**
 * Which login a registry lookup uses, read from real files in temporary
 * homes (no helper is run here; helpers are tested against a real
 * registry in test/e2e/artifact/).
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  EXPLICIT_SOURCE,
  lookUpCredentials,
  type CredentialSources
} from '../../../src/artifact/oci/credentials.js'
import { fingerprintOciImage } from '../../../src/artifact/oci/index.js'
import { ConfigError } from '../../../src/errors.js'
import { silentLogger } from '../../../src/log.js'
import {
  basicAuth,
  homeWithDockerConfig
} from '../../support/registry/docker-config.js'

const homes: string[] = []

async function home(config: unknown): Promise<string> {
  const dir = await homeWithDockerConfig(config)
  homes.push(dir)
  return dir
}

afterAll(async () => {
  for (const dir of homes) await rm(dir, { recursive: true, force: true })
})

function sources(
  homeDir: string,
  extra: Partial<CredentialSources> = {}
): CredentialSources {
  return {
    env: {},
    homeDir,
    helperTimeoutMs: 5000,
    logger: silentLogger,
    ...extra
  }
}

describe('registry credentials', () => {
  it('explicit username and password win', async () => {
    const dir = await home({
      auths: { 'ghcr.io': { auth: basicAuth('other', 'x') } }
    })
    const found = await lookUpCredentials(
      'ghcr.io',
      sources(dir, { explicit: { username: 'u', password: 'p' } })
    )
    expect(found.credential).toEqual({
      username: 'u',
      password: 'p',
      source: EXPLICIT_SOURCE
    })
  })

  it('auths: base64 auth, keyed by host or by URL', async () => {
    const dir = await home({
      auths: {
        'https://registry.example.com/v2/': {
          auth: basicAuth('robot', 'pa:ss')
        },
        'https://index.docker.io/v1/': { auth: basicAuth('hubuser', 'hubpass') }
      }
    })
    const path = join(dir, '.docker', 'config.json')
    expect(
      (await lookUpCredentials('registry.example.com', sources(dir))).credential
    ).toEqual({
      username: 'robot',
      password: 'pa:ss',
      source: `${path} (auths entry "https://registry.example.com/v2/")`
    })
    expect(
      (await lookUpCredentials('docker.io', sources(dir))).credential
    ).toMatchObject({
      username: 'hubuser',
      password: 'hubpass'
    })
  })

  it('auths: username/password fields, and identitytoken', async () => {
    const dir = await home({
      auths: {
        'a.example.com': { username: 'ua', password: 'pa' },
        'b.example.com': { identitytoken: 'refresh-me' }
      }
    })
    expect(
      (await lookUpCredentials('a.example.com', sources(dir))).credential
    ).toMatchObject({ username: 'ua', password: 'pa' })
    expect(
      (await lookUpCredentials('b.example.com', sources(dir))).credential
    ).toMatchObject({ identityToken: 'refresh-me' })
  })

  it('$DOCKER_CONFIG replaces ~/.docker', async () => {
    const ignored = await home({
      auths: { 'ghcr.io': { username: 'home', password: 'h' } }
    })
    const other = await home({
      auths: { 'ghcr.io': { username: 'env', password: 'e' } }
    })
    const found = await lookUpCredentials(
      'ghcr.io',
      sources(ignored, { env: { DOCKER_CONFIG: join(other, '.docker') } })
    )
    expect(found.credential).toMatchObject({ username: 'env' })
  })

  it('GITHUB_TOKEN for ghcr.io only, when the config has nothing', async () => {
    const dir = await home({})
    const env = { GITHUB_TOKEN: 'ghs_token', GITHUB_ACTOR: 'octocat' }
    expect(
      (await lookUpCredentials('ghcr.io', sources(dir, { env }))).credential
    ).toEqual({
      username: 'octocat',
      password: 'ghs_token',
      source: 'GITHUB_TOKEN'
    })
    const elsewhere = await lookUpCredentials(
      'registry.example.com',
      sources(dir, { env })
    )
    expect(elsewhere.credential).toBeUndefined()
    expect(elsewhere.notes).toEqual([
      `${join(dir, '.docker', 'config.json')} has no login for registry.example.com`
    ])
  })

  it('no config file: a note saying so', async () => {
    const found = await lookUpCredentials(
      'ghcr.io',
      sources('/nonexistent-home')
    )
    expect(found).toEqual({
      notes: [
        'there is no /nonexistent-home/.docker/config.json',
        'GITHUB_TOKEN is not set'
      ]
    })
  })

  it('a config file that is not JSON: an error naming the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docker-home-'))
    homes.push(dir)
    await mkdir(join(dir, '.docker'))
    await writeFile(join(dir, '.docker', 'config.json'), '{ not json')
    await expect(lookUpCredentials('ghcr.io', sources(dir))).rejects.toThrow(
      new ConfigError(
        `${join(dir, '.docker', 'config.json')} is not valid JSON: fix or remove it`
      )
    )
  })

  it('a username without a password (or the reverse) is refused before any request', async () => {
    for (const half of [{ username: 'u' }, { password: 'p' }]) {
      await expect(
        fingerprintOciImage({
          reference: '127.0.0.1:9/app:1',
          env: {},
          homeDir: '/nonexistent',
          ...half
        })
      ).rejects.toThrow(
        /The registry username and password go together: only the (username|password) was given/
      )
    }
  })
})
