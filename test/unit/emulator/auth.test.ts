import { describe, expect, it } from 'vitest'
import { DEMO_TOKENS, useHarness } from '../../support/emulator.js'

const FORBIDDEN = "You don't have permission to access this resource"
const basic = (text: string) =>
  `Basic ${Buffer.from(text, 'utf8').toString('base64')}`

const h = useHarness()

describe('authentication', () => {
  it('accepts a bearer token', async () => {
    const r = await h.api('/policies/demo')
    expect(r.status).toBe(200)
  })

  it('accepts basic auth with nothing after the colon', async () => {
    const r = await h.api('/policies/demo', {
      authorization: basic(`${DEMO_TOKENS.admin}:`)
    })
    expect(r.status).toBe(200)
  })

  it('ignores the text after the colon of basic auth', async () => {
    const r = await h.api('/policies/demo', {
      authorization: basic(`${DEMO_TOKENS.admin}:anything at all`)
    })
    expect(r.status).toBe(200)
  })

  it('refuses basic auth without the colon', async () => {
    const r = await h.api('/policies/demo', {
      authorization: basic(DEMO_TOKENS.admin)
    })
    expect(r.status).toBe(401)
    expect(r.body).toEqual({
      message: expect.stringContaining('the colon is required') as string
    })
  })

  it('refuses a request without a token, naming the header', async () => {
    const r = await h.api('/policies/demo', { token: null })
    expect(r.status).toBe(401)
    expect(r.headers['www-authenticate']).toBe('Bearer')
    expect(JSON.stringify(r.body)).toContain('Authorization')
  })

  it('refuses a wrong token without echoing it', async () => {
    const r = await h.api('/policies/demo', { token: 'not-a-real-key-123' })
    expect(r.status).toBe(401)
    expect(JSON.stringify(r.body)).not.toContain('not-a-real-key-123')
  })

  it('refuses an unknown scheme', async () => {
    const r = await h.api('/policies/demo', {
      authorization: `Token ${DEMO_TOKENS.admin}`
    })
    expect(r.status).toBe(401)
  })
})

describe('privileges and beta features', () => {
  it('lets a reader token read', async () => {
    const r = await h.api('/environments/demo', { token: DEMO_TOKENS.reader })
    expect(r.status).toBe(200)
  })

  it('refuses a write to a reader token with 403', async () => {
    const r = await h.api('/allowlists/demo/staging', {
      method: 'PUT',
      token: DEMO_TOKENS.reader,
      json: {
        artifact_fingerprint: 'a'.repeat(64),
        artifact_name: 'x',
        description: 'y'
      }
    })
    expect(r).toMatchObject({ status: 403, body: { message: FORBIDDEN } })
  })

  it('refuses service-account changes to a member token', async () => {
    const r = await h.api('/service-accounts/demo/ci-bot', {
      method: 'PATCH',
      token: DEMO_TOKENS.member,
      json: { description: 'x' }
    })
    expect(r).toMatchObject({ status: 403, body: { message: FORBIDDEN } })
  })

  it('answers detach without permission with its own message', async () => {
    const r = await h.api('/environments/demo/staging/policies', {
      method: 'DELETE',
      token: DEMO_TOKENS.reader,
      json: { policy_names: ['provenance-required'] }
    })
    expect(r).toMatchObject({
      status: 403,
      body: { message: 'User does not have permission to detach policy' }
    })
  })

  it('refuses another org than the token’s with 403', async () => {
    const r = await h.api('/environments/acme', { token: DEMO_TOKENS.admin })
    expect(r).toMatchObject({ status: 403, body: { message: FORBIDDEN } })
  })

  it('refuses trail moments to an org without the feature', async () => {
    const r = await h.api('/trails/acme/acme-flow/main/moments/latest', {
      token: DEMO_TOKENS.acme
    })
    expect(r).toMatchObject({ status: 403, body: { message: FORBIDDEN } })
  })

  it('refuses controls to an org without the feature', async () => {
    const r = await h.api('/controls/acme/ACME-1/archive', {
      method: 'POST',
      token: DEMO_TOKENS.acme,
      json: null
    })
    expect(r).toMatchObject({ status: 403, body: { message: FORBIDDEN } })
  })

  it('allows both beta features in the demo org', async () => {
    const moment = await h.api('/trails/demo/demo-flow/demo-trail/moments/1')
    const control = await h.api('/controls/demo/CTRL-002/archive', {
      method: 'POST',
      json: null
    })
    expect([moment.status, control.status]).toEqual([200, 200])
  })
})

describe('routing', () => {
  it('answers 404 for an unknown endpoint and 405 for a wrong method', async () => {
    const unknown = await h.api('/nothing/here')
    const wrong = await h.api('/policies/demo', { method: 'POST', json: {} })
    expect(unknown.status).toBe(404)
    expect(wrong.status).toBe(405)
    expect(wrong.headers.allow).toBe('GET')
  })

  it('answers Organization not found for an unknown org', async () => {
    const r = await h.api('/repos/nope/tags')
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Organization not found' }
    })
  })
})
