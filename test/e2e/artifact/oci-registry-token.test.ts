/**
 * `oci` fingerprints from a real registry behind token auth (a loopback
 * token service signing JWTs with a key made by openssl): explicit
 * credentials, an anonymous token for a public repository, an
 * `identitytoken` from the Docker config (OAuth refresh flow), a wrong
 * password and an anonymous refusal that lists what was tried.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { REGISTRY_TOOLS, itNeeding } from '../../support/registry/tools.js'
import {
  fingerprintOciImage,
  type OciFingerprintOptions
} from '../../../src/artifact/oci/index.js'
import { memoryLogger } from '../../../src/log.js'
import { homeWithDockerConfig } from '../../support/registry/docker-config.js'
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
import { actionFingerprint } from './image-runs.js'
import {
  startTokenServer,
  TOKEN_ISSUER,
  TOKEN_SERVICE,
  type TokenServer
} from '../../support/registry/token-server.js'

// Each test needs these real parts, or is skipped saying which is missing.
const it = itNeeding(REGISTRY_TOOLS)

const login = { username: 'builder', password: 'pa55-word-for-tokens' }
const REFRESH_TOKEN = 'refresh-token-0123456789'

let dir: string
let tokens: TokenServer
let registry: RunningRegistry
let images: TestImages

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'registry-token-'))
  tokens = await startTokenServer(dir, {
    users: { [login.username]: login.password },
    refreshTokens: { [REFRESH_TOKEN]: login.username }
  })
  registry = await startRegistry(dir, {
    kind: 'token',
    realm: tokens.realm,
    service: TOKEN_SERVICE,
    issuer: TOKEN_ISSUER,
    certPath: tokens.certPath
  })
  images = await buildTestImages('token')
  await pushTestImages(images, `${registry.host}/private/app`, login)
  await pushTestImages(images, `${registry.host}/public/app`, login)
})

afterAll(async () => {
  await registry?.stop()
  await tokens?.close()
  await rm(dir, { recursive: true, force: true })
  if (images) await rm(images.layout, { recursive: true, force: true })
})

function options(
  reference: string,
  extra: Partial<OciFingerprintOptions> = {}
): OciFingerprintOptions {
  return { reference, env: {}, homeDir: dir, maxRetries: 0, ...extra }
}

describe('oci fingerprint behind token auth', () => {
  it('explicit credentials: Basic to the token service, then the bearer token; digest equal to skopeo', async () => {
    const masked: string[] = []
    const logger = memoryLogger()
    const reference = `${registry.host}/private/app:multi`
    const result = await fingerprintOciImage(
      options(reference, { ...login, logger, onSecret: (s) => masked.push(s) })
    )
    expect(result.digest).toBe(images.multiHex)
    expect(result.digest).toBe(await skopeoDigest(reference, login))
    expect(result.platforms).toHaveLength(2)
    expect(result.credentials).toBe('the registry username and password given')
    const tokenCall = tokens.requests.at(-1)
    expect(tokenCall?.url).toContain(`scope=repository%3Aprivate%2Fapp%3Apull`)
    expect(tokenCall?.url).toContain(`service=${TOKEN_SERVICE}`)
    expect(masked).toContain(login.password)
    expect(masked.some((s) => s.split('.').length === 3)).toBe(true)
    expect(result.secrets.sort()).toEqual([...masked].sort())
    for (const line of logger.lines) {
      for (const secret of masked) expect(line.message).not.toContain(secret)
    }
  })

  it('a public repository: an anonymous token is enough', async () => {
    const result = await fingerprintOciImage(
      options(`${registry.host}/public/app:single`)
    )
    expect(result.digest).toBe(images.singleHex)
    expect(result.credentials).toBe('anonymous')
    expect(tokens.requests.at(-1)?.headers.authorization).toBeUndefined()
  })

  it('an identitytoken in the Docker config: the refresh token is posted, the access_token used', async () => {
    const home = await homeWithDockerConfig({
      auths: { [registry.host]: { identitytoken: REFRESH_TOKEN } }
    })
    const result = await fingerprintOciImage({
      ...options(`${registry.host}/private/app:single`),
      homeDir: home
    })
    expect(result.digest).toBe(images.singleHex)
    expect(result.credentials).toContain(`auths entry "${registry.host}"`)
    expect(result.secrets).toContain(REFRESH_TOKEN)
    const posted = tokens.requests.at(-1)
    expect(posted?.method).toBe('POST')
    expect(new URLSearchParams(posted?.body).get('grant_type')).toBe(
      'refresh_token'
    )
    await rm(home, { recursive: true, force: true })
  })

  it('a wrong password: denied, naming the source and never the password', async () => {
    const password = 'wrong-password-here'
    const error = await fingerprintOciImage(
      options(`${registry.host}/private/app:single`, {
        username: login.username,
        password
      })
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'denied', status: 401 })
    const message = (error as Error).message
    expect(message).toContain(
      'refused the registry username and password given'
    )
    expect(message).toContain('incorrect username or password')
    expect(message).not.toContain(password)
  })

  it('anonymous on a private repository: denied, listing what was tried and where no login was found', async () => {
    const error = await fingerprintOciImage(
      options(`${registry.host}/private/app:single`)
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'denied', status: 401 })
    const message = (error as Error).message
    expect(message).toContain(`Image ${registry.host}/private/app:single:`)
    expect(message).toContain(
      'Tried: anonymous access, then an anonymous token from the token service'
    )
    expect(message).toContain(
      `No credentials found: there is no ${join(dir, '.docker', 'config.json')}`
    )
  })
})

describe('the built action behind token auth', () => {
  it('masks the bearer token the registry issued, as soon as it is known', async () => {
    const reference = `${registry.host}/private/app:multi`
    const run = await actionFingerprint(reference, login, dir)
    expect(run.code).toBe(0)
    expect(run.outputs['artifact-fingerprint']).toBe(images.multiHex)
    expect(run.summary).toContain(
      'multi-platform index: linux/amd64, linux/arm64/v8'
    )
    const jwt = run.masks.find((secret) => secret.split('.').length === 3)
    expect(jwt).toBeDefined()
    expect(run.unmasked).not.toContain(jwt)
    expect(run.unmasked).not.toContain(login.password)
  })
})
