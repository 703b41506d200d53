import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readAsUtf8 } from '../../../src/junit/decode/index.js'
import type { Note } from '../../../src/junit/index.js'
import { createSuiteParser } from '../../../src/junit/rules/index.js'
import { referenceParse } from './reference-parser.js'
import { fixture } from '../../support/paths.js'

const FIXTURES = fixture('junit')
const CORPUS = fixture('corpus')

type Outcome = { ok: true; value: unknown } | { ok: false }

/** Feeds `bytes` in chunks of `size`, through one reused buffer. */
function ours(bytes: Uint8Array, fileName: string, size: number): Outcome {
  const notes: Note[] = []
  const parser = createSuiteParser({ fileName, note: (n) => notes.push(n) })
  const buffer = new Uint8Array(size)
  try {
    for (let i = 0; i < bytes.length; i += size) {
      const piece = bytes.subarray(i, i + size)
      buffer.set(piece)
      parser.write(buffer.subarray(0, piece.length))
      buffer.fill(0x3c)
    }
    return { ok: true, value: parser.end() }
  } catch {
    return { ok: false }
  }
}

function theirs(bytes: Uint8Array, fileName: string): Outcome {
  try {
    return {
      ok: true,
      value: referenceParse(Buffer.from(bytes).toString('utf8'), fileName)
    }
  } catch {
    return { ok: false }
  }
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesBelow(full) : [full]
  })
}

function compareFile(file: string): void {
  const bytes = readFileSync(file)
  // The reader strips a BOM before the parser sees the bytes.
  const body =
    bytes[0] === 0xef && bytes[1] === 0xbb ? bytes.subarray(3) : bytes
  compareBytes(body, file)
}

function compareBytes(body: Uint8Array, file: string): void {
  const expected = theirs(body, path.basename(file))
  expect(ours(body, path.basename(file), 1 << 20)).toEqual(expected)
  expect(ours(body, path.basename(file), 61)).toEqual(expected)
}

describe('against a saxes-based reference: our fixtures', () => {
  for (const file of filesBelow(FIXTURES)) {
    test(path.relative(FIXTURES, file), () => compareFile(file))
  }
})

/**
 * The UTF-8 the reader hands the parser: a file declared in another
 * encoding is transcoded first, so both parsers get the same text.
 */
function decoded(file: string): Buffer {
  const chunks: Buffer[] = []
  readAsUtf8(file, (chunk) => {
    chunks.push(Buffer.from(chunk))
  })
  return Buffer.concat(chunks)
}

