/**
 * Nothing leaks across origins: a web page cannot reset the emulator,
 * inject faults or read its state through the control endpoints.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { harness, type Harness } from '../../support/emulator.js'

let w: Harness
let own: string
beforeAll(async () => {
  w = await harness()
  own = w.emulator.url
})
afterAll(() => w.close())
afterEach(async () => {
  await w.control('reset', { method: 'POST' })
})

const accounts = async () => {
  const r = await w.api('/organizations/demo/environments_notifications/1')
  return r.status
}

describe('refused', () => {
  it('a text/plain POST, as a cross-site form or fetch sends it', async () => {
    await w.api('/service-accounts/demo/reporter', { method: 'DELETE' })
    const r = await w.control('reset', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'text/plain' }
    })
    expect(r.status).toBe(415)
    const gone = await w.api('/service-accounts/demo/reporter', {
      method: 'DELETE'
    })
    expect(gone.status).toBe(404) // not reset
  })

  it('a fault sent as text/plain', async () => {
    const r = await w.control('faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/**', status: 500 }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' }
    })
    expect(r.status).toBe(415)
    expect((await w.control('faults')).body).toEqual([])
    expect(await accounts()).toBe(200)
  })

  it.each(['http://evil.example', 'null', 'http://127.0.0.1:1'])(
    'a request with Origin %s',
    async (origin) => {
      const r = await w.control('faults', {
        method: 'POST',
        json: { path: '/**', status: 500 },
        headers: { origin }
      })
      expect(r).toMatchObject({
        status: 403,
        body: { message: expect.stringContaining('origin') as string }
      })
      const read = await w.control('state', { headers: { origin } })
      expect(read.status).toBe(403)
      expect(await accounts()).toBe(200)
    }
  )

  it('a Host that is not a loopback name (DNS rebinding)', async () => {
    const port = new URL(own).port
    const r = await w.control('state', {
      headers: { host: `rebound.example:${port}` }
    })
    expect(r.status).toBe(403)
  })
})

describe('accepted', () => {
  it('the emulator’s own origin, with JSON', async () => {
    const r = await w.control('faults', {
      method: 'POST',
      json: { path: '/nothing', status: 500 },
      headers: { origin: own }
    })
    expect(r.status).toBe(201)
  })

  it('a POST without a body (reset, as curl -X POST sends it)', async () => {
    const r = await w.control('reset', { method: 'POST' })
    expect(r.status).toBe(200)
  })

  it('localhost as the Host name', async () => {
    const port = new URL(own).port
    const r = await w.control('limits', {
      headers: { host: `localhost:${port}` }
    })
    expect(r.status).toBe(200)
  })
})
