/**
 * `kosli-attest serve` (the built dist/cli/index.js) delivers webhooks only
 * to loopback addresses unless started with --allow-remote-webhooks. The
 * address 0.0.0.0 stands in for "not loopback": it is not in 127.0.0.0/8,
 * yet on Linux a connection to it reaches this machine, so the test needs no
 * other host. A redirect is not followed, retries stop at three attempts,
 * and a receiver that never answers holds at most 8 deliveries at once
 * while the API keeps answering.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { Agent } from 'undici'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { itUnless } from '../../support/skip.js'
import type { DeliveryRecord } from '../../../src/emulator/index.js'
import { fingerprintOf } from '../../../src/emulator/index.js'
import { caller } from '../../support/emulator.js'
import { startReceiver, type Receiver } from '../../support/receiver.js'

const CLI = resolve('dist/cli/index.js')
const LINE = /^listening on (\S+) org=\S+ token=(\S+)$/

interface Served {
  child: ChildProcess
  url: string
  token: string
}

let served: Served | undefined
let receiver: Receiver | undefined
const dispatcher = new Agent()
afterEach(async () => {
  if (served) {
    served.child.kill('SIGTERM')
    await once(served.child, 'close')
  }
  await receiver?.close()
  served = undefined
  receiver = undefined
})
afterAll(() => dispatcher.close())

async function serve(args: string[]): Promise<Served> {
  const child = spawn(
    process.execPath,
    [CLI, 'serve', '--port', '0', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } }
  )
  const lines = createInterface({ input: child.stdout })
  const [line] = (await once(lines, 'line')) as [string]
  lines.close()
  const [, url = '', token = ''] = LINE.exec(line) ?? []
  served = { child, url, token }
  return served
}

/** Points notification 2 at `webhook` for these triggers on staging. */
async function pointAt(s: Served, webhook: string, triggers: string[]) {
  const { api } = caller(s, dispatcher)
  const put = await api('/organizations/demo/environments_notifications/2', {
    method: 'PUT',
    json: {
      name: 'n',
      environments: ['staging'],
      triggers,
      targets: [{ type: 'WEBHOOK', webhook }]
    }
  })
  expect(put.status).toBe(200)
}

