import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createClient } from '../../../src/api/index.js'
import { ConfigError } from '../../../src/errors.js'
import {
  TOKEN,
  closeAfterEach,
  failure,
  get,
  harness,
  json,
  sequence
} from '../../support/loopback.js'

closeAfterEach()

describe('errors', () => {
  it('renders validation errors one field per line', async () => {
    const h = await harness(
      sequence([
        {
          status: 400,
          body: {
            message: 'Input payload validation failed',
            errors: { data_json: 'Field required', 'query.per_page': 'too big' }
          }
        }
      ])
    )
    const error = await failure(get(h.client))
    expect(error.fieldErrors).toEqual({
      data_json: 'Field required',
      'query.per_page': 'too big'
    })
    expect(error.message).toContain(
      '400 Bad Request: Input payload validation failed\n  data_json: Field required\n  query.per_page: too big'
    )
  })

  it('hints at the token on 401 and at privileges or beta features on 403', async () => {
    const h = await harness((_r, res, i) =>
      json(res, i === 0 ? 401 : 403, { message: 'denied' })
    )
    const unauthorised = await failure(get(h.client))
    expect(unauthorised.message).toContain('check the API token')
    const forbidden = await failure(get(h.client))
    expect(forbidden.message).toContain('lacks the privilege')
    expect(forbidden.message).toContain('beta feature')
  })

  it('summarises an HTML error page from a proxy', async () => {
    const page = `<html><head><title>502</title><style>p{}</style></head><body><h1>Bad gateway</h1><p>${'x'.repeat(500)}</p></body></html>`
    const h = await harness(
      (_r, res) => {
        res.writeHead(418, { 'Content-Type': 'text/html' })
        res.end(page)
      },
      { maxRetries: 0 }
    )
    const error = await failure(get(h.client))
    expect(error.status).toBe(418)
    expect(error.message).toContain("418 I'm a Teapot: 502 Bad gateway xxx")
    expect(error.message).not.toContain('<')
    expect(error.serverMessage.length).toBeLessThanOrEqual(201)
  })

  it('cuts the "You have requested" hint off a 404 message', async () => {
    const h = await harness(
      sequence([
        {
          status: 404,
          body: { message: 'Flow not found. You have requested this URI …' }
        }
      ])
    )
    expect((await failure(get(h.client))).serverMessage).toBe('Flow not found.')
  })

  it('reports a success body that does not match the schema', async () => {
    const h = await harness(sequence([{ status: 200, body: { a: 1 } }]))
    const error = await failure(get(h.client))
    expect(error.status).toBe(200)
    expect(error.message).toContain(
      'the body is not what docs/spec/resources.md describes'
    )
  })
})

describe('headers and secrecy', () => {
  it('sends bearer auth and our User-Agent', async () => {
    const h = await harness(sequence([{ status: 200 }]))
    await get(h.client)
    const headers = h.server.requests[0]?.headers
    expect(headers?.authorization).toBe(`Bearer ${TOKEN}`)
    expect(headers?.['user-agent']).toBe('kosli-attest-action/1.2.3')
  })

  it('sends basic auth as base64 of the key and a colon', async () => {
    const h = await harness(sequence([{ status: 200 }]), { auth: 'basic' })
    await get(h.client)
    const expected = Buffer.from(`${TOKEN}:`).toString('base64')
    expect(h.server.requests[0]?.headers.authorization).toBe(
      `Basic ${expected}`
    )
  })

  it('sends JSON bodies with Content-Type application/json', async () => {
    const h = await harness(sequence([{ status: 200 }]))
    await h.client.send(
      { method: 'PUT', path: '/x', body: { kind: 'json', value: { a: 1 } } },
      z.string()
    )
    const request = h.server.requests[0]
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.body.toString()).toBe('{"a":1}')
  })

  it.each(['bearer', 'basic'] as const)(
    'never shows the %s token, even when the server echoes it',
    async (auth) => {
      const h = await harness(
        (request, res) =>
          json(res, 503, {
            message: `bad header ${request.headers.authorization ?? ''}`,
            errors: { auth: request.headers.authorization ?? '' }
          }),
        { auth, maxRetries: 1 }
      )
      const error = await failure(get(h.client))
      const basic = Buffer.from(`${TOKEN}:`).toString('base64')
      const texts = [
        error.message,
        error.serverMessage,
        JSON.stringify(error.fieldErrors),
        ...h.logger.lines.map((l) => l.message)
      ]
      for (const text of texts) {
        expect(text).not.toContain(TOKEN)
        expect(text).not.toContain(basic)
      }
      expect(error.message).toContain('bad header')
    }
  )

  it('refuses an empty token or one with inner spaces before sending', () => {
    expect(() => createClient({ apiToken: '  ' })).toThrow(ConfigError)
    expect(() => createClient({ apiToken: 'a b' })).toThrow(ConfigError)
  })
})
