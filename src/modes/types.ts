import type { Logger } from '../log.js'
import type { ServiceConfig } from '../config/index.js'
import type { Client } from '../api/index.js'

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
   * `recorded` is told when Kosli has stored the attestation, for the
   * CLI's result (--output json, --dotenv).
   */
  cli?: { keepDir: string; recorded?: () => void }
  /** Told the phase of long work ("reading 3/40 files", "uploading"). */
  progress?: (phase: string) => void
}

export type { PullRequestReport, StepResult } from '../report/step-result.js'
