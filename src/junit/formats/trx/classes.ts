/**
 * A TRX's suites by test class (T3): the class names its definitions give,
 * each class's row of the file's suite table, and where its first counted
 * result stood, so that suites come out in the order of their first result
 * whatever order the definitions came in.
 */
import type { Status } from '../../rules/index.js'
import type { AttributeValues } from '../../xml/index.js'
import { ByteKeys } from '../common/byte-keys.js'
import type { SuiteRow, SuiteTable } from '../common/table.js'

/** A result as the reader counts it (`micros` undefined: it had no time). */
export interface CountedResult {
  status: Status
  warning: boolean
  micros: number | undefined
}

/** XML white space, as attribute-value normalisation leaves it. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d
}

export class Classes {
  private readonly keys = new ByteKeys()
  private readonly names: string[] = []
  /** Each suite's first counted result (smaller is earlier). */
  private readonly firsts = new Map<SuiteRow, number>()

  constructor(private readonly table: SuiteTable) {}

  /**
   * T3: the class named by wanted attribute `index` of `values`, up to the
   * first comma and trimmed; -1 when that leaves nothing.
   */
  of(values: AttributeValues, index: number): number {
    if (!values.has(index)) return -1
    const { data } = values.bytes
    let start = values.start(index)
    let end = values.end(index)
    const comma = data.indexOf(0x2c, start)
    if (comma >= 0 && comma < end) end = comma
    while (start < end && isSpace(data[start] as number)) start++
    while (end > start && isSpace(data[end - 1] as number)) end--
    if (start === end) return -1
    const known = this.keys.size
    const key = this.keys.add(data, start, end)
    // Bytes past ASCII may hold Unicode spaces: the name is trimmed as text.
    if (key === known) this.names.push(this.keys.text(key).trim())
    return this.names[key] === '' ? -1 : key
  }

  /** The class of a name given as text (the suite named after the file). */
  named(name: string): number {
    const bytes = Buffer.from(name)
    const known = this.keys.size
    const key = this.keys.add(bytes, 0, bytes.length)
    if (key === known) this.names.push(name)
    return key
  }

  /** The name of class `cls`: the name of its suite. */
  nameOf(cls: number): string {
    return this.names[cls] as string
  }

  /** The suite row of class `cls` (classes of one name share it). */
  rowOf(cls: number): SuiteRow {
    return this.table.row(this.names[cls] as string)
  }

  /** Counts one result in class `cls`, at position `order`. */
  add(cls: number, result: CountedResult, order: number): void {
    const row = this.rowOf(cls)
    const first = this.firsts.get(row)
    if (first === undefined || order < first) this.firsts.set(row, order)
    this.table.count(row, result.status, result.micros)
    if (result.warning) row.warned++
  }

  /** Puts the suites in the order of their first counted result. */
  order(): void {
    const { firsts } = this
    this.table.sortBy((row) => firsts.get(row) ?? Infinity)
  }
}
