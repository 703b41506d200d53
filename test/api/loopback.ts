/**
 * A loopback HTTP server for the client tests: records every request (method,
 * URL, headers, body bytes) and answers through a scripted handler.
 */
import {
  createServer,
  type IncomingMessage,
  type ServerResponse
} from 'node:http'
import type { AddressInfo } from 'node:net'

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
