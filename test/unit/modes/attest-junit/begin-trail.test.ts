/**
 * attest-junit with `begin-trail`: the trail is begun (the flow created
 * when missing) just before the attestation; a trail that cannot be begun
 * means nothing is attested and the step says why; the client sends the
 * requests of docs/spec/flows-and-trails.md.
 */
import { describe, expect, it } from 'vitest'
import { beginTrail, createFlow } from '../../../../src/api/index.js'
import { ConfigError } from '../../../../src/errors.js'
import type { EmulatorState } from '../../../../src/emulator/index.js'
import type { ModeDeps } from '../../../../src/modes/index.js'
import { junitStage, runMode } from '../../../support/modes.js'
import { useHarness } from '../../../support/emulator.js'

const h = useHarness()

const { deps, raw } = junitStage(h, {
  flow: 'shop',
  trail: 'release-1',
  'begin-trail': 'true'
})

async function shop() {
  const state = await h.state<EmulatorState>()
  return state.orgs.demo?.flows.find((f) => f.name === 'shop')
}

describe('begin-trail: true', () => {
  it('creates the missing flow, begins the trail, then attests: three requests in that order', async () => {
    const result = await runMode('attest-junit', raw(), deps())
    expect(result.failure).toBeUndefined()
    const log = await h.requests()
    expect(log.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'PUT /api/v2/trails/demo/shop 404',
      'PUT /api/v2/flows/demo/template_file 201',
      'PUT /api/v2/trails/demo/shop 201',
      'POST /api/v2/attestations/demo/shop/trail/release-1/junit 201'
    ])
    expect(log[1]?.parts).toEqual([
      { name: 'data_json', size: expect.any(Number) as number },
      {
        name: 'template_file',
        filename: 'template.yml',
        content_type: 'application/octet-stream',
        size: 'version: 1'.length
      }
    ])
    expect(h.logger.lines.map((l) => l.message)).toContain(
      "flow 'shop' did not exist: created it (empty template)"
    )
    const trail = (await shop())?.trails.find((t) => t.name === 'release-1')
    expect(trail?.attestations).toHaveLength(1)
  })

  it('begins and attests through one client (one retry budget for the step), closed once at the end', async () => {
    const base = deps()
    const counts = { opened: 0, closed: 0 }
    const counted: ModeDeps = {
      ...base,
      openClient: async (service) => {
        counts.opened++
        const client = await base.openClient(service)
        const close = client.close.bind(client)
        client.close = async () => {
          counts.closed++
          await close()
        }
        return client
      }
    }
    const result = await runMode(
      'attest-junit',
      raw({ trail: 'one-client' }),
      counted
    )
    expect(result.failure).toBeUndefined()
    const log = await h.requests()
    expect(log.map((r) => r.method)).toEqual(['PUT', 'PUT', 'PUT', 'POST'])
    expect(counts).toEqual({ opened: 1, closed: 1 })
  })

  it('a trail that cannot be begun: nothing is attested, and the step says why', async () => {
    await h.fault({ path: '/trails/*/*', status: 403 })
    const result = await runMode('attest-junit', raw(), deps())
    expect(result.failure).toContain(
      "begin-trail: the trail 'release-1' of flow 'shop' could not be begun, so nothing was attested"
    )
    expect(result.failure).toContain('403')
    const paths = (await h.requests()).map((r) => r.path)
    expect(paths.filter((p) => p.includes('/junit'))).toEqual([])
  })

  it('off by default: the trail is not begun and the unknown trail is a 404', async () => {
    const result = await runMode(
      'attest-junit',
      raw({ 'begin-trail': 'false', flow: 'demo-flow' }),
      deps()
    )
    expect(result.failure).toContain('404')
    expect(result.failure).toContain(
      'begin it with kosli-attest begin trail release-1 --flow demo-flow, or set begin-trail: true'
    )
    const log = await h.requests()
    expect(log.map((r) => r.method)).toEqual(['POST'])
  })

  it('a value other than true or false is a configuration problem naming the input', async () => {
    await expect(
      runMode('attest-junit', raw({ 'begin-trail': 'yes please' }), deps())
    ).rejects.toThrow(/begin-trail/)
  })
})

describe('the client: createFlow and beginTrail', () => {
  it("resolve to 'created' then 'updated'", async () => {
    const client = h.client()
    const flow = { org: h.org, name: 'api', description: 'The API' }
    expect(await createFlow(client, flow)).toBe('created')
    expect(await createFlow(client, flow)).toBe('updated')
    const trail = { org: h.org, flow: 'api', data: { name: 't1' } }
    expect(await beginTrail(client, trail)).toBe('created')
    expect(await beginTrail(client, trail)).toBe('updated')
  })

  it('check the names before sending anything', async () => {
    const client = h.client()
    await expect(
      beginTrail(client, { org: h.org, flow: 'api', data: { name: 'a b' } })
    ).rejects.toBeInstanceOf(ConfigError)
    await expect(
      beginTrail(client, { org: h.org, flow: '~api', data: { name: 'ok' } })
    ).rejects.toBeInstanceOf(ConfigError)
    await expect(createFlow(client, { org: h.org, name: '' })).rejects.toThrow(
      /must match/
    )
    expect(await h.requests()).toEqual([])
  })
})
