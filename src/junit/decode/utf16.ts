import type { Transcoder, Utf8Output } from './output.js'

interface Writer {
  out: Uint8Array
  o: number
  replaced: number
  first: number
}

function putCodePoint(w: Writer, cp: number): void {
  const out = w.out
  if (cp < 0x80) {
    out[w.o++] = cp
  } else if (cp < 0x800) {
    out[w.o++] = 0xc0 | (cp >> 6)
    out[w.o++] = 0x80 | (cp & 0x3f)
  } else if (cp < 0x10000) {
    out[w.o++] = 0xe0 | (cp >> 12)
    out[w.o++] = 0x80 | ((cp >> 6) & 0x3f)
    out[w.o++] = 0x80 | (cp & 0x3f)
  } else {
    out[w.o++] = 0xf0 | (cp >> 18)
    out[w.o++] = 0x80 | ((cp >> 12) & 0x3f)
    out[w.o++] = 0x80 | ((cp >> 6) & 0x3f)
    out[w.o++] = 0x80 | (cp & 0x3f)
  }
}

function putReplacement(w: Writer): void {
  if (w.first < 0) w.first = w.o
  w.replaced++
  putCodePoint(w, 0xfffd)
}

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff
const isLow = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff

/**
 * UTF-16 to UTF-8 by hand rather than through TextDecoder, so that a lone
 * surrogate is counted and located like any other invalid sequence (a real
 * U+FFFD in the document is not one).
 */
export function createUtf16Transcoder(
  littleEndian: boolean,
  output: Utf8Output
): Transcoder {
  let out = new Uint8Array(0)
  const unitAt = (chunk: Uint8Array, i: number): number =>
    littleEndian
      ? (chunk[i] as number) | ((chunk[i + 1] as number) << 8)
      : ((chunk[i] as number) << 8) | (chunk[i + 1] as number)
  const flush = (w: Writer): void =>
    output.writeRepaired(w.out.subarray(0, w.o), w.replaced, w.first)
  return {
    write(chunk) {
      if (out.length < chunk.length * 2) out = new Uint8Array(chunk.length * 2)
      const w: Writer = { out, o: 0, replaced: 0, first: -1 }
      let i = 0
      for (; i + 1 < chunk.length; i += 2) {
        const unit = unitAt(chunk, i)
        if (isHigh(unit)) {
          if (i + 3 >= chunk.length) break
          const next = unitAt(chunk, i + 2)
          if (isLow(next)) {
            putCodePoint(w, 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00))
            i += 2
          } else {
            putReplacement(w)
          }
        } else if (isLow(unit)) {
          putReplacement(w)
        } else {
          putCodePoint(w, unit)
        }
      }
      flush(w)
      return chunk.length - i
    },
    end(rest) {
      const w: Writer = { out: new Uint8Array(6), o: 0, replaced: 0, first: -1 }
      if (rest.length >= 2) putReplacement(w)
      if (rest.length % 2 === 1) putReplacement(w)
      flush(w)
    }
  }
}
