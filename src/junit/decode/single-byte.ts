import type { Transcoder, Utf8Output } from './output.js'

/** windows-1252 0x80-0x9F (WHATWG: the five unassigned bytes stay C1). */
const WINDOWS_1252_C1 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030,
  0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d,
  0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e,
  0x178
]

/** Where ISO-8859-15 differs from Latin-1. */
const ISO_8859_15: Record<number, number> = {
  0xa4: 0x20ac,
  0xa6: 0x160,
  0xa8: 0x161,
  0xb4: 0x17d,
  0xb8: 0x17e,
  0xbc: 0x152,
  0xbd: 0x153,
  0xbe: 0x178
}

export type SingleByteEncoding = 'iso-8859-1' | 'windows-1252' | 'iso-8859-15'

/**
 * Hand-made tables, because TextDecoder maps ISO-8859-1 to windows-1252 (the
 * WHATWG rule), and Node 20's ICU maps windows-1252 0x80-0x9F to C1 controls.
 */
function codePoints(encoding: SingleByteEncoding): number[] {
  const table = Array.from({ length: 256 }, (_, byte) => byte)
  if (encoding === 'windows-1252') {
    WINDOWS_1252_C1.forEach((codePoint, i) => (table[0x80 + i] = codePoint))
  } else if (encoding === 'iso-8859-15') {
    for (const [byte, codePoint] of Object.entries(ISO_8859_15)) {
      table[Number(byte)] = codePoint
    }
  }
  return table
}

/** UTF-8 of each byte value, 3 slots per byte, and its length. */
function utf8Table(encoding: SingleByteEncoding): [Uint8Array, Uint8Array] {
  const bytes = new Uint8Array(256 * 3)
  const lengths = new Uint8Array(256)
  codePoints(encoding).forEach((codePoint, byte) => {
    const utf8 = Buffer.from(String.fromCodePoint(codePoint), 'utf8')
    bytes.set(utf8, byte * 3)
    lengths[byte] = utf8.length
  })
  return [bytes, lengths]
}

export function createSingleByteTranscoder(
  encoding: SingleByteEncoding,
  output: Utf8Output
): Transcoder {
  const [table, lengths] = utf8Table(encoding)
  let out = new Uint8Array(0)
  return {
    write(chunk) {
      if (out.length < chunk.length * 3) out = new Uint8Array(chunk.length * 3)
      let o = 0
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i] as number
        if (byte < 0x80) {
          out[o++] = byte
          continue
        }
        const length = lengths[byte] as number
        for (let k = 0; k < length; k++)
          out[o++] = table[byte * 3 + k] as number
      }
      output.write(out.subarray(0, o))
      return 0
    },
    end() {}
  }
}
