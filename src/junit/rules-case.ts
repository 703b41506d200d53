/**
 * One `<testcase>`: its result children and skip markers, and the status
 * they give (JUNIT.md Counting, Settled details).
 */

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

export class CaseFrame {
  name = ''
  classname: string | undefined
  time: string | undefined
  file: string | undefined
  line: string | undefined
  markedSkipped = false
  /** Result children seen, by slot, plus skips and flaky reruns. */
  readonly seen = [0, 0, 0, 0]
  skips = 0
  flaky = 0
  /** What the reference client decides: the last of skipped/failure/error. */
  vendor: Status = PASSED
  readonly details: (ResultDetail | undefined)[] = [
    undefined,
    undefined,
    undefined,
    undefined
  ]

  reset(): void {
    this.seen.fill(0)
    this.details.fill(undefined)
    this.skips = 0
    this.flaky = 0
    this.vendor = PASSED
  }

  status(): Status {
    const [error = 0, failure = 0, rerunError = 0, rerunFailure = 0] = this.seen
    if (error > 0) return ERRORED
    if (failure > 0) return FAILED
    if (rerunError > 0) return ERRORED
    if (rerunFailure > 0) return FAILED
    return this.skips > 0 || this.markedSkipped ? SKIPPED : PASSED
  }

  /** The slot whose element decided a failed or errored status. */
  decidingSlot(): number {
    const [error = 0, failure = 0, rerunError = 0] = this.seen
    if (error > 0) return SLOT_ERROR
    if (failure > 0) return SLOT_FAILURE
    return rerunError > 0 ? SLOT_RERUN_ERROR : SLOT_RERUN_FAILURE
  }
}
