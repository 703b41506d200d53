import type { Attachments } from './attachments.js'
import type { Deliveries } from './deliveries.js'
import type { FaultQueue } from './faults.js'
import type { RequestLog } from './request-log.js'
import type { Router } from './router.js'
import type { EmulatorState } from './state.js'

/** Everything one emulator instance holds; routes see a slice of it. */
export interface EmulatorContext {
  state: EmulatorState
  /** The start state, which `POST /_emulator/reset` goes back to. */
  readonly initial: EmulatorState
  readonly clock: () => number
  readonly requests: RequestLog
  readonly faults: FaultQueue
  readonly router: Router
  readonly deliveries: Deliveries
  /** Attachment bytes by SHA-256 (the state keeps only their digests). */
  readonly attachments: Attachments
  /** `http://HOST:PORT` once listening: links in webhook payloads. */
  baseUrl: string
  /** Bound to a loopback address: control requests must name one as Host. */
  loopbackOnly: boolean
}
