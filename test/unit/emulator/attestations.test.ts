import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { TrailMomentSchema } from '../../../src/api/schemas/index.js'
import type { EmulatorState } from '../../../src/emulator/index.js'
import {
  DEMO_TOKENS,
  useHarness,
  JUNIT_PATH,
  junitForm,
  junitResult,
  NOW
} from '../../support/emulator.js'

const h = useHarness()

const input = (extra: Record<string, unknown> = {}) => ({
  attestation_name: 'unit-tests',
  junit_results: [junitResult()],
  ...extra
})

async function trail(flow: string, name: string) {
  const state = (await h.control('state')).body as EmulatorState
  const found = state.orgs.demo?.flows
    .find((f) => f.name === flow)
    ?.trails.find((t) => t.name === name)
  if (!found) throw new Error(`no trail ${flow}/${name}`)
  return found
}

describe('JUnit attestation', () => {
  it('stores the attestation with its attachment and answers 201 "OK"', async () => {
    const bytes = new TextEncoder().encode('<testsuite name="s"/>')
    const r = await h.api(JUNIT_PATH, {
      method: 'POST',
      body: junitForm(input(), { name: 'junit.xml', bytes })
    })
    expect(r).toMatchObject({ status: 201, body: 'OK' })
    const stored = (await trail('demo-flow', 'demo-trail')).attestations
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      attestation_name: 'unit-tests',
      attestation_type: 'junit',
      compliant: true,
      created_at: NOW,
      data_json: input(),
      attachment: {
        filename: 'junit.xml',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex')
      }
    })
  })

  it.each([
    ['a failure', junitResult(1, 0)],
    ['an error', junitResult(0, 2)]
  ])('is non-compliant when a suite has %s', async (_, result) => {
    await h.api(JUNIT_PATH, {
      method: 'POST',
      body: junitForm(input({ junit_results: [junitResult(), result] }))
    })
    const stored = (await trail('demo-flow', 'demo-trail')).attestations
    expect(stored[0]?.compliant).toBe(false)
  })

  it('accepts basic auth, as docs/spec declares for this operation', async () => {
    const key = Buffer.from(`${DEMO_TOKENS.member}:x`).toString('base64')
    const r = await h.api(JUNIT_PATH, {
      method: 'POST',
      authorization: `Basic ${key}`,
      body: junitForm(input())
    })
    expect(r.status).toBe(201)
  })

  it('names an unknown flow and an unknown trail in its 404', async () => {
    const flow = await h.api('/attestations/demo/nope/trail/demo-trail/junit', {
      method: 'POST',
      body: junitForm(input())
    })
    const trailReply = await h.api(
      '/attestations/demo/demo-flow/trail/nope/junit',
      { method: 'POST', body: junitForm(input()) }
    )
    expect(flow.status).toBe(404)
    expect(flow.body).toEqual({
      message: "Flow named 'nope' does not exist for organization 'demo'"
    })
    expect(trailReply.status).toBe(404)
    expect(JSON.stringify(trailReply.body)).toContain("Trail named 'nope'")
  })

  it('refuses names that break N1 with path field errors', async () => {
    const r = await h.api('/attestations/demo/-bad/trail/b%20c/junit', {
      method: 'POST',
      body: junitForm(input())
    })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({
      message: 'Input payload validation failed',
      errors: {
        'path.flow_name': expect.any(String) as string,
        'path.trail_name': expect.any(String) as string
      }
    })
  })
})

