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

/** A growable byte buffer: amortised O(1) appends, copied once when kept. */
export class Bytes {
  data: Buffer
  length = 0

  constructor(capacity = 64) {
    this.data = Buffer.alloc(capacity)
  }

  private grow(needed: number): void {
    let capacity = this.data.length * 2
    while (capacity < needed) capacity *= 2
    const data = Buffer.alloc(capacity)
    data.set(this.data.subarray(0, this.length))
    this.data = data
  }

  push(byte: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1)
    this.data[this.length++] = byte
  }

  append(source: Uint8Array, start: number, end: number): void {
    const needed = this.length + end - start
    if (needed > this.data.length) this.grow(needed)
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

  /** Appends a code point as UTF-8. */
  pushCodePoint(code: number): void {
    if (code < 0x80) {
      this.push(code)
    } else if (code < 0x800) {
      this.push(0xc0 | (code >> 6))
      this.push(0x80 | (code & 0x3f))
    } else if (code < 0x10000) {
      this.push(0xe0 | (code >> 12))
      this.push(0x80 | ((code >> 6) & 0x3f))
      this.push(0x80 | (code & 0x3f))
    } else {
      this.push(0xf0 | (code >> 18))
      this.push(0x80 | ((code >> 12) & 0x3f))
      this.push(0x80 | ((code >> 6) & 0x3f))
      this.push(0x80 | (code & 0x3f))
    }
  }

  text(start = 0, end = this.length): string {
    return this.data.toString('utf8', start, end)
  }
}

/** Growable Int32 stack. */
export class IntStack {
  data = new Int32Array(64)
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
