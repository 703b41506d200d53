/**
 * A streaming, byte-level XML scanner built for JUnit reports. It checks
 * well-formedness, reports the elements of a small vocabulary with the few
 * attribute values asked for, and skips everything else (text, CDATA,
 * comments) with `indexOf`, never decoding it. Work is linear in the input:
 * no recursion, no re-scanning, no growing concatenation of chunks.
 */
import {
  BANG,
  GT,
  QUESTION,
  SLASH,
  isNameChar,
  isNameStart,
  isSpace
} from './bytes.js'
import { grouped } from '../../text.js'
import { State, XmlSyntaxError, startsWithAt } from './core.js'
import { declarationError, declarationVersion } from './markup.js'
import { ScanTags } from './tags.js'

/**
 * The deepest nesting read. Every open level holds state (about 500 bytes a
 * level for nested suites), so without a bound a file of a million nested
 * elements takes over 500 MiB; at this bound the peak stays under 150 MiB
 * (docs/counting.md, R5; docs/performance.md).
 */
export const MAX_DEPTH = 120_000

/**
 * Bytes of the next chunk joined to an unfinished token: more than any
 * look-ahead needs (a reference, `<![CDATA[`), so one join always resolves.
 */
const STITCH = 64
const CDATA_OPEN = Buffer.from('[CDATA[')
const DOCTYPE_OPEN = Buffer.from('DOCTYPE')

export class XmlScanner extends ScanTags {
  /** Offset in the stream of the next chunk's first byte. */
  private position = 0
  /** Unconsumed bytes of a token cut by the chunk end (a few bytes). */
  private carry: Uint8Array = new Uint8Array(0)
  private sawContent = false

  /** Feeds bytes; the chunk is not kept, so the caller may reuse it. */
  write(chunk: Uint8Array): void {
    const b = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    if (b.length === 0) return
    if (!this.sawContent) this.sawContent = hasNonSpace(b)
    let from = 0
    if (this.carry.length > 0) {
      const carried = this.carry.length
      const take = Math.min(b.length, STITCH)
      const joined = Buffer.allocUnsafe(carried + take)
      joined.set(this.carry)
      joined.set(b.subarray(0, take), carried)
      this.carry = new Uint8Array(0)
      this.base = this.position - carried
      const stop = this.run(joined, 0, false)
      if (take === b.length) {
        this.keep(joined, stop)
        this.position += b.length
        return
      }
      if (stop < carried) {
        // Not reached: no token needs more look-ahead than STITCH bytes.
        this.carry = Buffer.concat([joined.subarray(stop, carried), b])
        this.position += b.length
        return
      }
      from = stop - carried
    }
    this.base = this.position
    const stop = this.run(b, from, false)
    this.keep(b, stop)
    this.position += b.length
  }

  private keep(b: Uint8Array, stop: number): void {
    // A copy: the caller reuses the chunk's memory after write returns.
    this.carry = new Uint8Array(b.subarray(stop))
  }

  /** Finishes the stream; throws when it is not one or more whole documents. */
  end(): void {
    if (this.carry.length > 0) {
      this.base = this.position - this.carry.length
      const b = Buffer.from(this.carry)
      this.carry = new Uint8Array(0)
      this.run(b, 0, true)
    }
    const at = this.position
    if (!this.sawContent) throw new XmlSyntaxError(at, 'the file is empty')
    if (this.state !== State.TEXT) {
      throw new XmlSyntaxError(at, 'unexpected end of file inside markup')
    }
    if (this.depth > 0) {
      throw new XmlSyntaxError(
        at,
        `unexpected end of file: <${this.openName()}> is not closed`
      )
    }
    if (!this.documentHasRoot) {
      throw new XmlSyntaxError(at, 'no root element')
    }
  }

  /** Scans `b` from `i`; returns where it stopped (`< b.length`: needs more). */
  private run(b: Buffer, i: number, final: boolean): number {
    this.resetSearches()
    const nul = b.indexOf(0, i)
    if (nul >= 0) this.fail(nul, 'NUL byte (U+0000) is not allowed in XML')
    const n = b.length
    while (i < n) {
      i = this.step(b, i, final)
      if (i < 0) return ~i
    }
    return n
  }

  private step(b: Buffer, i: number, final: boolean): number {
    switch (this.state) {
      case State.TEXT:
        return this.text(b, i, final)
      case State.LT:
        return this.afterLt(b, i, final)
      case State.START_NAME:
        return this.startName(b, i)
      case State.TAG:
        return this.tag(b, i)
      case State.EMPTY:
        return this.emptyTag(b, i)
      case State.ATTR_NAME:
        return this.attributeName(b, i)
      case State.ATTR_EQ:
        return this.attributeEq(b, i)
      case State.ATTR_QUOTE:
        return this.attributeQuote(b, i)
      case State.ATTR_VALUE:
        return this.attributeValue(b, i, final)
      case State.END_NAME:
        return this.endName(b, i)
      case State.END_SPACE:
        return this.endSpace(b, i)
      default:
        return this.markup(b, i, final)
    }
  }

  private markup(b: Buffer, i: number, final: boolean): number {
    switch (this.state) {
      case State.COMMENT:
        return this.comment(b, i, final)
      case State.CDATA:
        return this.cdata(b, i, final)
      case State.PI_TARGET:
        return this.piTarget(b, i)
      case State.PI_BODY:
        return this.piBody(b, i, final)
      case State.DECLARATION:
        return this.declaration(b, i, final)
      default:
        return this.doctype(b, i)
    }
  }

