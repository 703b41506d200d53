/**
 * A closed case counted into its suite, and a closed nested suite into its
 * parent: our counts and the Kosli CLI's, and why they differ.
 */
import {
  ERRORED,
  FAILED,
  PASSED,
  SKIPPED,
  SLOT_ERROR,
  SLOT_FAILURE,
  type CaseFrame
} from './case.js'
import {
  DEPART_RERUN,
  DEPART_SEVERITY,
  DEPART_SKIP_MARKER,
  addCounts,
  type Settled,
  type SuiteFrame
} from './suite.js'

/** Counts a closed case, whose status is `status`, into `suite`. */
export function tallyCase(
  suite: SuiteFrame,
  frame: CaseFrame,
  status: number
): void {
  const counts = suite.counted
  counts.total++
  if (status === SKIPPED) counts.skipped++
  else if (status === FAILED) counts.failures++
  else if (status === ERRORED) counts.errors++
  else if (frame.flaky > 0) suite.flaky++
  if (frame.timed) suite.addTime(frame.micros, frame.time)
  tallyVendor(suite, frame, status)
}

/** The Kosli CLI's reading of the case, and the departure from ours. */
function tallyVendor(suite: SuiteFrame, frame: CaseFrame, status: number) {
  const vendor = suite.vendor
  vendor.total++
  if (frame.vendor === SKIPPED) vendor.skipped++
  else if (frame.vendor === FAILED) vendor.failures++
  else if (frame.vendor === ERRORED) vendor.errors++
  if (frame.vendor === status) return
  const error = frame.seen[SLOT_ERROR] as number
  const failure = frame.seen[SLOT_FAILURE] as number
  if (status === SKIPPED) suite.departures |= DEPART_SKIP_MARKER
  else if (error + failure === 0 && status !== PASSED)
    suite.departures |= DEPART_RERUN
  else suite.departures |= DEPART_SEVERITY
}

/** A settled nested suite added to its parent. */
export function tallyNested(
  parent: SuiteFrame,
  frame: SuiteFrame,
  settled: Settled
): void {
  addCounts(parent.counted, settled.counts)
  addCounts(parent.vendor, frame.vendor)
  parent.micros += settled.micros
  parent.timed ||= settled.timed
  parent.flaky += frame.flaky
  parent.departures |= frame.departures
}
