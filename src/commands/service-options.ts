import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import pkg from '../../package.json' with { type: 'json' }
import { createClient } from '../api/index.js'
import type { RawConfig } from '../config.js'
import type { Logger } from '../log.js'
import type { ModeDeps } from '../modes/types.js'
import type { CommandIo } from './types.js'

/**
 * The service flags shared by the commands that talk to Kosli, and how a
 * command turns its flags into the `RawConfig` the modes parse. Each flag
 * falls back to its KOSLI_* variable (REFERENCE-CLI §2.3): flag > non-empty
 * variable > default.
 */
export const SERVICE_KEYS = [
  'api-token',
  'org',
  'host',
  'region',
  'auth-method',
  'timeout-seconds',
  'max-retries',
  'retry-budget-seconds'
] as const

export type ServiceKey = (typeof SERVICE_KEYS)[number]

/** `parseArgs` options of the service flags: each takes a value. */
export const serviceOptions = Object.fromEntries(
  SERVICE_KEYS.map((key) => [key, { type: 'string' }])
) as Record<ServiceKey, { type: 'string' }>

export const SERVICE_HELP = `Service options (each falls back to the variable on its right):
  --api-token TOKEN           KOSLI_API_TOKEN; prefer the variable, since
                              flags show up in process lists
  --org ORG                   KOSLI_ORG, the Kosli organization
  --host URL                  KOSLI_HOST, e.g. http://127.0.0.1:8080 for the
                              emulator (default https://app.kosli.com)
  --region eu|us              KOSLI_REGION (give host or region, not both)
  --auth-method bearer|basic  KOSLI_AUTH_METHOD (default bearer)
  --timeout-seconds N         KOSLI_TIMEOUT_SECONDS, per request (default 30)
  --max-retries N             KOSLI_MAX_RETRIES (default 3)
  --retry-budget-seconds N    KOSLI_RETRY_BUDGET_SECONDS (default 60)`

/** `api-token` -> `KOSLI_API_TOKEN`. */
export function envName(key: string): string {
  return `KOSLI_${key.toUpperCase().replace(/-/g, '_')}`
}

type FlagValue = string | boolean | (string | boolean)[] | undefined

function flagText(value: FlagValue): string | undefined {
  if (value === undefined) return undefined
  // A repeated flag is a list input: one entry per line.
  if (Array.isArray(value)) return value.map(String).join('\n')
  return String(value)
}

/**
 * Every parsed flag by its input name, then, for each of `keys` without a
 * flag, its non-empty KOSLI_* variable.
 */
export function rawFromFlags(
  values: Readonly<Record<string, FlagValue>>,
  env: Readonly<Record<string, string | undefined>>,
  keys: readonly string[]
): RawConfig {
  const raw: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(values)) raw[key] = flagText(value)
  for (const key of keys) {
    const fromEnv = env[envName(key)]
    if (raw[key] === undefined && fromEnv !== undefined && fromEnv !== '') {
      raw[key] = fromEnv
    }
  }
  return raw
}

/** Messages for people on stderr; debug lines are left out. */
export function stderrLogger(io: CommandIo): Logger {
  return {
    debug: () => undefined,
    info: (message) => io.stderr(`${message}\n`),
    warn: (message) => io.stderr(`warning: ${message}\n`),
    error: (message) => io.stderr(`error: ${message}\n`)
  }
}

/** What a mode needs, from what a command is given. */
export function modeDeps(io: CommandIo): ModeDeps {
  const logger = stderrLogger(io)
  return {
    logger,
    now: () => Date.now(),
    cwd: io.cwd,
    tmpDir: io.env.RUNNER_TEMP || tmpdir(),
    env: io.env,
    openClient: (service) =>
      createClient({ ...service, logger, version: pkg.version }),
    readEvent: (path) => JSON.parse(readFileSync(path, 'utf8')) as unknown
  }
}
