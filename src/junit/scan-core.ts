/**
 * The content half of the scanner: text, references, start and end tags,
 * attributes and text capture. State functions take the buffer and a
 * position and return the next position, or `~p` to be called again from
 * `p` once more bytes have arrived.
 */
import { AttributeNames } from './scan-attrs.js'
import {
  AMP,
  Bytes,
  CR,
  EQ,
  GT,
  IntStack,
  LF,
  LT,
  QUOTE,
  APOS,
  RBRACKET,
  SLASH,
  SPACE,
  TAB,
  isNameChar,
  isNameStart,
  isSpace
} from './scan-bytes.js'
import {
  DoctypeSkipper,
  MAX_REFERENCE,
  referenceCode,
  referenceEnd,
  type Fail
} from './scan-markup.js'

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

/** An element the caller cares about, and the attributes it wants. */
export interface VocabularyEntry {
  name: string
  attributes: readonly string[]
}

/**
 * Receives the vocabulary's elements. `kind` is the index in the vocabulary
 * plus one (0: any other element); `values` holds the wanted attributes, in
 * vocabulary order, and is reused after the call returns.
 */
export interface ScanHandler {
  open(
    kind: number,
    values: readonly (string | undefined)[],
    depth: number
  ): void
  close(kind: number, depth: number): void
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

const SINK_NONE = 0
const SINK_CAPTURE = 1
const SINK_VALUE = 2
/** Captured text: enough bytes for 2,000 characters after leading space. */
export const CAPTURE_BYTES = 8192
const BRACKETS_GT = Buffer.from(']]>')
const NO_VALUES: readonly undefined[] = []
const CDATA_START = Buffer.from('<![CDATA[')
/** Text this short is searched with a loop: cheaper than indexOf calls. */
const SHORT = 64

interface Entry {
  name: Buffer
  attributes: Buffer[]
  values: (string | undefined)[]
}

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
  /** Local names of the root elements, in order. */
  readonly roots: string[] = []

  private readonly entries: Entry[]
  private readonly names = new Bytes(1024)
  private readonly nameStarts = new IntStack()
  private readonly kinds = new Bytes(256)
  private kind = 0
  private tagStart = 0
  private readonly attributes = new AttributeNames()
  private attributeStart = 0
  private wanted = -1
  private sawSpace = false
  private quote = 0
  private readonly value = new Bytes(256)
  private valueAfterCr = false
  private endLength = 0
  private endMismatch = false
  private capturing = false
  private readonly captured = new Uint8Array(CAPTURE_BYTES)
  private capturedLength = 0
  private captureStarted = false
  private captureAfterCr = false
  private captureLinesLeft = 0
  private ltAt = -1
  private ampAt = -1
  private bracketsAt = -1

  constructor(
    vocabulary: readonly VocabularyEntry[],
    private readonly handler: ScanHandler
  ) {
    this.entries = vocabulary.map((entry) => ({
      name: Buffer.from(entry.name),
      attributes: entry.attributes.map((name) => Buffer.from(name)),
      values: entry.attributes.map(() => undefined)
    }))
  }

  protected fail(i: number, reason: string): never {
    throw new XmlSyntaxError(this.base + i, reason)
  }

  protected readonly failAt: Fail = (i, reason) => this.fail(i, reason)

  protected resetSearches(): void {
    this.ltAt = -1
    this.ampAt = -1
    this.bracketsAt = -1
  }

  private nextLt(b: Buffer, i: number): number {
    if (this.ltAt < i) {
      const at = b.indexOf(LT, i)
      this.ltAt = at < 0 ? b.length : at
    }
    return this.ltAt
  }

