import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HashStore } from '../../../src/junit/hashed-tests.js'
import {
  STATUS_ORDER,
  identityDigest,
  identityHash,
  identityKey,
  worseStatus,
  type TestStatus
} from '../../../src/junit/inventory.js'
import { compareUtf8 } from '../../../src/junit/utf8-order.js'

const status = fc.constantFrom<TestStatus>(...STATUS_ORDER)

describe('HashStore and HashedTests', () => {
  it('sorts by hash, merges a hash seen again at the worse status, and finds each', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), status), {
          maxLength: 120
        }),
        (cases) => {
          const store = new HashStore()
          const expected = new Map<string, TestStatus>()
          for (const [id, s] of cases) {
            const key = identityKey('suite', 'C', `t${id}`)
            store.add(identityDigest(key), s)
            const hash = identityHash(key)
            const was = expected.get(hash)
            expected.set(hash, was === undefined ? s : worseStatus(was, s))
          }
          const tests = store.finish()
          const sorted = [...expected].sort(([a], [b]) => (a < b ? -1 : 1))
          expect([...tests]).toEqual(sorted)
          expect(tests.length).toBe(sorted.length)
          for (const [hash, s] of sorted) expect(tests.statusOf(hash)).toBe(s)
          expect(tests.statusOf(identityHash('absent'))).toBeUndefined()
          expect(tests.statusOf('not hex')).toBeUndefined()
        }
      )
    )
  })

  it('orders hashes that share their first six bytes by the rest', () => {
    const digest = (last: number) => {
      const bytes = new Uint8Array(16).fill(7)
      bytes[15] = last
      return bytes
    }
    const store = new HashStore()
    for (const last of [9, 3, 200, 3]) store.add(digest(last), 'passed')
    expect([...store.finish()].map(([hash]) => hash.slice(-2))).toEqual([
      '03',
      '09',
      'c8'
    ])
  })

  it('spans pages: 40,000 records and a truncation', () => {
    const store = new HashStore()
    for (let k = 0; k < 40_000; k++)
      store.add(identityDigest(String(k)), k === 39_999 ? 'failed' : 'passed')
    store.truncate(20_000)
    expect(store.size).toBe(20_000)
    store.add(identityDigest('again'), 'errored')
    const tests = store.finish()
    expect(tests.length).toBe(20_001)
    expect(tests.statusOf(identityHash('19999'))).toBe('passed')
    expect(tests.statusOf(identityHash('39999'))).toBeUndefined()
    expect(tests.statusOf(identityHash('again'))).toBe('errored')
  })

  it('sorts and merges in place across pages: 60,000 records of 15,000 identities', () => {
    const store = new HashStore()
    const expected = new Map<string, TestStatus>()
    let seed = 7
    for (let k = 0; k < 60_000; k++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      const id = String(seed % 15_000)
      const s = STATUS_ORDER[seed % 4] as TestStatus
      store.add(identityDigest(id), s)
      const hash = identityHash(id)
      const was = expected.get(hash)
      expected.set(hash, was === undefined ? s : worseStatus(was, s))
    }
    const tests = store.finish()
    const sorted = [...expected].sort(([a], [b]) => (a < b ? -1 : 1))
    expect(tests.length).toBe(sorted.length)
    expect([...tests]).toEqual(sorted)
    expect(tests.statusOf(sorted.at(-1)![0])).toBe(sorted.at(-1)![1])
  })

  it('identityHash is the first 128 bits of SHA-256, hex', () => {
    expect(identityHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb924')
  })
})

describe('compareUtf8', () => {
  it('orders as the UTF-8 bytes do', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 6 })
    fc.assert(
      fc.property(text, text, (a, b) => {
        const bytes = Buffer.compare(Buffer.from(a), Buffer.from(b))
        expect(Math.sign(compareUtf8(a, b))).toBe(bytes)
      }),
      { numRuns: 2000 }
    )
    // The case UTF-16 order gets wrong: U+1F600 after U+FB01 in UTF-8.
    expect(compareUtf8('\u{1F600}', '\uFB01')).toBeGreaterThan(0)
  })
})
