import { HttpError } from './http-error.js'
import type { EmulatorState, Token } from './state.js'

/**
 * Both methods of the interface (docs/spec/auth-and-hosts.md): `Bearer
 * <key>`, and `Basic base64(<key>:<any>)` where the colon is required and the
 * text after it is ignored. Messages never repeat the key.
 */

function unauthorized(reason: string): HttpError {
  return new HttpError(401, `Unauthorized: ${reason}`, {
    headers: { 'www-authenticate': 'Bearer' }
  })
}

function keyOf(header: string | undefined): string {
  if (!header) {
    throw unauthorized('no Authorization header; send "Bearer <API key>"')
  }
  const [scheme = '', ...rest] = header.trim().split(/\s+/)
  const credentials = rest.join(' ')
  if (/^bearer$/i.test(scheme) && credentials) return credentials
  if (/^basic$/i.test(scheme) && credentials) {
    const decoded = Buffer.from(credentials, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon < 0) {
      throw unauthorized(
        'basic credentials must be base64 of "<API key>:" (the colon is required)'
      )
    }
    return decoded.slice(0, colon)
  }
  throw unauthorized(
    'the Authorization header must be "Bearer <API key>" or "Basic <base64 of API key + colon>"'
  )
}

export function authenticate(
  state: EmulatorState,
  header: string | undefined
): Token {
  const key = keyOf(header)
  const token = state.tokens.find((t) => t.token === key)
  if (!token) throw unauthorized('the API key is not valid')
  return token
}

/** Redacts credentials for the request log: keeps only the scheme. */
export function redactAuthorization(value: string): string {
  const scheme = value.trim().split(/\s+/)[0] ?? ''
  return /^(bearer|basic)$/i.test(scheme) ? `${scheme} ***` : '***'
}
