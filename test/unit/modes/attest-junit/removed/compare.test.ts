/**
 * The comparison of two test inventories: removed, newly skipped, added,
 * renamed, and by hash when either side kept only hashes.
 */
import { describe, expect, it } from 'vitest'
import {
  identityHash,
  identityKey,
  type HashedEntry,
  type TestEntry
} from '../../../../../src/junit/index.js'
import {
  compareInventories,
  stoppedCount,
  testLabel,
  type ComparableInventory
} from '../../../../../src/modes/attest-junit/removed/compare.js'
import { judgeRemoved } from '../../../../../src/modes/attest-junit/removed/gate.js'

const named = (...tests: TestEntry[]): ComparableInventory => ({
  hashed: false,
  tests
})
const hashOf = ([suite, classname, name]: TestEntry) =>
  identityHash(identityKey(suite, classname, name))
const hashed = (...tests: TestEntry[]): ComparableInventory => ({
  hashed: true,
  tests: tests
    .map((t): HashedEntry => [hashOf(t), t[3]])
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
})

const A: TestEntry = ['cart', 'com.acme.Cart', 'adds', 'passed']
const B: TestEntry = ['cart', 'com.acme.Cart', 'removes', 'failed']
const C: TestEntry = ['orders', '', 'ships', 'errored']
const D: TestEntry = ['orders', '', 'cancels', 'skipped']
const skipped = (t: TestEntry): TestEntry => [t[0], t[1], t[2], 'skipped']
const passed = (t: TestEntry): TestEntry => [t[0], t[1], t[2], 'passed']

const names = (tests: { identity?: readonly string[] }[]) =>
  tests.map((t) => t.identity?.join('/'))

describe('compareInventories by name', () => {
  it('finds nothing between equal inventories', () => {
    const result = compareInventories(named(A, B, C), named(A, B, C))
    expect(result).toMatchObject({
      removed: [],
      newlySkipped: [],
      added: [],
      byHash: false,
      baseCount: 3,
      currentCount: 3
    })
    expect(stoppedCount(result)).toBe(0)
  })

  it('a test in the base and not now is removed, with its status in the base', () => {
    const result = compareInventories(named(A, B, C), named(A, C))
    expect(names(result.removed)).toEqual(['cart/com.acme.Cart/removes'])
    expect(result.removed[0]?.status).toBe('failed')
    expect(result.added).toEqual([])
    expect(stoppedCount(result)).toBe(1)
  })

  it('a test that passed, failed or errored in the base and is skipped now is newly skipped', () => {
    const result = compareInventories(
      named(A, B, C, D),
      named(skipped(A), skipped(B), skipped(C), D)
    )
    expect(names(result.newlySkipped)).toEqual([
      'cart/com.acme.Cart/adds',
      'cart/com.acme.Cart/removes',
      'orders//ships'
    ])
    expect(result.newlySkipped.map((t) => t.status)).toEqual([
      'passed',
      'failed',
      'errored'
    ])
    // D was skipped before too: it did not stop running now.
    expect(stoppedCount(result)).toBe(3)
  })

  it('a skipped test that runs now is neither stopped nor added', () => {
    const result = compareInventories(named(D), named(passed(D)))
    expect(stoppedCount(result)).toBe(0)
    expect(result.added).toEqual([])
  })

  it('a test only now is added; a status change alone is nothing', () => {
    const result = compareInventories(named(A), named(passed(B), A))
    expect(names(result.added)).toEqual(['cart/com.acme.Cart/removes'])
    expect(stoppedCount(result)).toBe(0)
  })

  it('a renamed test is one removed and one added', () => {
    const renamed: TestEntry = [
      'cart',
      'com.acme.Cart',
      'adds an item',
      'passed'
    ]
    const result = compareInventories(named(A, B), named(renamed, B))
    expect(names(result.removed)).toEqual(['cart/com.acme.Cart/adds'])
    expect(names(result.added)).toEqual(['cart/com.acme.Cart/adds an item'])
  })

  it('a test moved to another suite or class is removed there and added here', () => {
    const moved: TestEntry = ['basket', 'com.acme.Basket', 'adds', 'passed']
    const result = compareInventories(named(A), named(moved))
    expect(result.removed).toHaveLength(1)
    expect(result.added).toHaveLength(1)
  })

  it('the identity is suite, classname and name: none of them may be dropped', () => {
    const sameNameOtherSuite: TestEntry = ['orders', '', 'adds', 'passed']
    const result = compareInventories(
      named(A, sameNameOtherSuite),
      named(sameNameOtherSuite)
    )
    expect(names(result.removed)).toEqual(['cart/com.acme.Cart/adds'])
  })
})

