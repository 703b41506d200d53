/**
 * Fixed-width byte keys kept in insertion order, duplicates allowed, in
 * pages that grow without copying, and found through an open-addressing
 * index that is built the first time a key is looked up. A TRX's results
 * are kept this way until their definitions arrive: while none has been
 * looked up the keys cost their bytes and nothing more, and the index is
 * then made once, at the size it needs. Equal keys share one slot and are
 * chained, so a file that gives every result the same id costs no more to
 * index than one with distinct ids.
 */
import { PAGE, PagedInts } from './paged.js'

const EMPTY = 0
/** Past this load, a push rebuilds the index half full. */
const MAX_LOAD = 0.75
/** How full the index is first made: its keys are usually all there is. */
const FIRST_LOAD = 0.7

/** FNV-1a over a key's bytes. */
function hashOf(data: Uint8Array, start: number, width: number): number {
  let hash = 0x811c9dc5
  for (let k = start; k < start + width; k++) {
    hash = Math.imul(hash ^ (data[k] as number), 0x01000193)
  }
  return hash >>> 0
}

export class FixedKeys {
  private readonly pages: Uint8Array[] = []
  /** Per slot, the newest index of a key + 1; EMPTY: free. Empty until first used. */
  private table = new Int32Array(0)
  /** Distinct keys in the table. */
  private distinct = 0
  /** By index, the one before it with the same key (-1: none); pages only where keys repeat. */
  private readonly older = new PagedInts(-1)
  size = 0

  constructor(readonly width: number) {}

  /** Appends a copy of `key[0..width)` and returns its index. */
  push(key: Uint8Array): number {
    const index = this.size++
    const page = Math.floor(index / PAGE)
    if (page === this.pages.length)
      this.pages.push(new Uint8Array(PAGE * this.width))
    ;(this.pages[page] as Uint8Array).set(
      key.subarray(0, this.width),
      (index % PAGE) * this.width
    )
    if (this.table.length > 0) {
      if (this.distinct + 1 > this.table.length * MAX_LOAD) this.rebuild(2)
      else this.place(index)
    }
    return index
  }

  /** The newest kept index equal to `key`, or -1. */
  first(key: Uint8Array): number {
    if (this.size === 0) return -1
    if (this.table.length === 0) this.rebuild(1 / FIRST_LOAD)
    const slot = this.slotOf(key, hashOf(key, 0, this.width))
    return (this.table[slot] as number) - 1
  }

  /**
   * Calls `visit` with every kept index equal to `key`, newest first, until
   * it returns true.
   */
  each(key: Uint8Array, visit: (index: number) => boolean | void): void {
    for (let at = this.first(key); at >= 0; at = this.older.get(at)) {
      if (visit(at) === true) return
    }
  }

  /** The slot that holds `key`, or the free slot where it would go. */
  private slotOf(key: Uint8Array, hash: number): number {
    const { table } = this
    for (let slot = hash % table.length; ;) {
      const entry = table[slot] as number
      if (entry === EMPTY || this.equals(entry - 1, key)) return slot
      slot = slot + 1 === table.length ? 0 : slot + 1
    }
  }

  private equals(index: number, key: Uint8Array): boolean {
    const page = this.pages[Math.floor(index / PAGE)] as Uint8Array
    const from = (index % PAGE) * this.width
    for (let k = 0; k < this.width; k++) {
      if (page[from + k] !== key[k]) return false
    }
    return true
  }

  /** Puts `index` at the head of its key's slot. */
  private place(index: number): void {
    const page = this.pages[Math.floor(index / PAGE)] as Uint8Array
    const from = (index % PAGE) * this.width
    const key = page.subarray(from, from + this.width)
    const slot = this.slotOf(key, hashOf(page, from, this.width))
    const head = this.table[slot] as number
    if (head === EMPTY) this.distinct++
    else this.older.set(index, head - 1)
    this.table[slot] = index + 1
  }

  /**
   * Makes the index `slotsPerKey` slots per key: per kept key when first
   * made (how many are distinct is not known yet), else per distinct key.
   */
  private rebuild(slotsPerKey: number): void {
    const keys = this.table.length === 0 ? this.size : this.distinct
    this.table = new Int32Array(Math.max(1024, Math.ceil(keys * slotsPerKey)))
    this.distinct = 0
    for (let index = 0; index < this.size; index++) this.place(index)
  }
}
