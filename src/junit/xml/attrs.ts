import { Bytes, IntStack } from './bytes.js'

const LINEAR_LIMIT = 8
/** A cleared table this small is kept for the next tag. */
const KEEP_SLOTS = 1024

/**
 * The attribute names of one start tag, kept as bytes, to refuse duplicates.
 * A few names are compared linearly; past that an open-addressing hash table
 * keeps each check O(1), so a tag with a million attributes stays linear.
 * The table is cleared and kept between tags, not made anew: a TRX writes
 * eleven attributes on each of 100,000 results.
 */
export class AttributeNames {
  readonly bytes = new Bytes(256)
  private readonly starts = new IntStack()
  private readonly hashes = new IntStack()
  private table = new Int32Array(0)
  /** Whether `table` holds this tag's names; otherwise it is all free. */
  private indexed = false
  /** Offset in `bytes` of the name being read. */
  pendingStart = 0

  reset(): void {
    this.bytes.length = 0
    this.starts.length = 0
    this.hashes.length = 0
    if (this.indexed) {
      if (this.table.length > KEEP_SLOTS) this.table = new Int32Array(0)
      else this.table.fill(0)
      this.indexed = false
    }
    this.pendingStart = 0
  }

  begin(): void {
    this.pendingStart = this.bytes.length
  }

  append(source: Uint8Array, start: number, end: number): void {
    this.bytes.append(source, start, end)
  }

  /** Commits the name being read; false when the tag already has it. */
  commit(): boolean {
    const hash = this.hashPending()
    const count = this.starts.length
    if (count < LINEAR_LIMIT) {
      for (let k = 0; k < count; k++) {
        if (this.hashes.data[k] === hash && this.sameAsPending(k)) return false
      }
    } else {
      if (!this.indexed || this.table.length < count * 2)
        this.rebuild(count * 4)
      if (!this.insert(count, hash)) return false
    }
    this.starts.push(this.pendingStart)
    this.hashes.push(hash)
    return true
  }

  private hashPending(): number {
    const data = this.bytes.data
    let hash = 0x811c9dc5
    for (let k = this.pendingStart; k < this.bytes.length; k++) {
      hash = Math.imul(hash ^ (data[k] as number), 0x01000193)
    }
    return hash
  }

  private endOf(index: number): number {
    return index + 1 < this.starts.length
      ? (this.starts.data[index + 1] as number)
      : this.pendingStart
  }

  private sameAsPending(index: number): boolean {
    const data = this.bytes.data
    const start = this.starts.data[index] as number
    const length = this.endOf(index) - start
    if (length !== this.bytes.length - this.pendingStart) return false
    for (let k = 0; k < length; k++) {
      if (data[start + k] !== data[this.pendingStart + k]) return false
    }
    return true
  }

  /** Inserts name `index` (the pending one); false when a duplicate. */
  private insert(index: number, hash: number): boolean {
    const mask = this.table.length - 1
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot] as number
      if (entry === 0) {
        this.table[slot] = index + 1
        return true
      }
      if (this.hashes.data[entry - 1] === hash && this.sameAsPending(entry - 1))
        return false
    }
  }

  private rebuild(size: number): void {
    let capacity = 16
    while (capacity < size) capacity *= 2
    if (this.indexed || this.table.length < capacity)
      this.table = new Int32Array(capacity)
    this.indexed = true
    const mask = this.table.length - 1
    for (let index = 0; index < this.starts.length; index++) {
      let slot = (this.hashes.data[index] as number) & mask
      while (this.table[slot] !== 0) slot = (slot + 1) & mask
      this.table[slot] = index + 1
    }
  }
}
