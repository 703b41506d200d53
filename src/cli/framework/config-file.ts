/**
 * The CLI's config file (--config-file, KOSLI_CONFIG_FILE): YAML or JSON,
 * keyed by flag names in any case, like the Kosli CLI's
 * (docs/spec/kosli-cli.md, Configuration). Unknown keys and a token file others can read get warnings.
 */
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse as parseYaml, YAMLError } from 'yaml'
import {
  canonicalName,
  isConfigKey,
  type InputName
} from '../../config/index.js'
import { ConfigError } from '../../errors.js'
import { readRegularFile } from '../../regular-file.js'
import { flatText } from '../../text.js'

type FlagValue = string | boolean | (string | boolean)[] | undefined

/**
 * A config file holds a few flags: 1 MiB is far more than any needs, and
 * reading it (YAML) stays well under a second.
 */
export const CONFIG_FILE_LIMIT = 1024 * 1024

export interface ConfigFile {
  path: string
  values: Partial<Record<InputName, string>>
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
  const text = readRegularFile(path, {
    maxBytes: CONFIG_FILE_LIMIT,
    what: '--config-file (or KOSLI_CONFIG_FILE)'
  }).toString('utf8')
  const values = configValues(path, text, warnings)
  if (values['api-token'] !== undefined) checkPrivate(path, warnings)
  return { path, values }
}

function configValues(
  path: string,
  text: string,
  warnings: string[]
): Partial<Record<InputName, string>> {
  let document: unknown
  try {
    // YAML 1.2 reads JSON as well.
    document = parseYaml(text, { logLevel: 'error' }) as unknown
  } catch (error) {
    throw new ConfigError(
      `${path}${where(error)} is not valid YAML or JSON (${codeOf(error)}); the line is not shown, as it may hold the token`
    )
  }
  if (document === null || document === undefined) return {}
  if (typeof document !== 'object' || Array.isArray(document)) {
    throw new ConfigError(
      `${path} must be a mapping of flag names to values, e.g. "org: acme"`
    )
  }
  const values: Partial<Record<InputName, string>> = {}
  for (const [name, value] of Object.entries(document)) {
    const lower = name.trim().toLowerCase().replace(/_/g, '-')
    const key = canonicalName(lower)
    if (!isConfigKey(key)) {
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

/**
 * Where a parse error is, and its kind: never the parser's message, which
 * quotes the source line (an `api-token:` line, say). No `cause` either,
 * since that would carry the message along.
 */
function where(error: unknown): string {
  const at = error instanceof YAMLError ? error.linePos?.[0] : undefined
  return at === undefined ? '' : `:${at.line}:${at.col}`
}

function codeOf(error: unknown): string {
  return error instanceof YAMLError
    ? error.code.toLowerCase().replace(/_/g, ' ')
    : 'unreadable'
}

/** Scalars as text; a list one entry per line; a map as key=value lines. */
function fileValue(value: unknown, where: string): string | undefined {
  if (value === null || value === undefined) return undefined
  const flat = flatText(value, '\n')
  if (flat !== undefined) return flat
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
