/**
 * The legs' outcomes as one: every suite keeps its leg as `[leg] suite`, so
 * the same suite from two legs is never merged or folded away; report paths
 * become paths from the workspace (`legs/<leg>/<file>`); the test inventory
 * is the union of the legs', prefixed alike and sorted again.
 */
import { existsSync } from 'node:fs'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import {
  unionOfInventories,
  type FailedCase,
  type FileReport,
  type Note,
  type ParseOutcome,
  type SuiteReport
} from '../../../junit/index.js'
import { isInside } from '../../../paths.js'
import type { LegFolder } from './discover.js'

/** The suite name a leg's suite has in the aggregate. */
export function legSuite(leg: string, suite: string): string {
  return `[${leg}] ${suite}`
}

/** One leg's parsed reports, paths relative to the leg's folder. */
export interface LegOutcome {
  leg: LegFolder
  outcome: ParseOutcome
}

/** Where the paths of the aggregate are told from, and mapped back to. */
export interface CombineBase {
  /** Where report paths of the aggregate are relative to (the reports' folder). */
  reportsDir: string
  /** The repository's root: a leg's copy of a file maps back to it. */
  root: string
}

/**
 * A failed case's file that lies in the leg's folder (a leg that uploaded
 * sources, or wrote paths into its own folder) names the workspace's file
 * at the same place, where the workspace has one; anything else is left
 * for the locator (src/report/locate/) to resolve.
 */
function mappedFile(
  written: string | undefined,
  leg: LegFolder,
  base: CombineBase
): string | undefined {
  if (written === undefined || written.trim() === '') return written
  const path = written.trim().replaceAll('\\', '/')
  const absolute = isAbsolute(path) ? path : resolve(base.reportsDir, path)
  if (!isInside(leg.dir, absolute) || absolute === leg.dir) return written
  const inLeg = relative(leg.dir, absolute)
  const inRoot = resolve(base.root, inLeg)
  if (!isInside(base.root, inRoot) || !existsSync(inRoot)) return written
  return inLeg.split(sep).join('/')
}

function legCase(
  failed: FailedCase,
  leg: LegFolder,
  base: CombineBase
): FailedCase {
  const file = mappedFile(failed.file, leg, base)
  const suiteFile = mappedFile(failed.suiteFile, leg, base)
  return {
    ...failed,
    suite: legSuite(leg.name, failed.suite),
    ...(file !== undefined && { file }),
    ...(suiteFile !== undefined && { suiteFile })
  }
}

function legSuiteReport(
  suite: SuiteReport,
  leg: LegFolder,
  base: CombineBase
): SuiteReport {
  return {
    ...suite,
    result: { ...suite.result, name: legSuite(leg.name, suite.result.name) },
    failedCases: suite.failedCases.map((f) => legCase(f, leg, base))
  }
}

/** A path of the leg's reports, as a path from the reports' folder. */
function legPath(path: string, leg: LegFolder, base: CombineBase): string {
  const absolute = resolve(leg.dir, path)
  if (!isInside(base.reportsDir, absolute)) return absolute
  return relative(base.reportsDir, absolute).split(sep).join('/')
}

function legFile(
  file: FileReport,
  leg: LegFolder,
  base: CombineBase
): FileReport {
  return {
    ...file,
    path: legPath(file.path, leg, base),
    suites: file.suites.map((s) => legSuiteReport(s, leg, base))
  }
}

function legNote(note: Note, leg: LegFolder, base: CombineBase): Note {
  return {
    ...note,
    file: legPath(note.file, leg, base),
    ...(note.suite !== undefined && { suite: legSuite(leg.name, note.suite) })
  }
}

/** The legs' outcomes as the one outcome of the aggregate, in leg order. */
export async function combineLegs(
  legs: readonly LegOutcome[],
  base: CombineBase
): Promise<ParseOutcome> {
  const files = legs.flatMap(({ leg, outcome }) =>
    outcome.files.map((file) => legFile(file, leg, base))
  )
  const notes = legs.flatMap(({ leg, outcome }) =>
    outcome.notes.map((note) => legNote(note, leg, base))
  )
  const results = files.flatMap((f) => f.suites.map((s) => s.result))
  // The union of the legs' inventories: the only place where a leg that
  // vanished shows up as tests that stopped running. Each leg's suites were
  // named `[leg] suite` as they were read (index.ts).
  const tests = await unionOfInventories(
    legs.map(({ outcome }) => outcome.tests)
  )
  return { files, results, notes, ...(tests !== undefined && { tests }) }
}
