import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  getNotificationCommand,
  updateNotificationCommand
} from '../../../../src/cli/commands/notifications.js'
import { startCliHarness, type CliHarness } from '../../../support/command.js'

let h: CliHarness
beforeAll(async () => {
  h = await startCliHarness()
})
afterAll(() => h.close())
beforeEach(() => h.reset())

async function notification(n: number) {
  const { stdout } = await h.run(getNotificationCommand, [
    String(n),
    '--output',
    'json'
  ])
  return JSON.parse(stdout) as Record<string, unknown>
}

describe('get notification', () => {
  it('json is the notification; the table lists fields and targets', async () => {
    expect(await notification(2)).toMatchObject({
      number: 2,
      name: 'staging-webhook',
      triggers: ['ON_STARTED_ARTIFACT', 'ON_ALLOWED_ARTIFACT']
    })
    const { code, stdout } = await h.run(getNotificationCommand, ['1'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/name\s+production-slack/)
    expect(stdout).toMatch(
      /targets\s+SLACK https:\/\/hooks\.slack\.example\.com/
    )
    expect(stdout).toMatch(/created_at\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)
  })

  it('exit 1 for a missing notification, 2 for a number that is not one', async () => {
    const missing = await h.run(getNotificationCommand, ['99'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('Action not found')
    const bad = await h.run(getNotificationCommand, ['two'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain(
      'notification number "two" is not a whole number'
    )
  })
})

describe('update notification', () => {
  it('--file sends the body as given; flags override its fields', async () => {
    const file = join(h.dir, 'body.json')
    await writeFile(
      file,
      JSON.stringify({
        name: 'prod-hook',
        type: 'env',
        environments: ['production'],
        triggers: ['ON_NON_COMPLIANT_ENV'],
        targets: [
          {
            type: 'WEBHOOK',
            webhook: 'https://hooks.example.com/new',
            payload_version: '1.0'
          }
        ]
      })
    )
    const { code, stdout } = await h.run(updateNotificationCommand, [
      '2',
      '--file',
      'body.json',
      '--name',
      'prod-hook-2'
    ])
    expect(code).toBe(0)
    expect(stdout).toBe('notification 2 was updated\n')
    const put = (await h.requests()).find((r) => r.method === 'PUT')
    expect(put?.body).toMatchObject({
      name: 'prod-hook-2',
      environments: ['production']
    })
    expect(await notification(2)).toMatchObject({
      name: 'prod-hook-2',
      triggers: ['ON_NON_COMPLIANT_ENV']
    })
  })

  it('flags alone change only what they name (read, then write)', async () => {
    const { code } = await h.run(updateNotificationCommand, [
      '2',
      '--environments',
      'staging',
      '--triggers',
      'ON_COMPLIANT_ENV',
      '--triggers',
      'ON_NON_COMPLIANT_ENV'
    ])
    expect(code).toBe(0)
    expect(await notification(2)).toMatchObject({
      name: 'staging-webhook',
      environments: ['staging'],
      triggers: ['ON_COMPLIANT_ENV', 'ON_NON_COMPLIANT_ENV'],
      targets: [{ type: 'WEBHOOK', webhook: 'https://hooks.example.com/kosli' }]
    })
  })

  it('--targets-file replaces the targets', async () => {
    const targets = join(h.dir, 'targets.json')
    await writeFile(
      targets,
      JSON.stringify([{ type: 'EMAIL', emails: ['ops@example.com'] }])
    )
    const { code } = await h.run(updateNotificationCommand, [
      '2',
      '--targets-file',
      targets
    ])
    expect(code).toBe(0)
    expect((await notification(2)).targets).toMatchObject([
      { type: 'EMAIL', emails: ['ops@example.com'] }
    ])
  })

  it('validated locally: a bad body is exit 2 with the schema message, nothing sent', async () => {
    const file = join(h.dir, 'bad.json')
    await writeFile(
      file,
      JSON.stringify({
        name: 'x',
        environments: [],
        triggers: ['ON_DEPLOY'],
        targets: [{ type: 'WEBHOOK', webhook: 'not a url' }]
      })
    )
    const { code, stderr } = await h.run(updateNotificationCommand, [
      '2',
      '--file',
      file
    ])
    expect(code).toBe(2)
    expect(stderr).toContain('is not valid; nothing was sent')
    expect(stderr).toContain('triggers[0]')
    expect((await h.requests()).filter((r) => r.method === 'PUT')).toEqual([])
    const trigger = await h.run(updateNotificationCommand, [
      '2',
      '--triggers',
      'ON_DEPLOY'
    ])
    expect(trigger.code).toBe(2)
    expect(trigger.stderr).toContain(
      '--triggers: "ON_DEPLOY" is not one of ON_STARTED_ARTIFACT'
    )
  })

  it('nothing to change, or a file that is not JSON: exit 2', async () => {
    const nothing = await h.run(updateNotificationCommand, ['2'])
    expect(nothing.code).toBe(2)
    expect(nothing.stderr).toContain('nothing to change')
    const file = join(h.dir, 'not.json')
    await writeFile(file, 'name: yaml')
    const notJson = await h.run(updateNotificationCommand, [
      '2',
      '--file',
      file
    ])
    expect(notJson.code).toBe(2)
    expect(notJson.stderr).toContain(`--file: cannot read JSON from ${file}`)
  })

  it('--dry-run prints the PUT it would send', async () => {
    const { code, stdout } = await h.run(updateNotificationCommand, [
      '1',
      '--name',
      'renamed',
      '--dry-run'
    ])
    expect(code).toBe(0)
    expect(stdout).toContain(
      `PUT ${h.url}/api/v2/organizations/demo/environments_notifications/1`
    )
    expect(stdout).toContain('"name": "renamed"')
    expect((await h.requests()).map((r) => r.method)).toEqual(['GET'])
  })
})
