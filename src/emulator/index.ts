import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { MemoryAttachments } from './attachments.js'
import { persist, type EmulatorContext } from './context.js'
import { Deliveries, type DeliveryOptions } from './deliveries.js'
import { demoState } from './demo/index.js'
import { FaultQueue } from './faults.js'
import {
  DEFAULT_REQUEST_LOG_LIMITS,
  RequestLog,
  type RequestLogLimits
} from './request-log.js'
import { Router } from './router.js'
import { routes } from './routes/index.js'
import { requestListener } from './server.js'
import { isLoopbackHost } from '../net/loopback.js'
import {
  checkDepth,
  loadStateFile,
  parseState,
  primaryToken,
  type EmulatorState
} from './state.js'
import { openStore, type StateStore, type StoreOptions } from './store/index.js'

export { DEMO_TOKENS, demoState } from './demo/index.js'
export { fingerprintOf } from './demo/flows.js'
export {
  DeploymentFrequencyBodySchema,
  type DeploymentFrequencyBody
} from './frequency-schema.js'
export { EmulatorStateSchema, type EmulatorState } from './state.js'
export { StoreRefusal } from './store/index.js'
export type { FaultInput } from './faults.js'
export type {
  RequestLogLimits,
  RequestLogStats,
  RequestRecord
} from './request-log.js'
export type {
  DeliveryAttempt,
  DeliveryOptions,
  DeliveryRecord
} from './deliveries.js'
export { WebhookPayloadSchema, type WebhookPayload } from './payload.js'
export type { SnapshotReport } from './control/snapshots.js'
export { STRICTNESS_RULES, type StrictnessRule } from './strictness.js'

export interface EmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Address to bind; default 127.0.0.1 (loopback only). */
  host?: string
  /** A state object or the path of a JSON state file; default the demo. */
  state?: EmulatorState | string
  /** Milliseconds since the epoch; inject a fixed one for repeatable runs. */
  clock?: () => number
  /**
   * Deliver webhook notifications to hosts other than this machine. Off by
   * default: a state file could otherwise make the emulator call anywhere.
   */
  allowRemoteWebhooks?: boolean
  /** Webhook timeout, attempts and backoff; tests shorten them. */
  delivery?: Omit<DeliveryOptions, 'allowRemote'>
  /** Limits of the request log (`GET /_emulator/requests`). */
  requestLog?: Partial<RequestLogLimits>
  /**
   * A SQLite file that holds the state across restarts (`serve --store`).
   * A new file starts from `state`, which stays what reset goes back to.
   */
  store?: string
  /** Limits of the store; tests set them small. */
  storeOptions?: StoreOptions
  /**
   * Needed by control requests from other machines. Bound to a
   * non-loopback address without one, the emulator makes one up.
   */
  controlToken?: string
}

export interface RunningEmulator {
  /** `http://HOST:PORT`, without `/api/v2` (the client adds it). */
  url: string
  /** The org of the first admin token (`demo` in the demo state). */
  org: string
  /** That admin token. */
  token: string
  /** The control token, when control requests from afar are possible. */
  controlToken: string | undefined
  /** Resolves once every notification delivery started so far is done. */
  deliveriesSettled(): Promise<void>
  close(): Promise<void>
}

async function initialState(
  state: EmulatorOptions['state'],
  clock: () => number
): Promise<EmulatorState> {
  if (state === undefined) return demoState(clock())
  if (typeof state === 'string') return loadStateFile(state)
  checkDepth(state, 'the given state') // before structuredClone recurses
  return parseState(structuredClone(state), 'the given state')
}

interface Start {
  initial: EmulatorState
  state: EmulatorState
  store: StateStore | undefined
}

/** The start state, and the store's state when there is a store. */
async function startState(options: EmulatorOptions): Promise<Start> {
  const initial = await initialState(options.state, options.clock ?? Date.now)
  if (options.store === undefined) {
    return { initial, state: structuredClone(initial), store: undefined }
  }
  return {
    initial,
    ...(await openStore(options.store, initial, options.storeOptions))
  }
}

function controlTokenOf(options: EmulatorOptions): string | undefined {
  if (options.controlToken !== undefined) return options.controlToken
  if (isLoopbackHost(options.host ?? '127.0.0.1')) return undefined
  return `kat_control_${randomBytes(18).toString('base64url')}`
}

function contextOf(options: EmulatorOptions, start: Start): EmulatorContext {
  const clock = options.clock ?? Date.now
  const ctx: EmulatorContext = {
    state: start.state,
    initial: start.initial,
    clock,
    requests: new RequestLog({
      ...DEFAULT_REQUEST_LOG_LIMITS,
      ...options.requestLog
    }),
    faults: new FaultQueue(),
    router: new Router(routes),
    deliveries: new Deliveries(
      {
        state: () => ctx.state,
        changed: () => persist(ctx),
        clock,
        baseUrl: () => ctx.baseUrl
      },
      { ...options.delivery, allowRemote: options.allowRemoteWebhooks ?? false }
    ),
    attachments: start.store?.attachments ?? new MemoryAttachments(),
    baseUrl: '',
    loopbackOnly: true,
    store: start.store,
    controlToken: controlTokenOf(options)
  }
  return ctx
}

/** Answers a request line or header node cannot parse, and never throws. */
function onClientError(error: Error, socket: Duplex): void {
  if (socket.writable && !('code' in error && error.code === 'ECONNRESET')) {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
  }
  socket.destroy()
}

export async function startEmulator(
  options: EmulatorOptions = {}
): Promise<RunningEmulator> {
  const start = await startState(options)
  const ctx = contextOf(options, start)
  const server = createServer(requestListener(ctx))
  server.on('clientError', onClientError)
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  }).catch((error: unknown) => {
    start.store?.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  const shownHost = host.includes(':') ? `[${host}]` : host
  ctx.baseUrl = `http://${shownHost}:${port}`
  ctx.loopbackOnly = isLoopbackHost(host)
  const primary = primaryToken(ctx.state)
  return {
    url: ctx.baseUrl,
    org: primary.org,
    token: primary.token,
    controlToken: ctx.controlToken,
    deliveriesSettled: () => ctx.deliveries.settled(),
    close: async () => {
      const closed = new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      await ctx.deliveries.close()
      await closed
      ctx.store?.close()
    }
  }
}
