/**
 * The Kosli client's options: the host (or region), the token and how it
 * is sent; the network's defaults and limits are src/net/limits.ts's.
 */
import { ConfigError } from '../errors.js'
import type { Logger } from '../log.js'
import { networkLimits } from '../net/limits.js'
import { LOOPBACK_NAMES, mayCarrySecrets } from '../net/loopback.js'

export const EU_HOST = 'https://app.kosli.com'
export const US_HOST = 'https://app.us.kosli.com'
export const API_PREFIX = '/api/v2'

export type Region = 'eu' | 'us'
export type AuthMethod = 'bearer' | 'basic'

export interface ClientOptions {
  /** Base URL of the service (may carry a path prefix); wins over region. */
  host?: string
  /**
   * How the caller names the host setting, for a host name that does not
   * resolve: `--host (or KOSLI_HOST)`, `the host input (or KOSLI_HOST)`.
   */
  hostSetting?: string
  /** `eu` (default, https://app.kosli.com) or `us`. */
  region?: Region
  apiToken: string
  /** `bearer` (default, recommended) or `basic` (legacy). */
  auth?: AuthMethod
  /** Per attempt, default 30 s. */
  timeoutMs?: number
  /** Retries after the first attempt, default 3 (4 attempts). */
  maxRetries?: number
  /** Total time spent waiting between attempts, default 60 s. */
  retryBudgetMs?: number
  logger?: Logger
  sleep?: (ms: number) => Promise<void>
  random?: () => number
  /** Our version, for the User-Agent. */
  version?: string
  /** Proxy settings; by default HTTP(S)_PROXY / NO_PROXY are read. */
  proxy?: { httpProxy?: string; httpsProxy?: string; noProxy?: string }
}

export interface Settings {
  apiBase: string
  /** The host as given (or the region's), and how the caller names it. */
  host: string
  hostSetting: string
  authorization: string
  timeoutMs: number
  maxRetries: number
  retryBudgetMs: number
  userAgent: string
  /** The token: src/net/redaction.ts removes it in all its forms. */
  secrets: string[]
}

export function resolveSettings(options: ClientOptions): Settings {
  const token = checkedToken(options.apiToken)
  const auth = options.auth ?? 'bearer'
  const basic = Buffer.from(`${token}:`).toString('base64')
  return {
    apiBase: apiBaseOf(options.host, options.region),
    host: chosenHost(options.host, options.region),
    hostSetting: options.hostSetting ?? 'the host setting (KOSLI_HOST)',
    authorization: auth === 'basic' ? `Basic ${basic}` : `Bearer ${token}`,
    ...networkLimits(options),
    userAgent: `kosli-attest-action/${options.version ?? 'dev'}`,
    secrets: [token]
  }
}

function checkedToken(raw: string): string {
  // Secrets read from files often end in a newline; nothing else is trimmed.
  const token = raw.trim()
  if (token === '') {
    throw new ConfigError(
      'The API token is empty: set it (input api-token, or KOSLI_API_TOKEN)'
    )
  }
  // A control character would make an invalid header, and the transport's
  // error for that would quote the header value, i.e. the token.
  if (/[^\x21-\x7e]/.test(token)) {
    throw new ConfigError(
      'The API token contains spaces or control characters: copy it again from the service'
    )
  }
  return token
}

function chosenHost(host: string | undefined, region: Region | undefined) {
  return host?.trim() || (region === 'us' ? US_HOST : EU_HOST)
}

function apiBaseOf(host: string | undefined, region: Region | undefined) {
  const chosen = chosenHost(host, region)
  let url: URL
  try {
    url = new URL(chosen)
  } catch {
    throw new ConfigError(
      `The host '${chosen}' is not a URL: give e.g. ${EU_HOST} or ${US_HOST}`
    )
  }
  if (!mayCarrySecrets(url)) {
    throw new ConfigError(
      `The host '${chosen}' must start with https:// (http:// only for a service on this machine: ${LOOPBACK_NAMES})`
    )
  }
  // Accept a host given with the API prefix as well as without it.
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v2$/, '')
  return `${url.origin}${path}${API_PREFIX}`
}
