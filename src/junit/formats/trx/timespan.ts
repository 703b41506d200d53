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
const MINUS = 0x2d

/** A TimeSpan's bytes, read left to right; one, reused: no object per result. */
class Cursor {
  private data: Uint8Array = new Uint8Array(0)
  at = 0
  end = 0

  reset(data: Uint8Array, start: number, end: number): void {
    this.data = data
    this.at = start
    this.end = end
  }

  peek(): number {
    return this.at < this.end ? (this.data[this.at] as number) : -1
  }

  /** The digits from here to the first non-digit; -1: none or over 9. */
  digits(): number {
    const from = this.at
    let value = 0
    for (; this.at < this.end; this.at++) {
      const digit = (this.data[this.at] as number) - 0x30
      if (digit < 0 || digit > 9) break
      value = value * 10 + digit
    }
    const count = this.at - from
    return count === 0 || count > 9 ? -1 : value
  }

  /** Microseconds of `.fffffff` here, truncated; 0: none; -1: unreadable. */
  fraction(): number {
    if (this.at === this.end) return 0
    if (this.peek() !== DOT) return -1
    const from = ++this.at
    let micros = 0
    for (; this.at < this.end; this.at++) {
      const digit = (this.data[this.at] as number) - 0x30
      if (digit < 0 || digit > 9) return -1
      if (this.at - from < 6) micros = micros * 10 + digit
    }
    const count = this.at - from
    if (count === 0) return -1
    return count >= 6 ? micros : micros * 10 ** (6 - count)
  }

  /** True when `byte` is next in a `hh:mm:ss` part: it is skipped. */
  skip(byte: number): boolean {
    if (this.peek() !== byte) return false
    this.at++
    return true
  }
}

const isSpace = (c: number) => c === 0x20 || c === 0x09
const cursor = new Cursor()

/**
 * Microseconds of the TimeSpan `data[start..end)`; `negative` or
 * `unreadable` say why there are none. Read from the bytes, not a string
 * or a regular expression: a TRX holds one per result.
 */
export function timeSpanMicros(
  data: Uint8Array,
  start: number,
  end: number
): number | 'negative' | 'unreadable' {
  while (start < end && isSpace(data[start] as number)) start++
  while (end > start && isSpace(data[end - 1] as number)) end--
  const text = cursor
  text.reset(data, start, end)
  const negative = text.skip(MINUS)
  let first = text.digits()
  let days = 0
  // `d.hh:mm:ss`: a dot with a colon after it ends the days.
  if (first >= 0 && text.peek() === DOT) {
    const colon = data.indexOf(COLON, text.at)
    if (colon >= 0 && colon < end) {
      days = first
      text.at++
      first = text.digits()
    }
  }
  if (first < 0 || !text.skip(COLON)) return 'unreadable'
  const minutes = text.digits()
  if (minutes < 0 || !text.skip(COLON)) return 'unreadable'
  const seconds = text.digits()
  const fraction = text.fraction()
  if (seconds < 0 || fraction < 0 || first > 23 || minutes > 59 || seconds > 59)
    return 'unreadable'
  const micros =
    (((days * 24 + first) * 60 + minutes) * 60 + seconds) * 1e6 + fraction
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
