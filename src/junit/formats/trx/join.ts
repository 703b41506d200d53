/**
 * TRX results joined to the definitions that name their classes (T2, T3),
 * in whichever order the file holds them: `dotnet test` writes results
 * first, Visual Studio 2010's MSTest writes definitions first. A result
 * whose class is already known is counted at once; any other is kept as
 * an entry (entries.ts) until its definition arrives or the file ends. A
 * definition no kept result matched is kept for the results after it.
 */
import type { FailedCase } from '../../model.js'
import type { Status, TestCollector } from '../../rules/index.js'
import type { AttributeValues } from '../../xml/index.js'
import { ByteKeys } from '../common/byte-keys.js'
import { FixedKeys } from '../common/fixed-keys.js'
import { PagedBytes, PagedInts } from '../common/paged.js'
import type { SuiteTable } from '../common/table.js'
import { Classes, type CountedResult } from './classes.js'
import { Entries, NO_PARENT, classRef, refClass } from './entries.js'
import { KEY_WIDTH, TestKeys } from './test-keys.js'

export { NO_PARENT } from './entries.js'

export interface PendingFailure {
  /** The failed result's reference: an entry, or its class. */
  ref: number
  failed: Omit<FailedCase, 'suite'>
}

export class TrxJoin {
  private readonly keys = new TestKeys()
  private readonly entries = new Entries()
  private readonly classes: Classes
  /** Definitions that no kept result has matched: key → class. */
  private readonly definitions = new FixedKeys(KEY_WIDTH)
  private readonly definitionClasses = new PagedInts(-1)
  /** The open definition's key (copied), until its class is found. */
  private readonly definitionKey = new Uint8Array(KEY_WIDTH)
  private definitionOpen = false
  /** Failed results kept in detail, within the run's budget. */
  readonly pending: PendingFailure[] = []
  /**
   * Counted results whose class is not known yet, for the inventory: their
   * reference, status and name, the names as bytes (a TRX of a million
   * results written before its definitions keeps no string per result).
   */
  private readonly waiting = {
    size: 0,
    refs: new PagedInts(),
    statuses: new PagedBytes(),
    names: new PagedInts(),
    texts: new ByteKeys()
  }

  /** Results are counted into `table`'s suites, and named to `tests`. */
  constructor(
    readonly table: SuiteTable,
    private readonly tests?: TestCollector
  ) {
    this.classes = new Classes(table)
  }

  /**
   * A result starts, at `position` among the file's results, with its test
   * id in wanted attribute `index` of `values`, under `parent` (a reference
   * or NO_PARENT). Returns its reference.
   */
  open(
    values: AttributeValues,
    index: number,
    at: { parent: number; position: number }
  ): number {
    const key = this.keys.of(values, index)
    const known = this.knownClass(key)
    if (at.parent === NO_PARENT && known >= 0) return classRef(known)
    const entry = this.entries.add(key, at.parent, at.position)
    if (known >= 0) this.entries.setRowClass(entry, known)
    return entry
  }

  /** Counts the result `ref` refers to, at `position`. */
  count(ref: number, result: CountedResult, position: number): void {
    if (ref >= 0) this.entries.count(ref, result)
    else this.classes.add(refClass(ref), result, position)
  }

  /** A counted result's name for the inventory, once its class is known. */
  name(ref: number, name: string, status: Status): void {
    if (this.tests === undefined) return
    if (ref < 0) {
      this.tests.add(this.classes.nameOf(refClass(ref)), { name }, status)
      return
    }
    const { waiting } = this
    const bytes = Buffer.from(name)
    waiting.refs.set(waiting.size, ref)
    waiting.statuses.set(waiting.size, status)
    waiting.names.set(waiting.size, waiting.texts.add(bytes, 0, bytes.length))
    waiting.size++
  }

  /** A definition starts, its id in wanted attribute `index`; none: no class. */
  openDefinition(values: AttributeValues, index: number): void {
    this.definitionOpen = values.has(index)
    if (this.definitionOpen) this.definitionKey.set(this.keys.of(values, index))
  }

  /** The open definition's TestMethod, its class in wanted attribute `index`: the first one counts. */
  defineClass(values: AttributeValues, index: number): void {
    if (!this.definitionOpen) return
    const cls = this.classes.of(values, index)
    if (cls < 0) return
    this.definitionOpen = false
    this.entries.startPositions()
    const key = this.definitionKey
    if (this.entries.resolve(key, cls, this.classes)) return
    if (this.definitions.first(key) >= 0) return
    this.definitionClasses.set(this.definitions.push(key), cls)
  }

  closeDefinition(): void {
    this.definitionOpen = false
  }

  /** The class known for `key` now, or -1. */
  private knownClass(key: Uint8Array): number {
    const found = this.definitions.first(key)
    if (found >= 0) return this.definitionClasses.get(found)
    return this.entries.classOfKey(key)
  }

  /**
   * Counts every result still waiting (`fileSuite` takes those with no
   * class), orders the suites by their first result and gives each kept
   * failure to its suite.
   */
  finish(fileSuite: string): void {
    const fileClass = this.classes.named(fileSuite)
    this.entries.finish(this.classes, fileClass)
    this.classes.order()
    const { waiting, tests } = this
    for (let k = 0; k < waiting.size && tests !== undefined; k++) {
      const cls = this.entries.classOf(waiting.refs.get(k), fileClass)
      const name = waiting.texts.text(waiting.names.get(k))
      const status = waiting.statuses.get(k) as Status
      tests.add(this.classes.nameOf(cls), { name }, status)
    }
    for (const { ref, failed } of this.pending) {
      const cls =
        ref >= 0 ? this.entries.classOf(ref, fileClass) : refClass(ref)
      const row = this.classes.rowOf(cls)
      this.table.fail(row, () => ({ suite: row.name, ...failed }))
    }
  }
}
