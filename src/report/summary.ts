import {
  totalsOf,
  verdictOf,
  type ParseOutcome,
  type Totals
} from '../junit/index.js'
import { grouped, plural } from '../text.js'
import { failedCasesSection } from './failed-cases.js'
import {
  byteLength,
  codeBlock,
  inlineCode,
  safeUrl,
  shorten,
  text
} from './markdown.js'
import { notesSection } from './notes.js'
import { repeatedSection } from './repeated.js'
import {
  quarantineBanner,
  quarantineSection,
  type QuarantineReport
} from './quarantine.js'
import { passedOf } from './passed.js'
import type { SourceBase } from './source-link.js'
import { suitesSection } from './suites-table.js'
import {
  stoppedTestsSection,
  type StoppedTestsReport
} from './stopped-tests.js'
import {
  incompleteVerdict,
  legsSection,
  missingLegCount,
  type LegsTableInput
} from './legs-table.js'

/** Where the attestation goes (or would go). */
export interface Destination {
  host: string
  org: string
  flow: string
  trail: string
  attestationName: string
  /** Link to the trail, when the host is known. */
  url?: string
}

export interface SummaryInput {
  outcome: ParseOutcome
  destination: Destination
  dryRun: boolean
  recorded: boolean
  /** Where the payload was written (dry run). */
  payloadFile?: string
  /** Set when an upload failed and the payload was kept. */
  keptPayloadDir?: string
  resendCommand?: string
  /** Why the attestation was not (surely) recorded. */
  notRecorded?: { reason: string; maybeRecorded: boolean }
  /** Nothing was sent on purpose (a fork's pull request); says why. */
  skipped?: { reason: string; link?: string }
  /** Where the failed cases' files link to. */
  source?: SourceBase
  /** The removed-tests gate's report (tests that stopped running). */
  stoppedTests?: StoppedTestsReport
  /** The known-flaky list's effect (docs/quarantine.md), when one was read. */
  quarantine?: QuarantineReport
  /** A matrix's legs (legs-dir): their table goes above the totals. */
  legs?: LegsTableInput
}

/**
 * GitHub refuses a step summary over 1 MiB; staying well under it leaves
 * room for whatever else the job writes.
 */
export const SUMMARY_LIMIT_BYTES = 900 * 1024

const RESEND_CHARS = 2_000

function quoted(lines: string[]): string {
  return lines
    .join('\n')
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n')
}

/** A step that keeps the folder after the job (RUNNER_TEMP is wiped). */
function uploadStep(dir: string): string {
  return [
    '- uses: actions/upload-artifact@v4',
    '  if: failure()',
    '  with:',
    '    name: kosli-kept-payload',
    `    path: ${JSON.stringify(dir)}`
  ].join('\n')
}

function resendLines(input: SummaryInput): string[] {
  const lines: string[] = []
  const kept = input.keptPayloadDir
  // The runner's own path means nothing to a reader of the summary.
  if (input.payloadFile !== undefined && kept === undefined) {
    lines.push('The payload is in the step’s `payload-file` output.')
  }
  if (kept !== undefined) {
    lines.push(
      `The payload was kept in ${inlineCode(kept)}. The runner removes it when the job ends; to keep it, add this step after this one:`,
      '',
      codeBlock(uploadStep(kept)),
      ''
    )
  }
  if (input.resendCommand !== undefined) {
    lines.push('To send it later:', '')
    lines.push(codeBlock(shorten(input.resendCommand, RESEND_CHARS)))
  }
  return lines
}

function banner(input: SummaryInput): string {
  if (input.skipped !== undefined) {
    const link =
      input.skipped.link === undefined ? undefined : safeUrl(input.skipped.link)
    return quoted([
      '[!NOTE]',
      `**Not sent**: ${text(input.skipped.reason, 500)}.`,
      ...(link === undefined ? [] : [`[How to attest it](${link})`])
    ])
  }
  if (input.dryRun) {
    return quoted([
      '[!NOTE]',
      '**Dry run**: nothing was sent to Kosli.',
      ...resendLines(input)
    ])
  }
  if (!input.recorded || input.keptPayloadDir !== undefined) {
    const why = input.notRecorded
    return quoted([
      '[!WARNING]',
      why?.maybeRecorded
        ? '**Maybe recorded**: the request went out, but its answer was lost. Look at the trail before resending.'
        : '**Not recorded**: this attestation is not in Kosli.',
      ...(why === undefined
        ? []
        : ['', 'Why:', '', codeBlock(shorten(why.reason, RESEND_CHARS)), '']),
      ...resendLines(input)
    ])
  }
  return ''
}

/**
 * The verdict line. `recorded` is false when the attestation is not in
 * Kosli (a refusal, a dry run, a failed send): the line then never says
 * what Kosli records.
 */
