import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  createSuiteParser,
  type ParsedDocument
} from '../../../../src/junit/rules/index.js'
import { MAX_DEPTH, XmlSyntaxError } from '../../../../src/junit/xml/index.js'
import { fixture } from '../../../support/paths.js'

const MALFORMED = fixture('junit', 'malformed')

function feed(chunks: Iterable<Uint8Array | string>): ParsedDocument {
  const parser = createSuiteParser({
    fileName: 'test.xml',
    note: () => undefined
  })
  for (const chunk of chunks)
    parser.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return parser.end()
}

function refusal(input: Uint8Array | string, size = 1 << 20): XmlSyntaxError {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input
  const chunks: Uint8Array[] = []
  for (let i = 0; i < bytes.length; i += size)
    chunks.push(bytes.subarray(i, i + size))
  try {
    feed(chunks)
  } catch (error) {
    if (error instanceof XmlSyntaxError) return error
    throw error
  }
  throw new Error('accepted')
}

describe('well-formedness', () => {
  test.each([
    ['mismatched-tag.xml', 23, 'closing tag does not match <testcase>'],
    ['truncated.xml', 52, 'unexpected end of file: <testcase> is not closed'],
    ['undefined-entity.xml', 18, 'undefined entity "&nbsp;"'],
    ['text-outside-root.xml', 13, 'text outside the root element'],
    ['empty.xml', 0, 'the file is empty'],
    ['whitespace.xml', 5, 'the file is empty'],
    ['duplicate-attribute.xml', 30, 'duplicate attribute "name"'],
    ['lt-in-attribute.xml', 18, '"<" is not allowed in an attribute value'],
    ['cdata-end-in-text.xml', 13, '"]]>" is not allowed in text'],
    [
      'bad-char-ref.xml',
      28,
      'character reference "&#8;" is not a legal XML character'
    ],
    ['unterminated-comment.xml', 24, 'unexpected end of file inside markup'],
    ['unquoted-attribute.xml', 16, 'attribute value must be quoted'],
    ['garbage.xml', 0, 'text outside the root element'],
    [
      'declaration-not-first.xml',
      1,
      'an XML declaration is only allowed at the start of a document'
    ],
    ['comment-only.xml', 17, 'no root element'],
    [
      'doctype-entity.xml',
      41,
      'DTD entity declarations are refused: the DOCTYPE declares an entity'
    ],
    ['doctype-parameter-entity.xml', 14, 'DTD entity declarations are refused'],
    ['external-entity.xml', 14, 'DTD entity declarations are refused']
  ])('%s is refused at byte %i: %s', (file, offset, reason) => {
    const bytes = readFileSync(path.join(MALFORMED, file))
    for (const size of [1, 3, 1 << 20]) {
      const error = refusal(bytes, size)
      expect(error.message).toContain(reason)
      expect(error.offset).toBe(offset)
    }
  })

  test('a NUL byte is refused wherever it is', () => {
    expect(refusal('<testsuite>\0</testsuite>').message).toBe(
      'NUL byte (U+0000) is not allowed in XML'
    )
    expect(refusal('<testsuite><![CDATA[\0]]></testsuite>').offset).toBe(20)
  })

  test('binary garbage is refused', () => {
    expect(() =>
      feed([Uint8Array.from([0x1f, 0x8b, 0x08, 0x00, 0xff])])
    ).toThrow(XmlSyntaxError)
  })

  test.each([
    ['<a><b></a>', 'closing tag does not match <b>'],
    ['</a>', 'closing tag with no open element'],
    ['<a x="1"y="2"/>', 'whitespace is required between attributes'],
    ['<a x/>', 'attribute without a value'],
    ['<a/ >', 'must be followed by ">"'],
    ['<a><!-- a -- b --></a>', '"--" is not allowed inside a comment'],
    ['<a><![CDATA[x</a>', 'unexpected end of file inside markup'],
    ['<a><!bogus></a>', 'expected "<!--", "<![CDATA[" or "<!DOCTYPE"'],
    ['<a><?XML x?></a>', 'is reserved'],
    ['<a><? x?></a>', 'processing instruction without a target'],
    ['<a/><!DOCTYPE a>', 'DOCTYPE is only allowed before the root element'],
    ['<![CDATA[x]]><a/>', 'CDATA section outside the root element'],
    ['<?xml version="2.0"?><a/>', 'malformed XML declaration'],
    ['<a>&#xD800;</a>', 'is not a legal XML character'],
    ['<a>&amp</a>', 'malformed entity reference'],
    ['<a>& b</a>', 'malformed entity reference'],
    ['< a/>', 'invalid character after "<"'],
    ['<a></a >x', 'text outside the root element']
  ])('%s is refused: %s', (xml, reason) => {
    for (const size of [1, 2, 1 << 20])
      expect(refusal(xml, size).message).toContain(reason)
  })

  test('accepted: several roots, XML 1.1 control references, a DOCTYPE without entities', () => {
    expect(feed(['<a/><b/>']).roots).toEqual(['a', 'b'])
    expect(feed(['<?xml version="1.1"?><a x="&#x1;"/>']).roots).toEqual(['a'])
    expect(feed(['<!DOCTYPE a [<!ELEMENT a ANY>]><a/>']).roots).toEqual(['a'])
  })
})

