/**
 * The CLI's config file (--config-file, KOSLI_CONFIG_FILE): YAML or JSON,
 * keyed by flag names in any case, like the vendor CLI's (REFERENCE-CLI
 * §2.3). Unknown keys and a token file others can read get warnings.
 */
import { readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { INPUT_NAMES } from '../../action/inputs.js'
import { ConfigError, errorMessage } from '../../errors.js'

type FlagValue = string | boolean | (string | boolean)[] | undefined

/** Vendor CLI names accepted for ours, as flag, variable and file key. */
export const ALIASES: Readonly<Record<string, string>> = {
  'max-api-retries': 'max-retries',
  debug: 'verbose',
  annotate: 'annotations',
  'external-url': 'external-urls',
  'results-dir': 'report-paths'
}

/**
 * Every key a config file may hold: the action's inputs (the CLI reuses
 * their names) and the CLI's own flags. A key outside this list is a typo,
 * and gets a warning.
 */
export const CONFIG_KEYS: readonly string[] = [
  // mode picks the action's job; the snapshots are env-diff's arguments
  ...INPUT_NAMES.filter(
    (name) => !['mode', 'snapshot-1', 'snapshot-2'].includes(name)
  ),
  // CLI-only flags
  'verbose',
  'output',
  'keep-payload',
  'origin-url',
  'redact-commit-info',
  'repository',
  'repo-id',
  'repo-url',
  'repo-provider',
  'environments',
  'privilege',
  'triggers',
  'targets-file',
  'file',
  'physical',
  'logical',
  'type',
  'tag',
  'space-id',
  'sort',
  'sort-direction',
  'page',
  'per-page',
  'all',
  'start-ts',
  'end-ts',
  'repo-name',
  'env-name',
  'flow-id'
]

export interface ConfigFile {
  path: string
  values: Record<string, string>
}

function configPath(request: {
  flags: Readonly<Record<string, FlagValue>>
  env: Readonly<Record<string, string | undefined>>
  cwd: string
}): string | undefined {
  const value = request.flags['config-file']
  const flag = typeof value === 'string' ? value : undefined
  if (flag !== undefined) {
    if (flag.trim() === '') {
      throw new ConfigError('--config-file was given an empty value')
    }
    return resolve(request.cwd, flag)
  }
  const variable = request.env.KOSLI_CONFIG_FILE?.trim()
  return variable ? resolve(request.cwd, variable) : undefined
}

export function loadConfigFile(
  request: Parameters<typeof configPath>[0],
  warnings: string[]
): ConfigFile | undefined {
  const path = configPath(request)
  if (path === undefined) return undefined
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new ConfigError(
      `--config-file (or KOSLI_CONFIG_FILE): cannot read ${path}: ${errorMessage(error)}`,
      { cause: error }
    )
  }
  const values = configValues(path, text, warnings)
  if (values['api-token'] !== undefined) checkPrivate(path, warnings)
  return { path, values }
}

function configValues(
  path: string,
  text: string,
  warnings: string[]
): Record<string, string> {
  let document: unknown
  try {
    // YAML 1.2 reads JSON as well.
    document = parseYaml(text) as unknown
  } catch (error) {
    throw new ConfigError(
      `${path} is not valid YAML or JSON: ${errorMessage(error)}`,
      { cause: error }
    )
  }
  if (document === null || document === undefined) return {}
  if (typeof document !== 'object' || Array.isArray(document)) {
    throw new ConfigError(
      `${path} must be a mapping of flag names to values, e.g. "org: acme"`
    )
  }
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(document)) {
    const lower = name.trim().toLowerCase().replace(/_/g, '-')
    const key = ALIASES[lower] ?? lower
    if (!CONFIG_KEYS.includes(key)) {
      warnings.push(
        `${path}: unknown key "${name}" is ignored; keys are flag names such as org, api-token, host`
      )
      continue
    }
    const text = fileValue(value, `${path}: ${name}`)
    if (text !== undefined) values[key] = text
  }
  return values
}

function scalar(value: unknown): value is string | number | boolean {
  return ['string', 'number', 'boolean'].includes(typeof value)
}

/** Scalars as text; a list one entry per line; a map as key=value lines. */
function fileValue(value: unknown, where: string): string | undefined {
  if (value === null || value === undefined) return undefined
  if (scalar(value)) return String(value)
  if (Array.isArray(value) && value.every(scalar)) {
    return value.map(String).join('\n')
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
    if (entries.every(([, v]) => scalar(v))) {
      return entries.map(([k, v]) => `${k}=${String(v)}`).join('\n')
    }
  }
  throw new ConfigError(
    `${where} must be a value, a list of values or a map of key: value`
  )
}

function checkPrivate(path: string, warnings: string[]): void {
  // Windows has no permission bits to check.
  if (process.platform === 'win32') return
  if ((statSync(path).mode & 0o077) === 0) return
  warnings.push(
    `${path} holds the API token and other users can read it: run chmod 600 ${path}`
  )
}
