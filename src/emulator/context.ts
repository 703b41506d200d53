import type { Attachments } from './attachments.js'
import type { Deliveries } from './deliveries.js'
import type { FaultQueue } from './faults.js'
import type { RequestLog } from './request-log.js'
import type { Router } from './router.js'
import type { EmulatorState } from './state.js'
import type { StateStore } from './store/index.js'

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
  /** `serve --store`: where a changed state is committed before answering. */
  readonly store: StateStore | undefined
  /**
   * Needed on `/_emulator/*` from a peer that is not this machine (the
   * emulator bound to another address); undefined: loopback peers only.
   */
  readonly controlToken: string | undefined
}

/**
 * Commits the state to the store, if there is one. Called after anything
 * that may have changed the state and before its answer leaves. When the
 * store cannot write, the state goes back to what the file holds and the
 * error is thrown on, for an answer that is not a success.
 */
export function persist(ctx: EmulatorContext): void {
  const { store } = ctx
  if (store === undefined) return
  try {
    store.commit(ctx.state)
  } catch (error) {
    ctx.state = store.rollback()
    throw error
  }
}
