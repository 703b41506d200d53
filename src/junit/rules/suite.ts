/**
 * A `<testsuite>` (or a counting `<testsuites>`) being read, and how its
 * counts and duration come out (docs/counting.md, Counting tests and
 * Numbers).
 */
import { parseCount, parseDuration } from './values.js'

/** Attributes asked of `<testsuite>` and `<testsuites>`, in this order. */
export const SUITE_ATTRIBUTES = [
  'name',
  'tests',
  'failures',
  'errors',
  'skipped',
  'skips',
  'disabled',
  'time',
  'timestamp',
  'file',
  'line'
] as const
export const S_NAME = 0
export const S_TESTS = 1
export const S_FAILURES = 2
export const S_ERRORS = 3
export const S_SKIPPED = 4
export const S_SKIPS = 5
export const S_DISABLED = 6
export const S_TIME = 7
export const S_TIMESTAMP = 8
const S_FILE = 9
const S_LINE = 10

export interface Counts {
  total: number
  failures: number
  errors: number
  skipped: number
}

export function zeroCounts(): Counts {
  return { total: 0, failures: 0, errors: 0, skipped: 0 }
}

export function addCounts(to: Counts, from: Counts): void {
  to.total += from.total
  to.failures += from.failures
  to.errors += from.errors
  to.skipped += from.skipped
}

/** Why a result differs from the Kosli CLI's (bit flags). */
export const DEPART_SEVERITY = 1
export const DEPART_RERUN = 2
export const DEPART_SKIP_MARKER = 4
export const DEPART_SUITE_ERRORS = 8
export const DEPART_HEADER = 16
export const DEPART_SUITE_TIME = 32

export type Warn = (message: string) => void

export class SuiteFrame {
  /** Counts of the direct test cases plus the settled nested suites. */
  readonly counted = zeroCounts()
  readonly vendor = zeroCounts()
  flaky = 0
  micros = 0
  /** Some counted case, here or in a nested suite, has a time. */
  timed = false
  suiteErrors = 0
  hasProperties = false
  departures = 0
  badTimes = 0
  badTime = ''

  constructor(readonly attributes: readonly (string | undefined)[]) {}

  label(): string {
    const name = this.attributes[S_NAME]
    return name === undefined || name.trim() === '' ? '(unnamed)' : name
  }

  /** A case's time: `micros` when already read, else parsed from `text`. */
  addTime(micros: number, text: string | undefined): void {
    this.timed = true
    if (micros >= 0) {
      this.micros += micros
      return
    }
    const parsed = parseDuration(text ?? '')
    if ('micros' in parsed) this.micros += parsed.micros
    else {
      this.badTimes++
      this.badTime ||= parsed.error
    }
  }
}

/**
 * The `file` (with its `line`) of the innermost open suite that names one:
 * some producers (PHPUnit, mocha) put it there rather than on the cases.
 */
export function suiteLocation(
  frames: readonly SuiteFrame[]
): { suiteFile: string; suiteLine?: number } | undefined {
  for (let k = frames.length - 1; k >= 0; k--) {
    const attributes = (frames[k] as SuiteFrame).attributes
    const file = attributes[S_FILE]
    if (file === undefined || file.trim() === '') continue
    const line = Number(attributes[S_LINE]?.trim() ?? NaN)
    return Number.isSafeInteger(line) && line > 0
      ? { suiteFile: file, suiteLine: line }
      : { suiteFile: file }
  }
  return undefined
}

export interface Settled {
  counts: Counts
  /** The suite's duration (docs/counting.md, N2). */
  micros: number
  /** Some counted case in the suite or below it has a time. */
  timed: boolean
}

const COUNT_NAMES = ['tests', 'failures', 'errors', 'skipped'] as const

interface Header {
  stated: boolean
  counts: Counts
  /** Which of tests, failures, errors, skipped the attributes state. */
  has: boolean[]
}

