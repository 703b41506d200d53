import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as api from '../../../src/api/index.js'
import { ConfigError } from '../../../src/errors.js'
import { FP, junitData } from './calls.js'
import {
  captureAll,
  multipartParts,
  splitUrl,
  type Captured
} from './capture.js'
import {
  json,
  sequence,
  startLoopback,
  type Handler,
  type Loopback
} from '../../support/loopback.js'

describe('every operation sends what docs/spec/operations.md describes', () => {
  let captured: Captured[] = []
  beforeAll(async () => {
    captured = await captureAll()
  })

  it('covers the 18 operations', () => {
    expect(captured.map((c) => c.call.op)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1)
    )
  })

  it.each(Array.from({ length: 18 }, (_, i) => i + 1))('operation %i', (op) => {
    const entry = captured.find((c) => c.call.op === op)
    if (!entry) throw new Error(`operation ${op} not captured`)
    const { call, request } = entry
    const { path, query } = splitUrl(request.url)
    expect(request.method).toBe(call.method)
    expect(path).toBe(call.path)
    expect(query).toEqual(call.query ?? {})
    if (call.body === undefined) {
      expect(request.body.length).toBe(0)
    } else if (call.body !== 'multipart') {
      expect(request.headers['content-type']).toBe('application/json')
      expect(JSON.parse(request.body.toString())).toEqual(call.body)
    }
  })

  it('returns the parsed answers', () => {
    const result = (op: number) =>
      captured.find((c) => c.call.op === op)?.result
    expect(result(1)).toBe('OK')
    expect(result(2)).toMatchObject({
      name: 'ci-bot',
      created_at: 1780584129.5
    })
    expect(result(3)).toBe('OK')
    expect(result(11)).toMatchObject({
      page: 2,
      environments: [{ name: 'prod' }]
    })
    expect(result(16)).toEqual([{ name: 'junit', versions: [] }])
    expect(result(18)).toEqual({ deployments_per_day: 1.5 })
  })

  it('sends the JUnit attestation as multipart with data_json and the file', () => {
    const request = captured.find((c) => c.call.op === 1)?.request
    if (!request) throw new Error('not captured')
    const parts = multipartParts(request)
    expect(parts.dataJson).toEqual(junitData)
    expect(parts.file).toEqual({
      filename: 'junit.xml',
      contentType: 'application/octet-stream',
      content: '<testsuite name="pytest" tests="1"/>'
    })
  })
})

