/**
 * The union of test inventories (matrix legs): each leg's suites named
 * `[leg] suite` as it is read, so the same suite of two legs stays two,
 * even when a leg is hashed; sorted by identity in UTF-8 byte order; hashed
 * inventories joined by hash.
 */
import { describe, expect, it } from 'vitest'
import {
  identityHash,
  identityKey,
  type TestEntry
} from '../../../src/junit/inventory.js'
import { unionOfInventories } from '../../../src/junit/index.js'
import { HashStore } from '../../../src/junit/hashed-tests.js'
import { TestCollector } from '../../../src/junit/rules/index.js'
import { PASSED, FAILED } from '../../../src/junit/rules/case.js'

/** A leg's named inventory, its suites named as the leg reads them. */
function named(leg: string, tests: TestEntry[]) {
  return {
    hashed: false as const,
    tests: tests.map(([s, c, n, st]): TestEntry => [`[${leg}] ${s}`, c, n, st])
  }
}

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
      named('mac', mac),
      named('linux', linux)
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
      named('x', [['\uff5e', '', 'a', 'passed']]),
      named('x', [['\u{1f600}', '', 'a', 'passed']])
    ])
    expect([...(union?.tests ?? [])].map((t) => t[0])).toEqual([
      '[x] \uff5e',
      '[x] \u{1f600}'
    ])
  })

  it('is undefined when a leg collected none, and hashes named legs with their new names beside a hashed one', async () => {
    expect(
      await unionOfInventories([undefined, named('b', [])])
    ).toBeUndefined()
    const big = identityHash(identityKey('[big] s', 'c', 'n'))
    const store = new HashStore()
    store.add(Buffer.from(big, 'hex'), 'failed')
    const union = await unionOfInventories([
      { hashed: true, tests: store.finish() },
      named('small', [['s', 'c', 'n', 'passed']])
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

  it('a leg hashed as it is read has the identities it would have by name: its tests never merge with another leg’s', async () => {
    const read = (hashAbove: number, leg: string) => {
      const tests = new TestCollector({ hashAbove, suitePrefix: `[${leg}] ` })
      tests.add('s', { name: 'n', classname: 'c' }, FAILED)
      tests.add('s', { name: 'm', classname: 'c' }, PASSED)
      return tests.finish()
    }
    const hashedLinux = read(1, 'linux')
    const namedLinux = read(100, 'linux')
    expect([...namedLinux.tests][0]).toEqual(['[linux] s', 'c', 'm', 'passed'])
    const byName = await unionOfInventories([namedLinux, read(100, 'mac')])
    const byHash = await unionOfInventories([hashedLinux, read(100, 'mac')])
    expect(byHash?.hashed).toBe(true)
    expect(byHash?.tests).toHaveLength(4)
    const hashes = [...(byName?.tests ?? [])].map(([s, c, n, status]) => [
      identityHash(identityKey(s, c, n ?? '')),
      status
    ])
    expect([...(byHash?.tests ?? [])]).toEqual(
      hashes.sort((a, b) => ((a[0] ?? '') < (b[0] ?? '') ? -1 : 1))
    )
  })
})
