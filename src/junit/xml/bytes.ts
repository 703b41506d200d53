/** Byte classes and a growable byte buffer for the streaming scanner. */

export const TAB = 0x09
export const LF = 0x0a
export const CR = 0x0d
export const SPACE = 0x20
export const QUOTE = 0x22
export const HASH = 0x23
export const AMP = 0x26
export const APOS = 0x27
export const DASH = 0x2d
export const SLASH = 0x2f
export const COLON = 0x3a
export const SEMI = 0x3b
export const LT = 0x3c
export const EQ = 0x3d
export const GT = 0x3e
export const QUESTION = 0x3f
export const BANG = 0x21
export const LBRACKET = 0x5b
export const RBRACKET = 0x5d
export const PERCENT = 0x25

const NAME_START = 1
const NAME_CHAR = 2

/**
 * ASCII name characters as XML defines them. Every byte of a multi-byte
 * UTF-8 sequence counts as a name character: checking the Unicode name
 * classes would need decoding, and producers write ASCII names.
 */
const NAME_CLASS = new Uint8Array(256)
for (let c = 0; c < 256; c++) {
  const letter = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)
  if (letter || c === 0x5f || c === COLON || c >= 0x80) {
    NAME_CLASS[c] = NAME_START | NAME_CHAR
  } else if ((c >= 0x30 && c <= 0x39) || c === DASH || c === 0x2e) {
    NAME_CLASS[c] = NAME_CHAR
  }
}

export function isNameStart(c: number): boolean {
  return ((NAME_CLASS[c] as number) & NAME_START) !== 0
}

export function isNameChar(c: number): boolean {
  return ((NAME_CLASS[c] as number) & NAME_CHAR) !== 0
}

export function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === CR
}

/** Legal XML characters (Char production; 1.1 also allows C0 controls). */
export function isXmlChar(code: number, xml11: boolean): boolean {
  if (code < 0x20) {
    return code === TAB || code === LF || code === CR || (xml11 && code > 0)
  }
  return (
    code <= 0xd7ff ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  )
}

/** Writes `code` as UTF-8 at `out[at]`; returns the number of bytes. */
export function writeUtf8(out: Uint8Array, at: number, code: number): number {
  if (code < 0x80) {
    out[at] = code
    return 1
  }
  if (code < 0x800) {
    out[at] = 0xc0 | (code >> 6)
    out[at + 1] = 0x80 | (code & 0x3f)
    return 2
  }
  if (code < 0x10000) {
    out[at] = 0xe0 | (code >> 12)
    out[at + 1] = 0x80 | ((code >> 6) & 0x3f)
    out[at + 2] = 0x80 | (code & 0x3f)
    return 3
  }
  out[at] = 0xf0 | (code >> 18)
  out[at + 1] = 0x80 | ((code >> 12) & 0x3f)
  out[at + 2] = 0x80 | ((code >> 6) & 0x3f)
  out[at + 3] = 0x80 | (code & 0x3f)
  return 4
}

/**
 * Small buffers come unzeroed from Node's shared pool (parsers are made per
 * file; bytes past `length` are never read). Large ones are zeroed: fresh
 * zero pages count towards RSS only once written.
 */
function allocate(capacity: number): Buffer {
  return capacity < 4096 ? Buffer.allocUnsafe(capacity) : Buffer.alloc(capacity)
}

/** A growable byte buffer: amortised O(1) appends, copied once when kept. */
export class Bytes {
  data: Buffer
  length = 0

  constructor(capacity = 64) {
    this.data = allocate(capacity)
  }

  /** Makes room for `extra` more bytes. */
  reserve(extra: number): void {
    const needed = this.length + extra
    if (needed <= this.data.length) return
    // Past 1 MiB, grow faster: each outgrown buffer stays in memory until a
    // GC, and the untouched tail of a zeroed one costs no memory.
    const factor = this.data.length >= 1 << 20 ? 4 : 2
    let capacity = this.data.length * factor
    while (capacity < needed) capacity *= factor
    const data = allocate(capacity)
    data.set(this.data.subarray(0, this.length))
    this.data = data
  }

  push(byte: number): void {
    if (this.length === this.data.length) this.reserve(1)
    this.data[this.length++] = byte
  }

  append(source: Uint8Array, start: number, end: number): void {
    const needed = this.length + end - start
    if (needed > this.data.length) this.reserve(end - start)
    if (end - start < 32) {
      // Short names: a loop beats creating a subarray view.
      const data = this.data
      for (let k = start, at = this.length; k < end; k++)
        data[at++] = source[k] as number
    } else {
      this.data.set(source.subarray(start, end), this.length)
    }
    this.length = needed
  }

  text(start = 0, end = this.length): string {
    return this.data.toString('utf8', start, end)
  }
}

/**
 * Small typed arrays live on V8's heap and cost little to make; larger ones
 * get a separate backing store, which costs microseconds per parser.
 */
export const SMALL_INTS = 16

/** Growable Int32 stack. */
export class IntStack {
  data = new Int32Array(SMALL_INTS)
  length = 0

  push(value: number): void {
    if (this.length === this.data.length) {
      const data = new Int32Array(this.data.length * 2)
      data.set(this.data)
      this.data = data
    }
    this.data[this.length++] = value
  }

  top(): number {
    return this.data[this.length - 1] as number
  }

  pop(): number {
    return this.data[--this.length] as number
  }
}
