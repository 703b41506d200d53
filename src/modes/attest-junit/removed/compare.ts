/**
 * This run's test inventory against the base commit's: the tests that
 * stopped running (removed: in the base, not now; newly skipped: ran in the
 * base, skipped now) and the tests added. A test is its identity (suite,
 * classname, name), so a renamed or moved test is one removed and one
 * added. When either side kept only hashes, both are compared by the hash
 * of their identities, and names are known only where a side kept them.
 */
import {
  identityHash,
  identityKey,
  type HashedEntry,
  type TestEntry,
  type TestList,
  type TestStatus,
  worseStatus
} from '../../../junit/index.js'

/** A test of the comparison: its name where known, its hash where not. */
export interface ComparedTest {
  /** suite, classname ('' when none), name; absent when only hashed. */
  identity?: readonly [suite: string, classname: string, name: string]
  /** Set when the comparison was by hash. */
  hash?: string
  /** Its status in the base (removed, newly skipped) or now (added). */
  status: TestStatus
}

export interface Comparison {
  /** In the base, not now. */
  removed: ComparedTest[]
  /** Passed, failed or errored in the base; skipped now. */
  newlySkipped: ComparedTest[]
  /** Now, not in the base. */
  added: ComparedTest[]
  /** Compared by hash: some names are not known. */
  byHash: boolean
  /** How many tests each side holds. */
  baseCount: number
  currentCount: number
}

/**
 * An inventory as compared: names, or hashes (a hashed inventory of the
 * parse iterates as [hash, status] pairs sorted by hash, as a file's does).
 */
export type ComparableInventory =
  | { hashed: false; tests: TestList }
  | { hashed: true; tests: Iterable<HashedEntry> }

/** Whether an inventory lists any test at all. */
export function hasTests(inventory: ComparableInventory): boolean {
  for (const _test of inventory.tests) return true
  return false
}

function byName(entries: Iterable<TestEntry>): Map<string, ComparedTest> {
  const tests = new Map<string, ComparedTest>()
  for (const [suite, classname, name, status] of entries) {
    const identity = [suite, classname, name] as const
    tests.set(identityKey(suite, classname, name), { identity, status })
  }
  return tests
}

/** A side's tests sorted by hash: named ones are hashed here. */
function hashedSide(inventory: ComparableInventory): ComparedTest[] {
  const tests: ComparedTest[] = []
  if (inventory.hashed) {
    for (const [hash, status] of inventory.tests) tests.push({ hash, status })
  } else {
    for (const [suite, classname, name, status] of inventory.tests) {
      const hash = identityHash(identityKey(suite, classname, name))
      tests.push({ identity: [suite, classname, name], hash, status })
    }
  }
  // Hex of the same length sorts as its bytes; a file is sorted already.
  return mergedByHash(tests.sort(cmp))
}

/**
 * One entry per hash, at its worse status: a base file may list a hash
 * twice, which must not count once as kept and once as removed.
 */
function mergedByHash(sorted: ComparedTest[]): ComparedTest[] {
  const kept: ComparedTest[] = []
  for (const test of sorted) {
    const last = kept.at(-1)
    if (last === undefined || cmp(last, test) !== 0) {
      kept.push(test)
      continue
    }
    kept[kept.length - 1] = {
      ...withName(last, test),
      status: worseStatus(last.status, test.status)
    }
  }
  return kept
}

/** Where the current side knows a name the base side does not, keep it. */
function withName(base: ComparedTest, now: ComparedTest): ComparedTest {
  return base.identity === undefined && now.identity !== undefined
    ? { ...base, identity: now.identity }
    : base
}

function newlySkipped(base: ComparedTest, now: ComparedTest): boolean {
  return base.status !== 'skipped' && now.status === 'skipped'
}

type Lists = Pick<Comparison, 'removed' | 'newlySkipped' | 'added'>
type Counted = Omit<Comparison, 'byHash'>

/** Both sides by name: a map of the base, the current side walked once. */
function compareNamed(
  base: Iterable<TestEntry>,
  current: Iterable<TestEntry>
): Counted {
  const before = byName(base)
  const now = byName(current)
  const lists: Counted = {
    removed: [],
    newlySkipped: [],
    added: [],
    baseCount: before.size,
    currentCount: now.size
  }
  for (const [key, test] of before) {
    const found = now.get(key)
    if (found === undefined) lists.removed.push(test)
    else if (newlySkipped(test, found)) lists.newlySkipped.push(test)
  }
  for (const [key, test] of now) {
    if (!before.has(key)) lists.added.push(test)
  }
  return lists
}

/** Both sides by hash: two lists sorted by hash, merged in one walk. */
function compareHashed(base: ComparedTest[], current: ComparedTest[]): Lists {
  const lists: Lists = { removed: [], newlySkipped: [], added: [] }
  let i = 0
  let j = 0
  while (i < base.length || j < current.length) {
    const before = base[i]
    const now = current[j]
    const order =
      before === undefined ? 1 : now === undefined ? -1 : cmp(before, now)
    if (order < 0 && before !== undefined) {
      lists.removed.push(before)
      i += 1
    } else if (order > 0 && now !== undefined) {
      lists.added.push(now)
      j += 1
    } else if (before !== undefined && now !== undefined) {
      if (newlySkipped(before, now)) {
        lists.newlySkipped.push(withName(before, now))
      }
      i += 1
      j += 1
    }
  }
  return lists
}

function cmp(a: ComparedTest, b: ComparedTest): number {
  const left = a.hash ?? ''
  const right = b.hash ?? ''
  return left < right ? -1 : left > right ? 1 : 0
}

/**
 * The two inventories compared. By name, each list keeps its side's
 * order; by hash, the order of the hashes.
 */
export function compareInventories(
  base: ComparableInventory,
  current: ComparableInventory
): Comparison {
  if (!base.hashed && !current.hashed) {
    return { ...compareNamed(base.tests, current.tests), byHash: false }
  }
  const before = hashedSide(base)
  const now = hashedSide(current)
  return {
    ...compareHashed(before, now),
    byHash: true,
    baseCount: before.length,
    currentCount: now.length
  }
}

/** How many tests stopped running: removed plus newly skipped. */
export function stoppedCount(comparison: Comparison): number {
  return comparison.removed.length + comparison.newlySkipped.length
}

/** One test as one line of plain text (escape it where it is shown). */
export function testLabel(test: ComparedTest): string {
  if (test.identity === undefined) {
    return `(name not kept; identity hash ${test.hash ?? '?'})`
  }
  const [suite, classname, name] = test.identity
  const owner = classname === '' || classname === suite ? '' : `${classname} › `
  return `${suite} › ${owner}${name}`
}