function readCount(
  attributes: readonly (string | undefined)[],
  index: number,
  warn: Warn
): number | undefined {
  const text = attributes[index]
  if (text === undefined) return undefined
  const value = parseCount(text)
  if (value !== undefined) return value
  warn(
    `attribute ${SUITE_ATTRIBUTES[index]}=${JSON.stringify(text.slice(0, 40))} is not a non-negative integer; read as 0`
  )
  return 0
}

export function readHeader(
  attributes: readonly (string | undefined)[],
  warn: Warn
): Header {
  const tests = readCount(attributes, S_TESTS, warn)
  const failures = readCount(attributes, S_FAILURES, warn)
  const errors = readCount(attributes, S_ERRORS, warn)
  const skipped = readCount(attributes, S_SKIPPED, warn)
  const skips = readCount(attributes, S_SKIPS, warn)
  const disabled = readCount(attributes, S_DISABLED, warn)
  const skippedStated =
    skipped !== undefined || skips !== undefined || disabled !== undefined
  const has = [
    tests !== undefined,
    failures !== undefined,
    errors !== undefined,
    skippedStated
  ]
  return {
    stated: has.some(Boolean),
    has,
    counts: {
      total: tests ?? 0,
      failures: failures ?? 0,
      errors: errors ?? 0,
      skipped: (skipped ?? skips ?? 0) + (disabled ?? 0)
    }
  }
}

function describeCounts(counts: Counts, has: readonly boolean[]): string {
  const values = [counts.total, counts.failures, counts.errors, counts.skipped]
  return COUNT_NAMES.filter((_, k) => has[k])
    .map((name) => `${name}=${values[COUNT_NAMES.indexOf(name)]}`)
    .join(', ')
}

function checkHeader(header: Header, counts: Counts, warn: Warn): void {
  const values = [counts.total, counts.failures, counts.errors, counts.skipped]
  const stated = [
    header.counts.total,
    header.counts.failures,
    header.counts.errors,
    header.counts.skipped
  ]
  if (values.every((value, k) => !header.has[k] || value === stated[k])) return
  warn(
    `its attributes say ${describeCounts(header.counts, header.has)} but its test cases give ${describeCounts(counts, header.has)}; the test cases are used`
  )
}

/** Own `time` as microseconds (0 when unreadable, with a warning). */
function ownMicros(time: string, warn: Warn): number {
  const parsed = parseDuration(time)
  if ('micros' in parsed) return parsed.micros
  warn(`suite time ${parsed.error}; counted as 0`)
  return 0
}

/**
 * The suite's final counts: its cases and nested suites, or, when that makes
 * no test at all, its own count attributes. Suite-level errors are errored
 * tests either way.
 */
export function settle(frame: SuiteFrame, warn: Warn): Settled {
  const header = readHeader(frame.attributes, warn)
  const counts = { ...frame.counted }
  const errors = frame.suiteErrors
  if (counts.total === 0 && header.stated) {
    Object.assign(counts, header.counts)
    counts.errors = Math.max(counts.errors, errors)
    counts.total = Math.max(counts.total, errors)
    if (counts.total + counts.failures + counts.errors + counts.skipped > 0) {
      frame.departures |= DEPART_HEADER
    }
  } else {
    counts.total += errors
    counts.errors += errors
    if (frame.counted.total > 0 && header.stated)
      checkHeader(header, counts, warn)
  }
  if (errors > 0) frame.departures |= DEPART_SUITE_ERRORS
  if (frame.badTimes > 0) {
    warn(
      `${frame.badTimes} test case time(s) unreadable, counted as 0 (the first: ${frame.badTime})`
    )
  }
  if (frame.timed) return { counts, micros: frame.micros, timed: true }
  // No timed case below: the suite's own time, else what its nested suites
  // gave (their own times), at every level (docs/counting.md, N2).
  const time = frame.attributes[S_TIME]
  const micros =
    time === undefined || time.trim() === ''
      ? frame.micros
      : ownMicros(time, warn)
  if (micros > 0) frame.departures |= DEPART_SUITE_TIME
  return { counts, micros, timed: false }
}
