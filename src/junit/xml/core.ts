/**
 * The base of the scanner: its state, character data (text, CDATA,
 * references) and where it goes. State functions take the buffer and a
 * position and return the next position, or `~p` to be called again from
 * `p` once more bytes have arrived.
 */
import { AMP, Bytes, LT, RBRACKET, isSpace } from './bytes.js'
import { TextCapture } from './capture.js'
import {
  DoctypeSkipper,
  MAX_REFERENCE,
  referenceCode,
  referenceEnd,
  type Fail
} from './markup.js'
import { AttributeValues } from './values.js'

/** Malformed or refused input; `offset` is the byte offset in the stream. */
export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError'
  constructor(
    readonly offset: number,
    reason: string
  ) {
    super(reason)
  }
}

/** A DOCTYPE that declares entities: refused, never processed. */
export class DtdRefusedError extends XmlSyntaxError {
  override name = 'DtdRefusedError'
}

export const enum State {
  TEXT,
  LT,
  START_NAME,
  TAG,
  EMPTY,
  ATTR_NAME,
  ATTR_EQ,
  ATTR_QUOTE,
  ATTR_VALUE,
  END_NAME,
  END_SPACE,
  COMMENT,
  CDATA,
  PI_TARGET,
  PI_BODY,
  DECLARATION,
  DOCTYPE
}

const BRACKETS_GT = Buffer.from(']]>')
const CDATA_START = Buffer.from('<![CDATA[')
/** Text this short is searched with a loop: cheaper than indexOf calls. */
export const SHORT = 64

export class ScanCore {
  protected state = State.TEXT
  protected depth = 0
  /** Stream offset of the current buffer's first byte. */
  protected base = 0
  protected xml11 = false
  protected documentHasRoot = false
  protected documentHasDoctype = false
  protected piTargetLength = 0
  protected readonly declarationBytes = new Bytes(64)
  protected readonly doctypeSkipper = new DoctypeSkipper()
  protected readonly values = new AttributeValues()
  private readonly captured = new TextCapture()
  // The next `<`, `&` and `]]>` at or after the last search, or the buffer
  // length: each is searched once per stretch of the buffer, not per token.
  private ltAt = -1
  private ampAt = -1
  private bracketsAt = -1
  /** The character of the last reference read. */
  protected referenced = 0

  protected fail(i: number, reason: string, dtd?: true): never {
    throw dtd
      ? new DtdRefusedError(this.base + i, reason)
      : new XmlSyntaxError(this.base + i, reason)
  }

  protected readonly failAt: Fail = (i, reason, dtd) =>
    this.fail(i, reason, dtd)

  protected resetSearches(): void {
    this.ltAt = -1
    this.ampAt = -1
    this.bracketsAt = -1
  }

  protected nextLt(b: Buffer, i: number): number {
    if (this.ltAt < i) {
      const at = b.indexOf(LT, i)
      this.ltAt = at < 0 ? b.length : at
    }
    return this.ltAt
  }

  protected nextAmp(b: Buffer, i: number): number {
    if (this.ampAt < i) {
      const at = b.indexOf(AMP, i)
      this.ampAt = at < 0 ? b.length : at
    }
    return this.ampAt
  }

  private nextBrackets(b: Buffer, i: number): number {
    if (this.bracketsAt < i) {
      const at = b.indexOf(BRACKETS_GT, i)
      this.bracketsAt = at < 0 ? b.length : at
    }
    return this.bracketsAt
  }

  protected beginDocument(): void {
    this.documentHasRoot = false
    this.documentHasDoctype = false
    this.xml11 = false
  }

  // ------------------------------------------------------------------ text

  /** Short text with no `&` or `]` before its `<`: nothing to check. */
  private shortText(b: Buffer, i: number): number {
    const limit = Math.min(b.length, i + SHORT)
    for (let k = i; k < limit; k++) {
      const c = b[k] as number
      if (c === LT) return k
      if (c === AMP || c === RBRACKET) return -1
      if (this.depth === 0 && !isSpace(c)) return -1
    }
    return -1
  }

  protected text(b: Buffer, i: number, final: boolean): number {
    if (!this.captured.active) {
      const lt = this.shortText(b, i)
      if (lt >= 0) {
        this.state = State.LT
        return lt + 1
      }
    }
    const lt = this.nextLt(b, i)
    if (this.depth === 0) {
      for (let k = i; k < lt; k++) {
        if (!isSpace(b[k] as number))
          this.fail(k, 'text outside the root element')
      }
    } else {
      const brackets = this.nextBrackets(b, i)
      if (brackets < lt) this.fail(brackets, '"]]>" is not allowed in text')
      const capturing = this.captured.active
      let from = i
      for (
        let amp = this.nextAmp(b, i);
        amp < lt;
        amp = this.nextAmp(b, from)
      ) {
        if (capturing) this.captured.append(b, from, amp)
        from = this.reference(b, amp, final)
        if (from < 0) return from
        if (capturing) this.captured.appendCode(this.referenced)
      }
      if (lt === b.length) return this.textEnd(b, from, final)
      if (capturing) this.captured.append(b, from, lt)
    }
    if (lt === b.length) return lt
    this.state = State.LT
    return lt + 1
  }

  /** Text runs to the buffer end; a trailing `]` or `]]` may start `]]>`. */
  private textEnd(b: Buffer, from: number, final: boolean): number {
    let stop = b.length
    if (!final) {
      while (stop > from && stop > b.length - 2 && b[stop - 1] === RBRACKET)
        stop--
    }
    if (this.captured.active) this.captured.append(b, from, stop)
    return stop < b.length ? ~stop : stop
  }

  protected cdata(b: Buffer, i: number, final: boolean): number {
    for (;;) {
      const end = this.nextBrackets(b, i)
      if (end === b.length) return this.textEnd(b, i, final)
      if (this.captured.active) this.captured.append(b, i, end)
      // `]]]]><![CDATA[>` is how producers escape `]]>` in logs: stay here.
      if (!startsWithAt(b, end + 3, CDATA_START)) {
        this.state = State.TEXT
        return end + 3
      }
      i = end + 3 + CDATA_START.length
    }
  }

  /**
   * Reads the reference at `b[at] === '&'`; returns the index after `;`
   * (or `~at` to wait for more bytes). Its character is `referenced`, for
   * the caller to keep or not.
   */
  protected reference(b: Buffer, at: number, final: boolean): number {
    const semi = referenceEnd(b, at, b.length)
    if (semi < 0) {
      if (!final && b.length - at < MAX_REFERENCE) return ~at
      this.fail(at, 'malformed entity reference (no ";")')
    }
    this.referenced = referenceCode(
      b,
      { at, semi, xml11: this.xml11 },
      this.failAt
    )
    return semi + 1
  }

  // --------------------------------------------------------------- capture

  /**
   * Starts collecting the text (and CDATA) until endCapture, at most
   * CAPTURE_BYTES and `lines` lines. Captures do not nest: false when one is
   * already running.
   */
  beginCapture(lines: number): boolean {
    if (this.captured.active) return false
    this.captured.begin(lines)
    return true
  }

  /** The captured text: leading XML space dropped, line ends as `\n`. */
  endCapture(): string {
    return this.captured.end()
  }
}

export function startsWithAt(
  b: Uint8Array,
  at: number,
  text: Uint8Array
): boolean {
  if (at + text.length > b.length) return false
  for (let k = 0; k < text.length; k++) {
    if (b[at + k] !== text[k]) return false
  }
  return true
}
