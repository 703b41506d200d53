/**
 * What a finished step shows, whoever runs it: the modes return it, the
 * action and the CLI show it, and the pull request comment reads it.
 */
import type { Annotation } from './annotations.js'

/** What a pull request comment about a step shows; the action posts it. */
export interface PullRequestReport {
  /** One comment per key: the attestation name, or the env-diff pair. */
  key: string
  /** Plain text, e.g. `unit-tests`; escaped where it is shown. */
  title: string
  /** The gate's verdict. */
  passed: boolean
  /** Markdown already safe, smaller than the job summary. */
  details: string
  /** The commit the attestation is about: where a check run goes. */
  commit?: string
}

/** What the entry shows of a finished mode. */
export interface StepResult {
  outputs: Record<string, string>
  summary: string
  annotations: Annotation[]
  /**
   * The step log's FAILED lines, when the mode lists its failed cases
   * itself (else they come from the error annotations).
   */
  failedLines?: string[]
  /** Set when the step must fail. */
  failure?: string
  /** Set by the modes a pull request comment can be about. */
  pullRequest?: PullRequestReport
}
