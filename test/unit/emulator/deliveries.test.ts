/**
 * Notifications fire and are delivered: allow-listing an artifact (op 6)
 * sends ON_ALLOWED_ARTIFACT to the notifications that list the environment,
 * WEBHOOK targets get an HTTP POST, every target's outcome is logged and
 * written back to the notification.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  DEMO_TOKENS,
  fingerprintOf,
  WebhookPayloadSchema,
  type DeliveryRecord,
  type EmulatorOptions
} from '../../../src/emulator/index.js'
import type { Notification } from '../../../src/api/index.js'
import { startReceiver, type Receiver } from '../../support/receiver.js'
import { NOW, harness, type Harness } from '../../support/emulator.js'

let w: Harness | undefined
let receiver: Receiver | undefined
afterEach(async () => {
  receiver?.release()
  await w?.close()
  await receiver?.close()
  w = undefined
  receiver = undefined
})

const FAST = { delivery: { backoffMs: 1, timeoutMs: 2000 } }

async function setUp(
  statuses: number[],
  targets: (url: string) => unknown[],
  options: EmulatorOptions = FAST
) {
  receiver = await startReceiver(statuses)
  const x = await harness(options)
  w = x
  const put = await x.api('/organizations/demo/environments_notifications/2', {
    method: 'PUT',
    json: {
      name: 'staging-webhook',
      environments: ['staging'],
      triggers: ['ON_ALLOWED_ARTIFACT'],
      targets: targets(receiver.url)
    }
  })
  expect(put.status).toBe(200)
  return { w: x, receiver }
}

const allow = (x: Harness, env = 'staging', name = 'api:1.5.0') =>
  x.api(`/allowlists/demo/${env}`, {
    method: 'PUT',
    json: {
      artifact_fingerprint: fingerprintOf(name),
      artifact_name: `registry.example.com/demo/${name}`,
      description: 'approved in CHG-42'
    }
  })

async function settled(x: Harness) {
  await x.emulator.deliveriesSettled()
  const deliveries = (await x.control('deliveries')).body as DeliveryRecord[]
  const read = await x.api('/organizations/demo/environments_notifications/2')
  return { deliveries, notification: read.body as Notification }
}

describe('ON_ALLOWED_ARTIFACT', () => {
  it('POSTs the documented payload to a WEBHOOK target, never the token', async () => {
    const s = await setUp([200], (url) => [
      { type: 'WEBHOOK', webhook: url, payload_version: '1.0' }
    ])
    expect((await allow(s.w)).status).toBe(200)
    const { deliveries, notification } = await settled(s.w)
    expect(s.receiver.received).toHaveLength(1)
    const [hit] = s.receiver.received
    expect(hit?.method).toBe('POST')
    expect(hit?.headers['content-type']).toBe('application/json')
    expect(hit?.headers.authorization).toBeUndefined()
    for (const token of Object.values(DEMO_TOKENS)) {
      expect(hit?.raw).not.toContain(token)
    }
    const payload = WebhookPayloadSchema.parse(hit?.body)
    expect(payload).toMatchObject({
      version: '1.0',
      timestamp: String(NOW),
      org: 'demo',
      environment: 'staging',
      event_type: 'ALLOWED_ARTIFACT',
      snapshot: { index: '3' },
      artifact: {
        name: 'registry.example.com/demo/api:1.5.0',
        fingerprint: fingerprintOf('api:1.5.0'),
        provenance: { flow: 'demo-flow', status: 'compliant' }
      }
    })
    expect(deliveries).toMatchObject([
      {
        notification: 2,
        trigger: 'ON_ALLOWED_ARTIFACT',
        status: 'delivered',
        target: { index: 0, type: 'WEBHOOK', webhook: s.receiver.url },
        attempts: [{ status: 200 }]
      }
    ])
    expect(notification).toMatchObject({
      is_failing: false,
      last_success_timestamp: NOW,
      targets: [{ last_success_at: NOW }]
    })
  })

  it('records Slack, email and other targets without sending them', async () => {
    const s = await setUp([200], () => [
      { type: 'SLACK', webhook: 'https://hooks.slack.example/T/B/X' },
      { type: 'EMAIL', emails: ['ops@example.com'] },
      { channel: 'custom' }
    ])
    await allow(s.w)
    const { deliveries, notification } = await settled(s.w)
    expect(deliveries.map((d) => [d.target.type, d.status])).toEqual([
      ['SLACK', 'recorded'],
      ['EMAIL', 'recorded'],
      ['UNKNOWN', 'recorded']
    ])
    expect(deliveries[0]?.payload.event_type).toBe('ALLOWED_ARTIFACT')
    expect(notification.targets?.map((t) => t.last_success_at)).toEqual([
      NOW,
      NOW,
      NOW
    ])
  })

  it('fires only for the environments and triggers a notification lists', async () => {
    const s = await setUp([200], (url) => [{ type: 'WEBHOOK', webhook: url }])
    await allow(s.w, 'qa-server')
    const { deliveries } = await settled(s.w)
    expect(deliveries).toEqual([])
    expect(s.receiver.received).toEqual([])
  })
})

describe('delivery outcomes', () => {
  it('retries a 503 and a 429, then delivers', async () => {
    const s = await setUp([503, 429, 204], (url) => [
      { type: 'WEBHOOK', webhook: url }
    ])
    await allow(s.w)
    const { deliveries } = await settled(s.w)
    expect(deliveries[0]).toMatchObject({
      status: 'delivered',
      attempts: [{ status: 503 }, { status: 429 }, { status: 204 }]
    })
    const ids = s.receiver.received.map((r) => r.headers['x-emulator-delivery'])
    expect(new Set(ids).size).toBe(1)
  })

  it('gives up after three attempts and marks the notification failing', async () => {
    const s = await setUp([500], (url) => [{ type: 'WEBHOOK', webhook: url }])
    expect((await allow(s.w)).status).toBe(200)
    const { deliveries, notification } = await settled(s.w)
    expect(deliveries[0]?.status).toBe('failed')
    expect(deliveries[0]?.attempts).toHaveLength(3)
    expect(s.receiver.received).toHaveLength(3)
    expect(notification).toMatchObject({
      is_failing: true,
      targets: [{ last_failure_at: NOW }]
    })
  })

  it('does not retry a 404', async () => {
    const s = await setUp([404], (url) => [{ type: 'WEBHOOK', webhook: url }])
    await allow(s.w)
    const { deliveries } = await settled(s.w)
    expect(deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: [{ status: 404, error: 'answered 404' }]
    })
  })

  it('times out a receiver that does not answer', async () => {
    const s = await setUp([0], (url) => [{ type: 'WEBHOOK', webhook: url }], {
      delivery: { timeoutMs: 100, attempts: 2, backoffMs: 1 }
    })
    await allow(s.w)
    const { deliveries } = await settled(s.w)
    expect(deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: [
        { error: 'no answer within 100 ms' },
        { error: 'no answer within 100 ms' }
      ]
    })
  })

  it('never holds up the request that caused it', async () => {
    const s = await setUp([0], (url) => [{ type: 'WEBHOOK', webhook: url }])
    expect((await allow(s.w)).status).toBe(200)
    const pending = (await s.w.control('deliveries')).body as DeliveryRecord[]
    expect(pending[0]?.status).toBe('pending')
    await s.receiver.holding()
    s.receiver.release()
    const { deliveries } = await settled(s.w)
    expect(deliveries[0]?.status).toBe('delivered')
  })

  it('sends at most maxConcurrent at once; beyond maxWaiting in line, a delivery fails unsent', async () => {
    const s = await setUp(
      [0],
      (url) => [1, 2, 3, 4].map(() => ({ type: 'WEBHOOK', webhook: url })),
      { delivery: { ...FAST.delivery, maxConcurrent: 2, maxWaiting: 1 } }
    )
    expect((await allow(s.w)).status).toBe(200)
    await s.receiver.holding()
    while (s.receiver.received.length < 2) {
      await new Promise((r) => setTimeout(r, 5))
    }
    const limits = (await s.w.control('limits')).body as {
      deliveries: Record<string, number>
    }
    expect(limits.deliveries).toMatchObject({
      max_concurrent: 2,
      in_flight: 2,
      waiting: 1
    })
    const early = (await s.w.control('deliveries')).body as DeliveryRecord[]
    expect(early.filter((d) => d.status === 'failed')).toMatchObject([
      { attempts: [{ error: 'not sent: 1 delivery already waiting' }] }
    ])
    const release = setInterval(() => s.receiver.release(), 5)
    const { deliveries } = await settled(s.w).finally(() =>
      clearInterval(release)
    )
    expect(deliveries.map((d) => d.status).sort()).toEqual([
      'delivered',
      'delivered',
      'delivered',
      'failed'
    ])
    expect(s.receiver.received).toHaveLength(3)
  })
})