  /** `b[i]` follows a `<`. */
  private afterLt(b: Buffer, i: number, final: boolean): number {
    const c = b[i] as number
    if (c === SLASH) {
      if (this.depth === 0) this.fail(i - 1, 'closing tag with no open element')
      this.beginEndTag()
      return i + 1
    }
    if (c === BANG) return this.afterBang(b, i, final)
    if (c === QUESTION) return this.afterQuestion(b, i, final)
    if (!isNameStart(c)) this.fail(i, `invalid character after "<"`)
    if (this.depth >= MAX_DEPTH) {
      this.fail(
        i - 1,
        `elements nested more than ${grouped(MAX_DEPTH)} levels deep are refused (each open level takes memory; no real report nests so deep)`
      )
    }
    this.beginStartTag()
    return i
  }

  private afterBang(b: Buffer, i: number, final: boolean): number {
    if (b.length - i < 8 && !final) return ~i
    if (b[i + 1] === 0x2d && b[i + 2] === 0x2d) {
      this.state = State.COMMENT
      return i + 3
    }
    if (startsWithAt(b, i + 1, CDATA_OPEN)) {
      if (this.depth === 0)
        this.fail(i - 1, 'CDATA section outside the root element')
      this.state = State.CDATA
      return i + 8
    }
    if (startsWithAt(b, i + 1, DOCTYPE_OPEN)) {
      if (this.documentHasRoot || this.documentHasDoctype) {
        this.fail(i - 1, 'DOCTYPE is only allowed before the root element')
      }
      this.documentHasDoctype = true
      this.doctypeSkipper.reset()
      this.state = State.DOCTYPE
      return i + 8
    }
    return this.fail(i - 1, 'expected "<!--", "<![CDATA[" or "<!DOCTYPE"')
  }

  private afterQuestion(b: Buffer, i: number, final: boolean): number {
    if (b.length - i < 5 && !final) return ~i
    const t = b.toString('latin1', i + 1, Math.min(b.length, i + 5))
    const target = t.slice(0, 3)
    const next = t.charCodeAt(3)
    if (target.toLowerCase() === 'xml' && (isSpace(next) || next === 0x3f)) {
      if (target !== 'xml')
        this.fail(
          i - 1,
          `processing instruction target "${target}" is reserved`
        )
      if (!this.declarationAllowed(i - 1)) {
        this.fail(
          i - 1,
          'an XML declaration is only allowed at the start of a document'
        )
      }
      this.beginDocument()
      this.declarationBytes.length = 0
      this.state = State.DECLARATION
      return i + 4
    }
    this.piTargetLength = 0
    this.state = State.PI_TARGET
    return i + 1
  }

  /** At the start of the stream, or after a root ended: a new document. */
  private declarationAllowed(at: number): boolean {
    return this.base + at === 0 || (this.depth === 0 && this.documentHasRoot)
  }

  private comment(b: Buffer, i: number, final: boolean): number {
    const dashes = b.indexOf('--', i, 'latin1')
    if (dashes < 0) {
      return !final && b[b.length - 1] === 0x2d ? ~(b.length - 1) : b.length
    }
    if (dashes + 2 >= b.length) {
      if (final) this.fail(dashes, 'unterminated comment')
      return ~dashes
    }
    if (b[dashes + 2] !== GT)
      this.fail(dashes, '"--" is not allowed inside a comment')
    this.state = State.TEXT
    return dashes + 3
  }

  private piTarget(b: Buffer, i: number): number {
    const n = b.length
    while (i < n) {
      const c = b[i] as number
      if (this.piTargetLength === 0 ? !isNameStart(c) : !isNameChar(c)) break
      this.piTargetLength++
      i++
    }
    if (i === n) return n
    if (this.piTargetLength === 0)
      this.fail(i, 'processing instruction without a target')
    const c = b[i] as number
    if (!isSpace(c) && c !== QUESTION) {
      this.fail(i, 'invalid character in processing instruction target')
    }
    this.state = State.PI_BODY
    return i
  }

  private piBody(b: Buffer, i: number, final: boolean): number {
    const end = b.indexOf('?>', i, 'latin1')
    if (end < 0) {
      return !final && b[b.length - 1] === QUESTION ? ~(b.length - 1) : b.length
    }
    this.state = State.TEXT
    return end + 2
  }

  private declaration(b: Buffer, i: number, final: boolean): number {
    const end = b.indexOf('?>', i, 'latin1')
    const stop =
      end >= 0
        ? end
        : !final && b[b.length - 1] === QUESTION
          ? b.length - 1
          : b.length
    this.declarationBytes.append(b, i, stop)
    if (this.declarationBytes.length > 1024)
      this.fail(i, 'XML declaration too long')
    if (end < 0) return stop < b.length ? ~stop : stop
    const body = this.declarationBytes.text()
    const version = declarationVersion(body)
    if (version === undefined) this.fail(i, declarationError(body))
    this.xml11 = version === '1.1'
    this.state = State.TEXT
    return end + 2
  }

  private doctype(b: Buffer, i: number): number {
    const end = this.doctypeSkipper.skip(b, i, this.failAt)
    if (end < 0) return b.length
    this.state = State.TEXT
    return end
  }
}

function hasNonSpace(b: Uint8Array): boolean {
  for (let k = 0; k < b.length; k++) if (!isSpace(b[k] as number)) return true
  return false
}
