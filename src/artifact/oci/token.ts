/**
 * The registry token flow (Docker's token authentication): GET the realm
 * from the Bearer challenge with `service` and a pull scope, with Basic
 * credentials when we have them; or, for an OAuth refresh token (an
 * `identitytoken`), POST it as a form. The answer's `token` or
 * `access_token` is the bearer token.
 */
import { z } from 'zod'
import type { RegistryCredential } from './credentials.js'
import { ImageFingerprintError } from './errors.js'
import { checkedUrl } from './http-once.js'
import { registryMessage } from './registry-errors.js'
import type { Transport } from './transport.js'
import { quote } from './text.js'

const MAX_TOKEN_ANSWER_BYTES = 1024 * 1024
const CLIENT_ID = 'kosli-attest'

const TokenAnswerSchema = z.looseObject({
  token: z.string().optional(),
  access_token: z.string().optional()
})

export interface TokenRequest {
  params: Record<string, string>
  repository: string
  credential?: RegistryCredential
  onSecret: (secret: string) => void
}

export async function fetchBearerToken(
  transport: Transport,
  input: TokenRequest
): Promise<string> {
  const realm = input.params.realm
  if (!realm) {
    throw new ImageFingerprintError(
      'The registry asked for a bearer token without naming a realm (token service URL)',
      'invalid-response',
      { status: 401 }
    )
  }
  const scope = `repository:${input.repository}:pull`
  const service = input.params.service
  const answer = input.credential?.identityToken
    ? await refreshTokenExchange(transport, realm, {
        service,
        scope,
        refreshToken: input.credential.identityToken
      })
    : await transport.send({
        method: 'GET',
        url: tokenUrl(realm, service, scope),
        headers: { accept: 'application/json' },
        ...basicOf(input.credential, input.onSecret),
        maxBytes: MAX_TOKEN_ANSWER_BYTES
      })
  if (answer.status < 200 || answer.status > 299) {
    throw refused(realm, answer, input.credential)
  }
  return tokenOf(answer.body, realm, input.onSecret)
}

function tokenUrl(realm: string, service: string | undefined, scope: string) {
  const url = checkedUrl(realm)
  if (service !== undefined) url.searchParams.set('service', service)
  url.searchParams.set('scope', scope)
  return url.href
}

function refreshTokenExchange(
  transport: Transport,
  realm: string,
  form: { service: string | undefined; scope: string; refreshToken: string }
) {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: form.refreshToken,
    client_id: CLIENT_ID,
    scope: form.scope,
    ...(form.service === undefined ? {} : { service: form.service })
  })
  return transport.send({
    method: 'POST',
    url: checkedUrl(realm).href,
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded'
    },
    body: body.toString(),
    maxBytes: MAX_TOKEN_ANSWER_BYTES
  })
}

/** `Authorization: Basic …` for a username/password credential. */
export function basicOf(
  credential: RegistryCredential | undefined,
  onSecret: (secret: string) => void
): { authorization?: string } {
  if (credential?.password === undefined) return {}
  const encoded = Buffer.from(
    `${credential.username}:${credential.password}`
  ).toString('base64')
  onSecret(encoded)
  return { authorization: `Basic ${encoded}` }
}

function tokenOf(
  body: Buffer,
  realm: string,
  onSecret: (secret: string) => void
): string {
  let parsed: z.infer<typeof TokenAnswerSchema> | undefined
  try {
    parsed = TokenAnswerSchema.parse(JSON.parse(body.toString('utf8')))
  } catch {
    parsed = undefined
  }
  const token = parsed?.token || parsed?.access_token
  if (token !== undefined) onSecret(token)
  // A character outside visible ASCII would make the header invalid, and
  // the transport's error for that might quote it.
  if (token === undefined || !/^[\x21-\x7e]+$/.test(token)) {
    throw new ImageFingerprintError(
      `The token service ${quote(realm, 200)} answered without a usable token (expected JSON with "token" or "access_token")`,
      'invalid-response'
    )
  }
  return token
}

function refused(
  realm: string,
  answer: { status: number; body: Buffer; headers: Record<string, string> },
  credential: RegistryCredential | undefined
): ImageFingerprintError {
  const who = credential ? credential.source : 'an anonymous request'
  const denied = answer.status === 401 || answer.status === 403
  const detail = registryMessage(answer.body, answer.headers)
  return new ImageFingerprintError(
    `The token service ${quote(realm, 200)} refused ${who} (HTTP ${answer.status}${detail ? `: ${detail}` : ''})`,
    denied ? 'denied' : answer.status === 429 ? 'rate-limited' : 'unreachable',
    { status: answer.status }
  )
}
