/**
 * Where each entry's bytes lie in the zip. The central directory may point
 * many records at one local entry, or into another entry's data: a 67 KB
 * zip then unpacks its one deflated block thousands of times. Every entry
 * must have bytes of its own, so shared or overlapping places are refused
 * before anything is written.
 */
import type { Entry } from 'yauzl'
import { ArchiveRefusedError, quoted } from './limits.js'

/** A local file header is 30 bytes before its name, extra field and data. */
const LOCAL_HEADER_BYTES = 30

export interface Span {
  start: number
  /** A lower bound of where the entry ends (its local name is not counted). */
  end: number
  name: string
}

export function spanOf(entry: Entry, name: string): Span {
  const start = entry.relativeOffsetOfLocalHeader
  return { start, end: start + LOCAL_HEADER_BYTES + entry.compressedSize, name }
}

/** Throws naming the first two entries whose bytes are shared or overlap. */
export function checkSpans(spans: Span[]): void {
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  for (let i = 1; i < sorted.length; i += 1) {
    const before = sorted[i - 1] as Span
    const span = sorted[i] as Span
    if (span.start >= before.end) continue
    const how =
      span.start === before.start
        ? `shares its local entry (byte ${span.start}) with entry ${quoted(before.name)}`
        : `starts at byte ${span.start}, inside the bytes of entry ${quoted(before.name)} (${before.start} to at least ${before.end})`
    throw new ArchiveRefusedError(
      `entry ${quoted(span.name)} ${how}; each entry must have bytes of its own`
    )
  }
}
