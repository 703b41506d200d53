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
      'GET /api/v2/flows/demo/shop 404',
      'PUT /api/v2/flows/demo/template_file 201',
      'PUT /api/v2/trails/demo/shop 201',
      'POST /api/v2/attestations/demo/shop/trail/release-1/junit 201'
    ])
    expect(log[2]?.parts).toEqual([
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
    expect(log.map((r) => r.method)).toEqual([
      'PUT',
      'GET',
      'PUT',
      'PUT',
      'POST'
    ])
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

const SHOP_TEMPLATE = {
  text: 'version: 1\ntrail:\n  attestations:\n    - name: unit-tests\n      type: junit\n    - name: security-scan\n      type: generic\n',
  filename: 'shop.yml'
}
const MISSING = "Flow named 'shop' does not exist for organization 'demo'"

/** The flow `shop` with two required slots, made by the team beforehand. */
async function shopWithTemplate() {
  const client = h.client()
  await createFlow(client, {
    org: h.org,
    name: 'shop',
    description: 'The shop',
    template: SHOP_TEMPLATE
  })
}

/** The requests after the set-up's one create flow. */
async function stepRequests(): Promise<string[]> {
  const log = await h.requests()
  return log.slice(1).map((r) => `${r.method} ${r.path} ${r.status}`)
}

describe("begin-trail never replaces an existing flow's template", () => {
  it('a 404 that does not name the flow (a proxy, a passing fault): the flow is read, found, and the trail begun again; the template stays', async () => {
    await shopWithTemplate()
    await h.fault({
      method: 'PUT',
      path: '/trails/demo/shop',
      status: 404,
      body: { message: 'Not Found' }
    })
    const result = await runMode('attest-junit', raw(), deps())
    expect(result.failure).toBeUndefined()
    expect(await stepRequests()).toEqual([
      'PUT /api/v2/trails/demo/shop 404',
      'GET /api/v2/flows/demo/shop 200',
      'PUT /api/v2/trails/demo/shop 201',
      'POST /api/v2/attestations/demo/shop/trail/release-1/junit 201'
    ])
    expect(await shop()).toMatchObject({
      description: 'The shop',
      template: { slots: ['unit-tests', 'security-scan'] }
    })
  })

  it('a create flow that answers 200 (another job created the flow at the same moment) fails the step and says what happened', async () => {
    await shopWithTemplate()
    // Both reads say the flow is missing; by the create, it is there.
    await h.fault({
      method: 'PUT',
      path: '/trails/demo/shop',
      status: 404,
      body: { message: MISSING }
    })
    await h.fault({
      method: 'GET',
      path: '/flows/demo/shop',
      status: 404,
      body: { message: MISSING }
    })
    const result = await runMode('attest-junit', raw(), deps())
    expect(result.failure).toContain(
      "flow 'shop' did not exist when read, but create flow answered 200 (it existed by then: another job created it at the same moment)"
    )
    expect(result.failure).toContain('apply it again if needed')
    expect(await stepRequests()).toEqual([
      'PUT /api/v2/trails/demo/shop 404',
      'GET /api/v2/flows/demo/shop 404',
      'PUT /api/v2/flows/demo/template_file 200'
    ])
  })

  it('a 404 from both begin trail and the read that never says the flow is missing: no flow is created, and the step says why', async () => {
    await shopWithTemplate()
    await h.fault({
      path: '/trails/demo/shop',
      status: 404,
      body: { message: 'Not Found' }
    })
    await h.fault({
      path: '/flows/demo/shop',
      status: 404,
      body: '<html>404 Not Found</html>'
    })
    const result = await runMode('attest-junit', raw(), deps())
    expect(result.failure).toContain(
      "without the service saying that flow 'shop' does not exist"
    )
    expect(await stepRequests()).toEqual([
      'PUT /api/v2/trails/demo/shop 404',
      'GET /api/v2/flows/demo/shop 404'
    ])
    expect((await shop())?.template.slots).toEqual([
      'unit-tests',
      'security-scan'
    ])
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