describe('against the reference: the corpus in fixtures/corpus', () => {
  const files = filesBelow(CORPUS).filter((file) => file.endsWith('.xml'))
  const declaredOther = (file: string): boolean =>
    /encoding=["'](?!utf-8)/i.test(readFileSync(file, 'latin1').slice(0, 200))
  for (const file of files) {
    test(path.relative(CORPUS, file), () =>
      declaredOther(file)
        ? compareBytes(decoded(file), file)
        : compareFile(file)
    )
  }
})

// ---------------------------------------------------------------- generated

const pick = <T>(...values: T[]): fc.Arbitrary<T> => fc.constantFrom(...values)

/** Character data pieces: plain, references, CDATA with markup inside. */
const textPiece = fc.oneof(
  pick(
    'a',
    'line one',
    ' ',
    '\n',
    '\r\n',
    '\t',
    'é',
    '😀',
    ']',
    ']]',
    '>',
    'x ] > y'
  ),
  pick(
    '&lt;',
    '&gt;',
    '&amp;',
    '&quot;',
    '&apos;',
    '&#233;',
    '&#x1F600;',
    '&#10;',
    '&#13;',
    '&#32;'
  ),
  pick(
    '<![CDATA[<testsuite name="fake"><testcase/></testsuite> & <!-- --> <?xml?>]]>',
    '<![CDATA[]]]]><![CDATA[>]]>',
    '<![CDATA[]]>',
    '<![CDATA[\r\nat line\r\n]]>',
    '<!-- comment with <testcase/> -->',
    '<?pi some data?>'
  )
)
const text = fc.array(textPiece, { maxLength: 6 }).map((p) => p.join(''))

const valuePiece = fc.oneof(
  pick('a', 'Suite', ' ', '\t', '\n', '\r\n', 'é', '1', '.', ','),
  pick(
    '&lt;',
    '&amp;',
    '&quot;',
    '&apos;',
    '&#233;',
    '&#x1F600;',
    '&#10;',
    '&#9;'
  )
)
const freeValue = fc.array(valuePiece, { maxLength: 5 }).map((p) => p.join(''))
const count = pick('0', '1', '3', '12', ' 2 ', 'x', '-1', '')
const time = pick(
  '1.5',
  '0.001',
  '0,5',
  '1,234.5',
  '100ms',
  '80.803us',
  'abc',
  '-1',
  '1e2',
  ' 2 '
)
const stamp = pick(
  '2024-01-01T12:00:00',
  '2024-01-01T12:00:00+02:00',
  '1704110400123',
  'bad',
  '0'
)

type Attr = [string, fc.Arbitrary<string>]
const attributes = (pool: Attr[]): fc.Arbitrary<string> =>
  fc.subarray(pool).chain((chosen) =>
    fc
      .tuple(...chosen.map(([, value]) => value), pick('"', "'"))
      .map((values) => {
        const quote = values.pop() as string
        return chosen
          .map(([name], k) => {
            const v = (values[k] as string).replaceAll(
              quote,
              quote === '"' ? '&quot;' : '&apos;'
            )
            return ` ${name}=${quote}${v}${quote}`
          })
          .join('')
      })
  )

const suiteAttributes = attributes([
  ['name', fc.oneof(freeValue, pick('', '  '))],
  ['tests', count],
  ['failures', count],
  ['errors', count],
  ['skipped', count],
  ['skips', count],
  ['disabled', count],
  ['time', time],
  ['timestamp', stamp],
  ['hostname', freeValue]
])
const caseAttributes = attributes([
  ['name', freeValue],
  ['classname', freeValue],
  ['time', time],
  ['status', pick('run', 'Skipped', 'notrun', 'disabled')],
  ['result', pick('skipped', 'passed')],
  ['skipped', pick('true', 'false')],
  ['file', freeValue],
  ['line', pick('1', '42', 'x')]
])
const resultAttributes = attributes([
  ['message', freeValue],
  ['type', freeValue]
])

const element = (
  name: string,
  attrs: fc.Arbitrary<string>,
  body: fc.Arbitrary<string>
) =>
  fc
    .tuple(pick('', 'j:'), attrs, body, fc.boolean())
    .map(([prefix, a, b, empty]) =>
      empty && b === ''
        ? `<${prefix}${name}${a}/>`
        : `<${prefix}${name}${a}>${b}</${prefix}${name}>`
    )
const join = (parts: fc.Arbitrary<string>, max: number) =>
  fc.array(parts, { maxLength: max }).map((p) => p.join('\n'))

const leaf = element('system-out', pick(''), text)
const result = fc
  .constantFrom(
    'failure',
    'error',
    'skipped',
    'disabled',
    'flakyFailure',
    'flakyError',
    'rerunFailure',
    'rerunError'
  )
  .chain((name) =>
    element(name, resultAttributes, join(fc.oneof(text, leaf), 2))
  )
const testcase = element(
  'testcase',
  caseAttributes,
  join(fc.oneof(result, leaf, text), 4)
)

const { suite, wrapper } = fc.letrec<{ suite: string; wrapper: string }>(
  (tie) => ({
    suite: element(
      'testsuite',
      suiteAttributes,
      join(
        fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          testcase,
          testcase,
          element('error', resultAttributes, text),
          element('failure', resultAttributes, text),
          element(
            'properties',
            pick(''),
            pick('<property name="timestamp" value="x"/>', '')
          ),
          leaf,
          tie('suite'),
          tie('wrapper')
        ),
        5
      )
    ),
    wrapper: element(
      'testsuites',
      suiteAttributes,
      join(
        fc.oneof(
          { depthSize: 'small' },
          tie('suite'),
          tie('wrapper'),
          testcase,
          leaf
        ),
        4
      )
    )
  })
)

const documentArbitrary = fc
  .tuple(
    pick('', '<?xml version="1.0" encoding="UTF-8"?>\n', '<!-- c -->\n'),
    fc.array(fc.oneof(suite, wrapper, leaf), { minLength: 1, maxLength: 2 })
  )
  .map(([prolog, roots]) => prolog + roots.join('\n'))

describe('against the reference: generated documents', () => {
  test('same result (or both refuse) for any document and chunk size', () => {
    let wellFormed = 0
    fc.assert(
      fc.property(
        documentArbitrary,
        fc.integer({ min: 1, max: 80 }),
        (xml, size) => {
          const bytes = Buffer.from(xml)
          const expected = theirs(bytes, 'gen.xml')
          if (expected.ok) wellFormed++
          expect(ours(bytes, 'gen.xml', size)).toEqual(expected)
        }
      ),
      { numRuns: 200 }
    )
    // The generator mostly makes well-formed documents, so results are compared.
    expect(wellFormed).toBeGreaterThan(100)
  })

  test('a damaged document is refused by both or read alike by both', () => {
    fc.assert(
      fc.property(
        documentArbitrary,
        fc.nat(),
        pick('', '<', '&', '>', ']]>', '</x>', '"', '&bogus;', '<!-', 'x'),
        fc.integer({ min: 1, max: 80 }),
        (xml, at, insert, size) => {
          const cut = at % (xml.length + 1)
          const bytes = Buffer.from(xml.slice(0, cut) + insert + xml.slice(cut))
          expect(ours(bytes, 'gen.xml', size).ok).toBe(
            theirs(bytes, 'gen.xml').ok
          )
        }
      ),
      { numRuns: 200 }
    )
  })
})
