import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import {
  EncodingError,
  incompleteTail,
  readAsUtf8,
  repairUtf8,
  type ReadOptions
} from '../../../../src/junit/decode/index.js'
import { positionAt } from '../../../../src/junit/xml/index.js'
import { fixture } from '../../../support/paths.js'

const fixtures = fixture('encodings')
const dir = mkdtempSync(path.join(tmpdir(), 'read-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let counter = 0
function tempFile(bytes: Uint8Array | string): string {
  const file = path.join(dir, `f${counter++}.xml`)
  writeFileSync(file, bytes)
  return file
}

function read(file: string, options: ReadOptions = {}) {
  const chunks: Buffer[] = []
  const summary = readAsUtf8(
    file,
    (chunk) => {
      chunks.push(Buffer.from(chunk))
    },
    options
  )
  return { text: Buffer.concat(chunks).toString('utf8'), summary }
}

const decl = (encoding: string): string =>
  `<?xml version="1.0" encoding="${encoding}"?>`

describe('readAsUtf8: UTF-8 and byte order marks', () => {
  it('passes UTF-8 through unchanged', () => {
    const text = `${decl('UTF-8')}<a>ñandú 😀</a>`
    const { text: out, summary } = read(tempFile(text))
    expect(out).toBe(text)
    expect(summary).toEqual({
      encoding: 'UTF-8',
      replaced: 0,
      firstReplaced: -1
    })
  })

  it('defaults to UTF-8 without a declaration', () => {
    expect(read(tempFile('<a>é</a>')).text).toBe('<a>é</a>')
  })

  it('strips a UTF-8 BOM and lets it beat a contradicting declaration', () => {
    const { text, summary } = read(
      path.join(fixtures, 'utf8-bom-declares-latin1.xml')
    )
    expect(text.startsWith('<?xml')).toBe(true)
    expect(text).toContain('name="café"')
    expect(summary.encoding).toBe('UTF-8')
    expect(summary.warning).toMatch(/byte order mark says UTF-8.*"ISO-8859-1"/)
  })

  it('gives no warning when a BOM agrees with the declaration', () => {
    const file = tempFile(
      Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), Buffer.from(decl('utf-8'))])
    )
    expect(read(file).summary.warning).toBeUndefined()
  })

  it('reads UTF-8 declared as UTF-16 (.NET StringWriter) with a warning', () => {
    const { text, summary } = read(tempFile(`${decl('utf-16')}<a>é</a>`))
    expect(text).toContain('<a>é</a>')
    expect(summary.encoding).toBe('UTF-8')
    expect(summary.warning).toMatch(
      /says "utf-16" but the bytes are not UTF-16/
    )
  })

  it('reads US-ASCII as UTF-8', () => {
    const { text, summary } = read(tempFile(`${decl('US-ASCII')}<a>é</a>`))
    expect(text).toContain('<a>é</a>')
    expect(summary.replaced).toBe(0)
  })
})

