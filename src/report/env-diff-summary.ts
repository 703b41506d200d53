import type { EnvDiff, EnvDiffArtifact } from '../api/schemas/index.js'
import type { FailOn } from '../config/index.js'
import { fitItems } from './budget.js'
import { byteLength, inlineCode, safeUrl, text } from './markdown.js'

/** How many artifacts fall in each of the service's four lists. */
export interface DiffCounts {
  onlyIn1: number
  onlyIn2: number
  changed: number
  notChanged: number
}

/** What the env-diff gate decided (src/modes/env-diff/policy.ts). */
export interface GateVerdict {
  failOn: FailOn
  passed: boolean
  /** True when the snapshots differ at all, whatever the policy. */
  differs: boolean
  /** One sentence: why the gate passed or failed. */
  reason: string
  counts: DiffCounts
}

/**
 * The env-diff job summary (Markdown): the verdict, then one table per kind
 * of difference. Everything that comes from the service is escaped, and the
 * whole stays under a byte budget (GitHub refuses a step summary over
 * 1 MiB); rows that do not fit are counted, and the diff-file output holds
 * them all.
 */
export interface EnvDiffSummaryInput {
  diff: EnvDiff
  verdict: GateVerdict
  /** The expressions as given, e.g. `staging` and `production#5`. */
  snapshot1: string
  snapshot2: string
  /** Their environments, which name the sides of the diff. */
  environment1: string
  environment2: string
}

export interface SummaryLimits {
  maxBytes: number
  maxRowsPerTable: number
}

export const DEFAULT_SUMMARY_LIMITS: SummaryLimits = {
  maxBytes: 256 * 1024,
  maxRowsPerTable: 200
}

const MAX_PODS = 5
const SHORT_FINGERPRINT = 12
const HEADERS = ['Name', 'Fingerprint', 'Flow', 'Commit', 'Instances', 'Pods']
// Room kept for the closing note that says rows were left out.
const NOTE_RESERVE = 300

function fingerprintCell(fingerprint: string): string {
  return inlineCode(fingerprint.slice(0, SHORT_FINGERPRINT))
}

function commitCell(value: string | null | undefined): string {
  if (!value) return ''
  const url = safeUrl(value)
  if (url === undefined) return text(value)
  const last = url.replace(/\/+$/, '').split('/').pop() ?? ''
  const label = /^[0-9a-f]{7,}$/.test(last) ? last.slice(0, 7) : 'commit'
  return `[${label}](${url})`
}

function podsCell(pods: string[] | null | undefined): string {
  const list = pods ?? []
  const shown = list.slice(0, MAX_PODS).map((pod) => text(pod, 100))
  const more = list.length - MAX_PODS
  return more > 0 ? `${shown.join(', ')} … +${more} more` : shown.join(', ')
}

/** Which list of the diff an artifact is in. */
export type DiffSide = 'only1' | 'only2' | 'changed'

function count(n: number | null | undefined): string {
  return n === null || n === undefined ? '?' : String(n)
}

/** Instance counts as `s1 → s2`; an absent side counts 0. */
export function instancesText(
  artifact: EnvDiffArtifact,
  side: DiffSide
): string {
  const s1 = artifact.s1_instance_count ?? artifact.instance_count
  const s2 = artifact.s2_instance_count ?? artifact.instance_count
  if (side === 'only1') return `${count(s1)} → 0`
  if (side === 'only2') return `0 → ${count(s2)}`
  return `${count(artifact.s1_instance_count)} → ${count(artifact.s2_instance_count)}`
}

function row(artifact: EnvDiffArtifact, side: DiffSide): string {
  const cells = [
    text(artifact.name),
    fingerprintCell(artifact.fingerprint),
    text(artifact.flow ?? ''),
    commitCell(artifact.commit_url),
    instancesText(artifact, side),
    podsCell(artifact.pods)
  ]
  return `| ${cells.join(' | ')} |`
}

interface Section {
  title: string
  side: DiffSide
  artifacts: EnvDiffArtifact[]
}

function* rows(section: Section, maxRows: number): Generator<string> {
  for (const artifact of section.artifacts.slice(0, maxRows)) {
    yield row(artifact, section.side)
  }
}

