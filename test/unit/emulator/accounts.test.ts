import { describe, expect, it } from 'vitest'
import {
  NotificationSchema,
  ServiceAccountSchema
} from '../../../src/api/schemas/index.js'
import { useHarness, NOW } from '../../support/emulator.js'

const h = useHarness()

const patch = (name: string, json: unknown) =>
  h.api(`/service-accounts/demo/${name}`, { method: 'PATCH', json })

describe('update a service account', () => {
  it('changes the privilege and leaves an omitted description as it is', async () => {
    const r = await patch('ci-bot', { privilege: 'admin' })
    expect(r.status).toBe(200)
    expect(ServiceAccountSchema.parse(r.body)).toMatchObject({
      name: 'ci-bot',
      privilege: 'admin',
      description: 'ci-bot service account'
    })
  })

  it('clears the description with null', async () => {
    const r = await patch('ci-bot', { description: null })
    expect(r.body).toMatchObject({ description: null, privilege: 'member' })
  })

  it('answers Service account not found', async () => {
    const r = await patch('ghost', { description: 'x' })
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Service account not found' }
    })
  })

  it.each([
    [{ privilege: 'owner' }, 'privilege'],
    [{ description: 'x'.repeat(513) }, 'description'],
    [{ name: 'renamed' }, 'body'],
    [{}, 'body']
  ])('refuses %j', async (json, field) => {
    const r = await patch('ci-bot', json)
    expect(r.status).toBe(400)
    expect(Object.keys((r.body as { errors: object }).errors)).toContain(field)
  })

  it('refuses a name outside 1-64 of [a-zA-Z0-9-]', async () => {
    const r = await patch('a'.repeat(65), { description: 'x' })
    expect(r).toMatchObject({
      status: 400,
      body: { errors: { 'path.name': expect.any(String) as string } }
    })
  })
})

describe('delete a service account', () => {
  it('deletes it, answers "OK", and then no longer finds it', async () => {
    const first = await h.api('/service-accounts/demo/reporter', {
      method: 'DELETE',
      json: null
    })
    const second = await h.api('/service-accounts/demo/reporter', {
      method: 'DELETE',
      json: null
    })
    expect(first).toMatchObject({ status: 200, body: 'OK' })
    expect(second).toMatchObject({
      status: 404,
      body: { message: 'Service account not found' }
    })
  })
})

describe('environment notifications', () => {
  const path = '/organizations/demo/environments_notifications'
  const update = {
    name: 'prod-webhook',
    type: 'env',
    environments: ['production'],
    triggers: ['ON_STARTED_ARTIFACT'],
    targets: [
      {
        type: 'WEBHOOK',
        webhook: 'https://hooks.example.com/new',
        payload_version: '1.0'
      }
    ]
  }

  it('gets a notification with its Slack target', async () => {
    const r = await h.api(`${path}/1`)
    const notification = NotificationSchema.parse(r.body)
    expect(notification).toMatchObject({ number: 1, name: 'production-slack' })
    expect(notification.targets?.[0]?.type).toBe('SLACK')
  })

  it('updates a notification, answers "OK", and the change reads back', async () => {
    const r = await h.api(`${path}/2`, { method: 'PUT', json: update })
    expect(r).toMatchObject({ status: 200, body: 'OK' })
    const read = await h.api(`${path}/2`)
    expect(read.body).toMatchObject({
      ...update,
      number: 2,
      last_modified_at: NOW
    })
  })

  it.each([
    ['GET', undefined],
    ['PUT', update]
  ])('answers Action not found on %s', async (method, json) => {
    const r = await h.api(`${path}/99`, { method, json })
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Action not found' }
    })
  })

  it('refuses an update without targets and with a bad trigger', async () => {
    const { targets: _targets, ...rest } = update
    const r = await h.api(`${path}/1`, {
      method: 'PUT',
      json: { ...rest, triggers: ['ON_LUNCH'] }
    })
    expect(r.status).toBe(400)
    expect(Object.keys((r.body as { errors: object }).errors).sort()).toEqual([
      'targets',
      'triggers.0'
    ])
  })

  it('refuses a number that is not an integer', async () => {
    const r = await h.api(`${path}/abc`)
    expect(r).toMatchObject({
      status: 400,
      body: {
        errors: { 'path.notification_number': expect.any(String) as string }
      }
    })
  })
})
