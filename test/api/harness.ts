/** A client pointed at a loopback server, with recorded waits and logs. */
import { afterEach, expect } from 'vitest'
import { z } from 'zod'
import {
  createClient,
  type Client,
  type ClientOptions
} from '../../src/api/index.js'
import { ApiError } from '../../src/errors.js'
import { memoryLogger } from '../../src/log.js'
import { startLoopback, type Handler, type Loopback } from './loopback.js'

export const TOKEN = 'kosli-secret-token-4711'

let server: Loopback | undefined
let client: Client | undefined

/** Call once per test file: closes what `harness` opened after each test. */
export function closeAfterEach(): void {
  afterEach(async () => {
    await client?.close()
    await server?.close()
    client = undefined
    server = undefined
  })
}

export interface Harness {
  server: Loopback
  client: Client
  waits: number[]
  logger: ReturnType<typeof memoryLogger>
}

export async function harness(
  handler: Handler,
  options: Partial<ClientOptions> = {}
): Promise<Harness> {
  server = await startLoopback(handler)
  const waits: number[] = []
  const logger = memoryLogger()
  client = createClient({
    host: server.url,
    apiToken: TOKEN,
    sleep: (ms) => {
      waits.push(ms)
      return Promise.resolve()
    },
    random: () => 0,
    logger,
    version: '1.2.3',
    ...options
  })
  return { server, client, waits, logger }
}

/** Forgets the server (a test that closed it itself). */
export function forgetServer(): void {
  server = undefined
}

export const get = (c: Client) =>
  c.send({ method: 'GET', path: '/ping' }, z.string())

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}
