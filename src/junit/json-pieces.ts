/**
 * JSON written as UTF-8 bytes into pieces of about 64 KiB, for the
 * inventory file: its lines are made from bytes the inventory already
 * holds (names in pages, hashes in records), with no string or object per
 * line. A string per line, 100,000 or a million of them, made V8 grow its
 * young space and, now and then, promote a whole piece's worth of lines,
 * 25 MiB more at the peak.
 */

/** About this many bytes per piece. */
const PIECE = 1 << 16
const HEX = Buffer.from('0123456789abcdef', 'latin1')
/** JSON.stringify's short escapes; other control characters are \u00XX. */
const SHORT_ESCAPES: Readonly<Record<number, number>> = {
  0x08: 0x62, // \b
  0x09: 0x74, // \t
  0x0a: 0x6e, // \n
  0x0c: 0x66, // \f
  0x0d: 0x72, // \r
  0x22: 0x22, // \"
  0x5c: 0x5c // \\
}

function needsEscape(byte: number): boolean {
  return byte < 0x20 || byte === 0x22 || byte === 0x5c
}

export class JsonPieces {
  private piece = Buffer.allocUnsafe(PIECE)
  private used = 0
  private readonly ready: Buffer[] = []

  /** Makes room for `bytes` more, starting a piece when this one is full. */
  reserve(bytes: number): void {
    if (this.used + bytes <= this.piece.length) return
    if (this.used > 0) this.ready.push(this.piece.subarray(0, this.used))
    this.piece = Buffer.allocUnsafe(Math.max(PIECE, bytes))
    this.used = 0
  }

  /** Whether a piece is filled, for `take`. */
  get full(): boolean {
    return this.ready.length > 0
  }

  /** The pieces filled since the last call. */
  take(): Buffer[] {
    return this.ready.splice(0)
  }

  /** Every piece not taken yet, the last one as far as it is written. */
  end(): Buffer[] {
    if (this.used > 0) this.ready.push(this.piece.subarray(0, this.used))
    this.piece = Buffer.allocUnsafe(PIECE)
    this.used = 0
    return this.take()
  }

  /** ASCII text (punctuation, a status), as is. */
  ascii(text: string): void {
    this.reserve(text.length)
    this.used += this.piece.write(text, this.used, 'latin1')
  }

  /** Bytes that are already JSON. */
  bytes(source: Uint8Array): void {
    this.reserve(source.length)
    this.piece.set(source, this.used)
    this.used += source.length
  }

  /**
   * UTF-8 bytes as a JSON string, quoted and escaped as JSON.stringify
   * escapes the text they encode.
   */
  string(source: Buffer, start: number, end: number): void {
    // Six bytes at most for each byte (\u00XX), and the quotes.
    this.reserve((end - start) * 6 + 2)
    const piece = this.piece
    let at = this.used
    piece[at++] = 0x22
    for (let k = start; k < end; k++) {
      const byte = source[k] as number
      if (!needsEscape(byte)) {
        piece[at++] = byte
        continue
      }
      piece[at++] = 0x5c
      const short = SHORT_ESCAPES[byte]
      if (short !== undefined) {
        piece[at++] = short
        continue
      }
      at += piece.write('u00', at, 'latin1')
      piece[at++] = HEX[byte >> 4] as number
      piece[at++] = HEX[byte & 15] as number
    }
    piece[at++] = 0x22
    this.used = at
  }

  /** `length` bytes of `source` from `start`, as lowercase hex digits. */
  hex(source: Buffer, start: number, length: number): void {
    this.reserve(length * 2)
    const piece = this.piece
    let at = this.used
    for (let k = start; k < start + length; k++) {
      const byte = source[k] as number
      piece[at++] = HEX[byte >> 4] as number
      piece[at++] = HEX[byte & 15] as number
    }
    this.used = at
  }
}