describe('JUnit attestation validation', () => {
  const cases: [string, unknown, string][] = [
    [
      'a bad attestation_name',
      input({ attestation_name: 'a b' }),
      'data_json.attestation_name'
    ],
    [
      'no junit_results',
      input({ junit_results: [] }),
      'data_json.junit_results'
    ],
    [
      'a result without total',
      input({ junit_results: [{ ...junitResult(), total: undefined }] }),
      'data_json.junit_results.0.total'
    ],
    ['an extra property', input({ extra: 1 }), 'data_json'],
    [
      'a short fingerprint',
      input({ artifact_fingerprint: 'abc' }),
      'data_json.artifact_fingerprint'
    ],
    [
      'an annotation key with a dot',
      input({ annotations: { 'a.b': 'x' } }),
      'data_json.annotations.a.b'
    ],
    [
      'two targets with a fingerprint (rule 1)',
      input({
        artifact_fingerprint: 'a'.repeat(64),
        target_artifacts: ['x', 'y']
      }),
      'data_json.target_artifacts'
    ],
    [
      'targets without fingerprint or commit (rule 2)',
      input({ target_artifacts: ['x'] }),
      'data_json.git_commit_info'
    ]
  ]

  it.each(cases)('refuses %s', async (_, dataJson, field) => {
    const r = await h.api(JUNIT_PATH, {
      method: 'POST',
      body: junitForm(dataJson)
    })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ message: 'Input payload validation failed' })
    expect(Object.keys((r.body as { errors: object }).errors)).toContain(field)
  })

  it('accepts rule 2 satisfied by git_commit_info', async () => {
    const body = junitForm(
      input({ target_artifacts: ['x'], git_commit_info: { sha1: 'abc' } })
    )
    const r = await h.api(JUNIT_PATH, { method: 'POST', body })
    expect(r.status).toBe(201)
  })

  it('wants a data_json part', async () => {
    const r = await h.api(JUNIT_PATH, { method: 'POST', json: input() })
    expect(r.body).toEqual({
      message: 'Input payload validation failed',
      errors: { data_json: 'Field required' }
    })
  })

  it('refuses data_json that is not JSON', async () => {
    const r = await h.api(JUNIT_PATH, {
      method: 'POST',
      body: junitForm('{nope')
    })
    expect(r.status).toBe(400)
    expect(
      (r.body as { errors: Record<string, string> }).errors.data_json
    ).toMatch(/^Invalid JSON/)
  })

  it('takes an attachment of exactly 10 MB and refuses one byte more with 413', async () => {
    const limit = 10_000_000
    const ok = await h.api(JUNIT_PATH, {
      method: 'POST',
      body: junitForm(input(), {
        name: 'big.bin',
        bytes: new Uint8Array(limit)
      })
    })
    const over = await h.api(JUNIT_PATH, {
      method: 'POST',
      body: junitForm(input(), {
        name: 'big.bin',
        bytes: new Uint8Array(limit + 1)
      })
    })
    expect(ok.status).toBe(201)
    expect(over).toMatchObject({
      status: 413,
      body: {
        message:
          'The attachment_file file is larger than the 10 MB limit (10000000 bytes)'
      }
    })
    expect((await trail('demo-flow', 'demo-trail')).attestations).toHaveLength(
      1
    )
  })
})

describe('trail moments', () => {
  const moments = '/trails/demo/demo-flow/demo-trail/moments'

  it('answers a moment with compliance_status keyed by attestation name', async () => {
    const r = await h.api(`${moments}/1`)
    expect(r.status).toBe(200)
    const moment = TrailMomentSchema.parse(r.body)
    expect(Object.keys(moment.compliance_status).sort()).toEqual([
      'integration-tests',
      'unit-tests'
    ])
    expect(moment.template_id).toBe('template-demo-flow-v2')
  })

  it('refuses a moment whose two slots share an attestation name', async () => {
    const r = await h.api(`${moments}/2`)
    expect(r).toMatchObject({
      status: 422,
      body: {
        message:
          'Two slots share an attestation name, so no policy input can be built'
      }
    })
  })

  it('records a moment per attestation, reachable as latest and ~N', async () => {
    await h.api(JUNIT_PATH, {
      method: 'POST',
      body: junitForm(input({ junit_results: [junitResult(1)] }))
    })
    const latest = await h.api(`${moments}/latest`)
    const behind = await h.api(`${moments}/~2`)
    expect(latest.body).toMatchObject({
      moment_number: 3,
      compliance_status: { 'unit-tests': { is_compliant: false } }
    })
    expect(behind.body).toMatchObject({ moment_number: 1 })
  })

  it.each([
    ['/trails/demo/nope/demo-trail/moments/1'],
    ['/trails/demo/demo-flow/nope/moments/1'],
    ['/trails/demo/demo-flow/demo-trail/moments/9']
  ])('answers Flow, trail or moment not found for %s', async (path) => {
    const r = await h.api(path)
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Flow, trail or moment not found' }
    })
  })

  it('refuses a malformed moment expression with 400', async () => {
    const r = await h.api(`${moments}/yesterday`)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({
      errors: { 'path.moment_expression': expect.any(String) as string }
    })
  })
})

describe('system attestation types', () => {
  it('lists them without an org in the path', async () => {
    const r = await h.api('/attestations/system-attestation-types')
    expect(r.status).toBe(200)
    const names = (
      r.body as { system_attestation_types: { name: string }[] }
    ).system_attestation_types.map((t) => t.name)
    expect(names).toContain('junit')
  })
})
