/**
 * Every failed case on its line: a case's own `file` when it is a place in
 * the repository, else the first place its failure text names that is a
 * file of the workspace, else the file its suite names. What cannot be
 * resolved, or resolves out of the workspace, stays without a location.
 */
import type { FailedCase, ParseOutcome } from '../../junit/index.js'
import { framesOf } from './frames.js'
import { Resolver, type Workspace } from './resolve.js'

export type { Workspace } from './resolve.js'

/** The case with no place: neither a file nor a line. */
function unplaced(failed: FailedCase): FailedCase {
  const { file: _file, line: _line, inWorkspace: _in, ...rest } = failed
  return rest
}

const sameText = (a: string, b: string): boolean =>
  a.replaceAll('\\', '/').replace(/^(\.\/)+/, '') ===
  b.replaceAll('\\', '/').replace(/^(\.\/)+/, '')

/**
 * The line of a case that has its own file: the first line its failure
 * text names in that same file (pytest's `tests/x.py:46: AssertionError`,
 * PHPUnit's `/src/tests/FooTest.php:23`), which is where it failed; else
 * its `line`, which pytest counts from 0 (the `def` line) and every other
 * producer from 1.
 */
function lineOf(
  failed: FailedCase & { file: string },
  file: string,
  resolver: Resolver
): number | undefined {
  const text = `${failed.message}\n${failed.trace}`
  for (const frame of framesOf(text, failed.classname)) {
    const named = frame.path ?? frame.packagePath ?? ''
    if (sameText(named, failed.file) || resolver.frame(frame) === file) {
      return frame.line
    }
  }
  const { line } = failed
  if (line === undefined) return undefined
  return isPytest(failed) ? line + 1 : line
}

/** pytest names its one suite `pytest` and writes `file` as a `.py` path. */
function isPytest(failed: FailedCase): boolean {
  return failed.suite === 'pytest' && /\.py$/i.test(failed.file ?? '')
}

function ownPlace(
  failed: FailedCase & { file: string },
  resolver: Resolver
): FailedCase | undefined {
  const found = resolver.path(failed.file)
  const file = found ?? resolver.absentPath(failed.file)
  if (file === undefined) return undefined
  const line = lineOf(failed, file, resolver)
  return {
    ...unplaced(failed),
    file,
    ...(line !== undefined && { line }),
    ...(found !== undefined && { inWorkspace: true })
  }
}

function located(failed: FailedCase, resolver: Resolver): FailedCase {
  const { file } = failed
  if (file !== undefined && file.trim() !== '') {
    const own = ownPlace({ ...failed, file }, resolver)
    if (own !== undefined) return own
  }
  const text = `${failed.message}\n${failed.trace}`
  for (const frame of framesOf(text, failed.classname)) {
    const file = resolver.frame(frame)
    if (file !== undefined) {
      return { ...failed, file, line: frame.line, inWorkspace: true }
    }
  }
  return suiteLocated(unplaced(failed), resolver)
}

/** Last resort: the file (and line) its suite names, if it exists. */
function suiteLocated(failed: FailedCase, resolver: Resolver): FailedCase {
  if (failed.suiteFile === undefined) return failed
  const file = resolver.path(failed.suiteFile)
  if (file === undefined) return failed
  const { suiteLine: line } = failed
  const found = { ...failed, file, inWorkspace: true }
  return line === undefined ? found : { ...found, line }
}

/** The outcome with each failed case's location found where it can be. */
export function locateFailures(
  outcome: ParseOutcome,
  workspace: Workspace
): ParseOutcome {
  const resolver = new Resolver(workspace)
  return {
    ...outcome,
    files: outcome.files.map((file) => ({
      ...file,
      suites: file.suites.map((suite) => ({
        ...suite,
        failedCases: suite.failedCases.map((f) => located(f, resolver))
      }))
    }))
  }
}