describe('compareInventories by hash', () => {
  it('a hashed base against a named run: the same verdicts, names where this run has them', () => {
    const result = compareInventories(
      hashed(A, B, C, D),
      named(skipped(A), C, D, ['new', '', 'one', 'passed'])
    )
    expect(result.byHash).toBe(true)
    // Removed: only the base knew it, and the base kept only its hash.
    expect(result.removed).toEqual([{ hash: hashOf(B), status: 'failed' }])
    // Newly skipped: the name comes from this run.
    expect(names(result.newlySkipped)).toEqual(['cart/com.acme.Cart/adds'])
    expect(names(result.added)).toEqual(['new//one'])
    expect(result.baseCount).toBe(4)
    expect(result.currentCount).toBe(4)
  })

  it('a named base against a hashed run keeps the names of what stopped', () => {
    const result = compareInventories(named(A, B, C), hashed(A, skipped(C)))
    expect(names(result.removed)).toEqual(['cart/com.acme.Cart/removes'])
    expect(names(result.newlySkipped)).toEqual(['orders//ships'])
    expect(result.added).toEqual([])
  })

  it('a hash listed twice in the base is one test, at its worse status', () => {
    const twice: ComparableInventory = {
      hashed: true,
      tests: [
        [hashOf(A), 'passed'],
        [hashOf(A), 'failed']
      ]
    }
    const result = compareInventories(twice, named(A))
    expect(result.removed).toEqual([])
    expect(result.baseCount).toBe(1)
  })

  it('two hashed inventories: the same counts as by name', () => {
    const base = [A, B, C, D]
    const now = [skipped(A), C, ['x', '', 'y', 'passed'] as TestEntry]
    const byHash = compareInventories(hashed(...base), hashed(...now))
    const byName = compareInventories(named(...base), named(...now))
    expect(byHash.removed.length).toBe(byName.removed.length)
    expect(byHash.newlySkipped.length).toBe(byName.newlySkipped.length)
    expect(byHash.added.length).toBe(byName.added.length)
    expect(byHash.removed.every((t) => t.identity === undefined)).toBe(true)
  })
})

describe('testLabel', () => {
  it('names suite, class and test, or says only the hash is known', () => {
    expect(
      testLabel({
        identity: ['cart', 'com.acme.Cart', 'adds'],
        status: 'passed'
      })
    ).toBe('cart › com.acme.Cart › adds')
    expect(
      testLabel({ identity: ['orders', '', 'ships'], status: 'passed' })
    ).toBe('orders › ships')
    expect(testLabel({ hash: 'ab'.repeat(16), status: 'passed' })).toBe(
      `(name not kept; identity hash ${'ab'.repeat(16)})`
    )
  })
})

describe('judgeRemoved', () => {
  it('a base inventory with no test is no base: not compared, never "nothing stopped"', () => {
    const verdict = judgeRemoved({
      config: {
        mode: 'fail',
        allowLabel: 'tests-removed',
        onMissingBase: 'fail'
      },
      base: {
        found: true,
        source: 'file',
        base: { inventory: named(), attestation: 'unit', commit: null }
      },
      current: { hashed: false, tests: [A] },
      allowedBy: undefined,
      cli: true
    })
    expect(verdict.comparison).toBeUndefined()
    expect(verdict.notCompared).toContain('holds no test')
    expect(verdict.failure).toContain('holds no test')
  })
})
