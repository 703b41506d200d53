import { describe, expect, it } from 'vitest'
import { Agent, fetch } from 'undici'
import {
  demoState,
  type EmulatorState,
  type RequestRecord
} from '../../../src/emulator/index.js'
import {
  DEMO_TOKENS,
  useHarness,
  JUNIT_PATH,
  junitForm,
  junitResult,
  NOW_MS
} from '../../support/emulator.js'

const h = useHarness()

const requests = async () =>
  (await h.control('requests')).body as RequestRecord[]

describe('faults', () => {
  it('answers the next count matching requests with the status and Retry-After', async () => {
    const added = await h.control('faults', {
      method: 'POST',
      json: {
        path: '/api/v2/policies/*',
        count: 2,
        status: 503,
        retryAfter: 7
      }
    })
    expect(added.status).toBe(201)
    const first = await h.api('/policies/demo')
    const second = await h.api('/policies/demo')
    const third = await h.api('/policies/demo')
    expect(first.status).toBe(503)
    expect(first.headers['retry-after']).toBe('7')
    expect(first.body).toEqual({ message: 'Injected fault: 503' })
    expect(second.status).toBe(503)
    expect(third.status).toBe(200)
  })

  it('matches on method, a glob without /api/v2, and answers a given body', async () => {
    await h.control('faults', {
      method: 'POST',
      json: {
        method: 'post',
        path: '/attestations/**',
        count: 1,
        status: 429,
        body: { message: 'slow down' }
      }
    })
    const get = await h.api('/attestations/system-attestation-types')
    const post = await h.api(JUNIT_PATH, {
      method: 'POST',
      body: junitForm({ attestation_name: 'x', junit_results: [junitResult()] })
    })
    expect(get.status).toBe(200)
    expect(post).toMatchObject({ status: 429, body: { message: 'slow down' } })
    const log = await requests()
    expect(log.at(-1)).toMatchObject({
      fault: true,
      status: 429,
      data_json: { attestation_name: 'x' }
    })
  })

  it('refuses a regular expression: a path is a glob', async () => {
    const regex = await h.control('faults', {
      method: 'POST',
      json: {
        path: '^/api/v2/environments/demo$',
        count: 1,
        status: 500
      }
    })
    expect(regex).toMatchObject({
      status: 400,
      body: { errors: { path: expect.stringContaining('glob') as string } }
    })
  })

  it('delays a request and then answers it normally', async () => {
    await h.control('faults', {
      method: 'POST',
      json: {
        path: '/policies/demo',
        count: 1,
        delayMs: 50
      }
    })
    const r = await h.api('/policies/demo')
    expect(r.status).toBe(200)
    expect((await requests()).at(-1)).toMatchObject({
      fault: true,
      status: 200
    })
  })

  it('drops the connection', async () => {
    await h.control('faults', {
      method: 'POST',
      json: {
        path: '/policies/demo',
        count: 1,
        drop: true
      }
    })
    await expect(h.api('/policies/demo')).rejects.toThrow()
    expect((await h.api('/policies/demo')).status).toBe(200)
  })

  it('refuses a fault without an effect, or with a bad regular expression', async () => {
    const none = await h.control('faults', {
      method: 'POST',
      json: { path: '/x', count: 1 }
    })
    const regex = await h.control('faults', {
      method: 'POST',
      json: {
        path: '^([',
        count: 1,
        status: 500
      }
    })
    expect(none.status).toBe(400)
    expect(regex.status).toBe(400)
    expect((await h.control('faults')).body).toEqual([])
  })
})

describe('requests log', () => {
  it('records method, path, query and redacts the Authorization value', async () => {
    const basic = Buffer.from(`${DEMO_TOKENS.admin}:`).toString('base64')
    await h.api('/environments/demo?type=K8S&type=ECS&name=prod')
    await h.api('/policies/demo', { authorization: `Basic ${basic}` })
    const log = await requests()
    expect(log[0]).toMatchObject({
      method: 'GET',
      path: '/api/v2/environments/demo',
      query: { type: ['K8S', 'ECS'], name: 'prod' },
      time: NOW_MS,
      status: 200,
      headers: { authorization: 'Bearer ***' }
    })
    expect(log[1]?.headers.authorization).toBe('Basic ***')
    expect(JSON.stringify(log)).not.toContain(DEMO_TOKENS.admin)
    expect(JSON.stringify(log)).not.toContain(basic)
  })

  it('records JSON bodies and multipart parts with sizes', async () => {
    await h.api('/environments/demo/all/join', {
      method: 'PUT',
      json: { physical_env_name: 'qa-server' }
    })
    await h.api(JUNIT_PATH, {
      method: 'POST',
      body: junitForm(
        { attestation_name: 'x', junit_results: [junitResult()] },
        { name: 'a.xml', bytes: new Uint8Array(3) }
      )
    })
    const [join, junit] = await requests()
    expect(join?.body).toEqual({ physical_env_name: 'qa-server' })
    expect(junit?.parts?.map((p) => [p.name, p.filename, p.size])).toEqual([
      ['data_json', undefined, expect.any(Number)],
      ['attachment_file', 'a.xml', 3]
    ])
    expect(junit?.data_json).toEqual({
      attestation_name: 'x',
      junit_results: [junitResult()]
    })
  })
})

