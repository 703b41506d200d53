import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createClient, type ClientOptions } from '../../../src/api/index.js'
import {
  sequence,
  startLoopback,
  type Loopback
} from '../../support/loopback.js'

/** A tunnelling proxy (CONNECT) that records the targets it was asked for. */
async function startProxy() {
  const targets: string[] = []
  const server: Server = createServer((_req, res) => {
    res.statusCode = 405
    res.end()
  })
  server.on('connect', (req, socket) => {
    targets.push(req.url ?? '')
    const [host, port] = (req.url ?? '').split(':')
    const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

let service: Loopback | undefined
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined
const savedEnv = { ...process.env }
afterEach(async () => {
  process.env = { ...savedEnv }
  await service?.close()
  await proxy?.close()
})

async function ping(options: Partial<ClientOptions>) {
  service = await startLoopback(sequence([{ status: 200, body: 'pong' }]))
  const client = createClient({
    host: service.url,
    apiToken: 'token-123456',
    ...options
  })
  try {
    return await client.send({ method: 'GET', path: '/ping' }, z.string())
  } finally {
    await client.close()
  }
}

describe('proxy', () => {
  it('goes through HTTP_PROXY from the environment', async () => {
    proxy = await startProxy()
    for (const key of ['NO_PROXY', 'no_proxy', 'http_proxy']) {
      delete process.env[key]
    }
    process.env.HTTP_PROXY = proxy.url
    await expect(ping({})).resolves.toBe('pong')
    const port = new URL(service?.url ?? '').port
    expect(proxy.targets).toEqual([`127.0.0.1:${port}`])
  })

  it('bypasses the proxy for hosts in NO_PROXY', async () => {
    proxy = await startProxy()
    await expect(
      ping({ proxy: { httpProxy: proxy.url, noProxy: '127.0.0.1' } })
    ).resolves.toBe('pong')
    expect(proxy.targets).toEqual([])
    expect(service?.requests).toHaveLength(1)
  })
})
