/**
 * Where every CLI value comes from: its flag, else its non-empty KOSLI_*
 * variable, else the config file, else the default (docs/spec/kosli-cli.md,
 * Configuration).
 * Values come out as a `RawConfig` keyed by the kebab-case flag name, the
 * shape src/config parses for the action's inputs too.
 */
import {
  aliasesOf,
  FLAG_ONLY_NAMES,
  type InputName,
  type RawConfig
} from '../../config/index.js'
import { loadConfigFile, type ConfigFile } from './config-file.js'

export type FlagValue = string | boolean | (string | boolean)[] | undefined
export type Env = Readonly<Record<string, string | undefined>>

const FLAG_ONLY: ReadonlySet<InputName> = new Set(FLAG_ONLY_NAMES)

/** `api-token` -> `KOSLI_API_TOKEN`. */
export function envName(key: string): string {
  return `KOSLI_${key.toUpperCase().replace(/-/g, '_')}`
}

/** The vendor's placeholder token that turns a run into a dry run. */
export const DRY_RUN_TOKEN = 'DRY_RUN'

export interface ResolveRequest {
  /** Parsed flags by name (aliases included); undefined when not given. */
  flags: Readonly<Record<string, FlagValue>>
  env: Env
  /** The config file path is relative to it. */
  cwd: string
  /** The canonical keys the command reads. */
  keys: readonly InputName[]
  defaults?: RawConfig
}

export interface ResolvedOptions {
  raw: RawConfig
  /** Where each set key came from, e.g. `--org`, `KOSLI_ORG`, `config file`. */
  sources: Readonly<Partial<Record<InputName, string>>>
  /** For people: unknown file keys, a token file others can read. */
  warnings: string[]
  configFile?: string
}

function flagText(value: FlagValue): string | undefined {
  if (value === undefined) return undefined
  // A repeated flag is a list: one entry per line, as in the action.
  if (Array.isArray(value)) return value.map(String).join('\n')
  return String(value)
}

function fromFlags(
  flags: ResolveRequest['flags'],
  key: InputName
): [string, string] | undefined {
  for (const name of [key, ...aliasesOf(key)]) {
    const text = flagText(flags[name])
    if (text !== undefined) return [text, `--${name}`]
  }
  return undefined
}

function fromEnv(env: Env, key: InputName): [string, string] | undefined {
  for (const name of [key, ...aliasesOf(key)].map(envName)) {
    const value = env[name]
    // An empty variable is ignored, like the vendor CLI (viper).
    if (value !== undefined && value.trim() !== '') return [value, name]
  }
  return undefined
}

/**
 * Resolves `keys` by precedence. `KOSLI_API_TOKEN=DRY_RUN` (from any source)
 * turns on dry-run and leaves no token, as the vendor CLI does.
 */
export function resolveOptions(request: ResolveRequest): ResolvedOptions {
  const warnings: string[] = []
  const file = loadConfigFile(request, warnings)
  const raw: Partial<Record<InputName, string>> = {}
  const sources: Partial<Record<InputName, string>> = {}
  for (const key of request.keys) {
    const found =
      fromFlags(request.flags, key) ??
      (FLAG_ONLY.has(key)
        ? undefined
        : (fromEnv(request.env, key) ?? fromFile(file, key)))
    const fallback = request.defaults?.[key]
    if (found !== undefined) {
      raw[key] = found[0]
      sources[key] = found[1]
    } else if (fallback !== undefined) {
      raw[key] = fallback
      sources[key] = 'default'
    }
  }
  keepStrongerOfPair({ raw, sources }, ['host', 'region'])
  if (raw['api-token']?.trim() === DRY_RUN_TOKEN) {
    raw['dry-run'] = 'true'
    sources['dry-run'] = `${sources['api-token'] ?? ''}=${DRY_RUN_TOKEN}`
    delete raw['api-token']
    delete sources['api-token']
  }
  return {
    raw,
    sources,
    warnings,
    ...(file !== undefined && { configFile: file.path })
  }
}

/** Flag, variable, config file, default: a lower rank wins. */
function rank(source: string | undefined): number {
  if (source === undefined) return 4
  if (source.startsWith('--')) return 0
  if (source.startsWith('KOSLI_')) return 1
  return source === 'default' ? 3 : 2
}

/**
 * Two keys that set one thing (host and region both pick the host) resolve
 * as a pair: `--region us` beats a KOSLI_HOST variable, and `--host` a
 * KOSLI_REGION. Set at the same level, both stay, and src/config refuses
 * the pair.
 */
function keepStrongerOfPair(
  resolved: {
    raw: Partial<Record<InputName, string>>
    sources: Partial<Record<InputName, string>>
  },
  [a, b]: [InputName, InputName]
): void {
  const { raw, sources } = resolved
  const rankA = rank(sources[a])
  const rankB = rank(sources[b])
  if (rankA === rankB) return
  const weaker = rankA < rankB ? b : a
  delete raw[weaker]
  delete sources[weaker]
}

function fromFile(
  file: ConfigFile | undefined,
  key: InputName
): [string, string] | undefined {
  const value = file?.values[key]
  return value === undefined ? undefined : [value, `config file ${file?.path}`]
}

/**
 * For people: an error of src/config names the input key (`org is
 * required`); on the command line it is the flag, its variable or the file.
 */
export function flagMessage(message: string, keys: readonly string[]): string {
  const key = [...keys]
    .sort((a, b) => b.length - a.length)
    .find((k) => message.startsWith(`${k}:`) || message.startsWith(`${k} `))
  if (key === undefined) return message
  const text = `--${message}`
  return / is required/.test(message.slice(key.length, key.length + 13))
    ? `${text}\n(set --${key}, or ${envName(key)}, or "${key}:" in the config file)`
    : text
}
