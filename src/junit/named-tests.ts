/**
 * An inventory kept by name (docs/inventory.md), packed: suites and
 * classnames once each, by number; names as UTF-8 back to back in pages;
 * each case's numbers in fixed pages of 32-bit integers. Nothing per case
 * lives on V8's heap until it is read: an array per field grew the heap by
 * 80 MiB for 200,000 cases (each outgrown copy left to the collector), and
 * an array per finished entry by 30 MiB for 100,000.
 */
import { STATUS_JSON, STATUS_OF_CODE } from './hashed-tests.js'
import { worseStatus, type TestEntry, type TestStatus } from './inventory.js'
import type { JsonPieces } from './json-pieces.js'
import { compareUtf8 } from './utf8-order.js'
import { MAX_VALUE_BYTES } from './xml/index.js'

/** Bytes per page of names; a name is at most MAX_VALUE_BYTES. */
const NAME_PAGE = 4 * MAX_VALUE_BYTES
/** Numbers kept per case: suite, classname, status, name page, start, end. */
const FIELDS = 6
/** Cases per page of numbers (96 KiB). */
const ROW_BITS = 12
const ROW_MASK = (1 << ROW_BITS) - 1

/** Told each identity read more than once, with its attempts in order. */
export type OnRepeated = (entry: TestEntry, attempts: TestStatus[]) => void

/** Strings kept once each, by number (suites and classnames repeat). */
class Interned {
  readonly texts: string[] = []
  private readonly numbers = new Map<string, number>()
  private last: string | undefined
  private lastNumber = 0

  of(text: string): number {
    // Cases come suite by suite: most are the text just seen.
    if (text === this.last) return this.lastNumber
    let number = this.numbers.get(text)
    if (number === undefined) {
      number = this.texts.length
      this.texts.push(text)
      this.numbers.set(text, number)
    }
    this.last = text
    this.lastNumber = number
    return number
  }

  /** Each text's place in UTF-8 byte order, by number. */
  ranks(): Uint32Array {
    const byOrder = this.texts.map((_text, number) => number)
    byOrder.sort((a, b) =>
      compareUtf8(this.texts[a] as string, this.texts[b] as string)
    )
    const ranks = new Uint32Array(byOrder.length)
    byOrder.forEach((number, rank) => (ranks[number] = rank))
    return ranks
  }
}

/** The cases as the parse adds them, in order. */
export class NameStore {
  private readonly suites = new Interned()
  private readonly classnames = new Interned()
  private readonly pages: Buffer[] = []
  private used = 0
  private readonly rows: Uint32Array[] = []
  private count = 0
  /** Each suite's and classname's JSON, as UTF-8, once made. */
  private readonly suiteJson: Buffer[] = []
  private readonly classnameJson: Buffer[] = []

  get size(): number {
    return this.count
  }

  /** A case; `status` is its code in STATUS_OF_CODE. */
  add(
    {
      suite,
      classname,
      name
    }: { suite: string; classname: string; name: string },
    status: number
  ): void {
    const bytes = Buffer.byteLength(name)
    // The first case opens the first page, even with an empty name.
    if (this.pages.length === 0 || this.used + bytes > NAME_PAGE) {
      this.pages.push(Buffer.allocUnsafe(NAME_PAGE))
      this.used = 0
    }
    const page = this.pages.length - 1
    const start = this.used
    this.used += (this.pages[page] as Buffer).write(name, start)
    const rows = (this.rows[this.count >>> ROW_BITS] ??= new Uint32Array(
      FIELDS << ROW_BITS
    ))
    const at = (this.count & ROW_MASK) * FIELDS
    rows[at] = this.suites.of(suite)
    rows[at + 1] = this.classnames.of(classname)
    rows[at + 2] = status
    rows[at + 3] = page
    rows[at + 4] = start
    rows[at + 5] = this.used
    this.count++
  }

  /** Forgets the cases from `size` on (a file left out of the results). */
  truncate(size: number): void {
    this.count = Math.min(this.count, size)
    this.rows.length = Math.ceil(this.count / (ROW_MASK + 1))
  }

