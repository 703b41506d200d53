/**
 * The elements a caller cares about and the attributes it wants of each,
 * compiled to bytes once (per module, not per file) and matched in place.
 */

/** An element the caller cares about, and the attributes it wants. */
export interface VocabularyEntry {
  name: string
  attributes: readonly string[]
}

/** A list of names, matched against bytes where they stand. */
export class NameList {
  private readonly names: Buffer[]

  constructor(names: readonly string[]) {
    this.names = names.map((name) => Buffer.from(name))
  }

  get size(): number {
    return this.names.length
  }

  /** The index of the name `data[start..end)`, or -1. */
  indexOf(data: Uint8Array, start: number, end: number): number {
    const length = end - start
    const names = this.names
    for (let e = 0; e < names.length; e++) {
      const name = names[e] as Buffer
      if (name.length === length && sameBytes(data, start, name)) return e
    }
    return -1
  }
}

const NONE = new NameList([])

export class Vocabulary {
  private readonly names: NameList
  private readonly attributes: NameList[]

  constructor(entries: readonly VocabularyEntry[]) {
    this.names = new NameList(entries.map((entry) => entry.name))
    this.attributes = entries.map((entry) => new NameList(entry.attributes))
  }

  /** The kind of the element named `data[start..end)`: index + 1, or 0. */
  classify(data: Uint8Array, start: number, end: number): number {
    return this.names.indexOf(data, start, end) + 1
  }

  /**
   * The attributes elements of `kind` want: an attribute's index there is
   * its index in the values handed over.
   */
  wanted(kind: number): NameList {
    return kind === 0 ? NONE : (this.attributes[kind - 1] ?? NONE)
  }
}

function sameBytes(data: Uint8Array, start: number, name: Uint8Array): boolean {
  for (let k = 0; k < name.length; k++) {
    if (data[start + k] !== name[k]) return false
  }
  return true
}
