/**
 * The TRX reader's compact state (test ids interned as bytes, GUIDs
 * packed, counts in paged typed arrays): the same suites as a plain model
 * of T2-T6, across pages, table growth, repeated ids and rows.
 */
import { describe, expect, it } from 'vitest'
import { ByteKeys } from '../../../../src/junit/formats/common/byte-keys.js'
import { FixedKeys } from '../../../../src/junit/formats/common/fixed-keys.js'
import { PAGE } from '../../../../src/junit/formats/common/paged.js'
import { counts, readReport, results } from './read.js'

const NS = 'http://microsoft.com/schemas/VisualStudio/TeamTest/2010'
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')
const guid = (n: number) =>
  `${hex(n, 8)}-0000-4000-8000-${hex(Math.imul(n, 2654435761) >>> 0, 12)}`
const OUTCOMES = ['Passed', 'Failed', 'Error', 'NotExecuted', 'Warning']
const KEY = ['passed', 'failures', 'errors', 'skipped', 'passed'] as const

function run(results: string, definitions: string): string {
  return `<TestRun xmlns="${NS}"><Results>${results}</Results><TestDefinitions>${definitions}</TestDefinitions></TestRun>`
}

const definition = (id: string, className: string) =>
  `<UnitTest id="${id}"><TestMethod className="${className}"/></UnitTest>`

describe('compact TRX state', () => {
  it('gives the plain model’s suites over more results than two pages, with repeated ids', () => {
    const tests = 2 * PAGE + 1234
    const model = new Map<
      string,
      {
        total: number
        failures: number
        errors: number
        skipped: number
        micros: number
      }
    >()
    const parts: string[] = []
    const defs: string[] = []
    for (let n = 0; n < tests; n++) {
      const className = `NS.Class${n % 7}`
      // Every 1000th test is rerun: its id is written twice (T5).
      const times = n % 1000 === 0 ? 2 : 1
      for (let t = 0; t < times; t++) {
        const kind = (n + t) % OUTCOMES.length
        const micros = (n % 97) * 1000 + t + 7
        parts.push(
          `<UnitTestResult testId="${guid(n)}" outcome="${OUTCOMES[kind]}" duration="00:00:00.${String(micros).padStart(6, '0')}0"/>`
        )
        const row = model.get(className) ?? {
          total: 0,
          failures: 0,
          errors: 0,
          skipped: 0,
          micros: 0
        }
        row.total++
        const key = KEY[kind] as (typeof KEY)[number]
        if (key !== 'passed') row[key]++
        row.micros += micros
        model.set(className, row)
      }
      defs.push(definition(guid(n), `${className}, Assembly, Version=1.0`))
    }
    const parse = readReport(run(parts.join(''), defs.join('')), 'big.trx')
    const got = results(parse).map(
      ({ name, total, failures, errors, skipped, duration }) => ({
        name,
        total,
        failures,
        errors,
        skipped,
        micros: Math.round(duration * 1e6)
      })
    )
    const want = [...model].map(([name, row]) => ({ name, ...row }))
    expect(got).toEqual(want)
  })

  it('keeps ids exactly: a GUID in capitals is another id; other ids and an empty id work', () => {
    const lower = 'abcdef01-2345-4678-9abc-def012345678'
    const upper = lower.toUpperCase()
    const parse = readReport(
      run(
        [lower, upper, 'test-1', '']
          .map((id) => `<UnitTestResult testId="${id}" outcome="Failed"/>`)
          .join('') + '<UnitTestResult outcome="Passed"/>',
        definition(lower, 'NS.Lower') +
          definition(upper, 'NS.Upper') +
          definition('test-1', 'NS.Other') +
          definition('', 'NS.Empty')
      ),
      'ids.trx'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.Lower', total: 1, failures: 1, errors: 0, skipped: 0 },
      { name: 'NS.Upper', total: 1, failures: 1, errors: 0, skipped: 0 },
      { name: 'NS.Other', total: 1, failures: 1, errors: 0, skipped: 0 },
      { name: 'NS.Empty', total: 2, failures: 1, errors: 0, skipped: 0 }
    ])
  })

  it('rows with one test id under two parents take each parent’s class', () => {
    const row = (outcome: string) =>
      `<UnitTestResult testId="${guid(99)}" outcome="${outcome}"/>`
    const parent = (id: string, rows: string) =>
      `<UnitTestResult testId="${id}" outcome="Failed"><InnerResults>${rows}</InnerResults></UnitTestResult>`
    const parse = readReport(
      run(
        parent(guid(1), row('Passed') + row('Failed')) +
          parent(guid(2), row('Error')),
        definition(guid(1), 'NS.First') + definition(guid(2), 'NS.Second')
      ),
      'rows.trx'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.First', total: 2, failures: 1, errors: 0, skipped: 0 },
      { name: 'NS.Second', total: 1, failures: 0, errors: 1, skipped: 0 }
    ])
  })
})

describe('ByteKeys', () => {
  const bytes = (text: string) => Buffer.from(text)

  it('finds what it added, across arena pages and table growth', () => {
    const keys = new ByteKeys()
    const long = 'x'.repeat(40_000)
    const texts = Array.from({ length: 5000 }, (_, n) =>
      n % 1000 === 0 ? `${long}${n}` : n % 2 ? guid(n) : `id-${n}`
    )
    texts.forEach((text, n) => {
      const b = bytes(text)
      expect(keys.add(b, 0, b.length)).toBe(n)
    })
    texts.forEach((text, n) => {
      const b = bytes(`..${text}..`)
      expect(keys.find(b, 2, b.length - 2)).toBe(n)
    })
    expect(keys.find(bytes('absent'), 0, 6)).toBe(-1)
    expect(keys.size).toBe(texts.length)
  })

  it('reads unpacked keys back as text', () => {
    const keys = new ByteKeys()
    const b = bytes(' NS.Class é ')
    const key = keys.add(b, 1, b.length - 1)
    expect(keys.text(key)).toBe('NS.Class é')
  })
})

describe('FixedKeys', () => {
  const keyOf = (n: number) => {
    const key = new Uint8Array(17)
    new DataView(key.buffer).setUint32(5, n)
    return key
  }
  const all = (keys: FixedKeys, n: number) => {
    const found: number[] = []
    keys.each(keyOf(n), (index) => {
      found.push(index)
    })
    return found
  }

  it('finds every index of a key, across pages, before and after the index is made', () => {
    const keys = new FixedKeys(17)
    const count = PAGE + 3000
    for (let n = 0; n < count; n++) keys.push(keyOf(n % 5000))
    expect(all(keys, 7)).toEqual(
      [15007, 10007, 5007, 7].filter((i) => i < count)
    )
    for (let n = 0; n < 20_000; n++) keys.push(keyOf(1_000_000 + n))
    expect(keys.first(keyOf(1_019_999))).toBe(count + 19_999)
    expect(all(keys, 4999)).toEqual([14999, 9999, 4999])
    expect(keys.first(keyOf(999_999))).toBe(-1)
  })

  it('one key 200,000 times is indexed in one chain', () => {
    const keys = new FixedKeys(17)
    for (let n = 0; n < 200_000; n++) keys.push(keyOf(1))
    keys.push(keyOf(2))
    expect(all(keys, 1)).toHaveLength(200_000)
    expect(keys.first(keyOf(2))).toBe(200_000)
  })
})