  private value(field: number, k: number): number {
    const rows = this.rows[k >>> ROW_BITS] as Uint32Array
    return rows[(k & ROW_MASK) * FIELDS + field] as number
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

  /** Case `k` as the inventory file's JSON array, with status `code`. */
  writeJson(k: number, code: number, out: JsonPieces): void {
    const suite = (this.suiteJson[this.value(0, k)] ??= Buffer.from(
      JSON.stringify(this.suite(k))
    ))
    const classname = (this.classnameJson[this.value(1, k)] ??= Buffer.from(
      JSON.stringify(this.classname(k))
    ))
    out.ascii('[')
    out.bytes(suite)
    out.ascii(',')
    out.bytes(classname)
    out.ascii(',')
    const page = this.pages[this.value(3, k)] as Buffer
    out.string(page, this.value(4, k), this.value(5, k))
    out.ascii(`,${STATUS_JSON[code] as string}]`)
  }

  entry(k: number, status: TestStatus = this.status(k)): TestEntry {
    return [this.suite(k), this.classname(k), this.name(k), status]
  }

  /** The names' order: by their UTF-8 bytes. */
  private compareNames(a: number, b: number): number {
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

  private sameIdentity(a: number, b: number): boolean {
    return (
      this.value(0, a) === this.value(0, b) &&
      this.value(1, a) === this.value(1, b) &&
      this.compareNames(a, b) === 0
    )
  }

  /**
   * Sorted by identity, each identity once at its worse status. The store
   * is the list's: add nothing after.
   */
  finish(onRepeated?: OnRepeated): NamedTests {
    const order = this.sortedOrder()
    const statuses = new Uint8Array(this.count)
    let kept = 0
    for (let k = 0; k < this.count;) {
      const first = order[k] as number
      let end = k + 1
      while (end < this.count && this.sameIdentity(first, order[end] as number))
        end++
      let status = this.status(first)
      for (let j = k + 1; j < end; j++)
        status = worseStatus(status, this.status(order[j] as number))
      if (end - k > 1 && onRepeated !== undefined) {
        const attempts = [...order.subarray(k, end)].map((j) => this.status(j))
        onRepeated(this.entry(first, status), attempts)
      }
      // kept <= k: the first of each identity moves down over read places.
      order[kept] = first
      statuses[kept] = STATUS_OF_CODE.indexOf(status)
      kept++
      k = end
    }
    return new NamedTests(this, order.subarray(0, kept), statuses)
  }

  /**
   * The cases in identity order, each identity's cases in the order read.
   * Suites and classnames are ranked once, and the cases sorted by those
   * ranks with two stable counting sorts (classname, then suite); only the
   * runs of one suite and classname are then sorted by name, by a
   * comparator: one over every case took most of the inventory's time.
   */
  private sortedOrder(): Uint32Array {
    const read = new Uint32Array(this.count)
    for (let k = 0; k < this.count; k++) read[k] = k
    const byClassname = this.countingSort(read, 1, this.classnames.ranks())
    const order = this.countingSort(byClassname, 0, this.suites.ranks())
    this.orderNames(order)
    return order
  }

  /** `order` sorted stably by the rank of each case's `field`. */
  private countingSort(
    order: Uint32Array,
    field: number,
    ranks: Uint32Array
  ): Uint32Array {
    const rankOf = (k: number) => ranks[this.value(field, k)] as number
    // starts[r]: where the cases of rank r begin, then the next free place.
    const starts = new Uint32Array(ranks.length + 1)
    const bump = (rank: number, by: number) =>
      (starts[rank] = (starts[rank] as number) + by)
    for (const k of order) bump(rankOf(k) + 1, 1)
    for (let rank = 1; rank < starts.length; rank++)
      bump(rank, starts[rank - 1] as number)
    const sorted = new Uint32Array(order.length)
    for (const k of order) sorted[bump(rankOf(k), 1) - 1] = k
    return sorted
  }

  /** Runs of one suite and classname, ordered by name, then place. */
  private orderNames(order: Uint32Array): void {
    let start = 0
    for (let k = 1; k <= order.length; k++) {
      const a = order[start] as number
      const b = order[k] as number
      if (
        k < order.length &&
        this.value(0, a) === this.value(0, b) &&
        this.value(1, a) === this.value(1, b)
      )
        continue
      if (k - start > 1) this.sortByName(order, start, k)
      start = k
    }
  }

  /**
   * `order[start..end)` by name, then place. A short run (most are one or
   * two cases) is sorted by insertion where it is: a typed-array view and a
   * comparator for each of 100,000 runs made enough garbage to grow the heap.
   */
  private sortByName(order: Uint32Array, start: number, end: number): void {
    if (end - start > 16) {
      order
        .subarray(start, end)
        .sort((x, y) => this.compareNames(x, y) || x - y)
      return
    }
    for (let k = start + 1; k < end; k++) {
      const moving = order[k] as number
      let at = k
      for (; at > start; at--) {
        const other = order[at - 1] as number
        if ((this.compareNames(moving, other) || moving - other) > 0) break
        order[at] = other
      }
      order[at] = moving
    }
  }
}

/**
 * A finished inventory by name: sorted by identity, one entry per
 * identity. Each entry is made when it is read.
 */
export class NamedTests implements Iterable<TestEntry> {
  constructor(
    private readonly store: NameStore,
    private readonly order: Uint32Array,
    private readonly statuses: Uint8Array
  ) {}

  get length(): number {
    return this.order.length
  }

  at(index: number): TestEntry {
    const status = STATUS_OF_CODE[this.statuses[index] as number] as TestStatus
    return this.store.entry(this.order[index] as number, status)
  }

  /** The `index`th entry as the inventory file's JSON array. */
  writeJson(index: number, out: JsonPieces): void {
    const k = this.order[index] as number
    this.store.writeJson(k, this.statuses[index] as number, out)
  }

  *[Symbol.iterator](): Iterator<TestEntry> {
    for (let index = 0; index < this.order.length; index++) yield this.at(index)
  }
}
