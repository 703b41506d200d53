/** Where and how to reach Kosli: host, org, token, timeouts and retries. */
import { z } from 'zod'
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { numberValue, oneOf, optional, required } from './values.js'

export const HOSTS = {
  eu: 'https://app.kosli.com',
  us: 'https://app.us.kosli.com'
} as const

export const DEFAULTS = {
  timeoutSeconds: 30,
  maxRetries: 3,
  retryBudgetSeconds: 60
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

export const UrlSchema = z.url({ protocol: /^https?$/ })

/** In a dry run nothing is sent, so the token may be absent. */
export function parseServiceConfig(
  raw: RawConfig,
  options: { dryRun?: boolean } = {}
): ServiceConfig {
  const region = oneOf(raw, 'region', ['eu', 'us'] as const, 'eu')
  const host = optional(raw, 'host') ?? HOSTS[region]
  if (optional(raw, 'host') && optional(raw, 'region')) {
    throw new ConfigError(
      'host and region: give one of them; region picks a Kosli host, host names any other'
    )
  }
  if (!UrlSchema.safeParse(host).success) {
    throw new ConfigError(
      `host: "${host}" is not an http(s) URL, e.g. https://app.kosli.com`
    )
  }
  return {
    host: host.replace(/\/+$/, ''),
    org: required(
      raw,
      'org',
      'set it, or the KOSLI_ORG variable, to your Kosli organization'
    ),
    apiToken: options.dryRun
      ? (optional(raw, 'api-token') ?? '')
      : required(
          raw,
          'api-token',
          'pass a secret, e.g. api-token: ${{ secrets.KOSLI_API_TOKEN }}, or set KOSLI_API_TOKEN'
        ),
    auth: oneOf(raw, 'auth-method', ['bearer', 'basic'] as const, 'bearer'),
    ...parseLimits(raw)
  }
}

export type Limits = Pick<
  ServiceConfig,
  'timeoutMs' | 'maxRetries' | 'retryBudgetMs'
>

/**
 * Timeouts and retries: the service client's, and also a container
 * registry's, which follows the same policy.
 */
export function parseLimits(raw: RawConfig): Limits {
  return {
    timeoutMs:
      numberValue(raw, 'timeout-seconds', {
        fallback: DEFAULTS.timeoutSeconds,
        min: 1,
        max: 600
      }) * 1000,
    maxRetries: numberValue(raw, 'max-retries', {
      fallback: DEFAULTS.maxRetries,
      min: 0,
      max: 10
    }),
    retryBudgetMs:
      numberValue(raw, 'retry-budget-seconds', {
        fallback: DEFAULTS.retryBudgetSeconds,
        min: 0,
        max: 3600
      }) * 1000
  }
}
