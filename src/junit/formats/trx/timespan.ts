/**
 * TRX times (T6): `duration` is a .NET TimeSpan, `[-][d.]hh:mm:ss[.fffffff]`;
 * `startTime`/`endTime` are ISO 8601 with a fraction and an offset. Both are
 * read by their digits into whole microseconds, truncated.
 */

const TIMESPAN = /^(-)?(?:(\d+)\.)?(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d+))?$/
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?(Z|[+-]\d{2}:?\d{2})?$/

/** The first six digits of a fraction, as microseconds. */
function fractionMicros(digits: string | undefined): number {
  return digits === undefined ? 0 : Number(digits.slice(0, 6).padEnd(6, '0'))
}

/** Microseconds; `negative` or `unreadable` say why there are none. */
export function timeSpanMicros(
  text: string
): number | 'negative' | 'unreadable' {
  const match = TIMESPAN.exec(text.trim())
  if (!match) return 'unreadable'
  const [, sign, days = '0', hours, minutes, seconds, fraction] = match
  const h = Number(hours)
  const m = Number(minutes)
  const s = Number(seconds)
  if (h > 23 || m > 59 || s > 59) return 'unreadable'
  const whole = ((Number(days) * 24 + h) * 60 + m) * 60 + s
  const micros = whole * 1e6 + fractionMicros(fraction)
  if (!Number.isSafeInteger(micros)) return 'unreadable'
  if (sign === '-' && micros > 0) return 'negative'
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
