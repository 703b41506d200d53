/**
 * Faults with `after: "store"` model an ambiguous outcome: the attestation
 * is stored, then the connection is cut or the answer held past the client's
 * timeout. The client sees a failure; the service has the attestation, once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  attestJunit,
  createClient,
  type Client
} from '../../../src/api/index.js'
import type {
  EmulatorState,
  RequestRecord
} from '../../../src/emulator/index.js'
import {
  JUNIT_PATH,
  junitData,
  junitForm,
  harness,
  type Harness
} from '../../support/emulator.js'

let w: Harness
let client: Client
beforeAll(async () => {
  w = await harness()
  client = createClient({
    host: w.emulator.url,
    apiToken: w.emulator.token,
    maxRetries: 0,
    timeoutMs: 300
  })
})
afterAll(async () => {
  await client.close()
  await w.close()
})
afterEach(async () => {
  await w.control('reset', { method: 'POST' })
})

async function stored(name: string) {
  const state = (await w.control('state')).body as EmulatorState
  const trail = state.orgs.demo?.flows[0]?.trails[0]
  return trail?.attestations.filter((a) => a.attestation_name === name) ?? []
}

const fault = (json: Record<string, unknown>) =>
  w.control('faults', {
    method: 'POST',
    json: { method: 'POST', path: '/attestations/**', ...json }
  })

const attest = (name: string) =>
  attestJunit(client, {
    org: 'demo',
    flow: 'demo-flow',
    trail: 'demo-trail',
    data: junitData({ attestation_name: name })
  })

describe('after: store', () => {
  it('drop: stored once, the client sees the connection cut', async () => {
    expect((await fault({ after: 'store', drop: true })).status).toBe(201)
    await expect(attest('dropped')).rejects.toThrow(
      /socket|closed|reset|terminated/i
    )
    expect(await stored('dropped')).toHaveLength(1)
    const log = (await w.control('requests')).body as RequestRecord[]
    expect(log.at(-1)).toMatchObject({
      fault: true,
      status: 0,
      handled_status: 201
    })
  })

  it('delayMs: stored once, the client times out', async () => {
    await fault({ after: 'store', delayMs: 5000 })
    await expect(attest('held')).rejects.toThrow(/time|abort/i)
    expect(await stored('held')).toHaveLength(1)
  })

  it('status: stored once, the client sees the error status', async () => {
    await fault({ after: 'store', status: 502 })
    const r = await w.api(JUNIT_PATH, {
      body: junitForm(junitData({ attestation_name: 'gateway' }))
    })
    expect(r.status).toBe(502)
    expect(await stored('gateway')).toHaveLength(1)
  })
})

describe('after: receive (the default)', () => {
  it('drop: nothing is stored', async () => {
    await fault({ drop: true })
    await expect(attest('never')).rejects.toThrow()
    expect(await stored('never')).toHaveLength(0)
  })

  it('lists the fault with its after', async () => {
    await fault({ status: 503 })
    expect((await w.control('faults')).body).toMatchObject([
      { after: 'receive', status: 503 }
    ])
  })
})
