/**
 * A TRX's suites by test class (T3): the class names its definitions give,
 * what each class counts, and where its first counted result stood, so that
 * suites come out in the order of their first result whatever order the
 * definitions came in.
 */
import { ERRORED, FAILED, SKIPPED, type Status } from '../../rules/index.js'
import type { AttributeValues } from '../../xml/index.js'
import { ByteKeys } from '../common/byte-keys.js'

/** A result as the reader counts it (`micros` undefined: it had no time). */
export interface CountedResult {
  status: Status
  warning: boolean
  micros: number | undefined
}

/** What a class counts. */
export interface ClassCounts {
  total: number
  failures: number
  errors: number
  skipped: number
  /** Results that passed with outcome Warning (T4). */
  warned: number
  micros: number
  timed: boolean
  /** The order of its first counted result (smaller is earlier). */
  first: number
}

/** XML white space, as attribute-value normalisation leaves it. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d
}

export class Classes {
  private readonly keys = new ByteKeys()
  readonly names: string[] = []
  private readonly counts: (ClassCounts | undefined)[] = []

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

  /** Counts one result in class `cls`, at position `order`. */
  add(cls: number, result: CountedResult, order: number): void {
    let counts = this.counts[cls]
    if (counts === undefined) {
      counts = {
        total: 0,
        failures: 0,
        errors: 0,
        skipped: 0,
        warned: 0,
        micros: 0,
        timed: false,
        first: order
      }
      this.counts[cls] = counts
    }
    counts.first = Math.min(counts.first, order)
    counts.total++
    if (result.status === SKIPPED) counts.skipped++
    else if (result.status === FAILED) counts.failures++
    else if (result.status === ERRORED) counts.errors++
    if (result.warning) counts.warned++
    if (result.micros !== undefined) {
      counts.micros += result.micros
      counts.timed = true
    }
  }

  /** The classes that count a result, in the order of their first one. */
  counted(): { name: string; counts: ClassCounts }[] {
    const out: { name: string; counts: ClassCounts }[] = []
    this.counts.forEach((counts, cls) => {
      if (counts !== undefined)
        out.push({ name: this.names[cls] as string, counts })
    })
    return out.sort((a, b) => a.counts.first - b.counts.first)
  }
}
