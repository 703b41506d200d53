/**
 * The test inventory as the parse reads it (docs/inventory.md): every case
 * that every format's reader counts is added here with the suite it was
 * counted into, so the inventory names the suites of `junit_results`.
 * Names are kept as the cases come; past `hashAbove` cases only hashes are
 * kept (hashed-tests.ts), so a huge report stays within the parser's memory
 * bounds. The end sorts and merges.
 */
import { grouped } from '../../text.js'
import {
  identityDigest,
  loadHashing,
  identityKey,
  worseStatus,
  type TestEntry,
  type TestStatus
} from '../inventory.js'
import { HashStore, STATUS_OF_CODE } from '../hashed-tests.js'
import type { Note, TestInventory } from '../model.js'
import { compareUtf8 } from '../utf8-order.js'
import type { Status } from './case.js'

/** Cases kept by name; past this many, only hashes (docs/inventory.md). */
export const HASH_ABOVE = 200_000

/** A case's names as its reader holds them (a getter may decode them). */
export interface TestName {
  readonly name: string
  readonly classname?: string | undefined
}

export interface InventoryOptions {
  /** Matches removed from classname and name (parameters, seeds). */
  strip?: RegExp
  /** Past this many cases only hashes are kept; default HASH_ABOVE. */
  hashAbove?: number
}

/** A global copy of `strip`, so that every match is removed. */
function globalPattern(strip: RegExp | undefined): RegExp | undefined {
  if (strip === undefined || strip.global) return strip
  return new RegExp(strip.source, `${strip.flags}g`)
}

function compareEntries(a: TestEntry, b: TestEntry): number {
  // Part by part is the order of identityKey: NUL sorts before any
  // character a part can hold, so a shorter part sorts first.
  for (let part = 0; part < 3; part++) {
    const left = a[part] as string
    const right = b[part] as string
    if (left !== right) return compareUtf8(left, right)
  }
  return 0
}

/** `sorted` with each identity once, at its worse status. */
function merged(sorted: TestEntry[]): TestEntry[] {
  const kept: TestEntry[] = []
  for (const entry of sorted) {
    const last = kept.at(-1)
    if (last !== undefined && compareEntries(last, entry) === 0) {
      kept[kept.length - 1] = [
        last[0],
        last[1],
        last[2],
        worseStatus(last[3], entry[3])
      ]
    } else {
      kept.push(entry)
    }
  }
  return kept
}

export class TestCollector {
  private entries: TestEntry[] = []
  private store: HashStore | undefined
  /** One string per classname: a report repeats each for every case. */
  private readonly classnames = new Map<string, string>()
  private readonly strip: RegExp | undefined
  readonly hashAbove: number
  /** The file being read (set by the caller), and where hashing began. */
  file = ''
  hashedIn: string | undefined

  /** A collector for a run, or none when the inventory is not asked for. */
  static async start(
    options: InventoryOptions | undefined
  ): Promise<TestCollector | undefined> {
    if (options === undefined) return undefined
    await loadHashing()
    return new TestCollector(options)
  }

  constructor(options: InventoryOptions = {}) {
    this.strip = globalPattern(options.strip)
    this.hashAbove = options.hashAbove ?? HASH_ABOVE
  }

  get size(): number {
    return this.store?.size ?? this.entries.length
  }

  get hashed(): boolean {
    return this.store !== undefined
  }

  /**
   * One case, counted into the `junit_results` entry named `suite`; its
   * classname is '' when it has none (every format but JUnit).
   */
  add(suite: string, test: TestName, status: Status): void {
    const shownStatus = STATUS_OF_CODE[status] as TestStatus
    const classname = this.stripped(test.classname ?? '')
    const name = this.stripped(test.name)
    if (this.store === undefined && this.entries.length >= this.hashAbove)
      this.startHashing()
    if (this.store !== undefined) {
      const key = identityKey(suite, classname, name)
      this.store.add(identityDigest(key), shownStatus)
    } else {
      this.entries.push([suite, this.shared(classname), name, shownStatus])
    }
  }

  private stripped(text: string): string {
    // Names are strings decoded from the attribute's bytes, never slices of
    // a larger text, so what is kept holds no big buffer alive.
    return this.strip === undefined ? text : text.replace(this.strip, '')
  }

  private shared(classname: string): string {
    const known = this.classnames.get(classname)
    if (known !== undefined) return known
    this.classnames.set(classname, classname)
    return classname
  }

  private startHashing(): void {
    const store = new HashStore()
    for (const [suite, classname, name, status] of this.entries) {
      store.add(identityDigest(identityKey(suite, classname, name)), status)
    }
    this.entries = []
    this.classnames.clear()
    this.store = store
    this.hashedIn = this.file
  }

  /** The notice that only hashes are kept, said where hashing began. */
  notes(): Note[] {
    if (this.hashedIn === undefined) return []
    return [
      {
        level: 'notice',
        file: this.hashedIn,
        message: `the test inventory keeps only a hash of each test's identity: more than ${grouped(this.hashAbove)} test cases were read (docs/inventory.md)`
      }
    ]
  }

  /** Where the inventory stands now, to return to with `rollback`. */
  mark(): number {
    return this.size
  }

  /** Forgets the cases added since `mark` (a file left out of the results). */
  rollback(mark: number): void {
    if (this.store !== undefined) this.store.truncate(mark)
    else this.entries.length = Math.min(this.entries.length, mark)
  }

  /** The inventory: sorted by identity (hashes by hash), identities merged. */
  finish(): TestInventory {
    if (this.store !== undefined) {
      return { hashed: true, tests: this.store.finish() }
    }
    const tests = merged(this.entries.sort(compareEntries))
    this.entries = []
    return { hashed: false, tests }
  }
}
