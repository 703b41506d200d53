/**
 * Attribute values of JUnit reports: durations, timestamps and counts, read
 * as docs/counting.md (Numbers: duration and timestamp) says. Decimal text is converted by
 * its digits, never through a float, so that sums stay exact.
 */

const MAX_MICROS = BigInt(Number.MAX_SAFE_INTEGER)

/** A value quoted in a message, shortened: attributes can be huge. */
function quote(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text
  return JSON.stringify(short)
}

// ---------------------------------------------------------------- durations

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
const THOUSANDS = /^([+-]?[1-9]\d{0,2}(?:,\d{3})+)(\.\d*)?((?:[eE][+-]?\d+)?)$/
const DECIMAL_COMMA = /^([+-]?\d+),(\d+)((?:[eE][+-]?\d+)?)$/
const GO_DURATION =
  /^([+-]?)((?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+)$/
const GO_PART = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g
const NANOS_PER_UNIT: Record<string, bigint> = {
  ns: 1n,
  us: 1_000n,
  µs: 1_000n,
  μs: 1_000n,
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n
}

/** `1,234.5` and `12,345,678` drop their separators; `0,123` and `1,5` are decimal commas. */
function normaliseCommas(text: string): string {
  const thousands = THOUSANDS.exec(text)
  if (thousands) {
    const [, whole = '', fraction = '', exponent = ''] = thousands
    return whole.replaceAll(',', '') + fraction + exponent
  }
  const comma = DECIMAL_COMMA.exec(text)
  if (comma) return `${comma[1]}.${comma[2]}${comma[3]}`
  return text
}

/** Microseconds, or why there are none; undefined: not this syntax. */
type Micros = bigint | 'negative' | 'too large' | undefined

/** `negative`: below zero, however little (`-0` is zero). */
function checked(micros: bigint, negative: boolean): Micros {
  if (negative) return 'negative'
  return micros > MAX_MICROS ? 'too large' : micros
}

/**
 * Whole microseconds of `digits` seconds, with the decimal point after
 * `pointAt` digits, truncated toward zero.
 */
function truncatedMicros(digits: string, pointAt: number): bigint {
  const significant = digits.replace(/^0+/, '')
  if (significant === '') return 0n
  const shift = pointAt - (digits.length - significant.length) + 6
  if (shift <= 0) return 0n
  // Past 17 digits the value exceeds MAX_MICROS whatever the digits.
  const kept = Math.min(shift, 17)
  return BigInt(significant.slice(0, kept).padEnd(kept, '0'))
}

function decimalMicros(text: string): Micros {
  const match = DECIMAL.exec(text)
  if (!match) return undefined
  const [, sign, whole = '', fraction = '', exponent = '0'] = match
  if (whole === '' && fraction === '') return undefined
  // Beyond ±1e6 the result is 0 or too large anyway; clamping keeps the
  // arithmetic on small numbers.
  const exp = Math.max(-1e6, Math.min(1e6, Number(exponent)))
  const micros = truncatedMicros(whole + fraction, whole.length + exp)
  return checked(micros, sign === '-' && /[1-9]/.test(whole + fraction))
}

/** Go's `time.ParseDuration`, in whole microseconds, truncated. */
function goDurationMicros(text: string): Micros {
  const match = GO_DURATION.exec(text)
  if (!match) return undefined
  const [, sign, body = ''] = match
  let nanos = 0n
  for (const [, number = '', unit = ''] of body.matchAll(GO_PART)) {
    const perUnit = NANOS_PER_UNIT[unit] ?? 0n
    const [whole = '', fraction = ''] = number.split('.')
    nanos += BigInt(whole || '0') * perUnit
    if (fraction !== '') {
      nanos += (BigInt(fraction) * perUnit) / 10n ** BigInt(fraction.length)
    }
  }
  return checked(nanos / 1_000n, sign === '-' && /[1-9]/.test(body))
}

/**
 * A `time` attribute (seconds, or a Go duration string) as whole
 * microseconds. `error` says why the value is unusable; the caller counts 0
 * and warns.
 */
export function parseDuration(
  text: string
): { micros: number } | { error: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { error: 'is empty' }
  const micros =
    decimalMicros(normaliseCommas(trimmed)) ?? goDurationMicros(trimmed)
  if (typeof micros === 'string') {
    return { error: `${quote(trimmed)} is ${micros}` }
  }
  if (micros === undefined) {
    return {
      error: `${quote(trimmed)} is not a number of seconds or a duration like 1.5s`
    }
  }
  return { micros: Number(micros) }
}

// --------------------------------------------------------------- timestamps

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,]\d+)?(Z| UTC|[+-]\d{2}:?\d{2})?$/
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const RFC2822 =
  /^(?:(?:mon|tue|wed|thu|fri|sat|sun),\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|[a-z]{1,3})$/i
