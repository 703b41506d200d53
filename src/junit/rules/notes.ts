/**
 * Notices that say where a result departs from what the Kosli CLI
 * (the vendor's Go CLI) would have recorded for the same suite, and why.
 */
import type { JUnitResult } from '../model.js'
import {
  DEPART_HEADER,
  DEPART_RERUN,
  DEPART_SEVERITY,
  DEPART_SKIP_MARKER,
  DEPART_SUITE_ERRORS,
  DEPART_SUITE_TIME,
  type Counts
} from './suite.js'

const REASONS: readonly [number, string][] = [
  [
    DEPART_SEVERITY,
    'a test case with several results counts as its most severe one (error > failure > skipped), where the Kosli CLI takes the last'
  ],
  [
    DEPART_RERUN,
    'a <rerunFailure>/<rerunError> without a final result counts as a failure/error, where the Kosli CLI counts it as passed'
  ],
  [
    DEPART_SKIP_MARKER,
    'skip markers the Kosli CLI ignores (<disabled>, status, result or skipped attributes) count as skipped'
  ],
  [
    DEPART_SUITE_ERRORS,
    '<error>/<failure> directly in a <testsuite> counts as an errored test, where the Kosli CLI drops it'
  ],
  [
    DEPART_HEADER,
    'a suite without test cases takes its counts from its attributes, where the Kosli CLI reports 0'
  ]
]

// The three layouts the Kosli CLI reads (docs/spec/kosli-cli.md, Result
// entries).
const VENDOR_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:\+00:00|Z)?$/

export interface Departure {
  result: JUnitResult
  vendor: Counts | undefined
  departures: number
  /** The suite's own `name` attribute, when the file name replaced it. */
  replacedName: string | undefined
  /** The suite's own timestamp attribute, and whether <properties> hid it. */
  ownTimestamp: string | undefined
  hasProperties: boolean
}

const NO_SUITE_NOTE =
  'The Kosli CLI would record no result for this file: it reads only <testsuite> elements, and this <testsuites> root holds none, so its count attributes are used here.'

function countsPart(result: JUnitResult, vendor: Counts): string[] {
  const same =
    vendor.total === result.total &&
    vendor.failures === result.failures &&
    vendor.errors === result.errors &&
    vendor.skipped === result.skipped
  if (same) return []
  return [
    `total ${vendor.total}, failures ${vendor.failures}, errors ${vendor.errors}, skipped ${vendor.skipped}`
  ]
}

function timestampPart(departure: Departure): string[] {
  if (departure.result.timestamp === undefined) return []
  const own = departure.ownTimestamp
  if (own === undefined)
    return ['no timestamp (it does not inherit one from <testsuites>)']
  if (departure.hasProperties) {
    return ['no timestamp (a <properties> block hides the attribute from it)']
  }
  if (!VENDOR_TIMESTAMP.test(own))
    return ['no timestamp (it cannot read this format)']
  return []
}

/** The notice text, or undefined when the Kosli CLI would agree. */
export function describeDeparture(departure: Departure): string | undefined {
  const { result, vendor } = departure
  // A root with counts and no suite: the name and time parts would only
  // add noise to a note about a result the CLI never sees.
  if (vendor === undefined) return NO_SUITE_NOTE
  const parts = [...countsPart(result, vendor), ...timestampPart(departure)]
  if (departure.replacedName !== undefined) {
    parts.push(`the name ${JSON.stringify(departure.replacedName)}`)
  }
  if (departure.departures & DEPART_SUITE_TIME && vendor !== undefined) {
    parts.push('duration 0 (it ignores the suite time attribute)')
  }
  if (parts.length === 0) return undefined
  const reasons = REASONS.filter(([flag]) => departure.departures & flag).map(
    ([, text]) => text
  )
  const why = reasons.length > 0 ? `; here ${reasons.join('; ')}` : ''
  return `the Kosli CLI would have reported ${parts.join('; ')}${why}`
}
