/**
 * Bound to an address other than loopback (`serve --bind 0.0.0.0`), the
 * control endpoints (the state with every token, faults, reset) answer
 * another machine only with the control token. This machine, addressing the
 * emulator by a loopback name, needs none.
 */
import { request } from 'node:http'
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startEmulator,
  type RunningEmulator
} from '../../../src/emulator/index.js'
import { itUnless } from '../../support/skip.js'

let open: RunningEmulator
let chosen: RunningEmulator
const TOKEN = 'team-control-token-0123456789'
beforeAll(async () => {
  open = await startEmulator({ host: '0.0.0.0' })
  chosen = await startEmulator({ host: '0.0.0.0', controlToken: TOKEN })
})
afterAll(async () => {
  await open.close()
  await chosen.close()
})

interface Sent {
  address?: string
  host?: string
  method?: string
  authorization?: string
}

/** A raw control request to `emulator`, at `address`, with this Host. */
function control(
  emulator: RunningEmulator,
  path: string,
  sent: Sent = {}
): Promise<{ status: number; text: string }> {
  const port = Number(new URL(emulator.url).port)
  const address = sent.address ?? '127.0.0.1'
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: address,
        port,
        path: `/_emulator/${path}`,
        method: sent.method ?? 'GET',
        headers: {
          host: sent.host ?? `${address}:${port}`,
          ...(sent.authorization && { authorization: sent.authorization })
        }
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8').on('data', (t: string) => (text += t))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      }
    )
    req.on('error', reject)
    req.end()
  })
}

/** An IPv4 address of this machine that is not loopback, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i?.family === 'IPv4' && !i.internal)?.address

describe('control routes of an emulator bound to 0.0.0.0', () => {
  it('makes up a control token when none is given, and uses the one given', () => {
    expect(open.controlToken).toMatch(/^kat_control_[\w-]{24}$/)
    expect(chosen.controlToken).toBe(TOKEN)
  })

  it('this machine by a loopback name: answered without a token', async () => {
    expect((await control(open, 'faults')).status).toBe(200)
  })

  it('by another name (a DNS alias of this machine): 401 without the token, 200 with it', async () => {
    const host = 'emulator.team.example:8001'
    const refused = await control(open, 'state', { host })
    expect(refused.status).toBe(401)
    expect(refused.text).toContain('need the control token')
    expect(refused.text).not.toContain('kat_demo_admin')
    const wrong = await control(open, 'state', {
      host,
      authorization: 'Bearer kat_demo_admin_4f8e2b7c9d1a'
    })
    expect(wrong.status).toBe(401)
    const allowed = await control(open, 'state', {
      host,
      authorization: `Bearer ${open.controlToken ?? ''}`
    })
    expect(allowed.status).toBe(200)
    expect(allowed.text).toContain('kat_demo_admin')
  })

  itUnless(
    outside === undefined && 'this machine has no non-loopback IPv4 address',
    'from another address of the machine (a peer that is not loopback): reset refused without the token, done with it',
    async () => {
      const address = outside ?? ''
      const refused = await control(chosen, 'reset', {
        address,
        method: 'POST'
      })
      expect(refused.status).toBe(401)
      const done = await control(chosen, 'reset', {
        address,
        method: 'POST',
        authorization: `Bearer ${TOKEN}`
      })
      expect(done.status).toBe(200)
    }
  )
})
