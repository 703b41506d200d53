/**
 * Numbers in paths and queries are decimal digits: what the service's
 * schemas refuse (`0x1`, ` 1`, an empty value), the emulator refuses with a
 * 400 that names the parameter.
 */
import { describe, expect, it } from 'vitest'
import { useHarness } from '../../support/emulator.js'

const w = useHarness()

const refused = (field: string) => ({
  status: 400,
  body: {
    message: 'Input payload validation failed',
    errors: { [field]: expect.any(String) as string }
  }
})

describe('refused', () => {
  it.each([
    [
      '/organizations/demo/environments_notifications/0x1',
      'path.notification_number'
    ],
    [
      '/organizations/demo/environments_notifications/%201',
      'path.notification_number'
    ],
    [
      '/organizations/demo/environments_notifications/1.0',
      'path.notification_number'
    ],
    [
      '/organizations/demo/environments_notifications/1e0',
      'path.notification_number'
    ],
    ['/environments/demo?per_page=0x10', 'query.per_page'],
    ['/environments/demo?page=%202', 'query.page'],
    ['/environments/demo?page=', 'query.page'],
    ['/environments/demo?per_page=', 'query.per_page'],
    ['/deployments/demo?end_ts=0x10', 'query.end_ts'],
    ['/deployments/demo?start_ts=', 'query.start_ts'],
    ['/deployments/demo?end_ts=', 'query.end_ts'],
    ['/deployments/demo?end_ts=Infinity', 'query.end_ts'],
    ['/deployments/demo?page=+2', 'query.page'],
    ['/deployments/demo?per_page=', 'query.per_page'],
    ['/artifacts/demo/demo-flow?page=', 'query.page']
  ])('%s', async (path, field) => {
    expect(await w.api(path)).toMatchObject(refused(field))
  })

  it('says what an empty value lacks', async () => {
    const r = await w.api('/deployments/demo?start_ts=')
    const errors = (r.body as { errors: Record<string, string> }).errors
    expect(errors['query.start_ts']).toMatch(/empty/)
  })

  it('PUT with a hex notification number is refused too', async () => {
    const r = await w.api(
      '/organizations/demo/environments_notifications/0x2',
      {
        method: 'PUT',
        json: {
          name: 'n',
          environments: [],
          triggers: [],
          targets: []
        }
      }
    )
    expect(r).toMatchObject(refused('path.notification_number'))
  })
})

describe('accepted', () => {
  it.each([
    '/deployments/demo?start_ts=1700000000.5&end_ts=1.7e9',
    '/deployments/demo?start_ts=-5&end_ts=.5',
    '/environments/demo?page=002&per_page=50',
    '/environments/demo?page=1&page=2'
  ])('%s', async (path) => {
    expect((await w.api(path)).status).toBe(200)
  })

  it('a leading zero still names the number', async () => {
    const r = await w.api('/organizations/demo/environments_notifications/02')
    expect(r).toMatchObject({ status: 200, body: { number: 2 } })
  })
})
