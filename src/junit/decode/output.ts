/** Receives UTF-8; returns false to stop reading (position lookups). */
export type Utf8Sink = (utf8: Uint8Array) => boolean | void

/**
 * The UTF-8 stream that every decoder writes to. It counts the bytes written
 * so that a repair can be located later (offset to line) without counting
 * lines while reading.
 */
export class Utf8Output {
  written = 0
  replaced = 0
  /** Offset in the UTF-8 stream of the first U+FFFD inserted, or -1. */
  firstReplaced = -1
  stopped = false

  constructor(private readonly sink: Utf8Sink) {}

  write(bytes: Uint8Array): void {
    if (bytes.length === 0 || this.stopped) return
    this.written += bytes.length
    if (this.sink(bytes) === false) this.stopped = true
  }

  /** Writes bytes holding `count` replacements, the first at `first`. */
  writeRepaired(bytes: Uint8Array, count: number, first: number): void {
    if (count > 0) {
      if (this.firstReplaced < 0) this.firstReplaced = this.written + first
      this.replaced += count
    }
    this.write(bytes)
  }
}

/**
 * Turns a document's bytes into UTF-8. `write` returns how many bytes at the
 * end of the chunk it could not decode yet (a split character); the reader
 * passes them again in front of the next chunk, or to `end` at end of file.
 */
export interface Transcoder {
  write(chunk: Uint8Array): number
  end(rest: Uint8Array): void
}
