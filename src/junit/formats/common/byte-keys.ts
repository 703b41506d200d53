/**
 * Byte strings interned to small numbers, without a JavaScript string per
 * key: a TRX's class names and its test ids that are not GUIDs
 * (trx/test-keys.ts) can number in the hundred thousands, and a string, a
 * Map entry and an array slot each cost about ten times such a key's bytes.
 * Keys are kept back to back in pages and found through an open-addressing
 * table of their indexes.
 */
import { MAX_VALUE_BYTES } from '../../xml/index.js'
import { PagedInts } from './paged.js'

/** A key never spans two pages, and no attribute value is longer. */
const ARENA_PAGE = MAX_VALUE_BYTES
const EMPTY = 0

/** FNV-1a over the key's bytes. */
function hashOf(data: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5
  for (let k = start; k < end; k++) {
    hash = Math.imul(hash ^ (data[k] as number), 0x01000193)
  }
  return hash
}

export class ByteKeys {
  private readonly arena: Uint8Array[] = []
  /** How much of the last page is used. */
  private used = 0
  /** By key: its page, offset and length. */
  private readonly where = new PagedInts()
  private readonly lengths = new PagedInts()
  /** Key index + 1 per slot; EMPTY: a free slot. At most half full. */
  private table = new Int32Array(2048)
  size = 0
  /** The key being looked up, as `find` was given it. */
  private probe: Uint8Array = new Uint8Array(0)
  private probeStart = 0
  private probeEnd = 0
  /** The index of the key `data[start..end)`, or -1. */
  find(data: Uint8Array, start: number, end: number): number {
    this.probe = data
    this.probeStart = start
    this.probeEnd = end
    const mask = this.table.length - 1
    for (
      let slot = hashOf(data, start, end) & mask;
      ;
      slot = (slot + 1) & mask
    ) {
      const entry = this.table[slot] as number
      if (entry === EMPTY) return -1
      if (this.isProbe(entry - 1)) return entry - 1
    }
  }

  /** The index of the key `data[start..end)`, added when new. */
  add(data: Uint8Array, start: number, end: number): number {
    const found = this.find(data, start, end)
    if (found >= 0) return found
    const key = this.size++
    const { probe, probeStart, probeEnd } = this
    const length = probeEnd - probeStart
    if (this.arena.length === 0 || this.used + length > ARENA_PAGE) {
      this.arena.push(new Uint8Array(ARENA_PAGE))
      this.used = 0
    }
    const page = this.arena.length - 1
    const bytes = this.arena[page] as Uint8Array
    this.where.set(key, page * ARENA_PAGE + this.used)
    this.lengths.set(key, length)
    for (let k = probeStart; k < probeEnd; k++)
      bytes[this.used++] = probe[k] as number
    if (this.size * 2 > this.table.length) this.rehash()
    else this.place(key)
    return key
  }

  /** Key `key` as text. */
  text(key: number): string {
    const at = this.where.get(key)
    const page = this.arena[Math.floor(at / ARENA_PAGE)] as Uint8Array
    const start = at % ARENA_PAGE
    return Buffer.from(page.buffer, start, this.lengths.get(key)).toString()
  }

  private isProbe(key: number): boolean {
    const { probe, probeStart } = this
    const length = this.probeEnd - probeStart
    if (this.lengths.get(key) !== length) return false
    const at = this.where.get(key)
    const kept = this.arena[Math.floor(at / ARENA_PAGE)] as Uint8Array
    const from = at % ARENA_PAGE
    for (let k = 0; k < length; k++) {
      if (kept[from + k] !== probe[probeStart + k]) return false
    }
    return true
  }

  private place(key: number): void {
    const at = this.where.get(key)
    const page = this.arena[Math.floor(at / ARENA_PAGE)] as Uint8Array
    const from = at % ARENA_PAGE
    const mask = this.table.length - 1
    let slot = hashOf(page, from, from + this.lengths.get(key)) & mask
    while (this.table[slot] !== EMPTY) slot = (slot + 1) & mask
    this.table[slot] = key + 1
  }

  private rehash(): void {
    this.table = new Int32Array(this.table.length * 2)
    for (let key = 0; key < this.size; key++) this.place(key)
  }
}
