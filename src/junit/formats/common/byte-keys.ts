/**
 * Byte strings interned to small numbers, without a JavaScript string per
 * key: a TRX holds 100,000 test ids that must be kept until its
 * definitions, and a string, a Map entry and an array slot each cost about
 * ten times the id's 36 bytes. Keys are kept back to back in pages (a
 * lower-case GUID packed in 17 bytes) and found through an open-addressing
 * table of their indexes.
 */
import { MAX_VALUE_BYTES } from '../../xml/index.js'
import { PagedInts } from './paged.js'

/** Marks a packed GUID: 0xFF is never a byte of UTF-8 text. */
const PACKED = 0xff
const GUID_LENGTH = 36
/** Where the hyphens of `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` are. */
const isHyphenAt = (k: number) => k === 8 || k === 13 || k === 18 || k === 23
/** A key never spans two pages, and no attribute value is longer. */
const ARENA_PAGE = MAX_VALUE_BYTES
const EMPTY = 0

/** A lower-case hex digit's value, or -1. */
function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30
  if (c >= 0x61 && c <= 0x66) return c - 0x57
  return -1
}

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
  /** The key being looked up, as `find` was given it (or packed). */
  private probe: Uint8Array = new Uint8Array(0)
  private probeStart = 0
  private probeEnd = 0
  /** A probe's packed GUID: PACKED, then 16 bytes. */
  private readonly packed = new Uint8Array(17)

  /**
   * @param packGuids lower-case GUIDs are kept in 17 bytes, not 36 (keys
   *   so packed are never read back as text)
   */
  constructor(private readonly packGuids = false) {}

  /** The index of the key `data[start..end)`, or -1. */
  find(data: Uint8Array, start: number, end: number): number {
    if (this.packGuids && this.pack(data, start, end)) {
      data = this.packed
      start = 0
      end = this.packed.length
    }
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

  /** Packs a lower-case GUID into `packed`; false when it is none. */
  private pack(data: Uint8Array, start: number, end: number): boolean {
    if (end - start !== GUID_LENGTH) return false
    const packed = this.packed
    packed[0] = PACKED
    let at = 1
    for (let k = 0; k < GUID_LENGTH; k++) {
      const c = data[start + k] as number
      if (isHyphenAt(k)) {
        if (c !== 0x2d) return false
        continue
      }
      const high = hexValue(c)
      const low = hexValue(data[start + ++k] as number)
      if (high < 0 || low < 0) return false
      packed[at++] = (high << 4) | low
    }
    return true
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
