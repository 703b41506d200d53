/**
 * Fixed-width byte keys kept in insertion order, duplicates allowed, in
 * pages that grow without copying, and found through an open-addressing
 * index that is built the first time a key is looked up. A TRX's results
 * are kept this way until their definitions arrive: while none has been
 * looked up the keys cost their bytes and nothing more, and the index is
 * then made once, at the size it needs.
 */
import { PAGE } from './paged.js'

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
  /** Key index + 1 per slot; EMPTY: a free slot. Empty until first used. */
  private table = new Int32Array(0)
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
      if (this.size > this.table.length * MAX_LOAD) this.rebuild(2)
      else this.place(index)
    }
    return index
  }

  /** The first kept index equal to `key`, or -1. */
  first(key: Uint8Array): number {
    let found = -1
    this.each(key, (index) => {
      found = index
      return true
    })
    return found
  }

  /**
   * Calls `visit` with every kept index equal to `key`, in no set order,
   * until it returns true.
   */
  each(key: Uint8Array, visit: (index: number) => boolean | void): void {
    if (this.size === 0) return
    if (this.table.length === 0) this.rebuild(1 / FIRST_LOAD)
    const { table } = this
    for (
      let slot = hashOf(key, 0, this.width) % table.length;
      ;
      slot = slot + 1 === table.length ? 0 : slot + 1
    ) {
      const entry = table[slot] as number
      if (entry === EMPTY) return
      if (this.equals(entry - 1, key) && visit(entry - 1) === true) return
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

  private place(index: number): void {
    const page = this.pages[Math.floor(index / PAGE)] as Uint8Array
    const { table } = this
    let slot = hashOf(page, (index % PAGE) * this.width, this.width)
    slot %= table.length
    while (table[slot] !== EMPTY)
      slot = slot + 1 === table.length ? 0 : slot + 1
    table[slot] = index + 1
  }

  /** Makes the index `slotsPerKey` slots per key. */
  private rebuild(slotsPerKey: number): void {
    const slots = Math.ceil(this.size * slotsPerKey)
    this.table = new Int32Array(Math.max(1024, slots))
    for (let index = 0; index < this.size; index++) this.place(index)
  }
}
