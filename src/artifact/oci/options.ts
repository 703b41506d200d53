/**
 * What a registry lookup needs, with the network's defaults
 * (src/net/limits.ts): 30 s per request, 3 retries, 60 s of waiting in all. The environment and home directory are parameters, so
 * that nothing below the entry files reads `process.env`.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { ConfigError } from '../../errors.js'
import { networkLimits, positive } from '../../net/limits.js'
import { silentLogger, type Logger } from '../../log.js'

export const DEFAULT_HELPER_TIMEOUT_MS = 10_000

export interface RegistryOptions {
  /** Explicit credentials: both or neither. */
  username?: string
  password?: string
  /** The process environment (DOCKER_CONFIG, GITHUB_TOKEN, proxies, PATH). */
  env: Readonly<Record<string, string | undefined>>
  /** Where `~/.docker/config.json` is looked for. */
  homeDir: string
  /**
   * Plain HTTP: the default for loopback registries and refused for any
   * other; `false` makes a loopback registry use HTTPS too.
   */
  plainHttp?: boolean
  /** Per request, default 30 s. */
  timeoutMs?: number
  /** Retries after the first attempt, default 3. */
  maxRetries?: number
  /** Total time spent waiting between attempts, default 60 s. */
  retryBudgetMs?: number
  /** For a credential helper to answer, default 10 s. */
  helperTimeoutMs?: number
  userAgent?: string
  logger?: Logger
  /** Called with each secret as soon as it is known (to mask it). */
  onSecret?: (secret: string) => void
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

export interface ResolvedOptions {
  explicit?: { username: string; password: string }
  env: Readonly<Record<string, string | undefined>>
  homeDir: string
  plainHttp?: boolean
  timeoutMs: number
  maxRetries: number
  retryBudgetMs: number
  helperTimeoutMs: number
  userAgent: string
  logger: Logger
  onSecret?: (secret: string) => void
  sleep: (ms: number) => Promise<void>
  random: () => number
}

export function resolveOptions(options: RegistryOptions): ResolvedOptions {
  const explicit = explicitCredentials(options.username, options.password)
  return {
    ...(explicit ? { explicit } : {}),
    env: options.env,
    homeDir: options.homeDir,
    ...(options.plainHttp === undefined
      ? {}
      : { plainHttp: options.plainHttp }),
    ...networkLimits(options),
    helperTimeoutMs: positive(
      'helperTimeoutMs',
      options.helperTimeoutMs,
      DEFAULT_HELPER_TIMEOUT_MS
    ),
    userAgent: options.userAgent ?? 'kosli-attest-action',
    logger: options.logger ?? silentLogger,
    ...(options.onSecret ? { onSecret: options.onSecret } : {}),
    sleep: options.sleep ?? ((ms) => delay(ms)),
    random: options.random ?? Math.random
  }
}

function explicitCredentials(
  username: string | undefined,
  password: string | undefined
): { username: string; password: string } | undefined {
  const user = username?.trim() ?? ''
  const pass = password?.trim() ?? ''
  if (user === '' && pass === '') return undefined
  if (user === '' || pass === '') {
    const given = user === '' ? 'password' : 'username'
    throw new ConfigError(
      `The registry username and password go together: only the ${given} was given. Give both, or neither to use the Docker config file or anonymous access`
    )
  }
  return { username: user, password: pass }
}
