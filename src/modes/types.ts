import type { Logger } from '../log.js'
import type { ServiceConfig } from '../config/index.js'
import type { Client } from '../api/index.js'
import type { Annotation } from '../report/annotations.js'

/** Everything a mode may touch: the entry files build it. */
export interface ModeDeps {
  logger: Logger
  now: () => number
  cwd: string
  tmpDir: string
  env: Readonly<Record<string, string | undefined>>
  /**
   * Opens a client; the HTTP stack and the request schemas load on the
   * first call, so a dry run starts without them.
   */
  openClient: (service: ServiceConfig) => Promise<Client>
  readEvent: (path: string) => unknown
  /** Masks a secret met on the way (registry passwords and tokens). */
  maskSecret?: (secret: string) => void
  /** The CLI bundle shipped beside the running action, for resend hints. */
  cliPath?: string
  /**
   * Set by the CLI: messages name its flags, and a payload whose upload
   * failed is kept in keepDir. The action keeps it under tmpDir.
   */
  cli?: { keepDir: string }
}

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
  /** Set when the step must fail. */
  failure?: string
  /** Set by the modes a pull request comment can be about. */
  pullRequest?: PullRequestReport
}
