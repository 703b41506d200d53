/**
 * A loopback token service for the registry's `auth: token` set-up: it
 * checks Basic credentials (or an OAuth refresh token posted as a form),
 * and signs a JWT (RS256, its certificate in the `x5c` header) granting
 * the scope asked for. Anonymous callers may pull only `public/…`. The
 * key and self-signed certificate are made with openssl for each run.
 */
import { execFile } from 'node:child_process'
import { randomUUID, sign, X509Certificate } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  sendJson,
  startStandIn,
  type SeenRequest,
  type StandIn
} from './loopback.js'

const run = promisify(execFile)

export const TOKEN_SERVICE = 'kosli-test-registry'
export const TOKEN_ISSUER = 'kosli-test-token-issuer'

export interface TokenServer extends StandIn {
  realm: string
  certPath: string
}

export interface TokenPolicy {
  /** username → password */
  users: Record<string, string>
  /** refresh token → username */
  refreshTokens: Record<string, string>
}

export async function startTokenServer(
  dir: string,
  policy: TokenPolicy
): Promise<TokenServer> {
  const keyPath = join(dir, 'token.key')
  const certPath = join(dir, 'token.crt')
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=kosli-test-token',
    '-keyout',
    keyPath,
    '-out',
    certPath
  ])
  const key = await readFile(keyPath, 'utf8')
  const cert = new X509Certificate(await readFile(certPath))
  const signer = { key, x5c: cert.raw.toString('base64') }
  const server = await startStandIn((request, response) => {
    const answer = grant(request, policy)
    if (answer.status !== 200) {
      sendJson(response, answer.status, { details: answer.details })
      return
    }
    const token = jwt(signer, answer.account, answer.scope)
    const oauth = request.method === 'POST'
    sendJson(
      response,
      200,
      oauth
        ? { access_token: token, expires_in: 300 }
        : { token, expires_in: 300 }
    )
  })
  return { ...server, realm: `${server.url}/token`, certPath }
}

type Grant =
  | { status: 200; account: string; scope: string }
  | { status: 401; details: string }

function grant(request: SeenRequest, policy: TokenPolicy): Grant {
  const url = new URL(request.url, 'http://token')
  const form = new URLSearchParams(
    request.method === 'POST' ? request.body : ''
  )
  const scope = url.searchParams.get('scope') ?? form.get('scope') ?? ''
  if (request.method === 'POST') {
    const account = policy.refreshTokens[form.get('refresh_token') ?? '']
    return account === undefined
      ? { status: 401, details: 'invalid refresh token' }
      : { status: 200, account, scope }
  }
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1]
  if (basic === undefined) return { status: 200, account: '', scope }
  const [user = '', ...rest] = Buffer.from(basic, 'base64')
    .toString()
    .split(':')
  return policy.users[user] === rest.join(':')
    ? { status: 200, account: user, scope }
    : { status: 401, details: 'incorrect username or password' }
}

function jwt(
  signer: { key: string; x5c: string },
  account: string,
  scope: string
): string {
  const [type = '', name = '', actions = ''] = scope.split(':')
  const allowed = actions
    .split(',')
    .filter((action) => action === 'pull' || account !== '')
  const mayPull = account !== '' || name.startsWith('public/')
  const access =
    type === 'repository' && mayPull ? [{ type, name, actions: allowed }] : []
  const now = Math.floor(Date.now() / 1000)
  const header = { typ: 'JWT', alg: 'RS256', x5c: [signer.x5c] }
  const claims = {
    iss: TOKEN_ISSUER,
    sub: account,
    aud: TOKEN_SERVICE,
    exp: now + 300,
    nbf: now - 10,
    iat: now,
    jti: randomUUID(),
    access
  }
  const signed = `${base64url(header)}.${base64url(claims)}`
  const signature = sign('sha256', Buffer.from(signed), signer.key)
  return `${signed}.${signature.toString('base64url')}`
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}
