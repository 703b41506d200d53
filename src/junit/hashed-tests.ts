/**
 * A hashed inventory (docs/inventory.md, Hashing): past the threshold each
 * case is kept as its identity's 16-byte hash and a status byte, 17 bytes
 * in fixed pages, with no object or string per case. A million cases are
 * 17 MB; the same as arrays of strings took over 300 MiB. The finished
 * inventory is sorted by hash (the hex order is the bytes' order), its
 * repeated identities merged.
 */
import { worseStatus, type HashedEntry, type TestStatus } from './inventory.js'
import type { JsonPieces } from './json-pieces.js'

const HASH_BYTES = 16
const RECORD = HASH_BYTES + 1
/** Records per page: 16,384 (272 KiB). */
const PAGE_BITS = 14
const PAGE = 1 << PAGE_BITS
const MASK = PAGE - 1
/** Below this many records, an index fits in 24 bits of a sort key. */
const INDEX_LIMIT = 1 << 24

/** The status byte of a record. */
export const STATUS_OF_CODE: readonly TestStatus[] = [
  'passed',
  'skipped',
  'failed',
  'errored'
]
/** Each status's JSON, by code. */
export const STATUS_JSON: readonly string[] = STATUS_OF_CODE.map((status) =>
  JSON.stringify(status)
)
const CODE_OF_STATUS: Readonly<Record<TestStatus, number>> = {
  passed: 0,
  skipped: 1,
  failed: 2,
  errored: 3
}

/** Record `index`'s page. */
function pageOf(pages: readonly Buffer[], index: number): Buffer {
  return pages[index >>> PAGE_BITS] as Buffer
}

/** Record `index`'s offset in its page. */
function offsetOf(index: number): number {
  return (index & MASK) * RECORD
}

/** The finished hashed inventory: sorted by hash, one record per identity. */
export class HashedTests implements Iterable<HashedEntry> {
  constructor(
    private readonly pages: readonly Buffer[],
    readonly length: number
  ) {}

  /** The `index`th identity's hash, hex. */
  hashAt(index: number): string {
    const at = offsetOf(index)
    return pageOf(this.pages, index).toString('hex', at, at + HASH_BYTES)
  }

  statusAt(index: number): TestStatus {
    const code = pageOf(this.pages, index)[offsetOf(index) + HASH_BYTES]
    return STATUS_OF_CODE[code as number]!
  }

  /** The `index`th entry as the inventory file's JSON array. */
  writeJson(index: number, out: JsonPieces): void {
    const page = pageOf(this.pages, index)
    const at = offsetOf(index)
    out.ascii('["')
    out.hex(page, at, HASH_BYTES)
    out.ascii(`",${STATUS_JSON[page[at + HASH_BYTES] as number]}]`)
  }

  /** The status of the identity whose hash is `hash` (hex), if it is here. */
  statusOf(hash: string): TestStatus | undefined {
    const wanted = Buffer.from(hash, 'hex')
    if (wanted.length !== HASH_BYTES) return undefined
    let low = 0
    let high = this.length - 1
    while (low <= high) {
      const middle = (low + high) >>> 1
      const at = offsetOf(middle)
      const order = pageOf(this.pages, middle).compare(
        wanted,
        0,
        HASH_BYTES,
        at,
        at + HASH_BYTES
      )
      if (order === 0) return this.statusAt(middle)
      if (order < 0) low = middle + 1
      else high = middle - 1
    }
    return undefined
  }

  *[Symbol.iterator](): Iterator<HashedEntry> {
    for (let index = 0; index < this.length; index++) {
      yield [this.hashAt(index), this.statusAt(index)]
    }
  }
}

/**
 * The records of a hashed inventory as the parse adds them, in order. The
 * end sorts them where they are, in their pages: a sorted copy beside them
 * (and the keys it was sorted by) took the memory of three more stores.
 */
export class HashStore {
  private readonly pages: Buffer[] = []
  private count = 0

  get size(): number {
    return this.count
  }

  /** A record: `hash` as 16 bytes, or as at least 32 hex digits. */
  add(hash: Uint8Array | string, status: TestStatus): void {
    const target = (this.pages[this.count >>> PAGE_BITS] ??= Buffer.allocUnsafe(
      PAGE * RECORD
    ))
    const at = offsetOf(this.count)
    if (typeof hash === 'string') target.write(hash, at, HASH_BYTES, 'hex')
    else target.set(hash.subarray(0, HASH_BYTES), at)
    target[at + HASH_BYTES] = CODE_OF_STATUS[status]
    this.count++
  }

