/**
 * One `<testcase>`: its result children and skip markers, and the status
 * they give (docs/counting.md, C2 and C3).
 */
import { Bytes, type AttributeValues } from '../xml/index.js'

/** Attributes asked of `<testcase>`, in this order. */
export const CASE_ATTRIBUTES = [
  'name',
  'classname',
  'time',
  'status',
  'result',
  'skipped',
  'file',
  'line'
]
const C_NAME = 0
const C_CLASSNAME = 1
const C_TIME = 2
const C_STATUS = 3
const C_RESULT = 4
const C_SKIPPED = 5
const C_FILE = 6
const C_LINE = 7
/** The attributes kept as bytes, decoded only for a failed case. */
const KEPT = [C_NAME, C_CLASSNAME, C_FILE, C_LINE]
/** Longer values are decoded at once: a second copy of a huge name costs more. */
const KEEP_RAW_MAX = 1024

export const PASSED = 0
export const SKIPPED = 1
export const FAILED = 2
export const ERRORED = 3
export type Status =
  typeof PASSED | typeof SKIPPED | typeof FAILED | typeof ERRORED

/** Result children whose message and text are kept, by slot. */
export const SLOT_ERROR = 0
export const SLOT_FAILURE = 1
export const SLOT_RERUN_ERROR = 2
export const SLOT_RERUN_FAILURE = 3

export interface ResultDetail {
  message: string | undefined
  text: string
}

const SKIP_STATUS = new Set([
  'disabled',
  'skipped',
  'notrun',
  'ignored',
  'pending'
])
const SKIP_RESULT = new Set(['skipped', 'suppressed'])

function normalised(value: string | undefined): string {
  return value === undefined ? '' : value.trim().toLowerCase()
}

/** The attribute skip markers: `status`, `result`, `skipped="true"`. */
export function skippedByAttributes(
  status: string | undefined,
  result: string | undefined,
  skipped: string | undefined
): boolean {
  return (
    SKIP_STATUS.has(normalised(status)) ||
    SKIP_RESULT.has(normalised(result)) ||
    normalised(skipped) === 'true'
  )
}

const DOT = 0x2e
const ZERO = 0x30

/**
 * Microseconds of a plain `12.345` (at most 9 whole digits), truncated; -1
 * for anything else. It spares the common case parseDuration's general path,
 * and gives the same result.
 */
export function plainMicros(b: Uint8Array, start: number, end: number): number {
  let whole = 0
  let k = start
  for (; k < end && k - start < 10; k++) {
    const digit = (b[k] as number) - ZERO
    if (digit < 0 || digit > 9) break
    whole = whole * 10 + digit
  }
  const digits = k - start
  if (digits === 0 || digits > 9) return -1
  if (k === end) return whole * 1e6
  if (b[k] !== DOT || k + 1 === end) return -1
  let fraction = 0
  let scale = 1e6
  for (k++; k < end; k++) {
    const digit = (b[k] as number) - ZERO
    if (digit < 0 || digit > 9) return -1
    if (scale > 1) {
      scale /= 10
      fraction += digit * scale
    }
  }
  return whole * 1e6 + fraction
}

export class CaseFrame {
  /** Raw name, classname, file and line: most cases pass, unshown. */
  private readonly raw = new Bytes(128)
  private readonly starts = [-1, -1, -1, -1]
  private readonly ends = [0, 0, 0, 0]
  /** The ones too long to keep raw, decoded. */
  private readonly texts: (string | undefined)[] = [
    undefined,
    undefined,
    undefined,
    undefined
  ]
  /** The `time` attribute: plain microseconds, or else its text. */
  timed = false
  micros = -1
  time: string | undefined
  markedSkipped = false
  /** Result children seen, by slot, plus skips and flaky reruns. */
  readonly seen = [0, 0, 0, 0]
  skips = 0
  flaky = 0
  /** What the Kosli CLI decides: the last of skipped/failure/error. */
  vendor: Status = PASSED
  readonly details: (ResultDetail | undefined)[] = [
    undefined,
    undefined,
    undefined,
    undefined
  ]

  /** Starts a case from its start tag's attributes. */
  open(values: AttributeValues): void {
    const seen = this.seen
    const details = this.details
    seen[0] = seen[1] = seen[2] = seen[3] = 0
    details[0] = details[1] = details[2] = details[3] = undefined
    this.skips = 0
    this.flaky = 0
    this.vendor = PASSED
    this.keepAll(values)
    this.readTime(values)
    this.markedSkipped =
      (values.has(C_STATUS) || values.has(C_RESULT) || values.has(C_SKIPPED)) &&
      skippedByAttributes(
        values.text(C_STATUS),
        values.text(C_RESULT),
        values.text(C_SKIPPED)
      )
  }

  private readTime(values: AttributeValues): void {
    this.timed = values.has(C_TIME)
    this.time = undefined
    if (!this.timed) return
    const start = values.start(C_TIME)
    const end = values.end(C_TIME)
    this.micros = plainMicros(values.bytes.data, start, end)
    if (this.micros >= 0) return
    this.time = values.text(C_TIME)
    // A blank time is no time (docs/counting.md, N2).
    if (this.time?.trim() === '') this.timed = false
  }

  private keepAll(values: AttributeValues): void {
    const { data, length } = values.bytes
    this.raw.length = 0
    if (length > KEEP_RAW_MAX) {
      for (let k = 0; k < KEPT.length; k++) this.keep(k, values)
      return
    }
    // Usually all the values are short: one copy, at the same offsets.
    this.raw.append(data, 0, length)
    for (let k = 0; k < KEPT.length; k++) {
      const index = KEPT[k] as number
      this.texts[k] = undefined
      this.starts[k] = values.has(index) ? values.start(index) : -1
      this.ends[k] = values.end(index)
    }
  }

  private keep(k: number, values: AttributeValues): void {
    const index = KEPT[k] as number
    const long =
      values.has(index) &&
      values.end(index) - values.start(index) > KEEP_RAW_MAX
    this.texts[k] = long ? values.text(index) : undefined
    this.starts[k] = long ? -1 : values.copyTo(index, this.raw)
    this.ends[k] = this.raw.length
  }

  private kept(k: number): string | undefined {
    const start = this.starts[k] as number
    if (start < 0) return this.texts[k]
    return this.raw.text(start, this.ends[k])
  }

  get name(): string {
    return this.kept(0) ?? ''
  }

  get classname(): string | undefined {
    return this.kept(1)
  }

  get file(): string | undefined {
    return this.kept(2)
  }

  get line(): string | undefined {
    return this.kept(3)
  }

  status(): Status {
    const seen = this.seen
    if ((seen[SLOT_ERROR] as number) > 0) return ERRORED
    if ((seen[SLOT_FAILURE] as number) > 0) return FAILED
    if ((seen[SLOT_RERUN_ERROR] as number) > 0) return ERRORED
    if ((seen[SLOT_RERUN_FAILURE] as number) > 0) return FAILED
    return this.skips > 0 || this.markedSkipped ? SKIPPED : PASSED
  }

  /** The slot whose element decided a failed or errored status. */
  decidingSlot(): number {
    const seen = this.seen
    if ((seen[SLOT_ERROR] as number) > 0) return SLOT_ERROR
    if ((seen[SLOT_FAILURE] as number) > 0) return SLOT_FAILURE
    return (seen[SLOT_RERUN_ERROR] as number) > 0
      ? SLOT_RERUN_ERROR
      : SLOT_RERUN_FAILURE
  }
}