/** The deliveries log once no entry is pending. */
async function settledLog(s: Served): Promise<DeliveryRecord[]> {
  const { control } = caller(s, dispatcher)
  for (;;) {
    const log = (await control('deliveries')).body as DeliveryRecord[]
    if (log.every((d) => d.status !== 'pending')) return log
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Points notification 2 at `webhook`, allow-lists an artifact, and waits. */
async function deliverTo(s: Served, webhook: string): Promise<DeliveryRecord> {
  const { api, control } = caller(s, dispatcher)
  await pointAt(s, webhook, ['ON_ALLOWED_ARTIFACT'])
  const allowed = await api('/allowlists/demo/staging', {
    method: 'PUT',
    json: {
      artifact_fingerprint: fingerprintOf('api:1.5.0'),
      artifact_name: 'api',
      description: 'ok'
    }
  })
  expect(allowed.status).toBe(200)
  // Delivery is asynchronous: ask until it has an outcome.
  for (;;) {
    const log = await control('deliveries')
    const [delivery] = log.body as DeliveryRecord[]
    if (delivery && delivery.status !== 'pending') return delivery
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('serve and webhooks', () => {
  it('delivers to a loopback receiver', async () => {
    receiver = await startReceiver([200])
    const s = await serve([])
    const delivery = await deliverTo(s, receiver.url)
    expect(delivery.status).toBe('delivered')
    expect(receiver.received).toHaveLength(1)
  })

  it('refuses another address without --allow-remote-webhooks', async () => {
    receiver = await startReceiver([200])
    const s = await serve([])
    const delivery = await deliverTo(s, `http://0.0.0.0:${receiver.port}/hook`)
    expect(delivery).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('--allow-remote-webhooks') as string,
      attempts: []
    })
    expect(receiver.received).toEqual([])
  })

  itUnless(
    process.platform !== 'linux' &&
      '0.0.0.0 reaches this machine only on Linux',
    'delivers to it with --allow-remote-webhooks',
    async () => {
      receiver = await startReceiver([200])
      const s = await serve(['--allow-remote-webhooks'])
      const webhook = `http://0.0.0.0:${receiver.port}/hook`
      const delivery = await deliverTo(s, webhook)
      expect(delivery.status).toBe('delivered')
      expect(receiver.received).toHaveLength(1)
    }
  )

  it('names the flag in its help', async () => {
    const child = spawn(process.execPath, [CLI, 'serve', '--help'], {
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    await once(child, 'close')
    expect(out).toContain('--allow-remote-webhooks')
  })
})

/** A receiver that answers every request with `answer`, counting how many are open at once. */
async function rawReceiver(answer: (res: ServerResponse) => void) {
  const state = { received: 0, open: 0, peak: 0, held: [] as ServerResponse[] }
  const server: Server = createServer((req, res) => {
    state.received += 1
    state.open += 1
    state.peak = Math.max(state.peak, state.open)
    res.on('close', () => (state.open -= 1))
    req.resume()
    req.on('end', () => answer(res))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  const close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections()
      server.close(() => r())
    })
  return { url: `http://127.0.0.1:${port}/hook`, state, close }
}

describe('serve: what a delivery will not do', () => {
  it('does not follow a redirect: the 302 is the failed answer', async () => {
    const target = await rawReceiver((res) => res.writeHead(200).end())
    const redirecting = await rawReceiver((res) =>
      res.writeHead(302, { location: target.url }).end()
    )
    try {
      const s = await serve([])
      const delivery = await deliverTo(s, redirecting.url)
      expect(delivery.status).toBe('failed')
      expect(delivery.attempts).toMatchObject([{ status: 302 }])
      expect(redirecting.state.received).toBe(1)
      expect(target.state.received).toBe(0)
    } finally {
      await Promise.all([target.close(), redirecting.close()])
    }
  })

  it('stops retrying a failing receiver after three attempts', async () => {
    receiver = await startReceiver([503])
    const s = await serve([])
    const delivery = await deliverTo(s, receiver.url)
    expect(delivery.status).toBe('failed')
    expect(delivery.attempts.map((a) => a.status)).toEqual([503, 503, 503])
    expect(receiver.received).toHaveLength(3)
  })

  it('holds at most 8 deliveries at a receiver that never answers; the API keeps answering', async () => {
    const held: ServerResponse[] = []
    const hanging = await rawReceiver((res) => held.push(res))
    try {
      const s = await serve([])
      const { api, control } = caller(s, dispatcher)
      await pointAt(s, hanging.url, ['ON_STARTED_ARTIFACT'])
      const artifacts = Array.from({ length: 30 }, (_, i) => ({
        fingerprint: fingerprintOf(`app:${i}`),
        name: `app:${i}`,
        instance_count: 1
      }))
      const snapshot = await control('snapshots/demo/staging', {
        json: { artifacts }
      })
      expect(snapshot.status).toBe(201)
      while (hanging.state.received < 8) {
        await new Promise((r) => setTimeout(r, 20))
      }
      const limits = (await control('limits')).body as {
        deliveries: {
          max_concurrent: number
          in_flight: number
          waiting: number
        }
      }
      expect(limits.deliveries).toMatchObject({
        max_concurrent: 8,
        in_flight: 8,
        waiting: 22
      })
      expect((await api('/environments/demo')).status).toBe(200)
      expect(hanging.state.received).toBe(8)
      for (const res of held.splice(0)) res.writeHead(200).end()
      const answerAll = setInterval(() => {
        for (const res of held.splice(0)) res.writeHead(200).end()
      }, 10)
      const log = await settledLog(s).finally(() => clearInterval(answerAll))
      expect(log.filter((d) => d.status === 'delivered')).toHaveLength(30)
      expect(hanging.state.peak).toBe(8)
    } finally {
      await hanging.close()
    }
  })
})