  private nextAmp(b: Buffer, i: number): number {
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
    if (!this.capturing) {
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
      const sink = this.capturing ? SINK_CAPTURE : SINK_NONE
      let from = i
      for (
        let amp = this.nextAmp(b, i);
        amp < lt;
        amp = this.nextAmp(b, from)
      ) {
        if (sink === SINK_CAPTURE) this.capture(b, from, amp)
        from = this.reference(b, amp, final, sink)
        if (from < 0) return from
      }
      if (lt === b.length) return this.textEnd(b, from, final)
      if (sink === SINK_CAPTURE) this.capture(b, from, lt)
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
    if (this.capturing) this.capture(b, from, stop)
    return stop < b.length ? ~stop : stop
  }

  protected cdata(b: Buffer, i: number, final: boolean): number {
    for (;;) {
      const end = this.nextBrackets(b, i)
      if (end === b.length) return this.textEnd(b, i, final)
      if (this.capturing) this.capture(b, i, end)
      // `]]]]><![CDATA[>` is how producers escape `]]>` in logs: stay here.
      if (!startsWithAt(b, end + 3, CDATA_START)) {
        this.state = State.TEXT
        return end + 3
      }
      i = end + 3 + CDATA_START.length
    }
  }

  /** Reads the reference at `b[at] === '&'`; returns the index after `;`. */
  private reference(
    b: Buffer,
    at: number,
    final: boolean,
    sink: number
  ): number {
    const semi = referenceEnd(b, at, b.length)
    if (semi < 0) {
      if (!final && b.length - at < MAX_REFERENCE) return ~at
      this.fail(at, 'malformed entity reference (no ";")')
    }
    const code = referenceCode(b, { at, semi, xml11: this.xml11 }, this.failAt)
    if (sink === SINK_CAPTURE) this.captureCode(code)
    else if (sink === SINK_VALUE) {
      this.value.pushCodePoint(code)
      this.valueAfterCr = false
    }
    return semi + 1
  }

  // --------------------------------------------------------------- capture

  /**
   * Starts collecting the text (and CDATA) until endCapture, at most
   * CAPTURE_BYTES and `lines` lines. Captures do not nest: false when one is
   * already running.
   */
  beginCapture(lines: number): boolean {
    if (this.capturing) return false
    this.capturing = true
    this.captureLinesLeft = lines
    this.capturedLength = 0
    this.captureStarted = false
    this.captureAfterCr = false
    return true
  }

  /** The captured text: leading XML space dropped, line ends as `\n`. */
  endCapture(): string {
    this.capturing = false
    return Buffer.from(this.captured.buffer, 0, this.capturedLength).toString(
      'utf8'
    )
  }

  private capture(b: Uint8Array, start: number, end: number): void {
    const out = this.captured
    let length = this.capturedLength
    if (this.captureLinesLeft === 0) return
    for (let k = start; k < end && length < CAPTURE_BYTES; k++) {
      let c = b[k] as number
      if (!this.captureStarted) {
        if (isSpace(c)) continue
        this.captureStarted = true
      }
      if (c === CR) {
        c = LF
        this.captureAfterCr = true
      } else if (c === LF && this.captureAfterCr) {
        this.captureAfterCr = false
        continue
      } else this.captureAfterCr = false
      out[length++] = c
      if (c === LF && --this.captureLinesLeft === 0) break
    }
    this.capturedLength = length
  }

  private captureCode(code: number): void {
    this.captureAfterCr = false
    if (!this.captureStarted && isSpace(code)) return
    this.captureStarted = true
    if (this.captureLinesLeft === 0) return
    if (code === LF) this.captureLinesLeft--
    const bytes = Buffer.from(String.fromCodePoint(code))
    const room = CAPTURE_BYTES - this.capturedLength
    if (bytes.length <= room) {
      this.captured.set(bytes, this.capturedLength)
      this.capturedLength += bytes.length
    } else this.capturedLength = CAPTURE_BYTES
  }

  // ------------------------------------------------------------ start tags

  protected beginStartTag(i: number): void {
    this.tagStart = i - 1
    this.nameStarts.push(this.names.length)
    this.state = State.START_NAME
  }

  protected startName(b: Buffer, i: number): number {
    const start = i
    while (i < b.length && isNameChar(b[i] as number)) i++
    this.names.append(b, start, i)
    if (i === b.length) return i
    this.kind = this.classify()
    const entry = this.entries[this.kind - 1]
    if (entry) entry.values.fill(undefined)
    this.attributes.reset()
    this.sawSpace = false
    this.state = State.TAG
    return i
  }

  private localStart(): number {
    const start = this.nameStarts.top()
    let local = start
    for (let k = start; k < this.names.length; k++) {
      if (this.names.data[k] === 0x3a) local = k + 1
    }
    return local
  }

  private classify(): number {
    const local = this.localStart()
    const length = this.names.length - local
    for (let e = 0; e < this.entries.length; e++) {
      const name = (this.entries[e] as Entry).name
      if (name.length === length && sameBytes(this.names.data, local, name)) {
        return e + 1
      }
    }
    return 0
  }

  protected tag(b: Buffer, i: number): number {
    for (; i < b.length; i++) {
      const c = b[i] as number
      if (isSpace(c)) {
        this.sawSpace = true
      } else if (c === GT) {
        this.finishStartTag(false)
        return i + 1
      } else if (c === SLASH) {
        this.state = State.EMPTY
        return i + 1
      } else if (isNameStart(c)) {
        if (!this.sawSpace)
          this.fail(i, 'whitespace is required between attributes')
        this.attributeStart = this.base + i
        this.attributes.begin()
        this.state = State.ATTR_NAME
        return i
      } else {
        this.fail(i, 'invalid character in start tag')
      }
    }
    return i
  }

  protected emptyTag(b: Buffer, i: number): number {
    if (b[i] !== GT) this.fail(i, '"/" in a start tag must be followed by ">"')
    this.finishStartTag(true)
    return i + 1
  }

  protected attributeName(b: Buffer, i: number): number {
    const start = i
    while (i < b.length && isNameChar(b[i] as number)) i++
    this.attributes.append(b, start, i)
    if (i === b.length) return i
    this.wanted = this.wantedIndex()
    if (!this.attributes.commit()) {
      const name = this.attributes.bytes.text(this.attributes.pendingStart)
      throw new XmlSyntaxError(
        this.attributeStart,
        `duplicate attribute "${name}"`
      )
    }
    this.state = State.ATTR_EQ
    return i
  }

  private wantedIndex(): number {
    const entry = this.entries[this.kind - 1]
    if (!entry) return -1
    const { data, length } = this.attributes.bytes
    const start = this.attributes.pendingStart
    for (let a = 0; a < entry.attributes.length; a++) {
      const name = entry.attributes[a] as Buffer
      if (name.length === length - start && sameBytes(data, start, name))
        return a
    }
    return -1
  }

  protected attributeEq(b: Buffer, i: number): number {
    while (i < b.length && isSpace(b[i] as number)) i++
    if (i === b.length) return i
    if (b[i] !== EQ) this.fail(i, 'attribute without a value (expected "=")')
    this.state = State.ATTR_QUOTE
    return i + 1
  }

  protected attributeQuote(b: Buffer, i: number): number {
    while (i < b.length && isSpace(b[i] as number)) i++
    if (i === b.length) return i
    const c = b[i] as number
    if (c !== QUOTE && c !== APOS)
      this.fail(i, 'attribute value must be quoted')
    this.quote = c
    this.value.length = 0
    this.valueAfterCr = false
    this.state = State.ATTR_VALUE
    return i + 1
  }

  /** A short value with no `<` or `&`: its closing quote, else -1. */
  private shortValue(b: Buffer, i: number): number {
    const limit = Math.min(b.length, i + SHORT)
    for (let k = i; k < limit; k++) {
      const c = b[k] as number
      if (c === this.quote) return k
      if (c === LT || c === AMP) return -1
    }
    return -1
  }

  protected attributeValue(b: Buffer, i: number, final: boolean): number {
    const quick = this.shortValue(b, i)
    if (quick >= 0) {
      if (this.wanted >= 0) {
        this.keepValue(b, i, quick)
        const entry = this.entries[this.kind - 1] as Entry
        entry.values[this.wanted] = this.value.text()
      }
      this.sawSpace = false
      this.state = State.TAG
      return quick + 1
    }
    let end = b.indexOf(this.quote, i)
    if (end < 0) end = b.length
    const lt = this.nextLt(b, i)
    if (lt < end) this.fail(lt, '"<" is not allowed in an attribute value')
    const sink = this.wanted >= 0 ? SINK_VALUE : SINK_NONE
    let from = i
    for (let amp = this.nextAmp(b, i); amp < end; amp = this.nextAmp(b, from)) {
      if (sink === SINK_VALUE) this.keepValue(b, from, amp)
      from = this.reference(b, amp, final, sink)
      if (from < 0) return from
    }
    if (sink === SINK_VALUE) this.keepValue(b, from, end)
    if (end === b.length) return end
    if (sink === SINK_VALUE) {
      const entry = this.entries[this.kind - 1] as Entry
      entry.values[this.wanted] = this.value.text()
    }
    this.sawSpace = false
    this.state = State.TAG
    return end + 1
  }

  /** Attribute-value normalisation: literal TAB, LF, CR and CR LF → space. */
  private keepValue(b: Uint8Array, start: number, end: number): void {
    for (let k = start; k < end; k++) {
      const c = b[k] as number
      if (c === LF && this.valueAfterCr) {
        this.valueAfterCr = false
        continue
      }
      this.valueAfterCr = c === CR
      this.value.push(c === TAB || c === LF || c === CR ? SPACE : c)
    }
  }

  private finishStartTag(selfClosing: boolean): void {
    if (this.depth === 0) {
      this.roots.push(this.names.text(this.localStart()))
      this.documentHasRoot = true
    }
    const entry = this.entries[this.kind - 1]
    this.kinds.push(this.kind)
    const depth = this.depth++
    this.state = State.TEXT
    this.handler.open(this.kind, entry ? entry.values : NO_VALUES, depth)
    if (selfClosing) this.closeElement()
  }

  // -------------------------------------------------------------- end tags

  protected beginEndTag(): void {
    this.endLength = 0
    this.endMismatch = false
    this.state = State.END_NAME
  }

  protected endName(b: Buffer, i: number): number {
    const start = this.nameStarts.top()
    const length = this.names.length - start
    const data = this.names.data
    for (; i < b.length; i++) {
      const c = b[i] as number
      if (!(this.endLength === 0 ? isNameStart(c) : isNameChar(c))) break
      if (this.endLength >= length || data[start + this.endLength] !== c) {
        this.endMismatch = true
      }
      this.endLength++
    }
    if (i === b.length) return i
    if (this.endLength === 0) this.fail(i, 'expected a name after "</"')
    if (this.endMismatch || this.endLength !== length) {
      this.fail(
        i - this.endLength,
        `closing tag does not match <${this.openName()}>`
      )
    }
    this.state = State.END_SPACE
    return i
  }

  protected endSpace(b: Buffer, i: number): number {
    while (i < b.length && isSpace(b[i] as number)) i++
    if (i === b.length) return i
    if (b[i] !== GT) this.fail(i, 'invalid character in closing tag')
    this.closeElement()
    this.state = State.TEXT
    return i + 1
  }

  private closeElement(): void {
    const kind = this.kinds.data[--this.kinds.length] as number
    this.names.length = this.nameStarts.pop()
    this.handler.close(kind, --this.depth)
  }

  /** The name of the innermost open element, for messages. */
  protected openName(): string {
    return this.names.text(this.nameStarts.top())
  }
}

function startsWithAt(b: Uint8Array, at: number, text: Uint8Array): boolean {
  if (at + text.length > b.length) return false
  for (let k = 0; k < text.length; k++) {
    if (b[at + k] !== text[k]) return false
  }
  return true
}

function sameBytes(data: Uint8Array, start: number, name: Uint8Array): boolean {
  for (let k = 0; k < name.length; k++) {
    if (data[start + k] !== name[k]) return false
  }
  return true
}
