/**
 * The union of test inventories (matrix legs): each source's suites
 * renamed, so the same suite of two legs stays two, sorted by identity in
 * UTF-8 byte order; hashed inventories joined by hash.
 */
import { describe, expect, it } from 'vitest'
import {
  identityHash,
  identityKey,
  type TestEntry
} from '../../../src/junit/inventory.js'
import { unionOfInventories } from '../../../src/junit/index.js'
import { HashStore } from '../../../src/junit/hashed-tests.js'

const leg = (name: string) => (suite: string) => `[${name}] ${suite}`

describe('unionOfInventories', () => {
  it('prefixes every entry by its leg, keeps the same suite of two legs apart, and sorts again', async () => {
    const linux: TestEntry[] = [
      ['api', 'Orders', 'creates', 'passed'],
      ['api', 'Orders', 'lists', 'failed']
    ]
    const mac: TestEntry[] = [
      ['api', 'Orders', 'creates', 'skipped'],
      ['db', '', 'migrates', 'passed']
    ]
    const union = await unionOfInventories([
      { tests: { hashed: false, tests: mac }, rename: leg('mac') },
      { tests: { hashed: false, tests: linux }, rename: leg('linux') }
    ])
    expect(union).toEqual({
      hashed: false,
      tests: [
        ['[linux] api', 'Orders', 'creates', 'passed'],
        ['[linux] api', 'Orders', 'lists', 'failed'],
        ['[mac] api', 'Orders', 'creates', 'skipped'],
        ['[mac] db', '', 'migrates', 'passed']
      ]
    })
  })

  it('sorts by UTF-8 bytes, not by UTF-16 units', async () => {
    // U+FF5E sorts before U+1F600 in UTF-16 units, after it in UTF-8 bytes.
    const union = await unionOfInventories([
      {
        tests: { hashed: false, tests: [['\uff5e', '', 'a', 'passed']] },
        rename: leg('x')
      },
      {
        tests: { hashed: false, tests: [['\u{1f600}', '', 'a', 'passed']] },
        rename: leg('x')
      }
    ])
    expect([...(union?.tests ?? [])].map((t) => t[0])).toEqual([
      '[x] \uff5e',
      '[x] \u{1f600}'
    ])
  })

  it('is undefined when a leg collected none, and hashes named legs with their new names beside a hashed one', async () => {
    expect(
      await unionOfInventories([
        { tests: undefined, rename: leg('a') },
        { tests: { hashed: false, tests: [] }, rename: leg('b') }
      ])
    ).toBeUndefined()
    const big = identityHash(identityKey('[big] s', 'c', 'n'))
    const store = new HashStore()
    store.add(Buffer.from(big, 'hex'), 'failed')
    const union = await unionOfInventories([
      { tests: { hashed: true, tests: store.finish() }, rename: leg('big') },
      {
        tests: { hashed: false, tests: [['s', 'c', 'n', 'passed']] },
        rename: leg('small')
      }
    ])
    const small = identityHash(identityKey('[small] s', 'c', 'n'))
    expect(union?.hashed).toBe(true)
    expect([...(union?.tests ?? [])]).toEqual(
      [
        [big, 'failed'],
        [small, 'passed']
      ].sort((a, b) => ((a[0] ?? '') < (b[0] ?? '') ? -1 : 1))
    )
  })
})
