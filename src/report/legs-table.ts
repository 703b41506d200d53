/**
 * The job summary's table of a matrix's legs (docs/matrix.md): one row per
 * leg folder, the missing ones marked, and the legs expected but never
 * uploaded counted in a last row. Leg names are untrusted (artifact names)
 * and go through the Markdown escaping.
 */
import { grouped, plural } from '../text.js'
import { formatSeconds, text } from './markdown.js'

export interface LegRow {
  name: string
  tests: number
  failed: number
  errored: number
  skipped: number
  /** Seconds, summed in whole microseconds. */
  duration: number
  /** Why the leg counts as missing: it held no report, or no test. */
  missing?: string
}

export interface LegsTableInput {
  expected?: number
  legs: readonly LegRow[]
}

/** Rows beyond this are counted, not shown (GitHub runs at most 256 jobs a matrix). */
const MAX_ROWS = 300

function row(leg: LegRow): string {
  const name = text(leg.name, 100)
  if (leg.missing !== undefined) {
    return `| ⚠️ ${name} | *missing: ${text(leg.missing, 100)}* | | | | |`
  }
  const icon =
    leg.failed + leg.errored > 0 ? '❌' : leg.tests === 0 ? '⚠️' : '✅'
  const cells = [leg.tests, leg.failed, leg.errored, leg.skipped].map(grouped)
  return `| ${icon} ${name} | ${cells.join(' | ')} | ${formatSeconds(leg.duration)} |`
}

/** The legs' section, for above the totals. */
/** Legs that did not report tests: folders without one, and none at all. */
export function missingLegCount(input: LegsTableInput): number {
  const { legs, expected } = input
  const empty = legs.filter((leg) => leg.missing !== undefined).length
  const absent = expected === undefined ? 0 : expected - legs.length
  return Math.max(absent, 0) + empty
}

/**
 * The verdict line when legs are missing and no reported test failed: the
 * tests that reported are clean, but the run is not, so never "Compliant".
 */
export function incompleteVerdict(missing: number): string {
  return `⚠️ **Incomplete**: no failures in the legs that reported, but ${plural(missing, 'leg')} did not report tests; the step fails.`
}

export function legsSection(input: LegsTableInput): string {
  const { legs, expected } = input
  const found = legs.filter((leg) => leg.missing === undefined).length
  const of = expected === undefined ? '' : ` of ${expected} expected`
  const rows = legs.slice(0, MAX_ROWS).map(row)
  if (legs.length > MAX_ROWS) {
    rows.push(`| … ${plural(legs.length - MAX_ROWS, 'more leg')} | | | | | |`)
  }
  const absent = expected === undefined ? 0 : expected - legs.length
  if (absent > 0) {
    rows.push(
      `| ⚠️ *${plural(absent, 'leg')} with no folder* | *missing: never uploaded* | | | | |`
    )
  }
  const missing = missingLegCount(input)
  return [
    `### Legs: ${found}${of} reported tests`,
    '',
    ...(missing > 0
      ? [
          `> [!WARNING]\n> **Missing legs**: ${plural(missing, 'leg')} did not report tests; the step fails.`,
          ''
        ]
      : []),
    '| Leg | Tests | Failed | Errored | Skipped | Duration |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows
  ].join('\n')
}
