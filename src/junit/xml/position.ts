import { readAsUtf8 } from '../decode/index.js'

export interface Position {
  /** 1-based. */
  line: number
  /** 1-based, in characters (code points). */
  column: number
}

/**
 * Line and column of a byte offset in the UTF-8 stream that readAsUtf8
 * produces for `path`. It re-reads the file through the same decoders, so the
 * offset means the same thing here as it did to the parser; only called on
 * the error path, never while parsing. CR LF, CR and LF each end a line.
 */
export function positionAt(path: string, utf8Offset: number): Position {
  let line = 1
  let column = 1
  let afterCr = false
  let remaining = utf8Offset
  readAsUtf8(path, (chunk) => {
    const end = Math.min(chunk.length, remaining)
    for (let i = 0; i < end; i++) {
      const byte = chunk[i] as number
      if (byte === 0x0a) {
        if (!afterCr) line++
        column = 1
      } else if (byte === 0x0d) {
        line++
        column = 1
      } else if ((byte & 0xc0) !== 0x80) {
        column++
      }
      afterCr = byte === 0x0d
    }
    remaining -= end
    return remaining > 0
  })
  return { line, column }
}
