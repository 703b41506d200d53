/**
 * A webhook receiver on loopback, as a user's own would be: it records what
 * it is sent and answers the statuses it is told to, in turn (the last one
 * repeats). A status of 0 holds the request open until `release()`.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
  /** Header lines and body as they arrived, for leak checks. */
  raw: string
  body: unknown
}

export interface Receiver {
  url: string
  port: number
  received: Received[]
  /** Resolves once a request is being held open (status 0). */
  holding(): Promise<void>
  release(): void
  close(): Promise<void>
}

export async function startReceiver(
  statuses: number[] = [200]
): Promise<Receiver> {
  const received: Received[] = []
  const holding: (() => void)[] = []
  let onHold: (() => void) | undefined
  let calls = 0
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // keep the text
      }
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        raw: `${req.rawHeaders.join('\n')}\n\n${text}`,
        body
      })
      const status = statuses[Math.min(calls++, statuses.length - 1)] ?? 200
      const answer = () => res.writeHead(status === 0 ? 200 : status).end('ok')
      if (status === 0) {
        holding.push(answer)
        onHold?.()
      } else {
        answer()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    holding: () =>
      holding.length > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onHold = resolve
          }),
    release: () => {
      for (const answer of holding.splice(0)) answer()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