  /** Forgets the records from `size` on (a file left out of the results). */
  truncate(size: number): void {
    this.count = Math.min(this.count, size)
    this.pages.length = Math.ceil(this.count / PAGE)
  }

  /** The records sorted by hash, an identity seen again merged (worseStatus). */
  finish(): HashedTests {
    this.permute(this.sortedOrder())
    const kept = this.mergeRepeated()
    const pages = this.pages.slice(0, Math.ceil(kept / PAGE))
    this.pages.length = 0
    this.count = 0
    return new HashedTests(pages, kept)
  }

  /** Copies record `from` over record `to`. */
  private move(from: number, to: number): void {
    const at = offsetOf(from)
    pageOf(this.pages, from).copy(
      pageOf(this.pages, to),
      offsetOf(to),
      at,
      at + RECORD
    )
  }

  /**
   * Puts record `order[k]` at `k` for every k, following each cycle of the
   * permutation with one record held aside; a placed position is marked by
   * `order[k] = k`.
   */
  private permute(order: Uint32Array): void {
    const held = Buffer.allocUnsafe(RECORD)
    for (let start = 0; start < order.length; start++) {
      if (order[start] === start) continue
      const at = offsetOf(start)
      pageOf(this.pages, start).copy(held, 0, at, at + RECORD)
      let to = start
      for (;;) {
        const from = order[to] as number
        order[to] = to
        if (from === start) break
        this.move(from, to)
        to = from
      }
      held.copy(pageOf(this.pages, to), offsetOf(to))
    }
  }

  /** Merges each run of equal hashes into its first record; the kept count. */
  private mergeRepeated(): number {
    let kept = 0
    for (let k = 0; k < this.count; k++) {
      if (kept > 0 && this.compare(kept - 1, k) === 0) {
        const page = pageOf(this.pages, kept - 1)
        const at = offsetOf(kept - 1) + HASH_BYTES
        const status = this.statusAt(k)
        const was = STATUS_OF_CODE[page[at] as number]!
        page[at] = CODE_OF_STATUS[worseStatus(was, status)]
        continue
      }
      if (kept !== k) this.move(k, kept)
      kept++
    }
    return kept
  }

  private statusAt(index: number): TestStatus {
    const code = pageOf(this.pages, index)[offsetOf(index) + HASH_BYTES]
    return STATUS_OF_CODE[code as number]!
  }

  /**
   * The record indices in hash order. Each record becomes one number, its
   * hash's first 29 bits above its index (24 bits), exact in a double and
   * sorted natively: a comparator called 20 million times for a million
   * records took seconds. Records whose first 29 bits are equal are then
   * ordered by the whole hash. Past 2^24 records the index no longer fits:
   * a comparator sorts them all.
   */
  private sortedOrder(): Uint32Array {
    if (this.count >= INDEX_LIMIT) return this.comparedOrder()
    const keys = new Float64Array(this.count)
    for (let index = 0; index < this.count; index++)
      keys[index] = this.prefixOf(index) * INDEX_LIMIT + index
    keys.sort()
    // The order is written over the keys: entry k takes 4 of the 8 bytes of
    // key k/2, which was read already, so no second array is needed.
    const order = new Uint32Array(keys.buffer, 0, this.count)
    for (let k = 0; k < this.count; k++)
      order[k] = (keys[k] as number) % INDEX_LIMIT
    this.orderTies(order)
    return order
  }

  /** Runs of records sharing their first 29 bits, ordered by the rest. */
  private orderTies(order: Uint32Array): void {
    let start = 0
    for (let k = 1; k <= order.length; k++) {
      if (
        k < order.length &&
        this.prefixOf(order[k] as number) ===
          this.prefixOf(order[start] as number)
      )
        continue
      if (k - start > 1)
        order.subarray(start, k).sort((a, b) => this.compare(a, b))
      start = k
    }
  }

  private prefixOf(index: number): number {
    return pageOf(this.pages, index).readUInt32BE(offsetOf(index)) >>> 3
  }

  private compare(a: number, b: number): number {
    const left = offsetOf(a)
    const right = offsetOf(b)
    return pageOf(this.pages, a).compare(
      pageOf(this.pages, b),
      right,
      right + HASH_BYTES,
      left,
      left + HASH_BYTES
    )
  }

  private comparedOrder(): Uint32Array {
    const order = new Uint32Array(this.count)
    for (let index = 0; index < this.count; index++) order[index] = index
    return order.sort((a, b) => this.compare(a, b))
  }
}
