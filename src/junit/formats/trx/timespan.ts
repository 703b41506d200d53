/**
 * TRX times (T6): `duration` is a .NET TimeSpan, `[-][d.]hh:mm:ss[.fffffff]`;
 * `startTime`/`endTime` are ISO 8601 with a fraction and an offset. Both are
 * read by their digits into whole microseconds, truncated.
 */

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?(Z|[+-]\d{2}:?\d{2})?$/

/** The first six digits of a fraction, as microseconds. */
function fractionMicros(digits: string | undefined): number {
  return digits === undefined ? 0 : Number(digits.slice(0, 6).padEnd(6, '0'))
}

const COLON = 0x3a
const DOT = 0x2e

/** The digits of `text` from `at` to the first non-digit: value and end. */
function digitsAt(text: string, at: number): [number, number] {
  let value = 0
  let end = at
  for (; end < text.length; end++) {
    const digit = text.charCodeAt(end) - 0x30
    if (digit < 0 || digit > 9) break
    value = value * 10 + digit
  }
  return [value, end]
}

/** Microseconds of `.fffffff` at `at` (the dot), truncated; -1: none. */
function fractionAt(text: string, at: number): number {
  if (at === text.length) return 0
  if (text.charCodeAt(at) !== DOT) return -1
  const [, end] = digitsAt(text, at + 1)
  if (end === at + 1 || end !== text.length) return -1
  return fractionMicros(text.slice(at + 1, Math.min(end, at + 7)))
}

/**
 * Microseconds; `negative` or `unreadable` say why there are none. Read
 * by hand, not by a regular expression: a TRX holds one per result, and
 * the match arrays of 100,000 of them cost more memory than the rest.
 */
export function timeSpanMicros(
  raw: string
): number | 'negative' | 'unreadable' {
  const text = raw.trim()
  const negative = text.charCodeAt(0) === 0x2d
  let at = negative ? 1 : 0
  const parts: number[] = []
  let days = 0
  for (;;) {
    const [value, end] = digitsAt(text, at)
    if (end === at || end - at > 9) return 'unreadable'
    if (
      parts.length === 0 &&
      text.charCodeAt(end) === DOT &&
      days === 0 &&
      at === (negative ? 1 : 0) &&
      text.indexOf(':', end) > 0
    ) {
      days = value
      at = end + 1
      continue
    }
    parts.push(value)
    at = end
    if (parts.length === 3 || text.charCodeAt(at) !== COLON) break
    at++
  }
  const [h = 0, m = 0, s = 0] = parts
  const fraction = fractionAt(text, at)
  if (parts.length !== 3 || fraction < 0 || h > 23 || m > 59 || s > 59)
    return 'unreadable'
  const micros = (((days * 24 + h) * 60 + m) * 60 + s) * 1e6 + fraction
  if (!Number.isSafeInteger(micros)) return 'unreadable'
  if (negative && micros > 0) return 'negative'
  return micros
}

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0
  const digits = zone.replace(':', '')
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5))
  return zone.startsWith('-') ? -minutes : minutes
}

/** An instant as Unix microseconds, or undefined when unreadable. */
export function instantMicros(text: string): number | undefined {
  const match = INSTANT.exec(text.trim())
  if (!match) return undefined
  const [, year, month, day, hour, minute, second, fraction, zone] = match
  const ms = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second)
  )
  if (Number.isNaN(ms)) return undefined
  return (ms - offsetMinutes(zone) * 60_000) * 1000 + fractionMicros(fraction)
}
