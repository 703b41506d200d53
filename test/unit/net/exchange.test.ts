/**
 * The one timed exchange, against a real loopback server: the answer read
 * up to a limit, redirects not followed, and every failure without an
 * answer a typed NetworkFailure.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent } from 'undici'
import { afterEach, describe, expect, it } from 'vitest'
import {
  exchange,
  NetworkFailure,
  type ExchangeRequest
} from '../../../src/net/exchange.js'

const agent = new Agent()
const servers: Server[] = []

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function serve(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function request(url: string, more: Partial<ExchangeRequest> = {}) {
  return exchange({
    url: new URL(url),
    method: 'GET',
    headers: {},
    dispatcher: agent,
    timeoutMs: 5000,
    maxBytes: () => 1024,
    ...more
  })
}

async function networkFailure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error
  )
  expect(error).toBeInstanceOf(NetworkFailure)
  return error as NetworkFailure
}

describe('exchange', () => {
  it('returns status, lowercase headers and the body', async () => {
    const url = await serve((_, response) => {
      response.writeHead(201, { 'X-Thing': 'a' }).end('hello')
    })
    const answer = await request(url)
    expect(answer).toMatchObject({ status: 201, statusText: 'Created' })
    expect(answer.headers['x-thing']).toBe('a')
    expect(answer.body.toString()).toBe('hello')
    expect(answer.cut).toBe(false)
  })

  it('reads an endless body up to the limit for its status, and says it cut', async () => {
    const url = await serve((_, response) => {
      response.writeHead(500)
      const write = () => {
        while (response.write('x'.repeat(64 * 1024)));
        response.once('drain', write)
      }
      write()
    })
    const answer = await request(url, {
      maxBytes: (s) => (s === 500 ? 100 : 1)
    })
    expect(answer.body).toHaveLength(100)
    expect(answer.cut).toBe(true)
  })

  it('does not follow a redirect', async () => {
    const url = await serve((_, response) => {
      response.writeHead(302, { Location: 'http://127.0.0.1:1/elsewhere' })
      response.end()
    })
    const answer = await request(url)
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe('http://127.0.0.1:1/elsewhere')
  })

  it('a silent server is a timeout that may have been received', async () => {
    const url = await serve(() => undefined)
    const failure = await networkFailure(request(url, { timeoutMs: 200 }))
    expect(failure.code).toBe('ETIMEDOUT')
    expect(failure.details.maybeSent).toBe(true)
    expect(failure.message).toBe('no complete answer within 0.2 s (timeout)')
  })

  it('a refused connection sent nothing', async () => {
    const url = await serve(() => undefined)
    await new Promise((resolve) => servers.pop()?.close(resolve))
    const failure = await networkFailure(request(url))
    expect(failure.code).toBe('ECONNREFUSED')
    expect(failure.details.maybeSent).toBe(false)
  })

  it('a host name that does not resolve is ENOTFOUND', async () => {
    const failure = await networkFailure(request('http://kosli-typo.invalid/'))
    expect(['ENOTFOUND', 'EAI_AGAIN']).toContain(failure.code)
    expect(failure.details.maybeSent).toBe(false)
  })
})
