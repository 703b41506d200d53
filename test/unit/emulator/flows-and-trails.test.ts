import { describe, expect, it } from 'vitest'
import type { EmulatorState } from '../../../src/emulator/index.js'
import {
  DEMO_TOKENS,
  useHarness,
  junitForm,
  junitResult
} from '../../support/emulator.js'
import {
  vendorBeginTrail,
  vendorCreateFlow
} from '../../support/vendor-requests.js'

const h = useHarness()

async function flow(name: string) {
  const state = (await h.control('state')).body as EmulatorState
  return state.orgs.demo?.flows.find((f) => f.name === name)
}

const TEMPLATE = `version: 1
trail:
  attestations:
  - name: unit-tests
    type: junit
  artifacts:
  - name: backend
    attestations:
    - name: scan
      type: snyk
`

const commit = {
  sha1: 'c'.repeat(40),
  message: 'Add the shop',
  author: 'Jane Dev <jane@example.com>',
  timestamp: 1735787045,
  branch: 'main'
}

describe('create flow, as the Kosli CLI sends it', () => {
  it('creates with 201, updates with 200, and keeps the template slots', async () => {
    const first = await h.api(
      '/flows/demo/template_file',
      vendorCreateFlow('shop')
    )
    expect(first).toMatchObject({ status: 201, body: 'OK' })
    expect(await flow('shop')).toMatchObject({
      description: '',
      template: { id: 'template-shop-v1', slots: [] },
      trails: []
    })
    const again = await h.api(
      '/flows/demo/template_file',
      vendorCreateFlow('shop', TEMPLATE, 'The shop')
    )
    expect(again.status).toBe(200)
    expect(await flow('shop')).toMatchObject({
      description: 'The shop',
      template: {
        id: 'template-shop-v2',
        slots: ['unit-tests', 'backend.scan']
      }
    })
  })

  it('takes the deprecated JSON form too', async () => {
    const answer = await h.api('/flows/demo', {
      method: 'PUT',
      json: { name: 'old', description: 'd', template: ['artifact', 'tests'] }
    })
    expect(answer.status).toBe(201)
    expect((await flow('old'))?.template.slots).toEqual(['tests'])
  })

  it('refuses a name outside the documented pattern, and an unknown slot type', async () => {
    const name = await h.api(
      '/flows/demo/template_file',
      vendorCreateFlow('-shop')
    )
    expect(name.status).toBe(400)
    expect(name.body).toMatchObject({
      errors: { 'data_json.name': expect.any(String) as string }
    })
    const bad = TEMPLATE.replace('type: junit', 'type: not-supported')
    const template = await h.api(
      '/flows/demo/template_file',
      vendorCreateFlow('shop', bad)
    )
    expect(template.status).toBe(400)
    expect(template.body).toMatchObject({
      errors: {
        'template_file.trail.attestations.0.type': expect.stringContaining(
          'not-supported'
        ) as string
      }
    })
    const yaml = await h.api(
      '/flows/demo/template_file',
      vendorCreateFlow('shop', 'version: [1')
    )
    expect(yaml.status).toBe(400)
    expect(await flow('shop')).toBeUndefined()
  })

  it('needs a member or admin token', async () => {
    const answer = await h.api('/flows/demo/template_file', {
      ...vendorCreateFlow('shop'),
      token: DEMO_TOKENS.reader
    })
    expect(answer.status).toBe(403)
  })
})

describe("get flow, as the Kosli CLI's get flow reads it", () => {
  it('answers the flow with its slots, and 404 naming a flow that does not exist', async () => {
    await h.api(
      '/flows/demo/template_file',
      vendorCreateFlow('shop', TEMPLATE, 'The shop')
    )
    const found = await h.api('/flows/demo/shop', { token: DEMO_TOKENS.reader })
    expect(found).toMatchObject({
      status: 200,
      body: {
        name: 'shop',
        description: 'The shop',
        template: ['unit-tests', 'backend.scan']
      }
    })
    const missing = await h.api('/flows/demo/nope')
    expect(missing).toMatchObject({
      status: 404,
      body: {
        message: "Flow named 'nope' does not exist for organization 'demo'"
      }
    })
  })
})

describe('begin trail, as the Kosli CLI sends it', () => {
  it('begins with 201, updates with 200, and a later attestation is recorded', async () => {
    const data = {
      name: 'c'.repeat(40),
      git_commit_info: commit,
      origin_url: 'https://ci/1'
    }
    const begun = await h.api('/trails/demo/demo-flow', vendorBeginTrail(data))
    expect(begun).toMatchObject({ status: 201, body: 'OK' })
    const updated = await h.api(
      '/trails/demo/demo-flow',
      vendorBeginTrail({ ...data, description: 'again' })
    )
    expect(updated.status).toBe(200)
    const trail = (await flow('demo-flow'))?.trails.find(
      (t) => t.name === data.name
    )
    expect(trail).toMatchObject({
      attestations: [],
      data_json: { ...data, description: 'again' }
    })
    const attested = await h.api(
      `/attestations/demo/demo-flow/trail/${data.name}/junit`,
      {
        body: junitForm({
          attestation_name: 'unit-tests',
          junit_results: [junitResult()]
        })
      }
    )
    expect(attested.status).toBe(201)
    expect(await h.attestationsOn(data.name)).toHaveLength(1)
  })

  it('takes a trail-level template, and refuses a bad one', async () => {
    const ok = await h.api(
      '/trails/demo/demo-flow',
      vendorBeginTrail({ name: 't1' }, TEMPLATE)
    )
    expect(ok.status).toBe(201)
    const bad = await h.api(
      '/trails/demo/demo-flow',
      vendorBeginTrail({ name: 't2' }, 'version: 2')
    )
    expect(bad.status).toBe(400)
  })

  it('answers 404 for a flow that does not exist', async () => {
    const answer = await h.api(
      '/trails/demo/shop',
      vendorBeginTrail({ name: 't1' })
    )
    expect(answer).toMatchObject({
      status: 404,
      body: {
        message: "Flow named 'shop' does not exist for organization 'demo'"
      }
    })
  })

  it('checks both names as the Kosli CLI documents them', async () => {
    for (const name of ['.hidden', 'a b', 'a/b', '', 'trail?']) {
      const answer = await h.api(
        '/trails/demo/demo-flow',
        vendorBeginTrail({ name })
      )
      expect(answer.status, name).toBe(400)
      expect(answer.body).toMatchObject({
        errors: { 'data_json.name': expect.any(String) as string }
      })
    }
    for (const name of ['v1.2.3', 'a~b_c-d', '0abc']) {
      const answer = await h.api(
        '/trails/demo/demo-flow',
        vendorBeginTrail({ name })
      )
      expect(answer.status, name).toBe(201)
    }
    const path = await h.api(
      '/trails/demo/_flow',
      vendorBeginTrail({ name: 't' })
    )
    expect(path.body).toMatchObject({
      errors: { 'path.flow_name': expect.any(String) as string }
    })
  })

  it('refuses a request without data_json, or with a JSON body', async () => {
    const none = await h.api('/trails/demo/demo-flow', {
      method: 'PUT',
      json: { name: 't' }
    })
    expect(none.body).toMatchObject({ errors: { data_json: 'Field required' } })
  })

  it('an attestation to a trail never begun still gets 404', async () => {
    const answer = await h.api(
      '/attestations/demo/demo-flow/trail/never-begun/junit',
      {
        body: junitForm({
          attestation_name: 'unit-tests',
          junit_results: [junitResult()]
        })
      }
    )
    expect(answer.status).toBe(404)
  })
})