export function verdict(totals: Totals, recorded = true): string {
  const kind = verdictOf(totals)
  if (kind === 'no-tests') {
    const why =
      totals.tests === 0
        ? 'the reports hold no test'
        : `all ${plural(totals.tests, 'test')} skipped`
    const kosli = recorded
      ? 'Kosli records this as compliant (no failures and no errors)'
      : 'Kosli counts no tests as compliant (no failures and no errors), but nothing was recorded'
    return `⚠️ **No tests ran**: ${why}. ${kosli}.`
  }
  if (kind === 'compliant') {
    return '✅ **Compliant**: no failures and no errors.'
  }
  const bad = [
    totals.failures > 0 ? plural(totals.failures, 'failure') : '',
    totals.errors > 0 ? plural(totals.errors, 'error') : ''
  ].filter((part) => part !== '')
  return `❌ **Not compliant**: ${bad.join(' and ')} in ${plural(totals.tests, 'test')}.`
}

export function totalsTable(totals: Totals): string {
  const cells = [
    totals.suites,
    totals.tests,
    passedOf(totals),
    totals.failures,
    totals.errors,
    totals.skipped,
    totals.flaky
  ].map(grouped)
  return [
    '| Suites | Tests | Passed | Failures | Errors | Skipped | Flaky |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${cells.join(' | ')} |`
  ].join('\n')
}

function destinationSection(input: SummaryInput): string {
  const d = input.destination
  const recorded =
    input.recorded && !input.dryRun ? 'Recorded in' : 'Destination in'
  const lines = [
    `### ${recorded} Kosli`,
    '',
    `- Host: ${inlineCode(d.host)}`,
    `- Org: ${inlineCode(d.org)}`,
    `- Flow: ${inlineCode(d.flow)}`,
    `- Trail: ${inlineCode(d.trail)}`,
    `- Attestation: ${inlineCode(d.attestationName)}`
  ]
  // A dry run recorded nothing, so the trail may not hold this attestation.
  const url =
    d.url === undefined || input.dryRun || !input.recorded
      ? undefined
      : safeUrl(d.url)
  if (url !== undefined) lines.push('', `[Open the trail in Kosli](${url})`)
  return lines.join('\n')
}

/** Cuts at a line boundary; only a guard, the sections keep to budgets. */
function capped(markdown: string): string {
  if (byteLength(markdown) <= SUMMARY_LIMIT_BYTES) return markdown
  const notice = '\n\n… the summary was cut to stay under the size limit.\n'
  const room = SUMMARY_LIMIT_BYTES - byteLength(notice)
  const cut = Buffer.from(markdown, 'utf8').subarray(0, room).toString('utf8')
  return cut.slice(0, cut.lastIndexOf('\n')) + notice
}

/**
 * The job summary (Markdown) of a JUnit attestation: verdict, totals, the
 * failed cases, a table of suites, the notes and where the result went.
 * Stays under SUMMARY_LIMIT_BYTES whatever the size of the reports.
 */
/** The verdict of the tests, unless legs are missing from a clean run. */
function verdictLine(input: SummaryInput, totals: Totals): string {
  const missing = input.legs === undefined ? 0 : missingLegCount(input.legs)
  if (missing > 0 && verdictOf(totals) !== 'failed') {
    return incompleteVerdict(missing)
  }
  return verdict(totals, input.recorded && input.keptPayloadDir === undefined)
}

export function junitSummary(input: SummaryInput): string {
  const { files, notes } = input.outcome
  const totals = totalsOf(files)
  const q = input.quarantine
  const head = [
    // The name tells apart the summaries of a matrix's jobs.
    `## Kosli JUnit attestation ${inlineCode(input.destination.attestationName, 100)}`,
    banner(input),
    verdictLine(input, totals),
    q === undefined ? '' : quarantineBanner(q, totals.failures + totals.errors),
    input.legs === undefined ? '' : legsSection(input.legs),
    totalsTable(totals),
    destinationSection(input)
  ].filter((part) => part !== '')
  // Room for the separators and the guard's notice.
  let left = SUMMARY_LIMIT_BYTES - byteLength(head.join('\n\n')) - 1_024
  const stopped =
    input.stoppedTests === undefined
      ? ''
      : stoppedTestsSection(input.stoppedTests, { budget: left / 4 })
  left -= byteLength(stopped)
  const failed = failedCasesSection(files, left / 2, {
    ...(input.source !== undefined && { source: input.source })
  })
  left -= byteLength(failed)
  const quarantined = q === undefined ? '' : quarantineSection(q, left / 4)
  left -= byteLength(quarantined)
  const retried = repeatedSection(input.outcome.repeated, left / 4)
  left -= byteLength(retried)
  const noted = notesSection(files, notes, left / 2)
  left -= byteLength(noted)
  const suites = suitesSection(files, left)
  const sections = [
    ...head,
    ...[stopped, failed, quarantined, retried, suites, noted]
  ]
  return capped(`${sections.filter((s) => s !== '').join('\n\n')}\n`)
}
