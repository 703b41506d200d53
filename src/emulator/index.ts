import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { EmulatorContext } from './context.js'
import { demoState } from './demo-state.js'
import { FaultQueue } from './faults.js'
import { RequestLog } from './request-log.js'
import { Router } from './router.js'
import { routes } from './routes.js'
import { requestListener } from './server.js'
import {
  loadStateFile,
  parseState,
  primaryToken,
  type EmulatorState
} from './state.js'

export { DEMO_TOKENS, demoState } from './demo-state.js'
export { fingerprintOf } from './demo-flows.js'
export {
  DeploymentFrequencyBodySchema,
  type DeploymentFrequencyBody
} from './frequency-schema.js'
export { EmulatorStateSchema, type EmulatorState } from './state.js'
export type { FaultInput } from './faults.js'
export type { RequestRecord } from './request-log.js'

export interface EmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Address to bind; default 127.0.0.1 (loopback only). */
  host?: string
  /** A state object or the path of a JSON state file; default the demo. */
  state?: EmulatorState | string
  /** Milliseconds since the epoch; inject a fixed one for repeatable runs. */
  clock?: () => number
}

export interface RunningEmulator {
  /** `http://HOST:PORT`, without `/api/v2` (the client adds it). */
  url: string
  /** The org of the first admin token (`demo` in the demo state). */
  org: string
  /** That admin token. */
  token: string
  close(): Promise<void>
}

async function initialState(
  state: EmulatorOptions['state'],
  clock: () => number
): Promise<EmulatorState> {
  if (state === undefined) return demoState(clock())
  if (typeof state === 'string') return loadStateFile(state)
  return parseState(structuredClone(state), 'the given state')
}

export async function startEmulator(
  options: EmulatorOptions = {}
): Promise<RunningEmulator> {
  const clock = options.clock ?? Date.now
  const initial = await initialState(options.state, clock)
  const ctx: EmulatorContext = {
    state: structuredClone(initial),
    initial,
    clock,
    requests: new RequestLog(),
    faults: new FaultQueue(),
    router: new Router(routes)
  }
  const server = createServer(requestListener(ctx))
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const shownHost = host.includes(':') ? `[${host}]` : host
  const primary = primaryToken(initial)
  return {
    url: `http://${shownHost}:${port}`,
    org: primary.org,
    token: primary.token,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
  }
}
