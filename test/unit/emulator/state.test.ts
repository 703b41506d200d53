import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  demoState,
  DEMO_TOKENS,
  startEmulator
} from '../../../src/emulator/index.js'
import { loadStateFile } from '../../../src/emulator/state.js'
import { ConfigError } from '../../../src/errors.js'
import { harness, NOW_MS } from '../../support/emulator.js'

const FIXTURE = 'fixtures/emulator-state.json'

describe('emulator state', () => {
  it('loads fixtures/emulator-state.json with every collection filled', async () => {
    const state = await loadStateFile(FIXTURE)
    const demo = state.orgs.demo
    expect(demo?.features).toEqual({ trail_moments: true, controls: true })
    for (const [key, value] of Object.entries(demo ?? {})) {
      expect(Object.keys(value as object).length, key).toBeGreaterThan(0)
    }
    expect(state.orgs.acme?.features).toEqual({
      trail_moments: false,
      controls: false
    })
  })

  it('serves from the fixture file', async () => {
    const h = await harness({ state: FIXTURE })
    const r = await h.api(
      '/env-diff/demo?snappish1=staging&snappish2=production'
    )
    await h.close()
    expect(h.emulator.token).toBe(DEMO_TOKENS.admin)
    expect(r.status).toBe(200)
  })

  it('builds the same demo state from the same clock', () => {
    expect(demoState(NOW_MS)).toEqual(demoState(NOW_MS))
    expect(demoState(NOW_MS)).not.toEqual(demoState(NOW_MS + 1000))
  })

  it('names the file and the field of an invalid state', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emulator-state-'))
    const file = join(dir, 'state.json')
    const state = demoState(NOW_MS) as unknown as {
      orgs: { demo: { environments: { type: string }[] } }
    }
    const first = state.orgs.demo.environments[0]
    if (first) first.type = 'mainframe'
    await writeFile(file, JSON.stringify(state))
    const error = await loadStateFile(file).catch((e: unknown) => e)
    await writeFile(file, '{not json')
    const syntax = await loadStateFile(file).catch((e: unknown) => e)
    await rm(dir, { recursive: true })
    expect(error).toBeInstanceOf(ConfigError)
    expect(String(error)).toContain(file)
    expect(String(error)).toContain('orgs.demo.environments[0].type')
    expect(String(syntax)).toContain('is not valid JSON')
  })

  it('reports the first admin token of a given state object', async () => {
    const state = demoState(NOW_MS)
    state.tokens = [
      { token: 'reader-only-token', org: 'acme', privilege: 'reader' },
      { token: 'acme-admin-token', org: 'acme', privilege: 'admin' }
    ]
    const emulator = await startEmulator({ state })
    await emulator.close()
    expect([emulator.org, emulator.token]).toEqual(['acme', 'acme-admin-token'])
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })
})
