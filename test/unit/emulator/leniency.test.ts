/**
 * Requests the service's own schemas accept (fixtures/contract/
 * server-operations.json) and no interface rule refuses: the emulator must
 * not answer them with 400.
 */
import { describe, expect, it } from 'vitest'
import type { EmulatorState } from '../../../src/emulator/index.js'
import {
  JUNIT_PATH,
  junitData,
  junitForm,
  useHarness,
  type Reply
} from '../../support/emulator.js'

const w = useHarness()

const BIG = '9007199254740993' // 2^53 + 1

async function demo() {
  const state = (await w.control('state')).body as EmulatorState
  const org = state.orgs.demo
  if (!org) throw new Error('no demo org')
  return org
}

const notValidation = (r: Reply) =>
  expect(r.body).not.toMatchObject({
    message: 'Input payload validation failed'
  })

describe('op 18, deployment frequency', () => {
  it.each(['', '?flow_id='])('answers for every flow with %j', async (q) => {
    const r = await w.api(
      `/environments/demo/production/deployment_frequency${q}`
    )
    expect(r).toMatchObject({
      status: 200,
      body: { env_name: 'production', flow_id: null, flow_name: null }
    })
    const one = await w.api(
      '/environments/demo/production/deployment_frequency?flow_id=flow-0001'
    )
    const all = r.body as { deployments: number }
    expect(all.deployments).toBeGreaterThanOrEqual(
      (one.body as { deployments: number }).deployments
    )
  })
})

describe('op 1, open objects inside data_json', () => {
  it('takes extra keys in git_commit_info and repo_info', async () => {
    const data = junitData({
      git_commit_info: { sha1: 'a'.repeat(40), committer: 'jo', extra: [1] },
      repo_info: { name: 'r', url: 'https://x', stars: 3 }
    })
    const r = await w.api(JUNIT_PATH, { body: junitForm(data) })
    expect(r.status).toBe(201)
    const trail = (await demo()).flows[0]?.trails[0]
    expect(trail?.attestations.at(-1)?.data_json).toMatchObject({
      git_commit_info: { committer: 'jo' },
      repo_info: { stars: 3 }
    })
  })

  it('still refuses an extra key of data_json itself', async () => {
    const r = await w.api(JUNIT_PATH, {
      body: junitForm(junitData({ extra: 1 }))
    })
    expect(r.status).toBe(400)
  })

  it(`takes counts of 2^53 and beyond`, async () => {
    const data = junitData()
    const suite = { ...data.junit_results[0], failures: 2 ** 53, total: 1e300 }
    const r = await w.api(JUNIT_PATH, {
      body: junitForm({ ...data, junit_results: [suite] })
    })
    expect(r.status).toBe(201)
  })
})

describe('op 2, service account update', () => {
  it('ignores extra keys in the PATCH body', async () => {
    const r = await w.api('/service-accounts/demo/ci-bot', {
      method: 'PATCH',
      json: { description: 'new', display_name: 'ignored' }
    })
    expect(r).toMatchObject({ status: 200, body: { description: 'new' } })
  })
})

describe('op 4, notification targets', () => {
  const update = (targets: unknown[]) =>
    w.api('/organizations/demo/environments_notifications/2', {
      method: 'PUT',
      json: {
        name: 'staging-webhook',
        environments: ['staging'],
        triggers: ['ON_ALLOWED_ARTIFACT'],
        targets
      }
    })

  it.each([
    ['a WEBHOOK target with an extra secret', { secret: 's3cret' }],
    ['null delivery times', { last_success_at: null, last_failure_at: null }],
    [
      'fractional delivery times',
      { last_success_at: 1.5, last_failure_at: 2.25 }
    ]
  ])('takes %s', async (_what, extra) => {
    const r = await update([
      { type: 'WEBHOOK', webhook: 'http://127.0.0.1:9/x', ...extra },
      { type: 'EMAIL', emails: ['ops@example.com'], ...extra }
    ])
    expect(r).toMatchObject({ status: 200, body: 'OK' })
    const stored = (await demo()).notifications.find((n) => n.number === 2)
    expect(stored?.targets?.[0]).toMatchObject(extra)
  })
})

describe('ops 7 and 8, empty names', () => {
  it('detaches nothing for policy_names: []', async () => {
    const r = await w.api('/environments/demo/production/policies', {
      method: 'DELETE',
      json: { policy_names: [] }
    })
    expect(r).toMatchObject({ status: 200, body: 'OK' })
    const prod = (await demo()).environments.find(
      (e) => e.name === 'production'
    )
    expect(prod?.policies).toHaveLength(2)
  })

  it('answers 404 for policy_names: [""]', async () => {
    const r = await w.api('/environments/demo/production/policies', {
      method: 'DELETE',
      json: { policy_names: [''] }
    })
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Environment or policy not found' }
    })
  })

  it('answers 404 Environment not found for physical_env_name: ""', async () => {
    const r = await w.api('/environments/demo/all/join', {
      method: 'PUT',
      json: { physical_env_name: '' }
    })
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Environment not found' }
    })
  })
})

describe('op 11, list environments', () => {
  it('takes an empty tag, which filters nothing', async () => {
    const all = await w.api('/environments/demo')
    const r = await w.api('/environments/demo?tag=')
    expect(r.status).toBe(200)
    expect(r.body).toEqual(all.body)
  })

  it('ignores unknown query parameters', async () => {
    const r = await w.api('/environments/demo?colour=blue')
    expect(r.status).toBe(200)
  })

  it(`answers an empty page past the end, for page=${BIG}`, async () => {
    const r = await w.api(`/environments/demo?page=${BIG}&per_page=50`)
    expect(r).toMatchObject({ status: 200, body: { environments: [] } })
    notValidation(r)
  })
})

describe('integers at or beyond 2^53 in paths and queries', () => {
  it.each([
    [`/organizations/demo/environments_notifications/${BIG}`],
    [`/organizations/demo/environments_notifications/${'9'.repeat(400)}`],
    [`/organizations/demo/environments_notifications/-1`]
  ])('GET %s answers 404 Action not found', async (path) => {
    const r = await w.api(path)
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Action not found' }
    })
  })

  it('list deployments takes page and timestamps that large', async () => {
    const r = await w.api(
      `/deployments/demo?page=${BIG}&start_ts=${BIG}&end_ts=1e400`
    )
    expect(r).toMatchObject({ status: 200, body: { deployments: [] } })
  })
})