describe('bounded work', () => {
  test('10,000-deep nesting gives the right answer', () => {
    const depth = 10_000
    const open = '<testsuite name="s"><testcase/>'.repeat(depth)
    const doc = feed([
      `<testsuites>${open}${'</testsuite>'.repeat(depth)}</testsuites>`
    ])
    expect(doc.suites).toHaveLength(1)
    expect(doc.suites[0]?.result.total).toBe(depth)
  })

  test('100,000-deep nesting of other elements does not overflow', () => {
    const depth = 100_000
    const doc = feed([
      `<testsuite name="deep">${'<x>'.repeat(depth)}<testcase/>${'</x>'.repeat(depth)}<testcase/></testsuite>`
    ])
    expect(doc.suites[0]?.result.total).toBe(1)
  })

  test(`nesting is read to ${MAX_DEPTH.toLocaleString('en-US')} levels; one more is refused where it opens`, () => {
    const nested = (depth: number) =>
      `${'<x>'.repeat(depth - 1)}${'</x>'.repeat(depth - 1)}`
    const at = feed([`<testsuite name="deep">${nested(MAX_DEPTH)}</testsuite>`])
    expect(at.suites).toHaveLength(1)
    const over = refusal(
      `<testsuite name="deep">${nested(MAX_DEPTH + 1)}</testsuite>`,
      4096
    )
    expect(over.offset).toBe(
      '<testsuite name="deep">'.length + 3 * MAX_DEPTH - 3
    )
    expect(over.message).toBe(
      `elements nested more than ${MAX_DEPTH.toLocaleString('en-US')} levels deep are refused (each open level takes memory; no real report nests so deep)`
    )
  })

  test('one million attributes on one element', () => {
    const attributes: string[] = []
    for (let k = 0; k < 1_000_000; k++) attributes.push(` a${k}="${k}"`)
    const tag = Buffer.from(
      `<testsuite name="many"${attributes.join('')} tests="3"/>`
    )
    const chunks: Uint8Array[] = []
    for (let i = 0; i < tag.length; i += 1 << 20)
      chunks.push(tag.subarray(i, i + (1 << 20)))
    expect(feed(chunks).suites[0]?.result).toMatchObject({
      name: 'many',
      total: 3
    })
    expect(
      refusal(`<a${attributes.slice(0, 5000).join('')} a17="x"/>`).message
    ).toContain('duplicate attribute "a17"')
  })

  test('tags of 9-12 attributes one after another: each checked alone for duplicates', () => {
    // Past eight names a hash table is used and kept, cleared, for the next tag.
    const names = (n: number, from = 0) =>
      Array.from({ length: n }, (_, k) => ` n${k + from}="v"`).join('')
    const cases = Array.from(
      { length: 50 },
      (_, k) => `<testcase name="c${k}"${names(8 + (k % 4), k % 3)}/>`
    )
    const suite = `<testsuite name="s">${cases.join('')}</testsuite>`
    expect(feed([suite]).suites[0]?.result.total).toBe(50)
    const twelfth = `<testcase name="x"${names(10)} n1="again"/>`
    expect(
      refusal(`<testsuite name="s">${cases.join('')}${twelfth}</testsuite>`)
        .message
    ).toContain('duplicate attribute "n1"')
    const late = `<testcase name="y"${names(12, 100)} name="again"/>`
    expect(
      refusal(`<testsuite name="s">${cases.join('')}${late}</testsuite>`)
        .message
    ).toContain('duplicate attribute "name"')
  })

  test('a 50 MB attribute across 50 chunks: skipped when unneeded, its first 64 KiB kept when needed', () => {
    const chunk = Buffer.alloc(1 << 20, 0x61)
    const before = Buffer.from('<testsuite hostname="')
    const middle = Buffer.from('" name="')
    const after = Buffer.from('"><testcase/></testsuite>')
    const doc = feed([
      before,
      ...Array<Buffer>(50).fill(chunk),
      middle,
      ...Array<Buffer>(5).fill(chunk),
      after
    ])
    expect(doc.suites[0]?.result.name).toBe('a'.repeat(64 * 1024))
    expect(doc.suites[0]?.result.total).toBe(1)
  })

  test('large text and CDATA are skipped, markup inside CDATA is not parsed', () => {
    const log = `<testcase name="fake"/> ]]]]><![CDATA[> `.repeat(20_000)
    const doc = feed([
      `<testsuite name="s"><testcase/><system-out><![CDATA[${log}]]></system-out></testsuite>`
    ])
    expect(doc.suites[0]?.result.total).toBe(1)
  })
})
