/**
 * A snapshot added through the control API fires the artifact start, stop
 * and change triggers, and the environment's compliant / non-compliant ones,
 * to the notifications that list them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  WebhookPayloadSchema,
  type DeliveryRecord,
  type SnapshotReport
} from '../../../src/emulator/index.js'
import { TRIGGERS } from '../../../src/api/index.js'
import { startReceiver, type Receiver } from '../../support/receiver.js'
import { NOW, harness, type Harness } from '../../support/emulator.js'

let w: Harness
let receiver: Receiver
const A = 'a'.repeat(64)
const B = 'b'.repeat(64)
const C = 'c'.repeat(64)

beforeAll(async () => {
  receiver = await startReceiver([200])
  w = await harness({ delivery: { backoffMs: 1 } })
})
afterAll(async () => {
  await w.close()
  await receiver.close()
})
beforeEach(async () => {
  await w.control('reset', { method: 'POST' })
  receiver.received.length = 0
  await w.api('/organizations/demo/environments_notifications/2', {
    method: 'PUT',
    json: {
      name: 'staging-everything',
      environments: ['staging'],
      triggers: TRIGGERS,
      targets: [{ type: 'WEBHOOK', webhook: receiver.url }]
    }
  })
})

const artifact = (fingerprint: string, compliant: boolean, n = 1) => ({
  fingerprint,
  name: `registry.example.com/app-${fingerprint[0] ?? ''}`,
  compliant,
  instance_count: n
})

async function report(artifacts: SnapshotReport['artifacts']) {
  const r = await w.control('snapshots/demo/staging', {
    method: 'POST',
    json: { artifacts }
  })
  await w.emulator.deliveriesSettled()
  return r
}

/** What the receiver got since the last call, as sorted event lines. */
function events(): string[] {
  const lines = receiver.received.map((r) => {
    const p = WebhookPayloadSchema.parse(r.body)
    return `${p.event_type} ${p.artifact?.fingerprint[0] ?? '-'} ${p.snapshot?.status ?? ''}`
  })
  receiver.received.length = 0
  return lines.sort()
}

async function staging() {
  const r = await w.api('/environments/demo?name=staging')
  return (r.body as { name: string; state?: boolean }[])[0]
}

describe('POST /_emulator/snapshots/{org}/{env}', () => {
  it('starts, stops and changes artifacts; flips the environment', async () => {
    const first = await report([artifact(A, true), artifact(B, true)])
    expect(first).toMatchObject({
      status: 201,
      body: { snapshot: { index: 4, created_at: NOW } }
    })
    // Against the demo's staging#3, which runs a non-compliant worker: A and
    // B start, its artifacts stop, and the environment becomes compliant.
    expect(events().filter((e) => !e.startsWith('EXITED'))).toEqual([
      'COMPLIANT_ENV - compliant',
      'STARTED_ARTIFACT a compliant',
      'STARTED_ARTIFACT b compliant'
    ])

    await report([artifact(A, false), artifact(C, true, 2)])
    expect(events()).toEqual([
      'EXITED_ARTIFACT b non-compliant',
      'NON_COMPLIANT_ENV - non-compliant',
      'SCALED_ARTIFACT a non-compliant',
      'STARTED_ARTIFACT c non-compliant'
    ])
    expect((await staging())?.state).toBe(false)

    await report([artifact(A, true), artifact(C, true, 3)])
    expect(events()).toEqual([
      'COMPLIANT_ENV - compliant',
      'SCALED_ARTIFACT a compliant'
    ])
    expect((await staging())?.state).toBe(true)
  })

  it('says what it fired, and the new snapshot is there for env-diff', async () => {
    await report([artifact(A, true)])
    const r = await report([artifact(A, true), artifact(B, true)])
    const body = r.body as {
      events: { trigger: string }[]
      deliveries: number[]
    }
    expect(body.events.map((e) => e.trigger)).toEqual(['ON_STARTED_ARTIFACT'])
    expect(body.deliveries).toHaveLength(1)
    const diff = await w.api(
      '/env-diff/demo?snappish1=staging~1&snappish2=staging'
    )
    expect(diff.body).toMatchObject({
      snappish2: { snapshot_id: 'staging#5', artifacts: [{ fingerprint: B }] }
    })
  })

  it('delivers only the triggers a notification lists', async () => {
    await w.api('/organizations/demo/environments_notifications/2', {
      method: 'PUT',
      json: {
        name: 'starts-only',
        environments: ['staging'],
        triggers: ['ON_STARTED_ARTIFACT'],
        targets: [{ type: 'WEBHOOK', webhook: receiver.url }]
      }
    })
    await report([artifact(A, true)])
    events()
    await report([artifact(B, false)])
    expect(events()).toEqual(['STARTED_ARTIFACT b non-compliant'])
    const log = (await w.control('deliveries')).body as DeliveryRecord[]
    expect(log.every((d) => d.trigger === 'ON_STARTED_ARTIFACT')).toBe(true)
  })

  it.each([
    ['snapshots/demo/nowhere', { artifacts: [] }, 404],
    ['snapshots/nobody/staging', { artifacts: [] }, 404],
    ['snapshots/demo/staging', { artifacts: [{ fingerprint: 'x' }] }, 400],
    ['snapshots/demo/staging', { running: [] }, 400]
  ])('%s with %j answers %i', async (path, json, status) => {
    const r = await w.control(path, { method: 'POST', json })
    expect(r.status).toBe(status)
  })
})