const HEAD = `| ${HEADERS.join(' | ')} |\n|${' --- |'.repeat(HEADERS.length)}`
// What a section costs besides its rows (title, header, the "more" line),
// reserved up front so a full budget still leaves every section its title.
const SECTION_RESERVE = 200

/** The section's table, rows cut to what fits; `budget.bytes` shrinks. */
function renderSection(
  section: Section,
  budget: { bytes: number; maxRows: number }
): { markdown: string; left: number } {
  const title = `### ${section.title} (${section.artifacts.length})`
  if (section.artifacts.length === 0) {
    return { markdown: `${title}\n\nNone.\n`, left: 0 }
  }
  const fitted = fitItems(rows(section, budget.maxRows), {
    total: section.artifacts.length,
    budget: Math.max(0, budget.bytes),
    more: (left) => `\n… ${left} more not shown.`
  })
  budget.bytes -= byteLength(fitted.text)
  return {
    markdown: `${title}\n\n${HEAD}\n${fitted.text}\n`,
    left: section.artifacts.length - fitted.shown
  }
}

function heading(snapshot1: string, snapshot2: string): string {
  return `## Kosli env-diff: ${text(snapshot1)} → ${text(snapshot2)}`
}

/**
 * What names each side: its environment, or the whole expression when both
 * sides are snapshots of one environment.
 */
export function sideNames(input: {
  snapshot1: string
  snapshot2: string
  environment1: string
  environment2: string
}): [string, string] {
  return input.environment1 === input.environment2
    ? [input.snapshot1, input.snapshot2]
    : [input.environment1, input.environment2]
}

function verdictLines(input: EnvDiffSummaryInput): string[] {
  const { verdict, diff } = input
  const mark = verdict.passed ? '✅ Passed' : '❌ Failed'
  const id1 = diff.snappish1.snapshot_id ?? input.snapshot1
  const id2 = diff.snappish2.snapshot_id ?? input.snapshot2
  return [
    `**${mark}**: ${text(verdict.reason, 1000)}.`,
    '',
    `Compared ${text(id1)} with ${text(id2)}. ` +
      `Not changed: ${verdict.counts.notChanged}.`,
    ''
  ]
}

/** The job summary: a heading naming both snapshots, then the body. */
export function renderEnvDiffSummary(
  input: EnvDiffSummaryInput,
  limits: SummaryLimits = DEFAULT_SUMMARY_LIMITS
): string {
  const title = heading(input.snapshot1, input.snapshot2)
  return `${title}\n\n${envDiffBody(input, limits)}`
}

/**
 * The verdict and one table per kind of difference, within the limits:
 * the job summary's body, and the pull request comment's with smaller ones.
 */
export function envDiffBody(
  input: EnvDiffSummaryInput,
  limits: SummaryLimits
): string {
  const out = verdictLines(input)
  const [name1, name2] = sideNames(input)
  const budget = {
    bytes:
      limits.maxBytes -
      byteLength(out.join('\n')) -
      NOTE_RESERVE -
      3 * SECTION_RESERVE,
    maxRows: limits.maxRowsPerTable
  }
  const sections: Section[] = [
    {
      title: `Only in ${text(name1)}`,
      side: 'only1',
      artifacts: input.diff.snappish1.artifacts
    },
    {
      title: `Only in ${text(name2)}`,
      side: 'only2',
      artifacts: input.diff.snappish2.artifacts
    },
    {
      title: 'Changed instance count',
      side: 'changed',
      artifacts: input.diff.changed.artifacts
    }
  ]
  let left = 0
  for (const section of sections) {
    const rendered = renderSection(section, budget)
    out.push(rendered.markdown)
    left += rendered.left
  }
  if (left > 0) {
    out.push(
      `${left} rows were left out to keep this summary small; the diff-file output holds the full diff.`,
      ''
    )
  }
  return out.join('\n')
}

/** The summary of a gate that got no answer: it fails, never passes. */
export function renderEnvDiffFailClosed(
  snapshot1: string,
  snapshot2: string,
  message: string
): string {
  return [
    heading(snapshot1, snapshot2),
    '',
    '**❌ Failed closed**: the diff could not be read from Kosli, so the gate cannot pass.',
    '',
    `> ${text(message, 2000)}`,
    ''
  ].join('\n')
}
