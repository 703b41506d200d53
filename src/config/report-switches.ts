/**
 * How much of a step's result the action shows beyond its outputs: the job
 * summary, the failure annotations (how many, and the folder their paths
 * are relative to). The action's inputs only: the CLI writes no summary and
 * no annotation.
 */
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { checked, ProblemCollector } from './problems.js'
import { booleanValue, numberValue, optional } from './values.js'

/**
 * GitHub shows 10 error annotations per step (50 per job) made by workflow
 * commands, so more than 50 is only noise there.
 */
export const WORKFLOW_ANNOTATIONS_DEFAULT = 50
/** A check run takes 50 per request and shows them all. */
export const CHECK_RUN_ANNOTATIONS_DEFAULT = 1000
const MAX_ANNOTATIONS = 100_000

export interface ReportSwitches {
  jobSummary: boolean
  /** Failed-case annotations at most; 0: none. */
  maxAnnotations: number
  /** Prepended to each annotation path: the reports' own folder. */
  annotationsPathPrefix?: string
  /** A check run per attestation name on the attested commit. */
  checkRun: boolean
}

function pathPrefix(raw: RawConfig): string | undefined {
  const value = optional(raw, 'annotations-path-prefix')
  if (value === undefined) return undefined
  const prefix = value.replaceAll('\\', '/').replace(/^(\.\/)+|\/+$/g, '')
  if (prefix.startsWith('/') || prefix.split('/').includes('..')) {
    throw new ConfigError(
      `annotations-path-prefix: "${value}" must be a folder inside the repository, e.g. packages/shop`
    )
  }
  return prefix === '' || prefix === '.' ? undefined : prefix
}

/** Every problem is reported at once (ConfigProblems). */
export function parseReportSwitches(raw: RawConfig): ReportSwitches {
  const p = new ProblemCollector()
  const prefix = p.check('annotations-path-prefix', () => pathPrefix(raw))
  const checkRun = p.check('check-run', () =>
    booleanValue(raw['check-run'], 'check-run', false)
  )
  const jobSummary = p.check('job-summary', () =>
    booleanValue(raw['job-summary'], 'job-summary', true)
  )
  const maxAnnotations = p.check('max-annotations', () =>
    numberValue(raw, 'max-annotations', {
      fallback: checkRun
        ? CHECK_RUN_ANNOTATIONS_DEFAULT
        : WORKFLOW_ANNOTATIONS_DEFAULT,
      min: 0,
      max: MAX_ANNOTATIONS
    })
  )
  p.done()
  return {
    jobSummary: checked(jobSummary),
    checkRun: checked(checkRun),
    maxAnnotations: checked(maxAnnotations),
    ...(prefix !== undefined && { annotationsPathPrefix: prefix })
  }
}
