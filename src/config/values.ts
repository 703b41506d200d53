/**
 * Value parsers shared by the action's inputs and the CLI's flags. Each
 * error names the key (`org is required: ...`); on the command line the
 * CLI frame turns that into the flag (`--org`).
 */
import { ConfigError } from '../errors.js'
import type { InputName, RawConfig } from './names.js'

const TRUE_WORDS = ['true', 'yes', '1', 'on']
const FALSE_WORDS = ['false', 'no', '0', 'off']

/** A lenient reading, for variables that only ever turn something on. */
export function isTrue(value: string | undefined): boolean {
  return TRUE_WORDS.includes(value?.trim().toLowerCase() ?? '')
}

/** Multi-line or comma-free list inputs: one entry per line, blanks dropped. */
export function lines(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** `key=value` lines; the first `=` splits, so values may contain `=`. */
export function keyValueLines(
  value: string | undefined,
  key: string
): Record<string, string> {
  const result: Record<string, string> = {}
  for (const line of lines(value)) {
    const at = line.indexOf('=')
    if (at <= 0) {
      throw new ConfigError(
        `${key}: "${line}" is not key=value; write one pair per line, e.g. team=payments`
      )
    }
    result[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return result
}

/** `label` names the value in the error: `dry-run`, or `--dry-run`. */
export function booleanValue(
  value: string | undefined,
  label: string,
  fallback: boolean
): boolean {
  if (value === undefined || value.trim() === '') return fallback
  const v = value.trim().toLowerCase()
  if (TRUE_WORDS.includes(v)) return true
  if (FALSE_WORDS.includes(v)) return false
  throw new ConfigError(
    `${label}: "${value}" is not a boolean; use true or false`
  )
}

export function numberValue(
  raw: RawConfig,
  key: InputName,
  options: { fallback: number; min: number; max: number }
): number {
  const value = raw[key]?.trim()
  if (value === undefined || value === '') return options.fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n < options.min || n > options.max) {
    throw new ConfigError(
      `${key}: "${value}" must be a number from ${options.min} to ${options.max}`
    )
  }
  return n
}

/** The trimmed value; undefined when absent or blank. */
export function optional(raw: RawConfig, key: InputName): string | undefined {
  const value = raw[key]?.trim()
  return value === undefined || value === '' ? undefined : value
}

export function required(raw: RawConfig, key: InputName, hint: string): string {
  const value = optional(raw, key)
  if (value === undefined) throw new ConfigError(`${key} is required: ${hint}`)
  return value
}

/** `value` if it is one of `allowed`; `label` names it in the error. */
export function choice<T extends string>(
  value: string,
  label: string,
  allowed: readonly T[]
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw new ConfigError(
    `${label}: "${value}" is not one of ${allowed.join(', ')}`
  )
}

/** The value of `key` if it is one of `allowed`; undefined when unset. */
export function oneOf<T extends string>(
  raw: RawConfig,
  key: InputName,
  allowed: readonly T[]
): T | undefined {
  const value = optional(raw, key)
  return value === undefined ? undefined : choice(value, key, allowed)
}
