/**
 * Every failed case on its line: a case without a `file` gets the first
 * place its failure text names that is a file of the workspace, else the
 * file its suite names; a case with one gets its path from the
 * repository's root. What cannot be resolved stays without a location.
 */
import type { FailedCase, ParseOutcome } from '../../junit/index.js'
import { framesOf } from './frames.js'
import { Resolver, type Workspace } from './resolve.js'

export type { Workspace } from './resolve.js'

function located(failed: FailedCase, resolver: Resolver): FailedCase {
  if (failed.file !== undefined && failed.file.trim() !== '') {
    const file = resolver.path(failed.file)
    return file === undefined ? failed : { ...failed, file, inWorkspace: true }
  }
  const text = `${failed.message}\n${failed.trace}`
  for (const frame of framesOf(text, failed.classname)) {
    const file = resolver.frame(frame)
    if (file !== undefined) {
      return { ...failed, file, line: frame.line, inWorkspace: true }
    }
  }
  return suiteLocated(failed, resolver)
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
