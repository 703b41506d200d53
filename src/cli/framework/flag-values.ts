/**
 * Typed values of resolved CLI flags, with errors that name the flag. A
 * flag's plain text is `optional` of src/config, as for an input.
 */
import {
  booleanValue,
  choice,
  lines,
  optional,
  type InputName,
  type RawConfig
} from '../../config/index.js'
import { ConfigError } from '../../errors.js'

export function listFlag(raw: RawConfig, key: InputName): string[] {
  return lines(raw[key])
}

export function boolFlag(raw: RawConfig, key: InputName): boolean {
  return booleanValue(raw[key], `--${key}`, false)
}

export function intFlag(
  raw: RawConfig,
  key: InputName,
  range: { min: number; max?: number }
): number | undefined {
  const value = optional(raw, key)
  if (value === undefined) return undefined
  const n = Number(value)
  const max = range.max ?? Number.MAX_SAFE_INTEGER
  if (!/^\d+$/.test(value) || n < range.min || n > max) {
    const to = range.max === undefined ? ' or more' : ` to ${range.max}`
    throw new ConfigError(
      `--${key}: "${value}" must be a whole number from ${range.min}${to}`
    )
  }
  return n
}

export function choiceFlag<T extends string>(
  raw: RawConfig,
  key: InputName,
  allowed: readonly T[]
): T | undefined {
  const value = optional(raw, key)
  return value === undefined ? undefined : choice(value, `--${key}`, allowed)
}

/**
 * Unix seconds, or an ISO 8601 date or date-time, as whole Unix seconds. A
 * date or time without a zone is UTC, so a run gives the same window on
 * every machine.
 */
export function timeFlag(raw: RawConfig, key: InputName): number | undefined {
  const value = optional(raw, key)
  if (value === undefined) return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Math.floor(Number(value))
  const iso =
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
  const match = iso.exec(value)
  const zone = match?.[1] !== undefined && match[4] === undefined ? 'Z' : ''
  const ms = match ? Date.parse(`${value.replace(' ', 'T')}${zone}`) : NaN
  if (Number.isNaN(ms)) {
    throw new ConfigError(
      `--${key}: "${value}" is neither Unix seconds nor an ISO date, e.g. 1714564800, 2024-05-01 or 2024-05-01T12:00:00Z`
    )
  }
  return Math.floor(ms / 1000)
}

/**
 * Flags whose empty value the request schema takes (a string that may be
 * empty); every other flag refuses one, as the Kosli CLI does.
 */
const MAY_BE_EMPTY: ReadonlySet<string> = new Set(['description', 'reason'])

/** The first flag given an empty value it may not have. */
export function emptyFlag(
  values: Readonly<Record<string, unknown>>
): string | undefined {
  return Object.entries(values).find(
    ([name, v]) =>
      !MAY_BE_EMPTY.has(name) &&
      (v === '' || (Array.isArray(v) && v.some((x) => x === '')))
  )?.[0]
}

/**
 * A name given as the command's argument or, as other commands and the
 * Kosli CLI take it, as a flag (or its KOSLI_* variable): the argument
 * wins. Names the argument and the flag when neither is given.
 */
export function argumentOrFlag(
  arg: string | undefined,
  raw: RawConfig,
  key: InputName
): string {
  const value = arg ?? optional(raw, key)
  if (value === undefined) {
    throw new ConfigError(
      `${key} is required: give it as the argument or with --${key}`
    )
  }
  return value
}
