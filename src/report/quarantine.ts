/**
 * The quarantine as the job summary, the pull request comment and the
 * check run show it (docs/quarantine.md): which failures were excused, by
 * which entry (owner, issue, expiry), which entries expired, expire soon or
 * match nothing, and, plainly, that Kosli still records the failures.
 */
import { grouped, plural } from '../text.js'
import { byteLength, inlineCode, safeUrl, text } from './markdown.js'

/** One entry of the list, as shown. */
export interface QuarantineEntryView {
  line: number
  /** `suite=… classname=… name=…`, the selector as written. */
  selector: string
  owner: string
  issue: string
  expires: string
  reason?: string
  /** Days from today to `expires` (negative: expired). */
  daysLeft: number
}

/** A failed or errored case and the entry that matched it. */
export interface QuarantinedCase {
  suite: string
  classname: string
  name: string
  status: 'failed' | 'errored'
  entry: QuarantineEntryView
}

export interface QuarantineReport {
  /** quarantine-file, as given. */
  file: string
  /** Which copy was read: the working tree, or the base commit and how. */
  from: string
  /** sha256 of the bytes read, when a list was read. */
  sha256?: string
  /** Why the list excuses nothing at all (absent at the base, unread). */
  inactive?: string
  /** Why no failure could be excused (a suite's own failure, unnamed cases). */
  closed?: string
  excused: QuarantinedCase[]
  /** Failures matched only by expired entries: they fail as usual. */
  expired: QuarantinedCase[]
  /** Entries past their date. */
  expiredEntries: QuarantineEntryView[]
  nearExpiry: QuarantineEntryView[]
  /** Entries that match no test of the run; undefined when not known. */
  stale?: QuarantineEntryView[]
  /** Set by the mode: the step passed only because of the quarantine. */
  passedBecause?: boolean
}

const LISTED = 50

function issueLink(issue: string): string {
  const url = safeUrl(issue)
  return url === undefined ? text(issue, 200) : `[${text(issue, 120)}](${url})`
}

function caseRow(c: QuarantinedCase): string {
  const test = [c.suite, c.classname, c.name].filter((p) => p !== '')
  const { entry } = c
  return `| ${inlineCode(test.join(' › '), 200)} | ${c.status} | ${text(entry.owner, 80)} | ${issueLink(entry.issue)} | ${entry.expires} | line ${entry.line} |`
}

function caseTable(cases: readonly QuarantinedCase[]): string[] {
  const rows = cases.slice(0, LISTED).map(caseRow)
  const more =
    cases.length > LISTED
      ? [``, `… and ${grouped(cases.length - LISTED)} more`]
      : []
  return [
    '| Test | Status | Owner | Issue | Expires | Entry |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    ...more
  ]
}

function entryLine(e: QuarantineEntryView): string {
  return `- line ${e.line}: ${inlineCode(e.selector, 200)}, owner ${text(e.owner, 80)}, ${issueLink(e.issue)}, expires ${e.expires}`
}

function entryList(entries: readonly QuarantineEntryView[]): string[] {
  const more =
    entries.length > LISTED
      ? [`- … and ${grouped(entries.length - LISTED)} more`]
      : []
  return [...entries.slice(0, LISTED).map(entryLine), ...more]
}

/** The plain statement of what Kosli records and why the step passed. */
export function quarantineBanner(
  q: QuarantineReport,
  failures: number
): string {
  if (q.passedBecause !== true) return ''
  return [
    '> [!WARNING]',
    `> **Passed because of the quarantine**: Kosli records this attestation as **non-compliant** (${plural(failures, 'failed or errored test')}); the step passed only because every failure is quarantined by ${inlineCode(q.file)} (read from ${text(q.from, 200)}).`
  ].join('\n')
}

function sourceLine(q: QuarantineReport): string {
  const sha =
    q.sha256 === undefined
      ? ''
      : `, sha256 ${inlineCode(q.sha256.slice(0, 16))}…`
  return `List: ${inlineCode(q.file)} from ${text(q.from, 200)}${sha}.`
}

/** The section's lines about the failures: excused, expired. */
function caseLines(q: QuarantineReport): string[] {
  const lines: string[] = []
  if (q.excused.length > 0) {
    lines.push(
      '',
      `${plural(q.excused.length, 'failure')} quarantined (a warning each; they do not fail the step, and Kosli records them):`,
      '',
      ...caseTable(q.excused)
    )
  }
  if (q.expired.length > 0) {
    lines.push(
      '',
      `❌ ${plural(q.expired.length, 'failure')} matched only expired entries, which excuse nothing:`,
      '',
      ...caseTable(q.expired)
    )
  }
  return lines
}

/** The section's lines about the entries: expired, expiring, stale. */
function entryLines(q: QuarantineReport): string[] {
  const lines: string[] = []
  if (q.expiredEntries.length > 0) {
    lines.push(
      '',
      'Expired entries (renew them in a reviewed change, or remove them):',
      ...entryList(q.expiredEntries)
    )
  }
  if (q.nearExpiry.length > 0) {
    lines.push(
      '',
      'Entries expiring within a week:',
      ...entryList(q.nearExpiry)
    )
  }
  if (q.stale === undefined) {
    if (q.inactive === undefined) {
      lines.push(
        '',
        'Stale entries are not known: this run has no list of every test.'
      )
    }
  } else if (q.stale.length > 0) {
    lines.push(
      '',
      'Stale entries (they match no test of this run):',
      ...entryList(q.stale)
    )
  }
  return lines
}

/**
 * The "Quarantined" section, within `maxBytes` (the lists are cut to the
 * first entries; the evidence archive holds them all).
 */
export function quarantineSection(
  q: QuarantineReport,
  maxBytes = 64 * 1024
): string {
  const lines = ['### Quarantined', '', sourceLine(q)]
  if (q.inactive !== undefined) {
    lines.push('', `⚠️ The list excuses nothing: ${text(q.inactive, 500)}.`)
  }
  if (q.closed !== undefined) {
    lines.push('', `❌ No failure is excused: ${text(q.closed, 500)}.`)
  }
  lines.push(...caseLines(q), ...entryLines(q))
  let section = lines.join('\n')
  while (byteLength(section) > maxBytes && lines.length > 3) {
    lines.splice(lines.length - 2, 1)
    section = `${lines.join('\n')}\n\n… cut to fit; the evidence archive holds the whole list.`
  }
  return section
}
