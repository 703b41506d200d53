/**
 * The quarantine's settings (docs/quarantine.md): where the list of
 * known-flaky tests is, how far ahead an entry may expire, and on the
 * command line which commit's copy of the list counts. The list itself is
 * parsed by quarantine-file.ts, loaded only when a list is read.
 */
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { checked, type ProblemCollector } from './problems.js'
import { optional } from './values.js'

export const QUARANTINE_FILE_DEFAULT = '.kosli/quarantine.yml'
export const QUARANTINE_MAX_DAYS_DEFAULT = 30
/** Entries expiring within this many days are warned about. */
export const QUARANTINE_NEAR_DAYS = 7
const MAX_DAYS_LIMIT = 365

export interface QuarantineSettings {
  /** The list's path from the working directory (and the repository's root). */
  file: string
  /** Whether quarantine-file was set: a missing file is then worth a notice. */
  given: boolean
  /** The furthest an entry's `expires` may be from today, in days. */
  maxDays: number
  /** CLI `--quarantine-base REF`: read the list from this commit. */
  base?: string
}

function maxDaysOf(raw: RawConfig): number {
  const value = optional(raw, 'quarantine-max-days')
  if (value === undefined) return QUARANTINE_MAX_DAYS_DEFAULT
  const days = Number(value)
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS_LIMIT) {
    throw new ConfigError(
      `quarantine-max-days: "${value}" must be a whole number of days from 1 to ${MAX_DAYS_LIMIT} (default ${QUARANTINE_MAX_DAYS_DEFAULT})`
    )
  }
  return days
}

/** The quarantine's settings, each problem kept by `p`. */
export function checkQuarantineSettings(p: ProblemCollector, raw: RawConfig) {
  const file = optional(raw, 'quarantine-file')
  const base = optional(raw, 'quarantine-base')
  const maxDays = p.check('quarantine-max-days', () => maxDaysOf(raw))
  return (): { quarantine: QuarantineSettings } => ({
    quarantine: {
      file: file ?? QUARANTINE_FILE_DEFAULT,
      given: file !== undefined,
      maxDays: checked(maxDays),
      ...(base !== undefined && { base })
    }
  })
}

const DAY_MS = 86_400_000

/** Days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)
}

export interface QuarantineEntry {
  /** The entry's line in the file (1-based). */
  line: number
  suite?: string
  classname?: string
  name?: string
  owner: string
  issue: string
  reason?: string
  /** The last day the entry excuses failures, YYYY-MM-DD (UTC). */
  expires: string
}

export interface QuarantineFileOptions {
  /** How messages name the file: `.kosli/quarantine.yml (base commit abc)`. */
  what: string
  /** Today, YYYY-MM-DD (UTC). */
  today: string
  maxDays: number
}