describe('operations', () => {
  let server: Loopback | undefined
  let client: api.Client | undefined
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'api-ops-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  afterEach(async () => {
    await client?.close()
    await server?.close()
  })

  async function start(handler: Handler) {
    server = await startLoopback(handler)
    client = api.createClient({
      host: `${server.url}/prefix/`,
      apiToken: 'ops-token-1',
      sleep: () => Promise.resolve()
    })
    return { server, client }
  }

  it('validates before sending and names the field', async () => {
    const { server, client } = await start(sequence([{ status: 201 }]))
    const bad = { ...junitData, artifact_fingerprint: 'XYZ' }
    const error = await api
      .attestJunit(client, { org: 'demo', flow: 'f', trail: 't', data: bad })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toContain('artifact_fingerprint')
    await expect(
      api.attestJunit(client, {
        org: 'demo',
        flow: '.f',
        trail: 't',
        data: junitData
      })
    ).rejects.toThrow(/flow name "\.f"/)
    await expect(
      api.deleteServiceAccount(client, { org: 'demo', name: 'a'.repeat(65) })
    ).rejects.toThrow(ConfigError)
    await expect(
      api.listEnvironments(client, { org: 'demo', query: { per_page: 51 } })
    ).rejects.toThrow(/per_page/)
    expect(server.requests).toHaveLength(0)
  })

  it('keeps a path prefix of the host and escapes path segments', async () => {
    const { server, client } = await start(
      sequence([{ status: 200, body: [] }])
    )
    await api.listPolicies(client, { org: 'a/b?c' })
    expect(server.requests[0]?.url).toBe('/prefix/api/v2/policies/a%2Fb%3Fc')
  })

  it('re-sends the attachment from the file on a retry', async () => {
    const path = join(dir, 'report.xml')
    writeFileSync(path, 'x'.repeat(100_000))
    const { server, client } = await start(
      sequence([{ status: 503 }, { status: 201, body: 'OK' }])
    )
    await api.attestJunit(client, {
      org: 'demo',
      flow: 'f',
      trail: 't',
      data: junitData,
      attachment: { path, filename: 'report.xml' }
    })
    expect(server.requests).toHaveLength(2)
    for (const request of server.requests) {
      expect(multipartParts(request).file?.content).toHaveLength(100_000)
    }
  })

  it('refuses an attachment over 10 MB before sending', async () => {
    const path = join(dir, 'big.bin')
    writeFileSync(path, '')
    truncateSync(path, 10_000_000 + 1)
    const { server, client } = await start(sequence([{ status: 201 }]))
    await expect(
      api.attestJunit(client, {
        org: 'demo',
        flow: 'f',
        trail: 't',
        data: junitData,
        attachment: { path, filename: 'big.bin' }
      })
    ).rejects.toThrow(/at most 10 MB/)
    await expect(
      api.attestJunit(client, {
        org: 'demo',
        flow: 'f',
        trail: 't',
        data: junitData,
        attachment: { path: join(dir, 'missing'), filename: 'm' }
      })
    ).rejects.toThrow(/Cannot read the attachment/)
    expect(server.requests).toHaveLength(0)
  })

  it('reads a plain-array environment listing as one page', async () => {
    const { client } = await start(
      sequence([{ status: 200, body: [{ name: 'a' }, { name: 'b' }] }])
    )
    const page = await api.listEnvironments(client, { org: 'demo' })
    expect(page).toMatchObject({ page: 1, total_pages: 1, total_count: 2 })
    expect(page.environments.map((e) => e.name)).toEqual(['a', 'b'])
  })

  it('iterates every page of environments and stops on the last', async () => {
    const { server, client } = await start((request, res) => {
      const n = Number(
        new URL(request.url, 'http://x').searchParams.get('page')
      )
      json(res, 200, {
        page: n,
        per_page: 2,
        total_pages: 3,
        total_count: 5,
        environments: [{ name: `e${n}a` }, { name: `e${n}b` }].slice(
          0,
          n === 3 ? 1 : 2
        )
      })
    })
    const names: string[] = []
    for await (const env of api.iterateEnvironments(client, 'demo', {
      per_page: 2
    })) {
      names.push(env.name)
    }
    expect(names).toEqual(['e1a', 'e1b', 'e2a', 'e2b', 'e3a'])
    expect(server.requests).toHaveLength(3)
    expect(splitUrl(server.requests[0]?.url ?? '').query.per_page).toEqual([
      '2'
    ])
  })

  it('stops a deployment walk whose server never reaches the last page', async () => {
    const { server, client } = await start((request, res) => {
      const n = Number(
        new URL(request.url, 'http://x').searchParams.get('page')
      )
      json(res, 200, {
        page: n,
        per_page: 1,
        total_pages: n + 1,
        total_count: n + 1,
        deployments: [{ fingerprint: FP, env_name: `d${n}` }]
      })
    })
    const seen: string[] = []
    for await (const d of api.iterateDeployments(client, 'demo', {
      per_page: 1
    })) {
      seen.push(d.env_name ?? '')
    }
    expect(seen).toEqual(['d1', 'd2'])
    expect(server.requests).toHaveLength(2)
  })

  it('refuses per_page 0 for a walk', async () => {
    const { client } = await start(sequence([{ status: 200 }]))
    const walk = api.iterateDeployments(client, 'demo', { per_page: 0 })
    await expect(walk.next()).rejects.toThrow(ConfigError)
  })
})
