/**
 * The step's error annotations: each failed case on its line (located.ts
 * found it), up to the max-annotations switch, each with the report it came
 * from (where a check run puts a case that has no place).
 */
import { isAbsolute, relative, resolve } from 'node:path'
import type { ReportSwitches } from '../../config/index.js'
import type { ParseOutcome } from '../../junit/index.js'
import { failureAnnotations } from '../../report/annotations.js'
import { LISTED_FAILURES } from '../../report/step-log.js'
import { plural } from '../../text.js'
import type { ModeDeps } from '../types.js'

/**
 * A report's path from the repository's root; reports downloaded from
 * another run keep their path below the download (`<artifact>/<file>`).
 */
function reportPathIn(deps: ModeDeps, reportsDir: string) {
  return (path: string): string | undefined => {
    const absolute = resolve(reportsDir, path)
    for (const base of [deps.cwd, reportsDir]) {
      const rel = relative(base, absolute).replaceAll('\\', '/')
      if (rel !== '' && !rel.startsWith('../') && !isAbsolute(rel)) return rel
    }
    return undefined
  }
}

/** Where the failed tests that are not annotated can be read. */
function elsewhere(switches: ReportSwitches, omitted: number): string {
  if (switches.jobSummary) return 'the job summary lists them'
  const log =
    omitted > LISTED_FAILURES
      ? `the FAILED lines below list the first ${LISTED_FAILURES}`
      : 'the FAILED lines below list them'
  const checkRun = switches.checkRun ? ', as does the check run' : ''
  return `${log}; the file of the summary-file output lists them all (job-summary is false)${checkRun}`
}

export function annotationsOf(
  located: ParseOutcome,
  deps: ModeDeps,
  options: { switches: ReportSwitches; reportsDir: string }
) {
  const { switches } = options
  const { maxAnnotations } = switches
  const { annotations, omitted } = failureAnnotations(
    located,
    maxAnnotations,
    reportPathIn(deps, options.reportsDir)
  )
  if (omitted > 0) {
    // The CLI shows annotations as FAILED lines, and writes no summary.
    const tests = plural(
      omitted,
      maxAnnotations === 0 ? 'failed test' : 'more failed test'
    )
    const are = omitted === 1 ? 'is' : 'are'
    deps.logger.info(
      deps.cli === undefined
        ? `${tests} ${are} not annotated (max-annotations: ${maxAnnotations}): ${elsewhere(switches, omitted)}`
        : `${omitted} more failed tests are not listed (--max-annotations ${maxAnnotations})`
    )
  }
  return annotations
}
