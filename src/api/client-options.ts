/**
 * Client options, their defaults, and the secrets to keep out of any text we
 * produce.
 */
import { ConfigError } from '../errors.js'
import type { Logger } from '../log.js'

export const EU_HOST = 'https://app.kosli.com'
export const US_HOST = 'https://app.us.kosli.com'
export const API_PREFIX = '/api/v2'

export const DEFAULT_TIMEOUT_MS = 30_000
export const DEFAULT_MAX_RETRIES = 3
export const DEFAULT_RETRY_BUDGET_MS = 60_000

export type Region = 'eu' | 'us'
export type AuthMethod = 'bearer' | 'basic'

export interface ClientOptions {
  /** Base URL of the service (may carry a path prefix); wins over region. */
  host?: string
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
  authorization: string
  timeoutMs: number
  maxRetries: number
  retryBudgetMs: number
  userAgent: string
  secrets: string[]
}

export function resolveSettings(options: ClientOptions): Settings {
  const token = checkedToken(options.apiToken)
  const auth = options.auth ?? 'bearer'
  const basic = Buffer.from(`${token}:`).toString('base64')
  return {
    apiBase: apiBaseOf(options.host, options.region),
    authorization: auth === 'basic' ? `Basic ${basic}` : `Bearer ${token}`,
    timeoutMs: positive('timeoutMs', options.timeoutMs, DEFAULT_TIMEOUT_MS),
    maxRetries: count('maxRetries', options.maxRetries, DEFAULT_MAX_RETRIES),
    retryBudgetMs: budget(options.retryBudgetMs),
    userAgent: `kosli-attest-action/${options.version ?? 'dev'}`,
    secrets: secretForms(token)
  }
}

/**
 * Every spelling in which the token may come back in text: as is,
 * JSON-escaped (a token holding `"` or `\`), URL-encoded (either case of
 * hex), and base64 of the Basic forms `token:` and `:token` (with and
 * without padding). The token comes first (redact reads it there), then
 * the others longest first, so that no form is half replaced.
 */
export function secretForms(token: string): string[] {
  const base64 = (text: string) => Buffer.from(text).toString('base64')
  const encoded = encodeURIComponent(token)
  const forms = [
    token,
    JSON.stringify(token).slice(1, -1),
    encoded,
    encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
    ...[`${token}:`, `:${token}`].flatMap((basic) => [
      base64(basic),
      base64(basic).replace(/=+$/, '')
    ])
  ]
  const others = forms.filter((form) => form !== token)
  return [token, ...new Set(others.sort((a, b) => b.length - a.length))]
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

/** Plain HTTP carries the token in the clear: only to this machine. */
export function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return (
    host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
  )
}

function apiBaseOf(host: string | undefined, region: Region | undefined) {
  const chosen = host?.trim() || (region === 'us' ? US_HOST : EU_HOST)
  let url: URL
  try {
    url = new URL(chosen)
  } catch {
    throw new ConfigError(
      `The host '${chosen}' is not a URL: give e.g. ${EU_HOST} or ${US_HOST}`
    )
  }
  if (
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && isLoopback(url))
  ) {
    throw new ConfigError(
      `The host '${chosen}' must start with https:// (http:// only for a service on this machine: localhost, 127.0.0.1, [::1])`
    )
  }
  // Accept a host given with the API prefix as well as without it.
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v2$/, '')
  return `${url.origin}${path}${API_PREFIX}`
}

function positive(name: string, value: number | undefined, fallback: number) {
  if (value === undefined) return fallback
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive number, got ${value}`)
  }
  return value
}

function count(name: string, value: number | undefined, fallback: number) {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number >= 0, got ${value}`)
  }
  return value
}

function budget(value: number | undefined) {
  if (value === undefined) return DEFAULT_RETRY_BUDGET_MS
  if (!Number.isFinite(value) || value < 0) {
    throw new ConfigError(`retryBudgetMs must be 0 or more, got ${value}`)
  }
  return value
}

const BASE64_RUN = /[A-Za-z0-9+/]{12,}={0,2}/g

/**
 * Replaces every secret in `text` with `***`; `secrets[0]` is the token.
 * A base64 run that decodes to text holding the token (Basic `user:token`,
 * whatever the user) goes as well.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) {
    if (secret !== '') out = out.split(secret).join('***')
  }
  const token = secrets[0]
  if (token === undefined || token === '') return out
  // The run may start before the base64 does (glued to other letters):
  // try each of the four alignments.
  const holdsToken = (run: string) =>
    [0, 1, 2, 3].some((skip) =>
      Buffer.from(run.slice(skip), 'base64').toString('latin1').includes(token)
    )
  return out.replace(BASE64_RUN, (run) => (holdsToken(run) ? '***' : run))
}

export function redactingLogger(
  logger: Logger,
  secrets: readonly string[]
): Logger {
  return {
    debug: (message) => logger.debug(redact(message, secrets)),
    info: (message) => logger.info(redact(message, secrets)),
    warn: (message) => logger.warn(redact(message, secrets)),
    error: (message) => logger.error(redact(message, secrets))
  }
}
