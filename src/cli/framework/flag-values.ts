/**
 * Typed values of resolved CLI flags, with errors that name the flag.
 */
import { booleanValue, lines, type RawConfig } from '../../config.js'
import { ConfigError } from '../../errors.js'

export function textFlag(raw: RawConfig, key: string): string | undefined {
  const value = raw[key]?.trim()
  return value === undefined || value === '' ? undefined : value
}

export function listFlag(raw: RawConfig, key: string): string[] {
  return lines(raw[key])
}

export function boolFlag(raw: RawConfig, key: string): boolean {
  return booleanValue(raw[key], `--${key}`, false)
}

export function intFlag(
  raw: RawConfig,
  key: string,
  range: { min: number; max?: number }
): number | undefined {
  const value = textFlag(raw, key)
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
  key: string,
  allowed: readonly T[]
): T | undefined {
  const value = textFlag(raw, key)
  if (value === undefined) return undefined
  return choice(value, key, allowed)
}

export function choice<T extends string>(
  value: string,
  key: string,
  allowed: readonly T[]
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw new ConfigError(
    `--${key}: "${value}" is not one of ${allowed.join(', ')}`
  )
}

/**
 * Unix seconds, or an ISO 8601 date or date-time, as whole Unix seconds. A
 * date or time without a zone is UTC, so a run gives the same window on
 * every machine.
 */
export function timeFlag(raw: RawConfig, key: string): number | undefined {
  const value = textFlag(raw, key)
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
