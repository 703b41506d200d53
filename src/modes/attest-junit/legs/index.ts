/**
 * Matrix legs into one attestation (docs/matrix.md): each folder of
 * legs-dir is read with report-paths as its own workspace, the legs'
 * outcomes are combined with their suites as `[leg] suite`, and a leg that
 * never reported, or reported no test, is a missing leg: the step fails,
 * and by default the aggregate is kept instead of sent (index.ts).
 */
import type { AttestJunitConfig } from '../../../config/index.js'
import { ConfigError, NoReportsError } from '../../../errors.js'
import { parseReports, type ParseOutcome } from '../../../junit/index.js'
import type { Logger } from '../../../log.js'
import { plural, printable } from '../../../text.js'
import { inventoryOptions } from '../inventory.js'
import { combineLegs, legSuite, type LegOutcome } from './combine.js'
import { findLegs, type LegFolder } from './discover.js'
import {
  LEGS_FORMAT,
  legFacts,
  type LegFacts,
  type LegsFileContent
} from './legs-file.js'

export { legSuite } from './combine.js'
export { LEGS_FILE, writeLegsFile } from './legs-file.js'
export type { LegFacts } from './legs-file.js'

/** What the legs were: for the summary, the annotations and legs.json. */
export interface Legs {
  /** legs-dir as shown. */
  dir: string
  expected?: number
  /** Every leg folder, in name order, the missing ones marked. */
  facts: LegFacts[]
  /** Names of the legs that gave a test. */
  found: string[]
  /** Why legs are missing, when any is; the step then fails. */
  missing?: string
  onMissing: 'fail' | 'attest'
}

export interface LegsRead {
  outcome: ParseOutcome
  legs: Legs
}

/** A leg's report paths: report-paths, else every report of the formats read. */
export function legPatterns(config: AttestJunitConfig): string[] {
  if (config.reportPaths.length > 0) return config.reportPaths
  const trx = config.reportFormats.includes('trx')
  return ['**/*.xml', ...(trx ? ['**/*.trx'] : [])]
}

function expectedOf(config: AttestJunitConfig): number | undefined {
  const expected = config.legs?.expected
  if (typeof expected === 'object') {
    throw new ConfigError(
      `expected-legs: job:${printable(expected.job)} is counted from this run's jobs by the GitHub Action (with github-token); here give the number of legs, e.g. --expected-legs 6 for a matrix of 3 × 2`
    )
  }
  return expected
}

/** One leg's reports; undefined when its folder holds none. */
async function readLeg(
  leg: LegFolder,
  config: AttestJunitConfig
): Promise<ParseOutcome | undefined> {
  try {
    return await parseReports(legPatterns(config), {
      cwd: leg.dir,
      strict: config.strict,
      formats: config.reportFormats,
      // Each leg's suites named `[leg] suite` as they are read, so that a
      // leg hashed past the threshold joins the union as a named one would.
      inventory: {
        ...inventoryOptions(config),
        suitePrefix: legSuite(leg.name, '')
      }
    })
  } catch (error) {
    if (error instanceof NoReportsError) return undefined
    // Malformed or unreadable: refused as any report is, naming the leg.
    if (error instanceof Error) {
      error.message = `leg ${printable(leg.name)} (${printable(leg.shown)}), paths from its folder:\n${error.message}`
    }
    throw error
  }
}

/** Each leg's outcome (those that held a report) and facts (all). */
async function readEveryLeg(
  legs: readonly LegFolder[],
  config: AttestJunitConfig
): Promise<{ read: LegOutcome[]; facts: LegFacts[] }> {
  const read: LegOutcome[] = []
  const facts: LegFacts[] = []
  for (const leg of legs) {
    const outcome = await readLeg(leg, config)
    if (outcome !== undefined) read.push({ leg, outcome })
    facts.push(await legFacts(leg, outcome))
  }
  return { read, facts }
}

const LISTED = 20

function listed(names: readonly string[]): string {
  const shown = names.slice(0, LISTED).map((name) => printable(name))
  const more = names.length - shown.length
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ')
}

