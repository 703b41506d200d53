/**
 * The section on tests that stopped running (the removed-tests gate), for
 * the job summary, the check run (which shows the summary) and the pull
 * request comment: what the run was compared with, the tests removed and
 * newly skipped within a byte budget with the count of the rest, and what
 * the gate did. Test names are plain text, escaped here.
 */
import { grouped, plural } from '../text.js'
import { fitItems } from './budget.js'
import { byteLength, inlineCode, safeUrl, text } from './markdown.js'

export type BaseSource = 'exact' | 'approximate' | 'file' | 'none'

export interface StoppedTestsReport {
  /** `none`: not compared, and `reason` says why. */
  source: BaseSource
  reason?: string
  /** The base commit asked for, and the commit whose inventory was read. */
  baseCommit?: string
  commit?: string
  /** The run that uploaded the base inventory (GitHub). */
  runUrl?: string
  /** The base branch whose earlier run stood in (approximate). */
  branch?: string
  /** One plain-text label per test. */
  removed: readonly string[]
  newlySkipped: readonly string[]
  added: number
  baseCount: number
  /** Compared by hash: names are known only where a side kept them. */
  byHash: boolean
  /** What the gate does with them. */
  mode: 'warn' | 'fail'
  /** The label that allowed tests to stop, when one did. */
  allowedBy?: string
  /** The step fails: for stopped tests, or for a missing base. */
  fails: boolean
  /** A missing base is warned about (one was looked for, and not found). */
  warned: boolean
  /** Why the comparison may mislead (another attestation, another strip). */
  caveats?: readonly string[]
}

export interface StoppedTestsView {
  /** Bytes the section may take. */
  budget: number
  /** Tests listed per list at most, whatever the budget. */
  maxItems?: number
}

const REASON_CHARS = 1_000

function short(commit: string): string {
  return inlineCode(commit.slice(0, 12))
}

/** Where the base inventory came from, as a phrase. */
function sourceText(report: StoppedTestsReport): string {
  const base = report.baseCommit ?? report.commit
  const at =
    base === undefined ? 'the base commit' : `base commit ${short(base)}`
  const run = report.runUrl === undefined ? undefined : safeUrl(report.runUrl)
  const ran = run === undefined ? 'a run' : `[a run](${run})`
  if (report.source === 'exact') return `${at} (${ran} on that commit)`
  if (report.source === 'file') {
    const from =
      report.commit === undefined ? '' : ` of ${short(report.commit)}`
    return `the inventory${from} given as base-tests`
  }
  const on = report.commit === undefined ? '' : ` on ${short(report.commit)}`
  const branch =
    report.branch === undefined
      ? 'the base branch'
      : `branch ${inlineCode(report.branch)}`
  return `${at}, **approximately**: it has no inventory, so ${ran} of ${branch}${on}, the newest before this one, stands in`
}

function listOf(
  title: string,
  labels: readonly string[],
  view: StoppedTestsView
): string {
  const { budget } = view
  if (labels.length === 0) return ''
  const head = `**${title}** (${grouped(labels.length)}):`
  const fitted = fitItems(
    labels.map((label) => `- ${text(label, 300)}`),
    {
      total: labels.length,
      budget: budget - byteLength(head) - 2,
      more: (left) =>
        `- … and ${grouped(left)} more (the evidence file kosli-tests-stopped.json lists them all)`,
      ...(view.maxItems !== undefined && { maxItems: view.maxItems })
    }
  )
  return `${head}\n\n${fitted.text}`
}

function gateLine(report: StoppedTestsReport, stopped: number): string {
  if (stopped === 0) return ''
  if (report.allowedBy !== undefined) {
    return `✅ Allowed by the pull request label ${inlineCode(report.allowedBy)}; the attestation records it (kosli_attest_removed_allowed_by).`
  }
  return report.mode === 'fail'
    ? '❌ removed-tests is fail: the step fails. If the change is meant, label the pull request to allow it (allow-removed-label).'
    : '⚠️ removed-tests is warn: the step does not fail for it.'
}

function headline(report: StoppedTestsReport, stopped: number): string {
  const counts = `${grouped(report.removed.length)} removed, ${grouped(report.newlySkipped.length)} newly skipped, ${grouped(report.added)} added, of ${plural(report.baseCount, 'test')} in the base`
  const icon =
    stopped === 0 ? '✅' : report.allowedBy === undefined ? '⚠️' : '✅'
  const what =
    stopped === 0
      ? '**No test stopped running**'
      : `**${plural(stopped, 'test')} stopped running**`
  return `${icon} ${what} since ${sourceText(report)}: ${counts}.`
}

function notCompared(report: StoppedTestsReport): string {
  const icon = report.fails ? '❌' : report.warned ? '⚠️' : 'ℹ️'
  const fails = report.fails ? ' on-missing-base is fail: the step fails.' : ''
  return `${icon} **Not compared** with the base commit: ${text(report.reason ?? 'no base inventory', REASON_CHARS)}.${fails}`
}

/** The section, `### Tests that stopped running` first, within the budget. */
export function stoppedTestsSection(
  report: StoppedTestsReport,
  view: StoppedTestsView
): string {
  const title = '### Tests that stopped running'
  if (report.source === 'none') return `${title}\n\n${notCompared(report)}`
  const stopped = report.removed.length + report.newlySkipped.length
  const notes = [
    ...(report.caveats ?? []).map((caveat) => `⚠️ ${text(caveat, 500)}`),
    report.removed.length > 0 && report.added > 0
      ? 'A renamed or moved test counts as one removed and one added.'
      : '',
    report.byHash
      ? 'An inventory kept only hashes (a very large run): tests are named where this run kept their names.'
      : ''
  ].filter((note) => note !== '')
  const head = [title, headline(report, stopped), gateLine(report, stopped)]
    .filter((part) => part !== '')
    .join('\n\n')
  const left = view.budget - byteLength(head) - byteLength(notes.join(' ')) - 8
  const removed = listOf(
    'Removed (in the base, not in this run)',
    report.removed,
    { ...view, budget: left / 2 }
  )
  const skipped = listOf(
    'Newly skipped (ran in the base, skipped now)',
    report.newlySkipped,
    { ...view, budget: left - byteLength(removed) }
  )
  return [head, removed, skipped, notes.join(' ')]
    .filter((part) => part !== '')
    .join('\n\n')
}
