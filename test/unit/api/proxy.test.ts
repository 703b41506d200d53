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
import { startProxy } from '../../support/proxy.js'

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
