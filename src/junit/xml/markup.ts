/**
 * The rarer pieces of XML markup for the scanner: references (`&lt;`,
 * `&#233;`), the XML declaration and the DOCTYPE, which is skipped, never
 * processed.
 */
import {
  Bytes,
  GT,
  HASH,
  LBRACKET,
  PERCENT,
  QUESTION,
  QUOTE,
  APOS,
  RBRACKET,
  SEMI,
  isNameChar,
  isXmlChar
} from './bytes.js'
import { illegalEncodingName } from '../decode/index.js'

/** `dtd`: the refusal of a DTD that declares entities, not a syntax error. */
export type Fail = (index: number, reason: string, dtd?: true) => never

/**
 * Longest reference read (`&#x0001F600;` is 11 bytes). Longer ones, even
 * legal ones with many leading zeros, are refused: the scanner never needs
 * an unbounded look-ahead.
 */
export const MAX_REFERENCE = 40

const PREDEFINED: Record<string, number> = {
  lt: 0x3c,
  gt: 0x3e,
  amp: 0x26,
  quot: 0x22,
  apos: 0x27
}

/** The common references without building a string; 0 for the others. */
function predefinedCode(b: Uint8Array, start: number, end: number): number {
  const c = b[start]
  if (end - start === 2 && b[start + 1] === 0x74) {
    if (c === 0x6c) return 0x3c // lt
    if (c === 0x67) return 0x3e // gt
  }
  if (
    end - start === 3 &&
    c === 0x61 &&
    b[start + 1] === 0x6d &&
    b[start + 2] === 0x70
  ) {
    return 0x26 // amp
  }
  return 0
}

/**
 * Finds the `;` of the reference at `b[at] === '&'`, looking no further than
 * `end`. Returns its index, or -1 when `end` came first.
 */
export function referenceEnd(b: Uint8Array, at: number, end: number): number {
  const limit = Math.min(end, at + MAX_REFERENCE)
  for (let k = at + 1; k < limit; k++) {
    const c = b[k] as number
    if (c === SEMI) return k
    if (!isNameChar(c) && c !== HASH) return k
  }
  return -1
}

/** The code point of the reference `b[at..semi]` (`&...;`), or fails. */
export function referenceCode(
  b: Uint8Array,
  range: { at: number; semi: number; xml11: boolean },
  fail: Fail
): number {
  const { at, semi } = range
  if (b[semi] !== SEMI) fail(at, 'malformed entity reference (no ";")')
  const quick = predefinedCode(b, at + 1, semi)
  if (quick > 0) return quick
  const body = Buffer.from(
    b.buffer,
    b.byteOffset + at + 1,
    semi - at - 1
  ).toString('latin1')
  if (body.startsWith('#')) {
    const hex = /^#x[0-9a-fA-F]+$/.test(body)
    if (!hex && !/^#[0-9]+$/.test(body)) {
      fail(at, `malformed character reference "&${body};"`)
    }
    const code = hex ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    if (!isXmlChar(code, range.xml11)) {
      fail(at, `character reference "&${body};" is not a legal XML character`)
    }
    return code
  }
  const code = PREDEFINED[body]
  if (code === undefined) {
    fail(
      at,
      `undefined entity "&${body};" (only &lt; &gt; &amp; &quot; &apos; and numeric references are defined)`
    )
  }
  return code
}

const DECLARATION =
  /^\s+version\s*=\s*(?:"(1\.[0-9]+)"|'(1\.[0-9]+)')(?:\s+encoding\s*=\s*(?:"[A-Za-z][\w.-]*"|'[A-Za-z][\w.-]*'))?(?:\s+standalone\s*=\s*(?:"(?:yes|no)"|'(?:yes|no)'))?\s*$/

/** Reads the body of `<?xml ...?>`; the encoding was handled by the reader. */
export function declarationVersion(body: string): string | undefined {
  const match = DECLARATION.exec(body)
  return match ? (match[1] ?? match[2]) : undefined
}

