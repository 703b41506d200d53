/**
 * TRX results kept until a definition names their class (T2, T3).
 * `dotnet test` writes every result before the definitions, so each
 * result is kept as its 17-byte test key, one state byte and its time,
 * with no object and no string, and no index until the first definition
 * looks one up. A top-level result is added to its class as soon as its
 * definition arrives; data rows (results inside InnerResults) wait for
 * the end, since a row without a class of its own takes its parent's.
 */
import type { Status } from '../../rules/index.js'
import { FixedKeys } from '../common/fixed-keys.js'
import { PagedBytes, PagedInts } from '../common/paged.js'
import type { Classes, CountedResult } from './classes.js'
import { KEY_WIDTH } from './test-keys.js'

/** A parent reference: an entry (>= 0), a class (<= -2) or none. */
export const NO_PARENT = -1
export const classRef = (cls: number) => -2 - cls
export const refClass = (ref: number) => -2 - ref

const STATUS_BITS = 3
const COUNTED = 4
const WARNED = 8
const TIMED = 16
/** A top-level entry whose class is known: its value is now the class. */
const RESOLVED = 32
const ROW = 64
/** Times past Int32 (36 minutes) are kept aside. */
const BIG = -1
/** Below every result position: entries kept before any class was known. */
const EARLY = -(2 ** 31)

export class Entries {
  private readonly keys = new FixedKeys(KEY_WIDTH)
  private readonly states = new PagedBytes()
  /** Microseconds until resolved, then the class. */
  private readonly values = new PagedInts()
  private readonly bigMicros = new Map<number, number>()
  /** Rows only: the parent reference, and a class of their own. */
  private readonly parents = new PagedInts(NO_PARENT)
  private readonly rowClasses = new PagedInts(-1)
  /** From this entry on (-1: none yet), each has its result position. */
  private positionedFrom = -1
  /** Whether a top-level entry has its class: only then are keys looked up. */
  private resolvedAny = false
  private readonly positions = new PagedInts()
  /** Scratch for what an entry counts. */
  private readonly result: CountedResult = {
    status: 0,
    warning: false,
    micros: undefined
  }

  get size(): number {
    return this.keys.size
  }

  /** A new entry for a result at `position`; `parent` as NO_PARENT or a reference. */
  add(key: Uint8Array, parent: number, position: number): number {
    const entry = this.keys.push(key)
    if (parent !== NO_PARENT) {
      this.states.set(entry, ROW)
      this.parents.set(entry, parent)
    }
    if (this.positionedFrom >= 0) this.positions.set(entry, position)
    return entry
  }

  /**
   * From now on classes can be known as results arrive, so results added
   * at once and entries added later must be ordered by position.
   */
  startPositions(): void {
    if (this.positionedFrom < 0) this.positionedFrom = this.size
  }

  count(entry: number, result: CountedResult): void {
    const { status, warning, micros } = result
    let state = this.states.get(entry) | COUNTED | status
    if (warning) state |= WARNED
    if (micros !== undefined) {
      state |= TIMED
      if (micros <= 0x7fffffff) this.values.set(entry, micros)
      else {
        this.values.set(entry, BIG)
        this.bigMicros.set(entry, micros)
      }
    }
    this.states.set(entry, state)
  }

  setRowClass(entry: number, cls: number): void {
    if (this.rowClasses.get(entry) < 0) this.rowClasses.set(entry, cls)
  }

  /**
   * A definition of `key` names class `cls`: its top-level entries are
   * counted in it now, its rows keep it for the end. Returns whether a
   * top-level entry has that key (then the entries know its class).
   */
  resolve(key: Uint8Array, cls: number, classes: Classes): boolean {
    let top = false
    this.keys.each(key, (entry) => {
      const state = this.states.get(entry)
      if ((state & ROW) !== 0) this.setRowClass(entry, cls)
      else {
        top = true
        if ((state & RESOLVED) === 0) this.settle(entry, cls, classes)
      }
    })
    return top
  }

  /** The class a resolved top-level entry with `key` has, or -1. */
  classOfKey(key: Uint8Array): number {
    if (!this.resolvedAny) return -1
    let cls = -1
    this.keys.each(key, (entry) => {
      if ((this.states.get(entry) & RESOLVED) === 0) return false
      cls = this.values.get(entry)
      return true
    })
    return cls
  }

  /** Counts every entry not yet counted; `fileClass` takes those with no class. */
  finish(classes: Classes, fileClass: number): void {
    for (let entry = 0; entry < this.size; entry++) {
      if ((this.states.get(entry) & RESOLVED) === 0)
        this.settle(entry, this.classOf(entry, fileClass), classes)
    }
  }

  /** T3: a resolved entry's class; a row's own, else its parent's. */
  classOf(ref: number, fileClass: number): number {
    for (let at = ref; at !== NO_PARENT; at = this.parents.get(at)) {
      if (at <= -2) return refClass(at)
      const state = this.states.get(at)
      if ((state & RESOLVED) !== 0) return this.values.get(at)
      if ((state & ROW) === 0) return fileClass
      const own = this.rowClasses.get(at)
      if (own >= 0) return own
    }
    return fileClass
  }

  private settle(entry: number, cls: number, classes: Classes): void {
    const state = this.states.get(entry)
    if ((state & COUNTED) !== 0) {
      const { result } = this
      result.status = (state & STATUS_BITS) as Status
      result.warning = (state & WARNED) !== 0
      result.micros = (state & TIMED) === 0 ? undefined : this.micros(entry)
      classes.add(cls, result, this.positionOf(entry))
    }
    if ((state & ROW) === 0) {
      this.resolvedAny = true
      this.states.set(entry, state | RESOLVED)
      this.values.set(entry, cls)
    }
  }

  private micros(entry: number): number {
    const value = this.values.get(entry)
    return value === BIG ? (this.bigMicros.get(entry) as number) : value
  }

  private positionOf(entry: number): number {
    return this.positionedFrom < 0 || entry < this.positionedFrom
      ? EARLY + entry
      : this.positions.get(entry)
  }
}
