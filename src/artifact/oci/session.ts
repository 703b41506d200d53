/**
 * Requests to one repository of one registry, authenticated the way the
 * registry asks: anonymous first; on a 401, its `WWW-Authenticate`
 * challenge decides: a bearer token from the named token service (with our
 * credentials when we have some), or Basic credentials. Records what was
 * tried, by source, for the error message.
 */
import { parseChallenges, type Challenge } from './challenge.js'
import type { CredentialLookup, RegistryCredential } from './credentials.js'
import { ImageFingerprintError } from './errors.js'
import type { HttpMethod } from './http-once.js'
import { basicOf, fetchBearerToken } from './token.js'
import type { Transport, TransportAnswer } from './transport.js'

export interface SessionInput {
  transport: Transport
  /** `http://host:port` or `https://host`. */
  baseUrl: string
  repository: string
  /** Looked up once, and only when the registry asks for credentials. */
  lookUpCredentials: () => Promise<CredentialLookup>
  onSecret: (secret: string) => void
}

export interface RegistryRequest {
  method: HttpMethod
  /** Below `/v2/<repository>/`, e.g. `manifests/latest`. */
  path: string
  accept: string
  maxBytes: number
}

export class RegistrySession {
  /** `anonymous access`, then the credential sources used. */
  readonly tried: string[] = ['anonymous access']
  /** Where no credentials were found, when none were. */
  notes: string[] = []
  /** The source of the credentials in use, or `anonymous`. */
  accepted = 'anonymous'
  private authorization?: string
  private challenged = false

  constructor(private readonly input: SessionInput) {}

  async request(request: RegistryRequest): Promise<TransportAnswer> {
    let answer = await this.send(request)
    if (answer.status !== 401 || this.challenged) return answer
    this.challenged = true
    const challenge = pickChallenge(answer.headers['www-authenticate'])
    if (!challenge) return answer
    if (await this.authenticate(challenge)) answer = await this.send(request)
    return answer
  }

  private send(request: RegistryRequest): Promise<TransportAnswer> {
    const { baseUrl, repository } = this.input
    return this.input.transport.send({
      method: request.method,
      url: `${baseUrl}/v2/${repository}/${request.path}`,
      headers: { accept: request.accept },
      ...(this.authorization === undefined
        ? {}
        : { authorization: this.authorization }),
      maxBytes: request.maxBytes
    })
  }

  /** True when there is something new to send. */
  private async authenticate(challenge: Challenge): Promise<boolean> {
    const lookup = await this.input.lookUpCredentials()
    this.notes = lookup.notes
    const credential = lookup.credential
    if (challenge.scheme === 'bearer') {
      const token = await fetchBearerToken(this.input.transport, {
        params: challenge.params,
        repository: this.input.repository,
        ...(credential ? { credential } : {}),
        onSecret: this.input.onSecret
      })
      this.authorization = `Bearer ${token}`
      this.use(credential, 'an anonymous token from the token service')
      return true
    }
    const basic = basicOf(credential, this.input.onSecret).authorization
    if (basic === undefined || credential === undefined) return false
    this.authorization = basic
    this.use(credential, '')
    return true
  }

  private use(credential: RegistryCredential | undefined, anonymous: string) {
    const what = credential?.source ?? anonymous
    this.tried.push(what)
    this.accepted = credential?.source ?? 'anonymous'
  }
}

/** Bearer when offered (it scopes access), else Basic. */
function pickChallenge(header: string | undefined): Challenge | undefined {
  const challenges = parseChallenges(header ?? '')
  const chosen =
    challenges.find((c) => c.scheme === 'bearer') ??
    challenges.find((c) => c.scheme === 'basic')
  if (chosen || challenges.length === 0) return chosen
  throw new ImageFingerprintError(
    `The registry asks for an authentication scheme we do not support (${challenges.map((c) => c.scheme).join(', ')}); only Bearer and Basic are`,
    'denied',
    { status: 401 }
  )
}