const EPOCH = /^\+?(\d+)(?:\.\d*)?$/
const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ')
const ZONE_HOURS: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -5,
  EDT: -4,
  CST: -6,
  CDT: -5,
  MST: -7,
  MDT: -6,
  PST: -8,
  PDT: -7
}

interface Fields {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  /** East of UTC. */
  offsetMinutes: number
}

type Timestamp = { seconds: number } | { omitted: string }

/** Days from 1970-01-01 to a proleptic Gregorian date (Hinnant's algorithm). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy =
    Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    return leap ? 29 : 28
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function toSeconds(fields: Fields, original: string): Timestamp {
  const { year, month, day, hour, minute, second } = fields
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  if (!valid) {
    return { omitted: `${quote(original)} is not a valid date and time` }
  }
  const days = daysFromCivil(year, month, day)
  const seconds =
    days * 86_400 +
    hour * 3_600 +
    minute * 60 +
    second -
    fields.offsetMinutes * 60
  if (seconds <= 0) {
    return { omitted: `${quote(original)} is at or before 1970-01-01` }
  }
  return { seconds }
}

/** `Z`, ` UTC`, `+hh:mm` or `-hhmm` in minutes east; undefined if out of range. */
function isoOffset(zone: string | undefined): number | undefined {
  if (zone === undefined || zone === 'Z' || zone === ' UTC') return 0
  const hours = Number(zone.slice(1, 3))
  const minutes = Number(zone.slice(-2))
  if (hours > 23 || minutes > 59) return undefined
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes)
}

function parseIso(text: string): Timestamp | undefined {
  const match = ISO.exec(text)
  if (!match) return undefined
  const [, year, month, day, hour, minute, second, zone] = match
  const offsetMinutes = isoOffset(zone)
  if (offsetMinutes === undefined) {
    return { omitted: `${quote(text)} has an invalid UTC offset` }
  }
  const fields = [year, month, day, hour, minute, second].map(Number)
  return toSeconds(fieldsOf(fields, offsetMinutes), text)
}

function fieldsOf(numbers: number[], offsetMinutes: number): Fields {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] =
    numbers
  return { year, month, day, hour, minute, second, offsetMinutes }
}

function rfcOffset(zone: string): number | undefined {
  if (/^[+-]\d{4}$/.test(zone)) return isoOffset(zone)
  const hours = ZONE_HOURS[zone.toUpperCase()]
  return hours === undefined ? undefined : hours * 60
}

function parseRfc2822(text: string): Timestamp | undefined {
  const match = RFC2822.exec(text)
  if (!match) return undefined
  const [, day, monthName = '', year, hour, minute, second, zone = ''] = match
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1
  const offsetMinutes = rfcOffset(zone)
  if (month === 0 || offsetMinutes === undefined) return undefined
  const numbers = [year, month, day, hour, minute, second ?? '0'].map(Number)
  return toSeconds(fieldsOf(numbers, offsetMinutes), text)
}

/** Epoch seconds in [1e9, 1e11), epoch milliseconds in [1e11, 1e14). */
function parseEpoch(text: string): Timestamp | undefined {
  const whole = EPOCH.exec(text)?.[1]
  if (whole === undefined) return undefined
  const value = BigInt(whole)
  if (value >= 1_000_000_000n && value < 100_000_000_000n) {
    return { seconds: Number(value) }
  }
  if (value >= 100_000_000_000n && value < 100_000_000_000_000n) {
    return { seconds: Number(value / 1_000n) }
  }
  return {
    omitted: `${quote(text)} is not epoch seconds (1e9 to 1e11) or milliseconds (1e11 to 1e14)`
  }
}

/**
 * A `timestamp` attribute as Unix seconds (fraction truncated). `omitted`
 * says why no timestamp is recorded; the caller warns.
 */
export function parseTimestamp(text: string): Timestamp {
  const trimmed = text.trim()
  if (trimmed === '') return { omitted: 'is empty' }
  if (DATE_ONLY.test(trimmed)) {
    return { omitted: `${quote(trimmed)} is a date without a time` }
  }
  if (trimmed.startsWith('-') && EPOCH.test(trimmed.slice(1))) {
    return { omitted: `${quote(trimmed)} is at or before 1970-01-01` }
  }
  return (
    parseIso(trimmed) ??
    parseRfc2822(trimmed) ??
    parseEpoch(trimmed) ?? {
      omitted: `${quote(trimmed)} is not ISO 8601, RFC 2822 or an epoch number`
    }
  )
}

// ------------------------------------------------------------------- counts

/** A header count: a non-negative integer, digits only after trimming. */
export function parseCount(text: string): number | undefined {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return undefined
  const value = Number(trimmed)
  return Number.isSafeInteger(value) ? value : undefined
}
