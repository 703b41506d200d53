/**
 * The step's error annotations: each failed case placed on its line where
 * the workspace holds the file, up to the max-annotations switch.
 */
import type { ReportSwitches } from '../../config/index.js'
import type { ParseOutcome } from '../../junit/index.js'
import { failureAnnotations } from '../../report/annotations.js'
import { locateFailures } from '../../report/locate/index.js'
import type { ModeDeps } from '../types.js'
import type { JunitStepOptions } from './gate.js'

export function annotationsOf(
  outcome: ParseOutcome,
  deps: ModeDeps,
  options: JunitStepOptions & { switches: ReportSwitches }
) {
  const { maxAnnotations, annotationsPathPrefix } = options.switches
  const workspace = {
    root: deps.cwd,
    reportsDir: options.reportsDir ?? deps.cwd,
    ...(annotationsPathPrefix !== undefined && {
      prefix: annotationsPathPrefix
    })
  }
  const { annotations, omitted } = failureAnnotations(
    maxAnnotations === 0 ? outcome : locateFailures(outcome, workspace),
    maxAnnotations
  )
  if (omitted > 0) {
    deps.logger.info(
      `${omitted} more failed tests are not annotated; the job summary lists them`
    )
  }
  return annotations
}
