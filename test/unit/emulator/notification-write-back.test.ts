/**
 * The client can write back a notification it has read, whatever delivery
 * times its targets hold (null or fractional are what the service's read and
 * update schemas both allow): read with op 5, write with op 4, no change.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  createClient,
  getNotification,
  updateNotification,
  type Client,
  type NotificationUpdate
} from '../../../src/api/index.js'
import { demoState } from '../../../src/emulator/index.js'
import { NOW_MS, harness, type Harness } from '../../support/emulator.js'

let w: Harness
let client: Client

beforeAll(async () => {
  const state = demoState(NOW_MS)
  const notification = state.orgs.demo?.notifications.find(
    (n) => n.number === 2
  )
  if (!notification) throw new Error('demo notification 2 missing')
  notification.targets = [
    {
      type: 'WEBHOOK',
      webhook: 'http://127.0.0.1:9/hook',
      payload_version: '1.0',
      last_success_at: 1768435200.25,
      last_failure_at: null
    },
    { type: 'EMAIL', emails: ['ops@example.com'], last_success_at: null },
    { type: 'SLACK', webhook: 'https://hooks.slack.example/x', extra: true }
  ]
  w = await harness({ state })
  client = createClient({ host: w.emulator.url, apiToken: w.emulator.token })
})
afterAll(async () => {
  await client.close()
  await w.close()
})

it('writes back what it read, targets unchanged', async () => {
  const read = await getNotification(client, { org: 'demo', number: 2 })
  const body: NotificationUpdate = {
    name: read.name,
    environments: read.environments ?? [],
    triggers: (read.triggers ?? []) as NotificationUpdate['triggers'],
    targets: read.targets ?? [],
    type: 'env'
  }
  const ack = await updateNotification(client, {
    org: 'demo',
    number: 2,
    notification: body
  })
  expect(ack).toBe('OK')
  const again = await getNotification(client, { org: 'demo', number: 2 })
  expect(again.targets).toEqual(read.targets)
})
