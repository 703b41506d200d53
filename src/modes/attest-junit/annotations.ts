/**
 * The step's error annotations: each failed case on its line (located.ts
 * found it), up to the max-annotations switch.
 */
import type { ReportSwitches } from '../../config/index.js'
import type { ParseOutcome } from '../../junit/index.js'
import { failureAnnotations } from '../../report/annotations.js'
import type { ModeDeps } from '../types.js'

export function annotationsOf(
  located: ParseOutcome,
  deps: ModeDeps,
  switches: ReportSwitches
) {
  const { maxAnnotations } = switches
  const { annotations, omitted } = failureAnnotations(located, maxAnnotations)
  if (omitted > 0) {
    // The CLI shows annotations as FAILED lines, and writes no summary.
    deps.logger.info(
      deps.cli === undefined
        ? `${omitted} more failed tests are not annotated; the job summary lists them`
        : `${omitted} more failed tests are not listed (--max-annotations ${maxAnnotations})`
    )
  }
  return annotations
}
