import type { Transcoder, Utf8Output } from './output.js'

/**
 * Any other encoding TextDecoder knows (Shift_JIS, GBK, KOI8-R...). In these
 * a U+FFFD can only come from a byte the encoding does not define.
 */
export function createTextDecoderTranscoder(
  encoding: string,
  output: Utf8Output
): Transcoder {
  const decoder = new TextDecoder(encoding)
  const push = (text: string): void => {
    const bytes = Buffer.from(text, 'utf8')
    const first = text.indexOf('\uFFFD')
    if (first < 0) {
      output.write(bytes)
      return
    }
    let count = 0
    for (let i = first; i >= 0; i = text.indexOf('\uFFFD', i + 1)) count++
    const offset = Buffer.byteLength(text.slice(0, first), 'utf8')
    output.writeRepaired(bytes, count, offset)
  }
  return {
    write(chunk) {
      push(decoder.decode(chunk, { stream: true }))
      return 0
    },
    end() {
      push(decoder.decode())
    }
  }
}
