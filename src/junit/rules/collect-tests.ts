/**
 * The test inventory as the parse reads it (docs/inventory.md): every case
 * that every format's reader counts is added here with the suite it was
 * counted into, so the inventory names the suites of `junit_results`.
 * Names are kept as the cases come; past `hashAbove` cases only hashes are
 * kept (hashed-tests.ts), so a huge report stays within the parser's memory
 * bounds. The end sorts and merges.
 */
import { grouped } from '../../text.js'
import { RepeatedCollector } from './repeated.js'
import {
  identityHash,
  loadHashing,
  identityKey,
  type TestStatus
} from '../inventory.js'
import { HashStore, STATUS_OF_CODE } from '../hashed-tests.js'
import type { Note, RepeatedCases, TestInventory } from '../model.js'
import { NameStore } from '../named-tests.js'
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
  /**
   * Put before every suite's name: a matrix leg's `[leg] `, so that the
   * leg's identities are those of the legs' union even when hashed (a hash
   * cannot be renamed later).
   */
  suitePrefix?: string
}

/** A global copy of `strip`, so that every match is removed. */
function globalPattern(strip: RegExp | undefined): RegExp | undefined {
  if (strip === undefined || strip.global) return strip
  return new RegExp(strip.source, `${strip.flags}g`)
}

export class TestCollector {
  private entries = new NameStore()
  private store: HashStore | undefined
  private readonly strip: RegExp | undefined
  private readonly suitePrefix: string
  private lastSuite: string | undefined
  private lastPrefixed = ''
  readonly hashAbove: number
  /** Set by `finish` (not for a hashed inventory): retried, flaky cases. */
  repeated: RepeatedCases | undefined
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
    this.suitePrefix = options.suitePrefix ?? ''
  }

  get size(): number {
    return this.store?.size ?? this.entries.size
  }

  get hashed(): boolean {
    return this.store !== undefined
  }

  /**
   * One case, counted into the `junit_results` entry named `suite`; its
   * classname is '' when it has none (every format but JUnit).
   */
  add(counted: string, test: TestName, status: Status): void {
    const suite = this.prefixed(counted)
    const shownStatus = STATUS_OF_CODE[status] as TestStatus
    const classname = this.stripped(test.classname ?? '')
    const name = this.stripped(test.name)
    if (this.store === undefined && this.entries.size >= this.hashAbove)
      this.startHashing()
    if (this.store !== undefined) {
      const key = identityKey(suite, classname, name)
      this.store.add(identityHash(key), shownStatus)
    } else {
      this.entries.add({ suite, classname, name }, status)
    }
  }

  /** The suite with the prefix; made once a suite, as cases come in order. */
  private prefixed(suite: string): string {
    if (this.suitePrefix === '') return suite
    if (suite !== this.lastSuite) {
      this.lastSuite = suite
      this.lastPrefixed = `${this.suitePrefix}${suite}`
    }
    return this.lastPrefixed
  }

  private stripped(text: string): string {
    // Names are strings decoded from the attribute's bytes, never slices of
    // a larger text, so what is kept holds no big buffer alive.
    return this.strip === undefined ? text : text.replace(this.strip, '')
  }

  private startHashing(): void {
    const store = new HashStore()
    const named = this.entries
    for (let k = 0; k < named.size; k++) {
      const key = identityKey(named.suite(k), named.classname(k), named.name(k))
      store.add(identityHash(key), named.status(k))
    }
    this.entries = new NameStore()
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
    else this.entries.truncate(mark)
  }

  /** The inventory: sorted by identity (hashes by hash), identities merged. */
  finish(): TestInventory {
    if (this.store !== undefined) {
      return { hashed: true, tests: this.store.finish() }
    }
    const repeated = new RepeatedCollector()
    const tests = this.entries.finish((entry, attempts) =>
      repeated.add(entry, attempts)
    )
    this.repeated = repeated.result()
    this.entries = new NameStore()
    return { hashed: false, tests }
  }
}
