import { isUtf8 } from 'node:buffer'
import type { Transcoder, Utf8Output } from './output.js'

const REPLACEMENT = Uint8Array.of(0xef, 0xbf, 0xbd)

/** Bytes a lead byte announces, counting itself; 0 for a non-lead byte. */
function sequenceLength(byte: number): number {
  if (byte >= 0xc2 && byte <= 0xdf) return 2
  if (byte >= 0xe0 && byte <= 0xef) return 3
  if (byte >= 0xf0 && byte <= 0xf4) return 4
  return 0
}

/**
 * How many bytes at the end of `bytes` start a sequence that the next chunk
 * may complete. They are held back so that isUtf8 never sees a split
 * character and reports it as invalid.
 */
export function incompleteTail(bytes: Uint8Array): number {
  const stop = Math.max(0, bytes.length - 3)
  for (let i = bytes.length - 1; i >= stop; i--) {
    const byte = bytes[i] as number
    if ((byte & 0xc0) === 0x80) continue
    const needed = sequenceLength(byte)
    return needed > bytes.length - i ? bytes.length - i : 0
  }
  return 0
}

/** Bounds of the first continuation byte after a lead byte (Unicode 3.9). */
function firstContinuationRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf]
  if (lead === 0xed) return [0x80, 0x9f]
  if (lead === 0xf0) return [0x90, 0xbf]
  if (lead === 0xf4) return [0x80, 0x8f]
  return [0x80, 0xbf]
}

/** End of the well-formed sequence at `start`, or minus the end of its maximal invalid subpart. */
function sequenceEnd(bytes: Uint8Array, start: number): number {
  const needed = sequenceLength(bytes[start] as number)
  if (needed === 0) return -(start + 1)
  let [low, high] = firstContinuationRange(bytes[start] as number)
  let i = start + 1
  for (; i < start + needed; i++) {
    const byte = bytes[i]
    if (byte === undefined || byte < low || byte > high) return -i
    low = 0x80
    high = 0xbf
  }
  return i
}

export interface Repaired {
  bytes: Uint8Array
  replaced: number
  /** Offset in `bytes` of the first U+FFFD inserted, or -1. */
  firstReplaced: number
}

/**
 * Replaces every maximal invalid subpart by U+FFFD, as the WHATWG decoder
 * does, so the output is what TextDecoder would give, but with the positions
 * of the repairs known. Slow path only: chunks that isUtf8 rejected.
 */
export function repairUtf8(bytes: Uint8Array): Repaired {
  const out = new Uint8Array(bytes.length * 3)
  let written = 0
  let replaced = 0
  let firstReplaced = -1
  let runStart = 0
  let i = 0
  while (i < bytes.length) {
    if ((bytes[i] as number) < 0x80) {
      i++
      continue
    }
    const end = sequenceEnd(bytes, i)
    if (end > 0) {
      i = end
      continue
    }
    out.set(bytes.subarray(runStart, i), written)
    written += i - runStart
    if (firstReplaced < 0) firstReplaced = written
    out.set(REPLACEMENT, written)
    written += 3
    replaced++
    i = -end
    runStart = i
  }
  out.set(bytes.subarray(runStart), written)
  written += bytes.length - runStart
  return { bytes: out.subarray(0, written), replaced, firstReplaced }
}

export function createUtf8Transcoder(output: Utf8Output): Transcoder {
  const push = (bytes: Uint8Array): void => {
    if (isUtf8(bytes)) {
      output.write(bytes)
      return
    }
    const repaired = repairUtf8(bytes)
    output.writeRepaired(
      repaired.bytes,
      repaired.replaced,
      repaired.firstReplaced
    )
  }
  return {
    write(chunk) {
      const tail = incompleteTail(chunk)
      push(chunk.subarray(0, chunk.length - tail))
      return tail
    },
    end(rest) {
      if (rest.length > 0) push(rest)
    }
  }
}
