/**
 * The quarantine's effect on the step, and nothing else: it only ever
 * changes fail-on-failure's count of failed cases (failure.ts asks
 * `excusesAll`), never no-tests, a refused report, a suite's own failure or
 * any other gate; and it turns the excused cases' error annotations into
 * warnings. The list itself loads (index.ts) only when the checkout has
 * one, so a run without a list pays one lstat.
 */
import { lstat, mkdtemp, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { AttestJunitConfig } from '../../config/index.js'
import {
  identityKey,
  totalsOf,
  type FailedCase,
  type ParseOutcome
} from '../../junit/index.js'
import { caseAnnotation, type Annotation } from '../../report/annotations.js'
import { plural, printable } from '../../text.js'
import type { ModeDeps } from '../types.js'
import type { QuarantineOutcome } from './outcome.js'

export type { QuarantineOutcome } from './outcome.js'

export type ApplyQuarantine = (outcome: ParseOutcome) => QuarantineOutcome

/**
 * The list of this run, read and checked before any report is, or
 * undefined when the checkout has none (no quarantine). An invalid list
 * throws a ConfigError naming its lines.
 */
export async function quarantineOf(
  config: AttestJunitConfig,
  deps: ModeDeps,
  githubToken: string | undefined
): Promise<ApplyQuarantine | undefined> {
  const { file, given } = config.quarantine
  try {
    await lstat(resolve(deps.cwd, file))
  } catch {
    if (given)
      deps.logger.info(
        `quarantine-file: ${printable(file)} does not exist: no test is quarantined`
      )
    return undefined
  }
  const { loadQuarantine, applyQuarantine } = await import('./index.js')
  const loaded = await loadQuarantine(config, deps, githubToken)
  return (outcome) => applyQuarantine(loaded, outcome, deps)
}

/** fail-on-failure's message about the quarantine, when one was read. */
export function quarantineNote(q: QuarantineOutcome | undefined): string {
  if (q === undefined) return ''
  const { report } = q
  const parts: string[] = []
  if (report.excused.length > 0)
    parts.push(
      `${plural(report.excused.length, 'failure')} quarantined, but not all`
    )
  if (report.closed !== undefined) parts.push(report.closed)
  if (report.inactive !== undefined)
    parts.push(`${report.file} excuses nothing: ${report.inactive}`)
  for (const c of report.expired.slice(0, 10)) {
    const test = [c.suite, c.classname, c.name]
      .filter((p) => p !== '')
      .join(' › ')
    parts.push(
      `${test} matches an expired quarantine entry (${report.file}:${c.entry.line}, owner ${c.entry.owner}, issue ${c.entry.issue}, expired ${c.entry.expires})`
    )
  }
  if (report.expired.length > 10)
    parts.push(
      `${report.expired.length - 10} more failures match expired entries`
    )
  return parts.length === 0
    ? ''
    : `. Quarantine: ${printable(parts.join('; '), true)}`
}

/** The step's outputs about the quarantine, and its own verdict `gate`. */
export function quarantineOutputs(
  q: QuarantineOutcome | undefined,
  failed: boolean,
  failures: number
): Record<string, string> {
  const passedBecause = !failed && q?.excusesAll === true && failures > 0
  if (q !== undefined) q.report.passedBecause = passedBecause
  return {
    gate: failed ? 'failed' : passedBecause ? 'passed-quarantined' : 'passed',
    'quarantined-failures': String(q?.report.excused.length ?? 0),
    'quarantine-expired': String(q?.report.expiredEntries.length ?? 0),
    'quarantine-stale': String(q?.report.stale?.length ?? 0)
  }
}

function keyOf(c: { suite: string; classname?: string; name: string }) {
  return identityKey(c.suite, c.classname ?? '', c.name)
}

/**
 * The outcome whose error annotations leave out the excused cases (their
 * counts lowered to match, so no suite reads as failing by itself), and
 * a warning for each excused case instead. Only the annotations see it.
 */
export function quarantinedAnnotations(
  located: ParseOutcome,
  q: QuarantineOutcome | undefined,
  max: number
): { annotated: ParseOutcome; warnings: Annotation[] } {
  if (q === undefined || q.report.excused.length === 0)
    return { annotated: located, warnings: [] }
  const entries = new Map(q.report.excused.map((c) => [keyOf(c), c.entry]))
  const warnings: Annotation[] = []
  const strip = (cases: FailedCase[]) =>
    cases.filter((c) => {
      const entry = entries.get(keyOf(c))
      if (entry === undefined || c.name === '(suite)') return true
      if (warnings.length < max) {
        const a = caseAnnotation(c)
        warnings.push({
          ...a,
          level: 'warning',
          title: `Quarantined: ${a.title}`,
          message: `Quarantined until ${entry.expires} (owner ${printable(entry.owner)}, ${printable(entry.issue)}); Kosli records this failure.\n\n${a.message}`
        })
      }
      return false
    })
  const files = located.files.map((file) => ({
    ...file,
    suites: file.suites.map((suite) => {
      const kept = strip(suite.failedCases)
      const gone = suite.failedCases.filter((c) => !kept.includes(c))
      const errors = gone.filter((c) => c.kind === 'error').length
      return {
        ...suite,
        failedCases: kept,
        result: {
          ...suite.result,
          failures: suite.result.failures - (gone.length - errors),
          errors: suite.result.errors - errors
        }
      }
    })
  }))
  return { annotated: { ...located, files }, warnings }
}

/** The evidence files on disk, for the archive; none without a list read. */
export async function quarantineEvidence(
  q: QuarantineOutcome | undefined,
  tmpDir: string
): Promise<{ name: string; path: string }[]> {
  if (q === undefined || q.evidence.length === 0) return []
  const dir = await mkdtemp(join(tmpDir, 'kosli-quarantine-'))
  return Promise.all(
    q.evidence.map(async ({ name, content }, i) => {
      const path = join(dir, String(i))
      await writeFile(path, content)
      return { name, path }
    })
  )
}

/** The quarantine's share of the step's result: outputs and annotations. */
export function quarantineResult(
  q: QuarantineOutcome | undefined,
  located: ParseOutcome,
  step: { failed: boolean; max: number }
) {
  const totals = totalsOf(located.files)
  const failures = totals.failures + totals.errors
  return {
    outputs: quarantineOutputs(q, step.failed, failures),
    ...quarantinedAnnotations(located, q, step.max)
  }
}
