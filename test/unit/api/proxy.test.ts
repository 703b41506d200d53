import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { HttpClient } from '@actions/http-client'
import { fetch, ProxyAgent } from 'undici'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createClient, type ClientOptions } from '../../../src/api/index.js'
import {
  sequence,
  startLoopback,
  type Loopback
} from '../../support/loopback.js'

/**
 * A tunnelling proxy (CONNECT) that records the targets it was asked for;
 * `upstream` replaces the asked host (a name that resolves nowhere).
 */
async function startProxy(upstream?: string) {
  const targets: string[] = []
  const server: Server = createServer((_req, res) => {
    res.statusCode = 405
    res.end()
  })
  server.on('connect', (req, socket) => {
    targets.push(req.url ?? '')
    const [host, port] = (req.url ?? '').split(':')
    const tunnel = connect(Number(port), upstream ?? host ?? '', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      tunnel.pipe(socket)
      socket.pipe(tunnel)
    })
    tunnel.on('error', () => socket.destroy())
    socket.on('error', () => tunnel.destroy())
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

// @actions/github (loaded when wanted) reaches undici
// through @actions/http-client, which uses only its ProxyAgent;
// package.json's overrides give it the project's undici, so that the
// bundles carry one copy.
describe('@actions/http-client on the project undici', () => {
  it("its proxy dispatcher is the project's ProxyAgent, and tunnels a request", async () => {
    proxy = await startProxy('127.0.0.1')
    service = await startLoopback(sequence([{ status: 200, body: 'pong' }]))
    for (const key of ['NO_PROXY', 'no_proxy', 'HTTP_PROXY']) {
      delete process.env[key]
    }
    process.env.http_proxy = proxy.url
    // Not a loopback name: http-client never proxies those.
    const target = `http://kosli.test:${new URL(service.url).port}/ping`
    const dispatcher = new HttpClient('test').getAgentDispatcher(target)
    expect(dispatcher).toBeInstanceOf(ProxyAgent)
    try {
      const response = await fetch(target, dispatcher ? { dispatcher } : {})
      expect(response.status).toBe(200)
    } finally {
      await dispatcher?.close()
    }
    expect(proxy.targets).toEqual([new URL(target).host])
    expect(service.requests).toHaveLength(1)
  })
})