describe('readAsUtf8: UTF-16', () => {
  const expected = 'name="café 😀"'
  it.each([
    ['utf16le-bom.xml', 'UTF-16LE'],
    ['utf16be-bom.xml', 'UTF-16BE'],
    ['utf16le-no-bom.xml', 'UTF-16LE'],
    ['utf16be-no-bom.xml', 'UTF-16BE']
  ])('decodes %s', (name, encoding) => {
    const { text, summary } = read(path.join(fixtures, name))
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-16"?>')).toBe(
      true
    )
    expect(text).toContain(expected)
    expect(summary).toEqual({ encoding, replaced: 0, firstReplaced: -1 })
  })

  it('decodes surrogate pairs split across every chunk boundary', () => {
    const file = path.join(fixtures, 'utf16le-bom.xml')
    const whole = read(file).text
    for (const chunkSize of [4, 5, 6, 7, 9]) {
      expect(read(file, { chunkSize }).text).toBe(whole)
    }
  })

  it('lets the BOM beat a declaration of another encoding', () => {
    const body = Buffer.from(`${decl('UTF-8')}<a/>`, 'utf16le')
    const { text, summary } = read(
      tempFile(Buffer.concat([Buffer.of(0xff, 0xfe), body]))
    )
    expect(text).toBe(`${decl('UTF-8')}<a/>`)
    expect(summary.warning).toMatch(/byte order mark says UTF-16LE.*"UTF-8"/)
  })

  it('replaces lone surrogates and an odd last byte, as TextDecoder does', () => {
    const bytes = Buffer.concat([
      Buffer.from('<a>', 'utf16le'),
      Buffer.of(0x3d, 0xd8, 0x41, 0x00), // high surrogate, then 'A'
      Buffer.of(0x00, 0xdc), // lone low surrogate
      Buffer.from('</a>', 'utf16le'),
      Buffer.of(0x41) // odd byte
    ])
    const { text, summary } = read(tempFile(bytes))
    expect(text).toBe(new TextDecoder('utf-16le').decode(bytes))
    expect(text).toBe('<a>\uFFFDA\uFFFD</a>\uFFFD')
    expect(summary.replaced).toBe(3)
    expect(summary.firstReplaced).toBe(3)
  })

  it('refuses UTF-32', () => {
    const file = tempFile(Buffer.of(0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0))
    expect(() => read(file)).toThrow(/UTF-32 is not supported/)
  })
})

describe('readAsUtf8: single-byte encodings', () => {
  const high = Buffer.from(Array.from({ length: 128 }, (_, i) => 0x80 + i))
  const fileWith = (encoding: string): string =>
    tempFile(Buffer.concat([Buffer.from(`${decl(encoding)}<a>`), high]))
  const body = (text: string): string => text.slice(text.indexOf('<a>') + 3)

  it('reads ISO-8859-1 as true Latin-1 (0x80-0x9F are C1 controls)', () => {
    for (const label of ['ISO-8859-1', 'latin1', 'iso_8859-1']) {
      const { text, summary } = read(fileWith(label))
      expect(body(text)).toBe(String.fromCharCode(...high))
      expect(summary.encoding).toBe('iso-8859-1')
    }
  })

  it('maps windows-1252 0x80-0x9F to printable characters', () => {
    const { text, summary } = read(fileWith('windows-1252'))
    const chars = [...body(text)]
    expect(chars[0]).toBe('€')
    expect(chars[0x82 - 0x80]).toBe('‚')
    expect(chars[0x93 - 0x80]).toBe('“')
    expect(chars[0x99 - 0x80]).toBe('™')
    expect(chars[0x9f - 0x80]).toBe('Ÿ')
    expect(chars[0x81 - 0x80]).toBe('\u0081') // unassigned: stays C1 (WHATWG)
    expect(chars[0xe9 - 0x80]).toBe('é')
    expect(summary).toEqual({
      encoding: 'windows-1252',
      replaced: 0,
      firstReplaced: -1
    })
  })

  it('reads ISO-8859-15 with its euro sign', () => {
    const chars = [...body(read(fileWith('ISO-8859-15')).text)]
    expect(chars[0xa4 - 0x80]).toBe('€')
    expect(chars[0xa6 - 0x80]).toBe('Š')
    expect(chars[0xe9 - 0x80]).toBe('é')
  })

  it.each([
    ['iso-8859-1.xml', 'café © ÿ'],
    ['windows-1252.xml', '€ “quoted” Ÿ'],
    ['iso-8859-15.xml', '€ Š Ÿ'],
    ['shift_jis.xml', 'テスト']
  ])('decodes the fixture %s', (name, suiteName) => {
    const { text, summary } = read(path.join(fixtures, name))
    expect(text).toContain(`name="${suiteName}"`)
    expect(summary.replaced).toBe(0)
  })

  it('refuses an unknown encoding, naming it and its column', () => {
    const file = path.join(fixtures, 'unknown-encoding.xml')
    let error: unknown
    try {
      read(file)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EncodingError)
    expect((error as EncodingError).message).toMatch(/"x-klingon"/)
    expect((error as EncodingError).column).toBe(31)
  })
})