/** Why a declaration is malformed: an illegal encoding name is quoted. */
export function declarationError(body: string): string {
  const encoding = /\sencoding\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(body)
  const name = encoding?.[1] ?? encoding?.[2]
  const illegal = name === undefined ? undefined : illegalEncodingName(name)
  return illegal ?? 'malformed XML declaration (version="1.0" is required)'
}

const OUTSIDE = 0
const SUBSET = 1
const IN_QUOTE = 2
const IN_COMMENT = 3
const IN_PI = 4
const TAIL = 16
const DECLARE_ENTITY = Buffer.from('<!ENTITY')

/**
 * Finds the end of a DOCTYPE without processing it. Its internal subset may
 * declare elements and attributes (ignored) but not entities: entity
 * expansion is how XML bombs and external-entity reads work, so a DOCTYPE
 * that declares one is refused. Nothing is ever fetched.
 */
export class DoctypeSkipper {
  private mode = OUTSIDE
  private quoteReturn = OUTSIDE
  private quote = 0
  /** The last few bytes, to recognise `<!--`, `-->`, `<?`, `<!ENTITY`. */
  private readonly tail = new Bytes(64)

  reset(): void {
    this.mode = OUTSIDE
    this.tail.length = 0
  }

  private endsWith(text: Uint8Array): boolean {
    const { data, length } = this.tail
    if (length < text.length) return false
    for (let k = 0; k < text.length; k++) {
      if (data[length - text.length + k] !== text[k]) return false
    }
    return true
  }

  private remember(c: number): void {
    if (this.tail.length === this.tail.data.length) {
      this.tail.data.copyWithin(0, this.tail.length - TAIL)
      this.tail.length = TAIL
    }
    this.tail.push(c)
  }

  /** Index after the closing `>`, or -1 when `b` ended first. */
  skip(b: Uint8Array, start: number, fail: Fail): number {
    for (let i = start; i < b.length; i++) {
      const c = b[i] as number
      this.remember(c)
      if (this.step(c, i, fail)) return i + 1
    }
    return -1
  }

  private step(c: number, i: number, fail: Fail): boolean {
    switch (this.mode) {
      case IN_QUOTE:
        if (c === this.quote) this.mode = this.quoteReturn
        return false
      case IN_COMMENT:
        if (c === GT && this.endsWith(COMMENT_END)) this.mode = SUBSET
        return false
      case IN_PI:
        if (c === GT && this.endsWith(PI_END)) this.mode = SUBSET
        return false
      case SUBSET:
        this.subsetStep(c, i, fail)
        return false
      default:
        if (c === QUOTE || c === APOS) this.enterQuote(c)
        else if (c === LBRACKET) this.mode = SUBSET
        return c === GT
    }
  }

  private enterQuote(c: number): void {
    this.quoteReturn = this.mode
    this.quote = c
    this.mode = IN_QUOTE
  }

  private subsetStep(c: number, i: number, fail: Fail): void {
    if (c === QUOTE || c === APOS) this.enterQuote(c)
    else if (c === RBRACKET) this.mode = OUTSIDE
    else if (c === PERCENT) {
      fail(
        i,
        'DTD entity declarations are refused: the DOCTYPE uses a parameter-entity reference; remove the internal subset',
        true
      )
    } else if (this.endsWith(COMMENT_START)) {
      this.tail.length = 0
      this.mode = IN_COMMENT
    } else if (c === QUESTION && this.endsWith(PI_START)) this.mode = IN_PI
    else if (this.endsWith(DECLARE_ENTITY)) {
      fail(
        i - 7,
        'DTD entity declarations are refused: the DOCTYPE declares an entity (<!ENTITY>); remove the internal subset',
        true
      )
    }
  }
}

const COMMENT_START = Buffer.from('<!--')
const COMMENT_END = Buffer.from('-->')
const PI_START = Buffer.from('<?')
const PI_END = Buffer.from('?>')
