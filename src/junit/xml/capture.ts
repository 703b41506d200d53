/**
 * The text (and CDATA) of one element, kept for a failure's message and
 * trace: at most CAPTURE_BYTES and a number of lines, leading XML space
 * dropped, literal line ends as `\n`.
 */
import { CR, LF, isSpace, writeUtf8 } from './bytes.js'

/** Captured text: enough bytes for 2,000 characters after leading space. */
export const CAPTURE_BYTES = 8192
const EMPTY = Buffer.alloc(0)
/** Runs this short are copied by a loop: cheaper than a view and searches. */
const SHORT_RUN = 64
/**
 * Buffers of finished captures, for the next one: parsers are made per file,
 * and a fresh 8 KiB buffer each time costs more than parsing a small file.
 * A capture owns its buffer from begin to end, so interleaved parsers never
 * share one.
 */
const spare: Buffer[] = []

export class TextCapture {
  active = false
  private out: Buffer = EMPTY
  private length = 0
  private started = false
  private afterCr = false
  private linesLeft = 0

  begin(lines: number): void {
    this.out = spare.pop() ?? Buffer.allocUnsafeSlow(CAPTURE_BYTES)
    this.active = true
    this.linesLeft = lines
    this.length = 0
    this.started = false
    this.afterCr = false
  }

  end(): string {
    const out = this.out
    this.active = false
    this.out = EMPTY
    spare.push(out)
    return out.toString('utf8', 0, this.length)
  }

  /** Literal text `b[start..end)`. */
  append(b: Buffer, start: number, end: number): void {
    if (this.linesLeft === 0) return
    let k = start
    if (!this.started) {
      while (k < end && isSpace(b[k] as number)) k++
      if (k === end) return
      this.started = true
    }
    if (end - k <= SHORT_RUN) {
      this.appendLines(b, k, end)
      return
    }
    if (this.afterCr && b[k] === LF) k++
    this.afterCr = false
    // One bounded view: its searches never run past what may be kept.
    const text = b.subarray(k, Math.min(end, k + CAPTURE_BYTES - this.length))
    if (text.indexOf(CR) >= 0) {
      this.appendLines(b, k, end)
      return
    }
    let at = -1
    let cut = text.length
    while ((at = text.indexOf(LF, at + 1)) >= 0) {
      if (--this.linesLeft === 0) {
        cut = at + 1
        break
      }
    }
    this.out.set(cut < text.length ? text.subarray(0, cut) : text, this.length)
    this.length += cut
  }

  /** Byte by byte (short runs, runs with a CR): CR and CR LF become LF. */
  private appendLines(b: Buffer, start: number, end: number): void {
    const out = this.out
    let length = this.length
    let afterCr = this.afterCr
    for (let k = start; k < end && length < CAPTURE_BYTES; k++) {
      const c = b[k] as number
      if (c === LF && afterCr) {
        afterCr = false
        continue
      }
      afterCr = c === CR
      out[length++] = afterCr ? LF : c
      if ((c === LF || afterCr) && --this.linesLeft === 0) break
    }
    this.length = length
    this.afterCr = afterCr
  }

  /** A character reference's code point: kept as is (`&#13;` stays CR). */
  appendCode(code: number): void {
    this.afterCr = false
    if (!this.started && isSpace(code)) return
    this.started = true
    if (this.linesLeft === 0) return
    if (code === LF) this.linesLeft--
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    if (size > CAPTURE_BYTES - this.length) this.length = CAPTURE_BYTES
    else this.length += writeUtf8(this.out, this.length, code)
  }
}
