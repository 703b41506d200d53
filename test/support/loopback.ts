/**
 * A scripted loopback HTTP server for the transport tests, and a client
 * pointed at it with recorded waits and logs. Unlike the emulator
 * (test/support/emulator.ts) it records the raw bytes of every request and
 * answers whatever the test scripts: malformed bodies, odd headers, a
 * status per attempt.
 */
import {
  createServer,
  type IncomingMessage,
  type ServerResponse
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect } from 'vitest'
import { z } from 'zod'
import {
  createClient,
  type Client,
  type ClientOptions
} from '../../src/api/index.js'
import { ApiError } from '../../src/errors.js'
import { memoryLogger } from '../../src/log.js'

export interface Recorded {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: Buffer
}

export type Handler = (
  request: Recorded,
  response: ServerResponse,
  index: number
) => void | Promise<void>

export interface Loopback {
  url: string
  requests: Recorded[]
  close(): Promise<void>
}

export async function startLoopback(handler: Handler): Promise<Loopback> {
  const requests: Recorded[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded: Recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks)
      }
      requests.push(recorded)
      void Promise.resolve(handler(recorded, res, requests.length - 1)).catch(
        (error: unknown) => {
          res.statusCode = 599
          res.end(String(error))
        }
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

/** Answers each request with the next status of `statuses` (JSON bodies). */
export function sequence(
  steps: { status: number; body?: unknown; headers?: Record<string, string> }[]
): Handler {
  return (_request, response, index) => {
    const step = steps[Math.min(index, steps.length - 1)]
    if (!step) throw new Error('sequence() needs at least one step')
    json(response, step.status, step.body ?? 'OK', step.headers)
  }
}

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
