/**
 * TRX results counted before their definitions are known (T2): results
 * come first in the file, so each one is added to a group of its test id
 * (and parent group, for rows) and only a few numbers per group are kept,
 * in typed arrays: no object and no string per test, so that a TRX of
 * 100,000 tests takes no more memory than a JUnit report of them.
 */
import type { FailedCase } from '../../model.js'
import { ERRORED, FAILED, SKIPPED, type Status } from '../../rules/index.js'
import type { AttributeValues } from '../../xml/index.js'
import { ByteKeys } from '../common/byte-keys.js'
import { PagedBytes, PagedFloats, PagedInts } from '../common/paged.js'

export interface PendingFailure {
  group: number
  failed: Omit<FailedCase, 'suite'>
}

/** What a group counts, once the fold needs it. */
export interface GroupCounts {
  total: number
  failures: number
  errors: number
  skipped: number
  /** Results that passed with outcome Warning (T4). */
  warned: number
  micros: number
  timed: boolean
}

/** Rows are keyed by test id and parent group: id × ROW_KEY + parent. */
const ROW_KEY = 2 ** 26
/**
 * A group's results in one byte: NONE, ONE + the one result's status
 * (+ WARNED, + TIMED), or MANY (then `many` holds the counts). Nearly every
 * test id has one result; reruns and repeated ids are the rare MANY.
 */
const NONE = 0
const ONE = 1
const WARNED = 4
const TIMED = 8
const MANY = 255

export class ResultGroups {
  /** Test ids, as bytes, to their index. */
  private readonly ids = new ByteKeys(true)
  /** By id: its group directly in Results (-1: none yet), and its class. */
  private readonly topGroups = new PagedInts(-1)
  private readonly idClasses = new PagedInts(-1)
  /** Groups of rows (results inside InnerResults), by id and parent. */
  private readonly rowGroups = new Map<number, number>()
  /** Class names, by class index: tests often share a few hundred. */
  private readonly classKeys = new ByteKeys()
  private readonly classNames: string[] = []

  size = 0
  /** By group: its test id, parent group (-1: none), results and time. */
  private readonly groupIds = new PagedInts()
  private readonly parents = new PagedInts()
  private readonly states = new PagedBytes()
  private readonly micros = new PagedFloats()
  private readonly many = new Map<number, GroupCounts>()
  /** Failed results kept in detail, within the run's budget. */
  readonly pending: PendingFailure[] = []

  /**
   * The group of a result whose test id is wanted attribute `index` of
   * `values` (missing: the empty id), under `parent` (-1: none).
   */
  of(values: AttributeValues, index: number, parent: number): number {
    const { data } = values.bytes
    const id = values.has(index)
      ? this.ids.add(data, values.start(index), values.end(index))
      : this.ids.add(data, 0, 0)
    if (parent < 0) {
      const group = this.topGroups.get(id)
      if (group >= 0) return group
      const added = this.newGroup(id, parent)
      this.topGroups.set(id, added)
      return added
    }
    const key = id * ROW_KEY + parent
    const group = this.rowGroups.get(key)
    if (group !== undefined) return group
    const added = this.newGroup(id, parent)
    this.rowGroups.set(key, added)
    return added
  }

  private newGroup(id: number, parent: number): number {
    const group = this.size++
    if (this.size > ROW_KEY) throw new RangeError('too many TRX results')
    this.groupIds.set(group, id)
    this.parents.set(group, parent)
    return group
  }

  /** The index of a definition's id (wanted attribute `index`), -1: no result has it. */
  idOf(values: AttributeValues, index: number): number {
    if (!values.has(index)) return -1
    const { data } = values.bytes
    return this.ids.find(data, values.start(index), values.end(index))
  }

  /**
   * T3: a definition's class, wanted attribute `index` of `values`, up to
   * the first comma and trimmed; kept only for ids that results carry.
   */
  setClass(id: number, values: AttributeValues, index: number): void {
    if (id < 0 || !values.has(index)) return
    const { data } = values.bytes
    let start = values.start(index)
    let end = values.end(index)
    const comma = data.indexOf(0x2c, start)
    if (comma >= 0 && comma < end) end = comma
    while (start < end && isSpace(data[start] as number)) start++
    while (end > start && isSpace(data[end - 1] as number)) end--
    if (start === end) return
    const known = this.classKeys.size
    const key = this.classKeys.add(data, start, end)
    // Bytes past ASCII may hold Unicode spaces: the name is trimmed as text.
    if (key === known) this.classNames.push(this.classKeys.text(key).trim())
    if (this.classNames[key] !== '') this.idClasses.set(id, key)
  }

  /** T3: the group's own class, else its parent's, up the rows. */
  classOf(group: number): string | undefined {
    for (let g = group; g >= 0; g = this.parents.get(g)) {
      const key = this.idClasses.get(this.groupIds.get(g))
      if (key >= 0) return this.classNames[key]
    }
    return undefined
  }

  /** One counted result (`micros` undefined: it had no time). */
  count(group: number, result: CountedResult): void {
    const state = this.states.get(group)
    const { status, warning, micros } = result
    if (state === NONE) {
      const flags = (warning ? WARNED : 0) + (micros === undefined ? 0 : TIMED)
      this.states.set(group, ONE + status + flags)
      this.micros.set(group, micros ?? 0)
      return
    }
    let counts = this.many.get(group)
    if (counts === undefined) {
      counts = emptyCounts()
      this.addTo(group, counts)
      this.many.set(group, counts)
      this.states.set(group, MANY)
    }
    add(counts, status, warning)
    if (micros !== undefined) {
      counts.micros += micros
      counts.timed = true
    }
  }

  /** Whether the group counts no result. */
  isEmpty(group: number): boolean {
    return this.states.get(group) === NONE
  }

  /** Adds what group `group` counts to `to` (a suite's row). */
  addTo(group: number, to: GroupCounts): void {
    const state = this.states.get(group)
    if (state === MANY) {
      const counts = this.many.get(group) as GroupCounts
      to.total += counts.total
      to.failures += counts.failures
      to.errors += counts.errors
      to.skipped += counts.skipped
      to.warned += counts.warned
      to.micros += counts.micros
      to.timed ||= counts.timed
    } else if (state !== NONE) {
      const bits = state - ONE
      add(to, bits & 3, (bits & WARNED) !== 0)
      to.micros += this.micros.get(group)
      to.timed ||= (bits & TIMED) !== 0
    }
  }
}

/** A result as the reader counts it. */
export interface CountedResult {
  status: Status
  warning: boolean
  micros: number | undefined
}

const emptyCounts = (): GroupCounts => ({
  total: 0,
  failures: 0,
  errors: 0,
  skipped: 0,
  warned: 0,
  micros: 0,
  timed: false
})

function add(counts: GroupCounts, status: number, warning: boolean): void {
  counts.total++
  if (status === SKIPPED) counts.skipped++
  else if (status === FAILED) counts.failures++
  else if (status === ERRORED) counts.errors++
  if (warning) counts.warned++
}

/** XML white space, as attribute-value normalisation leaves it. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d
}
