/**
 * The elements a caller cares about and the attributes it wants of each,
 * compiled to bytes once (per module, not per file) and matched in place.
 */

/** An element the caller cares about, and the attributes it wants. */
export interface VocabularyEntry {
  name: string
  attributes: readonly string[]
}

export class Vocabulary {
  private readonly names: Buffer[]
  private readonly attributes: Buffer[][]

  constructor(entries: readonly VocabularyEntry[]) {
    this.names = entries.map((entry) => Buffer.from(entry.name))
    this.attributes = entries.map((entry) =>
      entry.attributes.map((name) => Buffer.from(name))
    )
  }

  /** The kind of the element named `data[start..end)`: index + 1, or 0. */
  classify(data: Uint8Array, start: number, end: number): number {
    return indexOf(this.names, data, start, end) + 1
  }

  /** How many attributes elements of `kind` want. */
  wantedCount(kind: number): number {
    return kind === 0 ? 0 : (this.attributes[kind - 1] as Buffer[]).length
  }

  /** Which wanted attribute `data[start..end)` is, or -1. */
  wanted(kind: number, data: Uint8Array, start: number, end: number): number {
    if (kind === 0) return -1
    return indexOf(this.attributes[kind - 1] as Buffer[], data, start, end)
  }
}

function indexOf(
  names: readonly Buffer[],
  data: Uint8Array,
  start: number,
  end: number
): number {
  const length = end - start
  for (let e = 0; e < names.length; e++) {
    const name = names[e] as Buffer
    if (name.length === length && sameBytes(data, start, name)) return e
  }
  return -1
}

function sameBytes(data: Uint8Array, start: number, name: Uint8Array): boolean {
  for (let k = 0; k < name.length; k++) {
    if (data[start + k] !== name[k]) return false
  }
  return true
}