describe('readAsUtf8: invalid bytes', () => {
  it('replaces invalid UTF-8 and locates the first repair', () => {
    const file = path.join(fixtures, 'utf8-invalid-bytes.xml')
    const { text, summary } = read(file)
    expect(text).toContain('<system-out>log: \uFFFD</system-out>')
    expect(summary.replaced).toBe(1)
    expect(positionAt(file, summary.firstReplaced)).toEqual({
      line: 6,
      column: 22
    })
  })

  it('keeps multi-byte characters split across chunks intact', () => {
    const text = `<a>${'ñ€😀x'.repeat(50)}</a>`
    const file = tempFile(text)
    for (const chunkSize of [4, 5, 6, 7, 8, 13]) {
      const result = read(file, { chunkSize })
      expect(result.text).toBe(text)
      expect(result.summary.replaced).toBe(0)
    }
  })

  it('replaces a sequence truncated by the end of the file', () => {
    const { text, summary } = read(tempFile(Buffer.of(0x3c, 0x61, 0xf0, 0x9f)))
    expect(text).toBe('<a\uFFFD')
    expect(summary).toMatchObject({ replaced: 1, firstReplaced: 2 })
  })

  it('equals TextDecoder on any bytes and any chunk size', () => {
    const realReplacements = (bytes: Uint8Array): number =>
      Buffer.from(bytes).toString('latin1').split('\xef\xbf\xbd').length - 1
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.integer({ min: 4, max: 16 }),
        (bytes, chunkSize) => {
          // '<a' first, so that no BOM or UTF-16 pattern is detected.
          const input = Buffer.concat([Buffer.from('<a'), bytes])
          const { text, summary } = read(tempFile(input), { chunkSize })
          const expected = new TextDecoder().decode(input)
          expect(text).toBe(expected)
          const inserted =
            expected.split('\uFFFD').length - 1 - realReplacements(input)
          expect(summary.replaced).toBe(inserted)
          const first = repairUtf8(input).firstReplaced
          expect(summary.firstReplaced).toBe(first)
        }
      ),
      { numRuns: 200 }
    )
  })

  it('holds back only an unfinished sequence at the end of a chunk', () => {
    expect(incompleteTail(Buffer.from('abc'))).toBe(0)
    expect(incompleteTail(Buffer.of(0x61, 0xe2, 0x82))).toBe(2)
    expect(incompleteTail(Buffer.of(0xf0, 0x9f, 0x98))).toBe(3)
    expect(incompleteTail(Buffer.from('😀'))).toBe(0)
    expect(incompleteTail(Buffer.of(0x61, 0xff))).toBe(0)
  })
})

describe('positionAt', () => {
  it('counts LF, CRLF and CR line ends and columns in characters', () => {
    const file = tempFile('ab\ncd\r\nef\rgh😀ij')
    const at = (needle: string) =>
      positionAt(file, Buffer.from('ab\ncd\r\nef\rgh😀ij').indexOf(needle))
    expect(at('a')).toEqual({ line: 1, column: 1 })
    expect(at('d')).toEqual({ line: 2, column: 2 })
    expect(at('e')).toEqual({ line: 3, column: 1 })
    expect(at('g')).toEqual({ line: 4, column: 1 })
    expect(at('i')).toEqual({ line: 4, column: 4 })
  })

  it('reads offsets in the decoded stream of a UTF-16 file', () => {
    const file = tempFile(
      Buffer.concat([
        Buffer.of(0xff, 0xfe),
        Buffer.from('<a>\n  é<b', 'utf16le')
      ])
    )
    const offset = Buffer.from('<a>\n  é<b').indexOf('<b')
    expect(positionAt(file, offset)).toEqual({ line: 2, column: 4 })
  })

  it('stops at the end of the file for an offset past it', () => {
    expect(positionAt(tempFile('<a>\n<b'), 1000)).toEqual({
      line: 2,
      column: 3
    })
  })
})