describe('bodies', () => {
  it('answers 400 to invalid JSON', async () => {
    const r = await h.api('/allowlists/demo/staging', {
      method: 'PUT',
      body: '{"artifact_name":',
      headers: { 'content-type': 'application/json' }
    })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({
      message: 'Input payload validation failed',
      errors: { body: expect.stringMatching(/^Invalid JSON/) as string }
    })
  })

  it('refuses a JSON body over 1 MB with 413', async () => {
    const r = await h.api('/allowlists/demo/staging', {
      method: 'PUT',
      json: { pad: 'x'.repeat(1024 * 1024) }
    })
    expect(r).toMatchObject({
      status: 413,
      body: {
        message:
          'The request body is larger than the 1 MB limit (1000000 bytes)'
      }
    })
  })

  it('refuses a multipart body over 11 MB with 413 even without a big file', async () => {
    const form = junitForm({
      attestation_name: 'x',
      junit_results: [junitResult()]
    })
    for (let i = 0; i < 12; i++)
      form.append(`extra${i}`, new Blob([new Uint8Array(1024 * 1024)]), `f${i}`)
    const r = await h.api(JUNIT_PATH, { method: 'POST', body: form })
    expect(r.status).toBe(413)
  })

  it('refuses a malformed multipart body with 400', async () => {
    const r = await h.api(JUNIT_PATH, {
      method: 'POST',
      body: '--b\r\nContent-Disposition: form-data; name="data_json"\r\n\r\n{}',
      headers: { 'content-type': 'multipart/form-data; boundary=b' }
    })
    expect(r).toMatchObject({
      status: 400,
      body: {
        message: expect.stringContaining('Malformed multipart') as string
      }
    })
  })
})

describe('state', () => {
  it('reset goes back to the start state and clears the log', async () => {
    await h.api('/service-accounts/demo/reporter', { method: 'DELETE' })
    await h.control('reset', { method: 'POST' })
    const state = (await h.control('state')).body as EmulatorState
    expect(state).toEqual(demoState(NOW_MS))
    expect(await requests()).toEqual([])
  })

  it('PUT replaces the state, and the new tokens apply', async () => {
    const next = demoState(NOW_MS)
    next.tokens = [
      { token: 'replacement-token-1', org: 'acme', privilege: 'admin' }
    ]
    const put = await h.control('state', { method: 'PUT', json: next })
    expect(put.status).toBe(200)
    expect(
      (await h.api('/policies/acme', { token: 'replacement-token-1' })).status
    ).toBe(200)
    expect((await h.api('/policies/demo')).status).toBe(401)
  })

  it('PUT refuses an invalid state with the field and keeps the old one', async () => {
    const bad = { ...demoState(NOW_MS), tokens: [] }
    const put = await h.control('state', { method: 'PUT', json: bad })
    const orphan = await h.control('state', {
      method: 'PUT',
      json: {
        ...demoState(NOW_MS),
        tokens: [
          { token: 'orphan-token-1', org: 'nowhere', privilege: 'admin' }
        ]
      }
    })
    expect(put).toMatchObject({
      status: 400,
      body: { errors: { tokens: expect.any(String) as string } }
    })
    expect(orphan.status).toBe(400)
    expect((await h.api('/policies/demo')).status).toBe(200)
  })

  it('answers 404 for an unknown control endpoint, without auth', async () => {
    const agent = new Agent()
    const r = await fetch(`${h.emulator.url}/_emulator/nope`, {
      dispatcher: agent
    })
    await agent.close()
    expect(r.status).toBe(404)
  })
})
