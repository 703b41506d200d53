/**
 * `kosli-attest serve` (the built dist/cli/index.js) delivers webhooks only
 * to loopback addresses unless started with --allow-remote-webhooks. The
 * address 0.0.0.0 stands in for "not loopback": it is not in 127.0.0.0/8,
 * yet on Linux a connection to it reaches this machine, so the test needs no
 * other host.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
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

/** Points notification 2 at `webhook`, allow-lists an artifact, and waits. */
async function deliverTo(s: Served, webhook: string): Promise<DeliveryRecord> {
  const { api, control } = caller(s, dispatcher)
  await api('/organizations/demo/environments_notifications/2', {
    method: 'PUT',
    json: {
      name: 'n',
      environments: ['staging'],
      triggers: ['ON_ALLOWED_ARTIFACT'],
      targets: [{ type: 'WEBHOOK', webhook }]
    }
  })
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
