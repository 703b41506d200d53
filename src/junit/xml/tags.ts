/**
 * Start tags, attributes and end tags: element names are matched against
 * the caller's vocabulary as bytes, and only the wanted attribute values are
 * kept (as bytes too, see AttributeValues).
 */
import { AttributeNames } from './attrs.js'
import {
  APOS,
  Bytes,
  EQ,
  GT,
  IntStack,
  LT,
  AMP,
  QUOTE,
  SLASH,
  isNameChar,
  isNameStart,
  isSpace
} from './bytes.js'
import { SHORT, ScanCore, State, XmlSyntaxError, startsWithAt } from './core.js'
import type { AttributeValues } from './values.js'
import { NameList, type Vocabulary } from './vocabulary.js'

/**
 * Receives the vocabulary's elements. `kind` is the index in the vocabulary
 * plus one (0: any other element); `values` holds the wanted attributes, by
 * their index in the entry, and is reused after the call returns.
 */
export interface ScanHandler {
  open(kind: number, values: AttributeValues, depth: number): void
  close(kind: number, depth: number): void
}

const XMLNS = Buffer.from('xmlns')
const NO_NAMES = new NameList([])

export class ScanTags extends ScanCore {
  /** Local names of the root elements, in order. */
  readonly roots: string[] = []
  /**
   * The prefix of the root being read ('' for none). The root's namespace
   * is the value of `xmlns:prefix`, or of `xmlns` when it has no prefix:
   * either is reported as the root's `xmlns` attribute when the
   * vocabulary wants that.
   */
  rootPrefix = ''
  private rootPrefixBytes = 0
  /** The names of the open elements, back to back. */
  private readonly names = new Bytes(1024)
  private readonly nameStarts = new IntStack()
  private readonly kinds = new Bytes(256)
  private kind = 0
  /** The attributes the element being read wants. */
  private wantedNames: NameList = NO_NAMES
  private readonly attributes = new AttributeNames()
  private attributeStart = 0
  private wanted = -1
  private sawSpace = false
  private quote = 0
  private endLength = 0
  private endMismatch = false

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly handler: ScanHandler
  ) {
    super()
  }

  // ------------------------------------------------------------ start tags

  protected beginStartTag(): void {
    this.nameStarts.push(this.names.length)
    this.state = State.START_NAME
  }

  protected startName(b: Buffer, i: number): number {
    const start = i
    while (i < b.length && isNameChar(b[i] as number)) i++
    this.names.append(b, start, i)
    if (i === b.length) return i
    const names = this.names
    const local = this.localStart()
    this.kind = this.vocabulary.classify(names.data, local, names.length)
    if (this.depth === 0) {
      const start = this.nameStarts.top()
      this.rootPrefixBytes = Math.max(0, local - 1 - start)
      this.rootPrefix = names.text(start, start + this.rootPrefixBytes)
    }
    this.wantedNames = this.vocabulary.wanted(this.kind)
    this.values.reset(this.wantedNames.size)
    this.attributes.reset()
    this.sawSpace = false
    this.state = State.TAG
    // Straight on, not back through the state switch: most tags go on.
    return this.tag(b, i)
  }

  private localStart(): number {
    const start = this.nameStarts.top()
    let local = start
    for (let k = start; k < this.names.length; k++) {
      if (this.names.data[k] === 0x3a) local = k + 1
    }
    return local
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
        return this.attributeName(b, i)
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
    const { data, length } = this.attributes.bytes
    const { pendingStart } = this.attributes
    this.wanted =
      this.depth === 0 && this.rootPrefix !== ''
        ? this.prefixedRootWanted(data, pendingStart, length)
        : this.wantedNames.indexOf(data, pendingStart, length)
    if (!this.attributes.commit()) {
      const name = this.attributes.bytes.text(this.attributes.pendingStart)
      throw new XmlSyntaxError(
        this.attributeStart,
        `duplicate attribute "${name}"`
      )
    }
    // The usual `name="`: straight to the value, without two more states.
    const quote = b[i + 1]
    if (b[i] === EQ && (quote === QUOTE || quote === APOS)) {
      return this.openValue(quote, i + 2)
    }
    this.state = State.ATTR_EQ
    return i
  }

  /**
   * A prefixed root's attribute: `xmlns:prefix` declares its namespace and
   * takes the place of `xmlns`, which (the default namespace) is not its.
   */
  private prefixedRootWanted(data: Buffer, start: number, end: number) {
    const wanted = this.wantedNames
    const xmlns = wanted.indexOf(XMLNS, 0, XMLNS.length)
    if (xmlns < 0) return wanted.indexOf(data, start, end)
    if (end - start === XMLNS.length && startsWithAt(data, start, XMLNS))
      return -1
    const from = this.nameStarts.top()
    const length = this.rootPrefixBytes
    const declares =
      end - start === XMLNS.length + 1 + length &&
      startsWithAt(data, start, XMLNS) &&
      data[start + XMLNS.length] === 0x3a &&
      this.names.data.compare(
        data,
        start + XMLNS.length + 1,
        end,
        from,
        from + length
      ) === 0
    return declares ? xmlns : wanted.indexOf(data, start, end)
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
    return this.openValue(c, i + 1)
  }

  private openValue(quote: number, i: number): number {
    this.quote = quote
    if (this.wanted >= 0) this.values.begin(this.wanted)
    this.state = State.ATTR_VALUE
    return i
  }

  protected attributeValue(b: Buffer, i: number, final: boolean): number {
    const wanted = this.wanted >= 0
    // The usual short value: a loop, which beats three indexOf calls.
    const limit = Math.min(b.length, i + SHORT)
    let from = i
    let end = -1
    for (let k = i; k < limit; k++) {
      const c = b[k] as number
      if (c === this.quote) {
        end = k
        break
      }
      if (c === LT) break
      if (c === AMP) {
        if (wanted) this.values.append(b, from, k)
        from = this.reference(b, k, final)
        if (from < 0) return from
        if (wanted) this.values.appendCode(this.referenced)
        k = from - 1
      }
    }
    if (end < 0) {
      end = this.longValue(b, from, final)
      if (end < 0 || end === b.length) return end
    } else if (wanted) this.values.append(b, from, end)
    if (wanted) this.values.finish()
    this.sawSpace = false
    this.state = State.TAG
    return this.tag(b, end + 1)
  }

  /** The value's closing quote (or the buffer end), with references. */
  private longValue(b: Buffer, i: number, final: boolean): number {
    let end = b.indexOf(this.quote, i)
    if (end < 0) end = b.length
    const lt = this.nextLt(b, i)
    if (lt < end) this.fail(lt, '"<" is not allowed in an attribute value')
    const wanted = this.wanted >= 0
    let from = i
    for (let amp = this.nextAmp(b, i); amp < end; amp = this.nextAmp(b, from)) {
      if (wanted) this.values.append(b, from, amp)
      from = this.reference(b, amp, final)
      if (from < 0) return from
      if (wanted) this.values.appendCode(this.referenced)
    }
    if (wanted) this.values.append(b, from, end)
    return end
  }

  private finishStartTag(selfClosing: boolean): void {
    if (this.depth === 0) {
      this.roots.push(this.names.text(this.localStart()))
      this.documentHasRoot = true
    }
    this.kinds.push(this.kind)
    const depth = this.depth++
    this.state = State.TEXT
    this.handler.open(this.kind, this.values, depth)
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
