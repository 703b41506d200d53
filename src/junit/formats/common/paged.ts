/**
 * Growable number columns kept in fixed pages of a typed array. Growing
 * adds a page and never copies: a doubled array leaves its old half as
 * garbage until a collection, and a reader that allocates almost nothing
 * else seldom triggers one, so doubling costs up to twice the memory.
 * Pages are made only where an entry is set, so a column written for a
 * few scattered entries (a TRX's rare data rows) stays a few pages.
 */

const PAGE_BITS = 14
/** Entries per page (16,384: 64 KiB of Int32). */
export const PAGE = 1 << PAGE_BITS
const MASK = PAGE - 1

type Page = Int32Array | Uint8Array

class Paged<T extends Page> {
  protected readonly pages: (T | undefined)[] = []

  constructor(
    private readonly make: () => T,
    private readonly initial: number
  ) {}

  /** The entry, or the initial value when it was never set. */
  get(index: number): number {
    const page = this.pages[index >>> PAGE_BITS]
    return page === undefined ? this.initial : (page[index & MASK] as number)
  }

  set(index: number, value: number): void {
    const at = index >>> PAGE_BITS
    let page = this.pages[at]
    if (page === undefined) {
      page = this.make()
      if (this.initial !== 0) page.fill(this.initial)
      this.pages[at] = page
    }
    page[index & MASK] = value
  }
}

/** Int32 entries, `initial` where never set. */
export class PagedInts extends Paged<Int32Array> {
  constructor(initial = 0) {
    super(() => new Int32Array(PAGE), initial)
  }
}

export class PagedBytes extends Paged<Uint8Array> {
  constructor() {
    super(() => new Uint8Array(PAGE), 0)
  }
}
