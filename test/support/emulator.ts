/**
 * The one emulator harness of the tests: the emulator on loopback with a
 * given state (the demo by default), its URL, org and token in the shapes
 * callers need (service inputs, KOSLI_* variables, mode dependencies), a
 * raw HTTP caller, the control endpoints (request log, faults, state,
 * reset) and a temp directory, all closed by `close()`.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { Agent } from 'undici'
import {
  createClient,
  type Client,
  type ClientOptions
} from '../../src/api/index.js'
import {
  DEMO_TOKENS,
  startEmulator,
  type EmulatorOptions,
  type FaultInput,
  type RequestRecord,
  type RunningEmulator
} from '../../src/emulator/index.js'
import { memoryLogger, type MemoryLogger } from '../../src/log.js'
import type { ModeDeps } from '../../src/modes/index.js'
import {
  caller,
  ok,
  type Call,
  type ControlCall,
  type Reply
} from './emulator-http.js'

export { DEMO_TOKENS }
export {
  caller,
  FormData,
  junitData,
  junitForm,
  junitResult,
  type Call,
  type ControlCall,
  type Reply
} from './emulator-http.js'

/** 2026-01-15T00:00:00Z: every demo timestamp is relative to it. */
export const NOW_MS = Date.UTC(2026, 0, 15)
export const NOW = NOW_MS / 1000
export const DAY = 86_400

/** The demo state's flow and trail. */
export const FLOW = 'demo-flow'
export const TRAIL = 'demo-trail'
/** The demo trail's JUnit endpoint, below /api/v2. */
export const JUNIT_PATH = '/attestations/demo/demo-flow/trail/demo-trail/junit'
/** Every JUnit endpoint, as a fault path. */
export const ANY_JUNIT = '/attestations/*/*/trail/*/junit'

export interface StoredAttestation {
  attestation_name: string
  compliant?: boolean
  data_json: Record<string, unknown> & {
    junit_results?: unknown[]
    git_commit_info?: Record<string, unknown>
  }
  attachment: { filename: string; size: number; sha256: string } | null
}

interface StoredTrail {
  name: string
  attestations: StoredAttestation[]
  created_at: number
  moments: unknown[]
}

/** The parts of `GET /_emulator/state` the tests read. */
export interface StateView {
  orgs: Record<
    string,
    {
      flows: { name: string; trails: StoredTrail[] }[]
    } & Record<string, unknown>
  >
  tokens: unknown[]
}

export interface Harness {
  emulator: RunningEmulator
  url: string
  org: string
  token: string
  /** A temp directory, removed by close(). */
  dir: string
  /** Service inputs (and CLI keys): host, org, api-token. */
  service: { host: string; org: string; 'api-token': string }
  /** KOSLI_HOST, KOSLI_ORG, KOSLI_API_TOKEN, and no retries. */
  env: Record<string, string>
  /** What a mode may touch: `logger`, `dir` as cwd, clients that never wait. */
  deps: ModeDeps
  logger: MemoryLogger
  /** A client of the emulator (closed by close()). */
  client: (options?: Partial<ClientOptions>) => Client
  /** A raw request below /api/v2, with the token unless told otherwise. */
  api: (path: string, call?: Call) => Promise<Reply>
  /** A raw request to /_emulator/`path`, without the token. */
  control: (path: string, call?: ControlCall) => Promise<Reply>
  requests: () => Promise<RequestRecord[]>
  /** The stored state; `T` names the parts a test reads. */
  state: <T = StateView>() => Promise<T>
  putState: (state: unknown) => Promise<void>
  fault: (fault: FaultInput) => Promise<void>
  clearFaults: () => Promise<void>
  /** Back to the start state, with no log and no faults. */
  reset: () => Promise<void>
  /** Adds empty trails to a flow, as `kosli begin trail` would. */
  beginTrails: (trails: readonly string[], flow?: string) => Promise<void>
  attestationsOn: (trail: string, flow?: string) => Promise<StoredAttestation[]>
  close: () => Promise<void>
}

