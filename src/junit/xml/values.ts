/**
 * The wanted attribute values of the start tag being read, kept as
 * normalised, entity-decoded UTF-8 bytes. A value becomes a string only when
 * the rules ask for it: most test cases pass, and their names are never
 * shown, so decoding them all would be wasted work.
 */
import { Bytes, CR, LF, SMALL_INTS, SPACE, TAB, writeUtf8 } from './bytes.js'

/** More attributes than any vocabulary entry asks for. */
const MAX_WANTED = SMALL_INTS

/**
 * The longest value kept, in bytes. A longer one (a 50 MB suite name) is
 * still checked to its end, but only its start is kept, so memory stays
 * bounded; the rules warn that it was cut.
 */
export const MAX_VALUE_BYTES = 64 * 1024

export class AttributeValues {
  /** All the tag's wanted values, back to back. */
  readonly bytes = new Bytes(256)
  private readonly starts = new Int32Array(MAX_WANTED).fill(-1)
  private readonly ends = new Int32Array(MAX_WANTED)
  private count = 0
  private current = -1
  private afterCr = false
  /** Some value of this tag was longer than MAX_VALUE_BYTES and was cut. */
  truncated = false

  /** A new start tag that wants `count` attributes. */
  reset(count: number): void {
    if (count > MAX_WANTED) throw new RangeError('too many wanted attributes')
    for (let k = 0; k < this.count; k++) this.starts[k] = -1
    this.count = count
    this.bytes.length = 0
    this.truncated = false
  }

  /** The value of wanted attribute `index` follows. */
  begin(index: number): void {
    this.current = index
    this.starts[index] = this.bytes.length
    this.afterCr = false
  }

  /** Attribute-value normalisation: literal TAB, LF, CR and CR LF → space. */
  append(b: Uint8Array, start: number, end: number): void {
    // Normalisation never lengthens, so input bytes bound the output.
    const room = this.room()
    if (end - start > room) {
      this.truncated = true
      end = start + room
    }
    const bytes = this.bytes
    if (bytes.length + end - start > bytes.data.length)
      bytes.reserve(end - start)
    const out = bytes.data
    let at = bytes.length
    let afterCr = this.afterCr
    for (let k = start; k < end; k++) {
      const c = b[k] as number
      if (c > CR) {
        out[at++] = c
        afterCr = false
      } else if (c === LF && afterCr) {
        afterCr = false
      } else {
        afterCr = c === CR
        out[at++] = c === TAB || c === LF || c === CR ? SPACE : c
      }
    }
    bytes.length = at
    this.afterCr = afterCr
  }

  /** A character reference's code point: taken as is, never normalised. */
  appendCode(code: number): void {
    if (this.room() < 4) {
      this.truncated = true
      return
    }
    this.bytes.reserve(4)
    this.bytes.length += writeUtf8(this.bytes.data, this.bytes.length, code)
    this.afterCr = false
  }

  finish(): void {
    if (this.truncated) this.dropPartialCharacter()
    this.ends[this.current] = this.bytes.length
  }

  private room(): number {
    const start = this.starts[this.current] as number
    return Math.max(0, start + MAX_VALUE_BYTES - this.bytes.length)
  }

  /** A cut can fall inside a UTF-8 sequence: drop its first bytes. */
  private dropPartialCharacter(): void {
    const data = this.bytes.data
    const start = this.starts[this.current] as number
    let lead = this.bytes.length - 1
    while (lead > start && ((data[lead] as number) & 0xc0) === 0x80) lead--
    const first = data[lead] as number
    const size = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1
    if (lead + size > this.bytes.length) this.bytes.length = lead
  }

  has(index: number): boolean {
    return index < this.count && (this.starts[index] as number) >= 0
  }

  start(index: number): number {
    return this.starts[index] as number
  }

  end(index: number): number {
    return this.ends[index] as number
  }

  text(index: number): string | undefined {
    if (!this.has(index)) return undefined
    return this.bytes.text(this.start(index), this.end(index))
  }

  /** Every wanted value as a string (undefined when absent), in order. */
  texts(): (string | undefined)[] {
    const texts: (string | undefined)[] = []
    for (let k = 0; k < this.count; k++) texts.push(this.text(k))
    return texts
  }

  /** Appends value `index` to `to`; returns its start there, -1 if absent. */
  copyTo(index: number, to: Bytes): number {
    if (!this.has(index)) return -1
    const start = to.length
    to.append(this.bytes.data, this.start(index), this.end(index))
    return start
  }
}
