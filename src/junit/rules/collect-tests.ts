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
  worseStatus,
  type TestEntry,
  type TestStatus
} from '../inventory.js'
import { HashStore, STATUS_OF_CODE } from '../hashed-tests.js'
import type { Note, RepeatedCases, TestInventory } from '../model.js'
import { compareUtf8 } from '../utf8-order.js'
import { MAX_VALUE_BYTES } from '../xml/index.js'
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

/** Bytes per page of names; a name is at most MAX_VALUE_BYTES. */
const NAME_PAGE = 4 * MAX_VALUE_BYTES

/** Strings kept once each, by number (suites and classnames repeat). */
class Interned {
  readonly texts: string[] = []
  private readonly numbers = new Map<string, number>()

  of(text: string): number {
    let number = this.numbers.get(text)
    if (number === undefined) {
      number = this.texts.length
      this.texts.push(text)
      this.numbers.set(text, number)
    }
    return number
  }
}

/**
 * The cases kept by name, as numbers and bytes: suites and classnames by
 * number, names as UTF-8 back to back in pages, so that no object or
 * string stays alive per case until the end (about 50 bytes a case beside
 * its name's bytes).
 */
class Columns {
  readonly suites = new Interned()
  readonly classnames = new Interned()
  private readonly pages: Buffer[] = []
  private used = NAME_PAGE
  /** Per case: suite, classname, status code, page, start, end. */
  readonly rows: number[][] = [[], [], [], [], [], []]

  get size(): number {
    return (this.rows[0] as number[]).length
  }

  add(
    parts: { suite: string; classname: string; name: string },
    status: number
  ) {
    const bytes = Buffer.byteLength(parts.name)
    if (this.used + bytes > NAME_PAGE) {
      this.pages.push(Buffer.allocUnsafe(NAME_PAGE))
      this.used = 0
    }
    const page = this.pages.length - 1
    const start = this.used
    this.used += (this.pages[page] as Buffer).write(parts.name, start)
    const row = [
      this.suites.of(parts.suite),
      this.classnames.of(parts.classname),
      status,
      page,
      start,
      this.used
    ]
    for (let k = 0; k < row.length; k++)
      (this.rows[k] as number[]).push(row[k] as number)
  }

  truncate(size: number): void {
    for (const column of this.rows)
      column.length = Math.min(column.length, size)
  }

  private value(column: number, k: number): number {
    return (this.rows[column] as number[])[k] as number
  }

  suite(k: number): string {
    return this.suites.texts[this.value(0, k)] as string
  }

  classname(k: number): string {
    return this.classnames.texts[this.value(1, k)] as string
  }

  status(k: number): TestStatus {
    return STATUS_OF_CODE[this.value(2, k)] as TestStatus
  }

  name(k: number): string {
    const page = this.pages[this.value(3, k)] as Buffer
    return page.toString('utf8', this.value(4, k), this.value(5, k))
  }

  /** identityKey's order: part by part (NUL sorts first), as UTF-8 bytes. */
  compare(a: number, b: number): number {
    for (const column of [0, 1]) {
      if (this.value(column, a) === this.value(column, b)) continue
      return column === 0
        ? compareUtf8(this.suite(a), this.suite(b))
        : compareUtf8(this.classname(a), this.classname(b))
    }
    const left = this.pages[this.value(3, a)] as Buffer
    const right = this.pages[this.value(3, b)] as Buffer
    return left.compare(
      right,
      this.value(4, b),
      this.value(5, b),
      this.value(4, a),
      this.value(5, a)
    )
  }

  /**
   * Sorted by identity, each identity once at its worse status; an
   * identity read more than once is told to `repeated` with its attempts.
   */
  entries(repeated: RepeatedCollector): TestEntry[] {
    const order = new Uint32Array(this.size)
    for (let k = 0; k < order.length; k++) order[k] = k
    // Ties by position: each identity's attempts stay in the order read.
    order.sort((a, b) => this.compare(a, b) || a - b)
    const kept: TestEntry[] = []
    let attempts: TestStatus[] = []
    const close = () => {
      const entry = kept.at(-1)
      if (entry !== undefined && attempts.length > 1)
        repeated.add(entry, attempts)
    }
    let last = -1
    for (const k of order) {
      const status = this.status(k)
      const previous = kept.at(-1)
      if (previous !== undefined && this.compare(last, k) === 0) {
        attempts.push(status)
        const worse = worseStatus(previous[3], status)
        kept[kept.length - 1] = [previous[0], previous[1], previous[2], worse]
        continue
      }
      close()
      attempts = [status]
      kept.push([this.suite(k), this.classname(k), this.name(k), status])
      last = k
    }
    close()
    return kept
  }
}

export class TestCollector {
  private entries = new Columns()
  private store: HashStore | undefined
  private readonly strip: RegExp | undefined
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
  add(suite: string, test: TestName, status: Status): void {
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

  private stripped(text: string): string {
    // Names are strings decoded from the attribute's bytes, never slices of
    // a larger text, so what is kept holds no big buffer alive.
    return this.strip === undefined ? text : text.replace(this.strip, '')
  }

  private startHashing(): void {
    const store = new HashStore()
    const columns = this.entries
    for (let k = 0; k < columns.size; k++) {
      const key = identityKey(
        columns.suite(k),
        columns.classname(k),
        columns.name(k)
      )
      store.add(identityHash(key), columns.status(k))
    }
    this.entries = new Columns()
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
    const tests = this.entries.entries(repeated)
    this.repeated = repeated.result()
    this.entries = new Columns()
    return { hashed: false, tests }
  }
}
