/**
 * In-process loopback HTTP servers for the registry stand-ins: each request
 * is recorded (method, URL, headers) and answered by a scripted handler.
 */
import { createHash } from 'node:crypto'
import {
  createServer,
  type IncomingHttpHeaders,
  type ServerResponse
} from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterEach } from 'vitest'

export interface SeenRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export type StandInHandler = (
  request: SeenRequest,
  response: ServerResponse
) => void | Promise<void>

export interface StandIn {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** `127.0.0.1:<port>` */
  host: string
  requests: SeenRequest[]
  close(): Promise<void>
}

export async function startStandIn(handler: StandInHandler): Promise<StandIn> {
  const requests: SeenRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8')
      }
      requests.push(seen)
      Promise.resolve(handler(seen, res)).catch((error: unknown) => {
        res.statusCode = 500
        res.end(`stand-in failed: ${String(error)}`)
      })
    })
  })
  return listen(server, requests)
}

/** Accepts connections and never answers: a registry that hangs. */
export async function startSilentServer(): Promise<StandIn> {
  const sockets = new Set<Socket>()
  const requests: SeenRequest[] = []
  const server = createServer((req) => {
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: ''
    })
  })
  server.on('connection', (socket) => sockets.add(socket))
  const standIn = await listen(server, requests)
  return {
    ...standIn,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await standIn.close()
    }
  }
}

async function listen(
  server: ReturnType<typeof createServer>,
  requests: SeenRequest[]
): Promise<StandIn> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** Writes a JSON answer. */
export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {}
): void {
  const body = JSON.stringify(value)
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...headers
  })
  response.end(body)
}

/**
 * Stand-ins for one test file: each started through the returned function
 * is closed after the test that started it.
 */
export function useStandIns(): (handler: StandInHandler) => Promise<StandIn> {
  const servers: StandIn[] = []
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close()
  })
  return async (handler) => {
    const server = await startStandIn(handler)
    servers.push(server)
    return server
  }
}

/** An image manifest with no layers, as bytes, and its SHA-256 in hex. */
export function emptyManifest(mediaType: string): {
  bytes: Buffer
  hex: string
} {
  const bytes = Buffer.from(
    JSON.stringify({ schemaVersion: 2, mediaType, layers: [] })
  )
  return { bytes, hex: createHash('sha256').update(bytes).digest('hex') }
}
