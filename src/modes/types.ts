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
  openClient: (service: ServiceConfig) => Client
  readEvent: (path: string) => unknown
  /** Masks a secret met on the way (registry passwords and tokens). */
  maskSecret?: (secret: string) => void
  /** The CLI bundle shipped beside the running action, for resend hints. */
  cliPath?: string
}

/** What the entry shows of a finished mode. */
export interface StepResult {
  outputs: Record<string, string>
  summary: string
  annotations: Annotation[]
  /** Set when the step must fail. */
  failure?: string
}