/** The missing-legs message, or undefined when every leg reported. */
export function missingMessage(
  legs: Omit<Legs, 'missing'>
): string | undefined {
  const { expected, facts, found } = legs
  const empty = facts.filter((f) => f.missing !== undefined)
  const absent = expected === undefined ? 0 : expected - facts.length
  if (found.length >= (expected ?? 0) && empty.length === 0) return undefined
  const lines = [
    `Missing legs in legs-dir ${printable(legs.dir)}: ${expected === undefined ? '' : `expected ${expected}, `}found ${found.length}${found.length > 0 ? ` (${listed(found)})` : ''}.`
  ]
  if (empty.length > 0) {
    const named = empty.map((f) => `${f.name} (${f.missing ?? ''})`)
    lines.push(
      `${plural(empty.length, 'folder')} held no test: ${listed(named)}.`
    )
  }
  if (absent > 0) {
    lines.push(
      `${plural(absent, 'leg')} left no folder at all: a leg that crashed before writing its report, or was cancelled, uploads nothing.`
    )
  }
  lines.push(
    'Look at the matrix’s jobs and re-run the failed ones; if the matrix changed size, set expected-legs to it.'
  )
  return lines.join('\n')
}

/** The step log's line for a leg. */
function legLine(f: LegFacts): string {
  const name = `leg ${printable(f.name)}`
  if (f.missing !== undefined) return `${name}: MISSING (${f.missing})`
  return `${name}: ${plural(f.tests, 'test')}, ${f.failed} failed, ${f.errored} errored, ${f.skipped} skipped, ${f.duration} s (${plural(f.files.length, 'file')})`
}

/**
 * Reads every leg of legs-dir (relative to `reportsDir`) and combines
 * them. Throws NoReportsError (with the missing-legs message) when no leg
 * gave a report, since there is then nothing to attest.
 */
export async function readLegs(
  config: AttestJunitConfig,
  dirs: { reportsDir: string; root: string },
  logger: Logger
): Promise<LegsRead> {
  const settings = config.legs
  if (settings?.dir === undefined) {
    throw new ConfigError(
      'expected-legs needs legs-dir: the folder that holds one folder per matrix leg (or, in a workflow_run workflow, artifact: to download them)'
    )
  }
  const expected = expectedOf(config)
  const folders = findLegs(settings.dir, dirs.reportsDir)
  for (const link of folders.links) {
    logger.warn(
      `legs-dir: ${printable(link)} is a link, not a folder of ${printable(folders.shown)}: not read as a leg (a link could stand in for a leg that never reported)`
    )
  }
  const { read, facts } = await readEveryLeg(folders.legs, config)
  const found = facts.filter((f) => f.missing === undefined).map((f) => f.name)
  const base = {
    dir: folders.shown,
    ...(expected !== undefined && { expected }),
    facts,
    found,
    onMissing: settings.onMissing
  }
  for (const f of facts) logger.info(legLine(f))
  if (expected !== undefined && found.length > expected) {
    logger.warn(
      `expected-legs is ${expected}, and ${found.length} legs reported tests: is expected-legs out of date?`
    )
  }
  const missing = missingMessage(base)
  if (read.length === 0) {
    throw new NoReportsError(
      missing ??
        `No leg in legs-dir ${printable(folders.shown)}: it should hold one folder per matrix leg`
    )
  }
  const outcome = await combineLegs(read, dirs)
  return {
    outcome,
    legs: { ...base, ...(missing !== undefined && { missing }) }
  }
}

/** The attestation's annotations about its legs. */
export function legsAnnotations(legs: Legs): Record<string, string> {
  const empty = legs.facts.filter((f) => f.missing !== undefined)
  const absent =
    legs.expected === undefined ? 0 : legs.expected - legs.facts.length
  const missing = [
    ...empty.map((f) => f.name),
    ...(absent > 0 ? [`${absent} without a folder`] : [])
  ]
  return {
    ...(legs.expected !== undefined && {
      kosli_attest_legs_expected: String(legs.expected)
    }),
    kosli_attest_legs_found: String(legs.found.length),
    ...(legs.missing !== undefined && {
      kosli_attest_legs_missing: missing.join(', ')
    })
  }
}

/** legs.json's content. */
export function legsFileContent(legs: Legs): LegsFileContent {
  return {
    format: LEGS_FORMAT,
    expected: legs.expected ?? null,
    found: legs.found.length,
    legs: legs.facts
  }
}
