/**
 * Several inventories as one (matrix legs, docs/matrix.md), sorted by
 * identity in UTF-8 byte order, a status seen twice kept by worseStatus.
 * Each source's suites are already its own (`[leg] suite`, named so as the
 * leg was read), so the same suite of two legs is never merged. When any
 * source is hashed, or the union passes the hashing threshold, the named
 * ones are hashed and the hashed ones joined as they are.
 */
import { HashStore } from './hashed-tests.js'
import {
  identityDigest,
  identityKey,
  worseStatus,
  type TestEntry
} from './inventory.js'
import { HASH_ABOVE } from './rules/index.js'
import { compareUtf8 } from './utf8-order.js'
import type { TestInventory } from './model.js'

/** Every source's cases as hashes, merged and sorted by the one packed store. */
function hashedUnion(
  sources: readonly (TestInventory | undefined)[]
): TestInventory {
  const store = new HashStore()
  for (const tests of sources) {
    if (tests === undefined) continue
    if (tests.hashed) {
      for (const [hash, status] of tests.tests) {
        store.add(Buffer.from(hash, 'hex'), status)
      }
      continue
    }
    for (const [suite, classname, name, status] of tests.tests) {
      store.add(identityDigest(identityKey(suite, classname, name)), status)
    }
  }
  return { hashed: true, tests: store.finish() }
}

/** The union; undefined when a source collected no inventory. */
export function inventoryUnion(
  sources: readonly (TestInventory | undefined)[]
): TestInventory | undefined {
  if (sources.length === 0) return undefined
  if (sources.some((tests) => tests === undefined)) return undefined
  // Past the inventory's threshold the union is hashed too, as one parse
  // of as many cases would be (docs/inventory.md, Hashing).
  const cases = sources.reduce(
    (sum, tests) => sum + (tests?.tests.length ?? 0),
    0
  )
  if (cases > HASH_ABOVE || sources.some((tests) => tests?.hashed === true)) {
    return hashedUnion(sources)
  }
  const merged = new Map<string, TestEntry>()
  for (const tests of sources) {
    if (tests === undefined || tests.hashed) continue
    for (const entry of tests.tests) {
      const [suite, classname, name, status] = entry
      const key = identityKey(suite, classname, name)
      const seen = merged.get(key)
      merged.set(
        key,
        seen === undefined
          ? entry
          : [suite, classname, name, worseStatus(seen[3], status)]
      )
    }
  }
  const keys = [...merged.keys()].sort(compareUtf8)
  return {
    hashed: false,
    tests: keys.flatMap((key) => {
      const entry = merged.get(key)
      return entry === undefined ? [] : [entry]
    })
  }
}