function modeDeps(dir: string, logger: MemoryLogger): ModeDeps {
  return {
    logger,
    now: () => Date.now(),
    cwd: dir,
    tmpDir: join(dir, 'runner-temp'),
    env: {},
    // The real client; only its wait between retries is skipped.
    openClient: (service) =>
      Promise.resolve(
        createClient({ ...service, logger, sleep: () => Promise.resolve() })
      ),
    readEvent: () => ({})
  }
}

export async function startHarness(
  options: EmulatorOptions = {}
): Promise<Harness> {
  const emulator = await startEmulator(options)
  const dir = await mkdtemp(join(tmpdir(), 'kosli-harness-'))
  await mkdir(join(dir, 'runner-temp'))
  const dispatcher = new Agent()
  const { api, control } = caller(emulator, dispatcher)
  const clients: Client[] = []
  const open = (settings: ClientOptions) => {
    const client = createClient(settings)
    clients.push(client)
    return client
  }
  const logger = memoryLogger()
  const state = async <T = StateView>() =>
    (await ok(control('state'), 'state')) as T
  const putState = async (value: unknown) => {
    await ok(control('state', { method: 'PUT', json: value }), 'put state')
  }
  const flowOf = (current: StateView, flow: string) => {
    const found = current.orgs[emulator.org]?.flows.find((f) => f.name === flow)
    if (!found) throw new Error(`no flow ${flow} in org ${emulator.org}`)
    return found
  }
  return {
    emulator,
    url: emulator.url,
    org: emulator.org,
    token: emulator.token,
    dir,
    service: {
      host: emulator.url,
      org: emulator.org,
      'api-token': emulator.token
    },
    env: {
      KOSLI_HOST: emulator.url,
      KOSLI_ORG: emulator.org,
      KOSLI_API_TOKEN: emulator.token,
      KOSLI_MAX_RETRIES: '0'
    },
    deps: modeDeps(dir, logger),
    logger,
    client: (overrides = {}) =>
      open({ host: emulator.url, apiToken: emulator.token, ...overrides }),
    api,
    control,
    requests: async () =>
      (await ok(control('requests'), 'requests')) as RequestRecord[],
    state,
    putState,
    fault: async (fault) => {
      await ok(control('faults', { json: fault }), 'fault refused')
    },
    clearFaults: async () => {
      await ok(control('faults', { method: 'DELETE' }), 'clear faults')
    },
    reset: async () => {
      await ok(control('reset', { method: 'POST' }), 'reset')
    },
    beginTrails: async (trails, flow = FLOW) => {
      const current = await state()
      const found = flowOf(current, flow)
      for (const name of trails) {
        found.trails.push({
          name,
          attestations: [],
          created_at: 0,
          moments: []
        })
      }
      await putState(current)
    },
    attestationsOn: async (trail, flow = FLOW) => {
      const found = flowOf(await state(), flow)
      return found.trails.find((t) => t.name === trail)?.attestations ?? []
    },
    close: async () => {
      await Promise.all(clients.map((client) => client.close()))
      await emulator.close()
      await dispatcher.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
}

/**
 * The emulator's own tests: the harness on the fixed demo clock (NOW_MS),
 * so that every timestamp they read is known.
 */
export function harness(options: EmulatorOptions = {}): Promise<Harness> {
  return startHarness({ clock: () => NOW_MS, ...options })
}

/**
 * One harness for a test file (the demo's clock unless told), started
 * before its first test and reset (state, log, faults, logger) after each
 * one, so tests do not depend on one another's order. Read its members
 * inside tests and hooks.
 */
export function useHarness(options: EmulatorOptions = {}): Harness {
  let started: Harness | undefined
  beforeAll(async () => {
    started = await harness(options)
  })
  afterEach(async () => {
    await started?.reset()
    if (started) started.logger.lines.length = 0
  })
  afterAll(async () => started?.close())
  return new Proxy({} as Harness, {
    get: (_, key) => {
      if (!started) throw new Error('the harness starts in beforeAll')
      return started[key as keyof Harness]
    }
  })
}

/** The JUnit uploads the emulator received, faulted ones included. */
export async function junitPosts(h: Harness): Promise<RequestRecord[]> {
  return (await h.requests()).filter(
    (r) => r.method === 'POST' && r.path.endsWith('/junit')
  )
}
