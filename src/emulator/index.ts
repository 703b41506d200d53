import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { Attachments } from './attachments.js'
import type { EmulatorContext } from './context.js'
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

export { DEMO_TOKENS, demoState } from './demo/index.js'
export { fingerprintOf } from './demo/flows.js'
export {
  DeploymentFrequencyBodySchema,
  type DeploymentFrequencyBody
} from './frequency-schema.js'
export { EmulatorStateSchema, type EmulatorState } from './state.js'
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
}

export interface RunningEmulator {
  /** `http://HOST:PORT`, without `/api/v2` (the client adds it). */
  url: string
  /** The org of the first admin token (`demo` in the demo state). */
  org: string
  /** That admin token. */
  token: string
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

function contextOf(
  options: EmulatorOptions,
  initial: EmulatorState
): EmulatorContext {
  const clock = options.clock ?? Date.now
  const ctx: EmulatorContext = {
    state: structuredClone(initial),
    initial,
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
        clock,
        baseUrl: () => ctx.baseUrl
      },
      { ...options.delivery, allowRemote: options.allowRemoteWebhooks ?? false }
    ),
    attachments: new Attachments(),
    baseUrl: '',
    loopbackOnly: true
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
  const initial = await initialState(options.state, options.clock ?? Date.now)
  const ctx = contextOf(options, initial)
  const server = createServer(requestListener(ctx))
  server.on('clientError', onClientError)
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const shownHost = host.includes(':') ? `[${host}]` : host
  ctx.baseUrl = `http://${shownHost}:${port}`
  ctx.loopbackOnly = isLoopbackHost(host)
  const primary = primaryToken(initial)
  return {
    url: ctx.baseUrl,
    org: primary.org,
    token: primary.token,
    deliveriesSettled: () => ctx.deliveries.settled(),
    close: async () => {
      const closed = new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      await ctx.deliveries.close()
      await closed
    }
  }
}
