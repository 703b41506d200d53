/**
 * Authentication against loopback stand-ins: the bearer token flow with a
 * redirect to blob storage on another origin (which must not see the
 * Authorization header), a token realm over plain HTTP elsewhere, secrets
 * echoed back by a registry, an unknown scheme, and `docker` with
 * credentials asking the registry like `oci`.
 */
import { describe, expect, it } from 'vitest'
import { fingerprintDockerImage } from '../../../src/artifact/docker/index.js'
import {
  fingerprintOciImage,
  ImageFingerprintError,
  type OciFingerprintOptions
} from '../../../src/artifact/oci/index.js'
import { memoryLogger } from '../../../src/log.js'
import {
  sendJson,
  emptyManifest,
  useStandIns,
  type StandIn,
  type StandInHandler
} from '../../support/registry/loopback.js'

const login = { username: 'ci-bot', password: 's3cret-pass' }
const TOKEN = 'bearer-token-abcdef'
const { bytes: MANIFEST, hex: MANIFEST_HEX } = emptyManifest(
  'application/vnd.docker.distribution.manifest.v2+json'
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
    maxRetries: 0,
    ...extra
  }
}

/** A token service that wants `login` as Basic credentials. */
function tokenService(): Promise<StandIn> {
  const expected = `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`
  return standIn((req, res) =>
    req.headers.authorization === expected
      ? sendJson(res, 200, { token: TOKEN })
      : sendJson(res, 401, { details: 'bad credentials' })
  )
}

/** A registry that wants the bearer token; `onAuthorized` answers then. */
function tokenRegistry(
  realm: string,
  onAuthorized: StandInHandler
): Promise<StandIn> {
  return standIn((req, res) => {
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      const challenge = `Bearer realm="${realm}",service="stand-in",scope="repository:team/app:pull"`
      return sendJson(
        res,
        401,
        {
          errors: [{ code: 'UNAUTHORIZED', message: 'authentication required' }]
        },
        { 'www-authenticate': challenge }
      )
    }
    return onAuthorized(req, res)
  })
}

describe('bearer tokens and redirects', () => {
  it('follows a redirect to blob storage on another origin without the Authorization header', async () => {
    const storage = await standIn((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/vnd.docker.distribution.manifest.v2+json'
      })
      res.end(MANIFEST)
    })
    const tokens = await tokenService()
    const registry = await tokenRegistry(`${tokens.url}/token`, (_req, res) => {
      // GET redirects to storage.
      res.writeHead(307, {
        location: `${storage.url}/blobs/manifest?signature=xyz`
      })
      res.end()
    })
    const result = await fingerprintOciImage(
      options(`${registry.host}/team/app:1`, login)
    )
    expect(result).toMatchObject({
      digest: MANIFEST_HEX,
      source: 'manifest-body',
      mediaType: 'application/vnd.docker.distribution.manifest.v2+json',
      credentials: 'the registry username and password given'
    })
    expect(tokens.requests[0]?.url).toBe(
      '/token?service=stand-in&scope=repository%3Ateam%2Fapp%3Apull'
    )
    expect(
      registry.requests.map(
        (r) => `${r.method} ${r.headers.authorization ?? '-'}`
      )
    ).toEqual(['GET -', `GET Bearer ${TOKEN}`])
    expect(storage.requests).toHaveLength(1)
    expect(storage.requests[0]?.headers.authorization).toBeUndefined()
    expect(result.secrets.sort()).toEqual(
      [
        login.password,
        Buffer.from(`${login.username}:${login.password}`).toString('base64'),
        TOKEN
      ].sort()
    )
  })

  it('a token realm over plain HTTP to a host that is not loopback is refused, credentials unsent', async () => {
    const registry = await tokenRegistry(
      'http://auth.invalid/token',
      (_req, res) => sendJson(res, 500, {})
    )
    const error = await fingerprintOciImage(
      options(`${registry.host}/team/app:1`, login)
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageFingerprintError)
    expect((error as Error).message).toBe(
      `Image ${registry.host}/team/app:1: Refusing plain HTTP to "auth.invalid": only loopback registries (localhost, 127.0.0.0/8, [::1]) are reached without HTTPS`
    )
  })

  it('secrets a registry echoes back are masked in the error and the log', async () => {
    const tokens = await tokenService()
    const registry = await tokenRegistry(`${tokens.url}/token`, (_req, res) =>
      sendJson(res, 403, {
        errors: [
          {
            code: 'DENIED',
            message: `token ${TOKEN} of ${login.password} may not pull`
          }
        ]
      })
    )
    const logger = memoryLogger()
    const error = await fingerprintOciImage(
      options(`${registry.host}/team/app:1`, { ...login, logger })
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'denied', status: 403 })
    const message = (error as Error).message
    expect(message).toContain('DENIED: token *** of *** may not pull')
    expect(message).toContain(
      'Tried: anonymous access, then the registry username and password given.'
    )
    const text = [message, ...logger.lines.map((l) => l.message)].join('\n')
    expect(text).not.toContain(TOKEN)
    expect(text).not.toContain(login.password)
  })
})

describe('other answers', () => {
  it('an authentication scheme other than Bearer or Basic: denied, naming it', async () => {
    const registry = await standIn((_req, res) =>
      sendJson(res, 401, {}, { 'www-authenticate': 'Negotiate' })
    )
    const error = await fingerprintOciImage(
      options(`${registry.host}/team/app:1`)
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'denied' })
    expect((error as Error).message).toContain(
      'an authentication scheme we do not support (negotiate)'
    )
  })

  it('NAME_UNKNOWN: the repository does not exist', async () => {
    const registry = await standIn((_req, res) =>
      sendJson(res, 404, {
        errors: [
          {
            code: 'NAME_UNKNOWN',
            message: 'repository name not known to registry'
          }
        ]
      })
    )
    const error = await fingerprintOciImage(
      options(`${registry.host}/team/ghost:1`)
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'not-found', status: 404 })
    expect((error as Error).message).toContain(
      `the repository team/ghost on ${registry.host} does not exist`
    )
  })

  it('docker with registry credentials asks the registry, like oci', async () => {
    const tokens = await tokenService()
    const registry = await tokenRegistry(`${tokens.url}/token`, (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/vnd.docker.distribution.manifest.v2+json',
        'docker-content-digest': `sha256:${MANIFEST_HEX}`
      })
      res.end(MANIFEST)
    })
    const result = await fingerprintDockerImage({
      ...options(`${registry.host}/team/app:1`, login),
      socketPath: '/nonexistent.sock'
    })
    expect(result).toMatchObject({
      digest: MANIFEST_HEX,
      source: 'manifest-body'
    })
  })
})
