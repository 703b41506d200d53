/**
 * Failed cases on their lines, found once for everything that shows them
 * (the job summary, the annotations, the step log, the check run), and
 * where their files are on the web.
 */
import type { ReportSwitches } from '../../config/index.js'
import type { ParseOutcome } from '../../junit/index.js'
import { locateFailures } from '../../report/locate/index.js'
import type { SourceBase } from '../../report/source-link.js'
import type { ModeDeps } from '../types.js'
import { attestedCommit, type AttestContext } from './context.js'
import type { JunitStepOptions } from './gate.js'

export function locatedOutcome(
  outcome: ParseOutcome,
  deps: ModeDeps,
  options: JunitStepOptions & { switches: ReportSwitches }
): ParseOutcome {
  // Always: the step log shows each place too, and a report's own `file`
  // becomes a place only once it is found to be one of the repository.
  const { annotationsPathPrefix } = options.switches
  return locateFailures(outcome, {
    root: deps.cwd,
    reportsDir: options.reportsDir ?? deps.cwd,
    ...(annotationsPathPrefix !== undefined && {
      prefix: annotationsPathPrefix
    })
  })
}

/** The summary's `source` when the repository's URL and the commit are known. */
export function sourceOf(context: AttestContext): { source?: SourceBase } {
  const repoUrl = context.repoInfo?.url
  const commit = attestedCommit(context)
  if (repoUrl === undefined || commit === undefined) return {}
  const provider = context.repoInfo?.provider ?? undefined
  return {
    source: { repoUrl, commit, ...(provider !== undefined && { provider }) }
  }
}
