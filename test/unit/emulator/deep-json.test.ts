/**
 * A state or body nested deeper than the emulator can serialise is refused
 * on the way in, so it can never make later reads fail.
 */
import { describe, expect, it } from 'vitest'
import {
  demoState,
  startEmulator,
  type EmulatorState
} from '../../../src/emulator/index.js'
import {
  JUNIT_PATH,
  junitData,
  NOW_MS,
  useHarness,
  FormData
} from '../../support/emulator.js'

const w = useHarness()

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** The demo state with `user_data` of an attestation nested `depth` deep. */
function deepStateText(depth: number): string {
  const state = demoState(NOW_MS)
  const trail = state.orgs.demo?.flows[0]?.trails[0]
  trail?.attestations.push({
    id: 'deep',
    attestation_name: 'deep',
    attestation_type: 'junit',
    created_at: 0,
    compliant: true,
    data_json: 'PLACEHOLDER',
    attachment: null
  })
  return JSON.stringify(state).replace('"PLACEHOLDER"', nested(depth))
}

describe('PUT /_emulator/state', () => {
  it('refuses a state 200,000 levels deep and keeps answering', async () => {
    const put = await w.control('state', {
      method: 'PUT',
      body: deepStateText(200_000),
      headers: { 'content-type': 'application/json' }
    })
    expect(put).toMatchObject({
      status: 400,
      body: { errors: { body: expect.stringContaining('512') as string } }
    })
    expect((await w.api('/environments/demo')).status).toBe(200)
    const state = await w.control('state')
    expect(state.status).toBe(200)
    expect(state.body).toEqual(demoState(NOW_MS))
  })

  it('takes one 500 levels deep, and serves it back', async () => {
    const put = await w.control('state', {
      method: 'PUT',
      body: deepStateText(500),
      headers: { 'content-type': 'application/json' }
    })
    expect(put.status).toBe(200)
    expect((await w.control('state')).status).toBe(200)
  })
})

describe('API bodies', () => {
  it('refuses a JSON body nested too deep with 400', async () => {
    const r = await w.api('/allowlists/demo/staging', {
      method: 'PUT',
      body: nested(100_000),
      headers: { 'content-type': 'application/json' }
    })
    expect(r).toMatchObject({
      status: 400,
      body: {
        errors: { body: expect.stringContaining('levels deep') as string }
      }
    })
  })

  it('refuses a data_json nested too deep, and the log stays readable', async () => {
    const text = JSON.stringify(junitData({ user_data: { x: 'PLACEHOLDER' } }))
    const form = new FormData()
    form.append('data_json', text.replace('"PLACEHOLDER"', nested(100_000)))
    const r = await w.api(JUNIT_PATH, { body: form })
    expect(r).toMatchObject({
      status: 400,
      body: { errors: { data_json: expect.stringContaining('deep') as string } }
    })
    const log = await w.control('requests')
    expect(log.status).toBe(200)
    expect((await w.control('state')).status).toBe(200)
  })
})

it('startEmulator refuses a deep state object', async () => {
  const state = demoState(NOW_MS) as EmulatorState & { extra?: unknown }
  let deep: unknown[] = []
  const root = deep
  for (let i = 0; i < 10_000; i++) {
    const next: unknown[] = []
    deep.push(next)
    deep = next
  }
  const trail = state.orgs.demo?.flows[0]?.trails[0]
  trail?.attestations.push({
    id: 'deep',
    attestation_name: 'deep',
    attestation_type: 'junit',
    created_at: 0,
    compliant: true,
    data_json: root,
    attachment: null
  })
  await expect(startEmulator({ state })).rejects.toThrow(/levels deep/)
})
