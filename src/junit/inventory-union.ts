/**
 * Several inventories as one (matrix legs, docs/matrix.md): each source's
 * suites renamed (`[leg] suite`), so that the same suite of two sources is
 * never merged, then sorted by identity in UTF-8 byte order. A hashed
 * inventory keeps no names to rename: when any source is hashed, the named
 * ones are hashed with their new suite names and the hashed ones joined as
 * they are, a status seen twice kept by worseStatus.
 */
import {
  identityHash,
  identityKey,
  worseStatus,
  type HashedEntry,
  type TestEntry
} from './inventory.js'
import type { TestInventory } from './model.js'

export interface InventorySource {
  tests: TestInventory | undefined
  /** The suite's name in the union. */
  rename: (suite: string) => string
}

const byBytes = (a: string, b: string): number =>
  Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))

function hashedUnion(sources: readonly InventorySource[]): TestInventory {
  const merged = new Map<string, HashedEntry[1]>()
  const add = (hash: string, status: HashedEntry[1]) => {
    const seen = merged.get(hash)
    merged.set(hash, seen === undefined ? status : worseStatus(seen, status))
  }
  for (const { tests, rename } of sources) {
    if (tests === undefined) continue
    if (tests.hashed) {
      for (const [hash, status] of tests.tests) add(hash, status)
      continue
    }
    for (const [suite, classname, name, status] of tests.tests) {
      add(identityHash(identityKey(rename(suite), classname, name)), status)
    }
  }
  const tests: HashedEntry[] = [...merged.entries()].sort((a, b) =>
    byBytes(a[0], b[0])
  )
  return { hashed: true, tests }
}

/** The union; undefined when a source collected no inventory. */
export function inventoryUnion(
  sources: readonly InventorySource[]
): TestInventory | undefined {
  if (sources.length === 0) return undefined
  if (sources.some(({ tests }) => tests === undefined)) return undefined
  if (sources.some(({ tests }) => tests?.hashed === true)) {
    return hashedUnion(sources)
  }
  const merged = new Map<string, TestEntry>()
  for (const { tests, rename } of sources) {
    if (tests === undefined || tests.hashed) continue
    for (const [suite, classname, name, status] of tests.tests) {
      const entry: TestEntry = [rename(suite), classname, name, status]
      const key = identityKey(entry[0], classname, name)
      const seen = merged.get(key)
      merged.set(
        key,
        seen === undefined
          ? entry
          : [entry[0], classname, name, worseStatus(seen[3], status)]
      )
    }
  }
  const keys = [...merged.keys()].sort(byBytes)
  return {
    hashed: false,
    tests: keys.flatMap((key) => {
      const entry = merged.get(key)
      return entry === undefined ? [] : [entry]
    })
  }
}
