import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HashStore } from '../../../src/junit/hashed-tests.js'
import { inventoryJson } from '../../../src/junit/inventory-file.js'
import {
  identityDigest,
  INVENTORY_FORMAT,
  type TestStatus
} from '../../../src/junit/inventory.js'
import { NameStore } from '../../../src/junit/named-tests.js'

// Everything JSON escapes or might: quotes, backslashes, every control
// character, DEL, U+2028, characters of two, three and four UTF-8 bytes.
const text = fc
  .array(
    fc.oneof(
      fc.constantFrom('"', '\\', '\u007f', '\u2028', 'é', '東', '😀', 'a'),
      fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code))
    ),
    { maxLength: 6 }
  )
  .map((chars) => chars.join(''))
const header = { attestation: 'unit "tests"', commit: null }

function written(pieces: Iterable<Uint8Array>): string {
  return Buffer.concat([...pieces]).toString('utf8')
}

describe('inventoryJson', () => {
  it('writes each named test as JSON.stringify would, from the bytes kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, text, text, fc.integer({ min: 0, max: 3 })), {
          maxLength: 30
        }),
        (cases) => {
          const store = new NameStore()
          for (const [suite, classname, name, status] of cases)
            store.add({ suite, classname, name }, status)
          const tests = store.finish()
          const json = written(inventoryJson(header, { hashed: false, tests }))
          expect(JSON.parse(json)).toEqual({
            format: INVENTORY_FORMAT,
            ...header,
            tests: [...tests]
          })
          const lines = [...tests].map((entry) => JSON.stringify(entry))
          expect(json).toBe(
            `${JSON.stringify({ format: INVENTORY_FORMAT, ...header }).slice(0, -1)},"tests":[${lines.length === 0 ? '' : `\n${lines.join(',\n')}`}\n]}\n`
          )
        }
      )
    )
  })

  it('writes hashes as hex, in pieces', () => {
    const store = new HashStore()
    const statuses: TestStatus[] = ['passed', 'failed', 'errored', 'skipped']
    for (let k = 0; k < 20_000; k++)
      store.add(identityDigest(String(k)), statuses[k % 4] as TestStatus)
    const tests = store.finish()
    const pieces = [...inventoryJson(header, { hashed: true, tests })]
    expect(pieces.length).toBeGreaterThan(5)
    const file = JSON.parse(written(pieces)) as { tests: unknown[] }
    expect(file.tests).toEqual([...tests])
  })

  it('never splits a character between two pieces of a named file', () => {
    const store = new NameStore()
    for (let k = 0; k < 20_000; k++)
      store.add({ suite: 'é東😀', classname: '', name: `😀${k}東` }, 0)
    const tests = store.finish()
    const pieces = [...inventoryJson(header, { hashed: false, tests })]
    expect(pieces.length).toBeGreaterThan(5)
    for (const piece of pieces)
      expect(Buffer.from(piece.toString('utf8')).equals(piece)).toBe(true)
    expect(JSON.parse(written(pieces))).toMatchObject({ tests: [...tests] })
  })
})
