/** Where and how to reach Kosli: host, org, token, timeouts and retries. */
import { ConfigError } from '../errors.js'
import {
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_BUDGET_MS,
  DEFAULT_TIMEOUT_MS,
  LIMIT_RANGES
} from '../net/limits.js'
import { LOOPBACK_NAMES, mayCarrySecrets } from '../net/loopback.js'
import type { RawConfig } from './names.js'
import { checked, ProblemCollector } from './problems.js'
import {
  booleanValue,
  numberValue,
  oneOf,
  optional,
  required
} from './values.js'

export const HOSTS = {
  eu: 'https://app.kosli.com',
  us: 'https://app.us.kosli.com'
} as const

/** src/net/limits.ts's, in the units of the inputs. */
export const DEFAULTS = {
  timeoutSeconds: DEFAULT_TIMEOUT_MS / 1000,
  maxRetries: DEFAULT_MAX_RETRIES,
  retryBudgetSeconds: DEFAULT_RETRY_BUDGET_MS / 1000
} as const

export interface ServiceConfig {
  host: string
  org: string
  apiToken: string
  auth: 'bearer' | 'basic'
  timeoutMs: number
  maxRetries: number
  retryBudgetMs: number
}

/**
 * An absolute http(s) URL. `://` is required: the URL parser would read
 * `https:app.kosli.com` as a host, which is more likely a typo.
 */
export function isHttpUrl(text: string): boolean {
  const trimmed = text.trim()
  return /^https?:\/\//i.test(trimmed) && URL.canParse(trimmed)
}

function hostOf(raw: RawConfig): string {
  const region = oneOf(raw, 'region', ['eu', 'us'] as const) ?? 'eu'
  const host = optional(raw, 'host') ?? HOSTS[region]
  if (optional(raw, 'host') && optional(raw, 'region')) {
    throw new ConfigError(
      'host and region: give one of them; region picks a Kosli host, host names any other'
    )
  }
  if (!isHttpUrl(host)) {
    throw new ConfigError(
      `host: "${host}" is not an http(s) URL, e.g. https://app.kosli.com`
    )
  }
  if (!mayCarrySecrets(new URL(host))) {
    throw new ConfigError(
      `host: "${host}" is plain http://, which would send the API token in the clear; use https://, or http:// only to this machine (${LOOPBACK_NAMES})`
    )
  }
  return host.replace(/\/+$/, '')
}

/**
 * In a dry run nothing is sent, so the token may be absent. Every problem
 * is reported at once (ConfigProblems).
 */
export function parseServiceConfig(
  raw: RawConfig,
  options: { dryRun?: boolean } = {}
): ServiceConfig {
  const p = new ProblemCollector()
  // Either input may be at fault: the message names which.
  const host = p.check(undefined, () => hostOf(raw))
  const org = p.check('org', () =>
    required(
      raw,
      'org',
      'set it, or the KOSLI_ORG variable, to your Kosli organization'
    )
  )
  const apiToken = p.check('api-token', () =>
    options.dryRun
      ? (optional(raw, 'api-token') ?? '')
      : required(
          raw,
          'api-token',
          'pass a secret, e.g. api-token: ${{ secrets.KOSLI_API_TOKEN }}, or set KOSLI_API_TOKEN'
        )
  )
  const auth = p.check(
    'auth-method',
    () => oneOf(raw, 'auth-method', ['bearer', 'basic'] as const) ?? 'bearer'
  )
  const limits = p.check(undefined, () => parseLimits(raw))
  p.done()
  return {
    host: checked(host),
    org: checked(org),
    apiToken: checked(apiToken),
    auth: checked(auth),
    ...checked(limits)
  }
}

export type Limits = Pick<
  ServiceConfig,
  'timeoutMs' | 'maxRetries' | 'retryBudgetMs'
>

/**
 * Timeouts and retries: the service client's, and also a container
 * registry's, which follows the same policy. Every problem at once.
 */
export function parseLimits(raw: RawConfig): Limits {
  const p = new ProblemCollector()
  const timeoutSeconds = p.check('timeout-seconds', () =>
    numberValue(raw, 'timeout-seconds', {
      fallback: DEFAULTS.timeoutSeconds,
      ...LIMIT_RANGES.timeoutSeconds
    })
  )
  const maxRetries = p.check('max-retries', () =>
    numberValue(raw, 'max-retries', {
      fallback: DEFAULTS.maxRetries,
      ...LIMIT_RANGES.maxRetries
    })
  )
  const retryBudgetSeconds = p.check('retry-budget-seconds', () =>
    numberValue(raw, 'retry-budget-seconds', {
      fallback: DEFAULTS.retryBudgetSeconds,
      ...LIMIT_RANGES.retryBudgetSeconds
    })
  )
  p.done()
  return {
    timeoutMs: checked(timeoutSeconds) * 1000,
    maxRetries: checked(maxRetries),
    retryBudgetMs: checked(retryBudgetSeconds) * 1000
  }
}

/**
 * A write mode's `dry-run` and the service settings it allows (no token
 * needed in a dry run, or when `tokenOptional`), each problem kept by `p`.
 */
export function checkDryRunService(
  p: ProblemCollector,
  raw: RawConfig,
  tokenOptional = false
) {
  const dryRun = p.check('dry-run', () =>
    booleanValue(raw['dry-run'], 'dry-run', false)
  )
  const service = p.check(undefined, () =>
    parseServiceConfig(raw, { dryRun: (dryRun ?? false) || tokenOptional })
  )
  return { dryRun, service }
}
