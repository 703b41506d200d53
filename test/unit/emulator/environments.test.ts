import { describe, expect, it } from 'vitest'
import {
  EnvDiffSchema,
  EnvironmentPageSchema,
  EnvironmentSchema
} from '../../../src/api/schemas/index.js'
import {
  DeploymentFrequencyBodySchema,
  fingerprintOf,
  type EmulatorState
} from '../../../src/emulator/index.js'
import { useHarness, NOW, DAY } from '../../support/emulator.js'

const h = useHarness()

const names = (body: unknown) =>
  EnvironmentSchema.array()
    .parse(body)
    .map((e) => e.name)

async function demoOrg() {
  const state = (await h.control('state')).body as EmulatorState
  const org = state.orgs.demo
  if (!org) throw new Error('no demo org')
  return org
}

describe('list environments', () => {
  it('answers a plain array sorted by name without paging parameters', async () => {
    const r = await h.api('/environments/demo')
    expect(r.status).toBe(200)
    expect(names(r.body)).toEqual([
      'all',
      'edge-functions',
      'production',
      'qa-server',
      'staging'
    ])
    expect(r.body).toContainEqual(
      expect.not.objectContaining({ space_id: expect.anything() as unknown })
    )
  })

  it.each([
    ['name=PROD', ['production']],
    ['name=s', ['edge-functions', 'qa-server', 'staging']],
    ['type=K8S&type=ECS', ['production', 'staging']],
    ['tag=pci', ['production']],
    ['tag=tier:pre-prod', ['qa-server', 'staging']],
    ['tag=team:edge&tag=team:qa', ['edge-functions', 'qa-server']],
    ['space_id=space-us', ['edge-functions', 'qa-server']],
    ['space_id=space-us&type=lambda', ['edge-functions']],
    [
      'sort=name&sort_direction=desc',
      ['staging', 'qa-server', 'production', 'edge-functions', 'all']
    ],
    [
      'sort=last_modified_at',
      ['qa-server', 'edge-functions', 'all', 'staging', 'production']
    ]
  ])('filters and sorts with %s', async (query, expected) => {
    const r = await h.api(`/environments/demo?${query}`)
    expect(names(r.body)).toEqual(expected)
  })

  it('answers the page envelope when paging parameters are given', async () => {
    const r = await h.api('/environments/demo?page=2&per_page=2')
    const page = EnvironmentPageSchema.parse(r.body)
    expect(page).toMatchObject({
      page: 2,
      per_page: 2,
      total_pages: 3,
      total_count: 5
    })
    expect(page.environments.map((e) => e.name)).toEqual([
      'production',
      'qa-server'
    ])
    const links = page._links as Record<string, { href: string }>
    expect(links.next?.href).toContain('page=3')
    expect(links.prev?.href).toContain('page=1')
  })

  it('uses page 1 of 15 when only one paging parameter is given', async () => {
    const r = await h.api('/environments/demo?page=1')
    expect(r.body).toMatchObject({ page: 1, per_page: 15, total_pages: 1 })
  })

  it.each([
    ['per_page=51', 'query.per_page'],
    ['per_page=0', 'query.per_page'],
    ['page=0', 'query.page'],
    ['sort=size', 'query.sort'],
    ['type=vm', 'query.type.0']
  ])('refuses %s with a field error', async (query, field) => {
    const r = await h.api(`/environments/demo?${query}`)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({
      message: 'Input payload validation failed',
      errors: { [field]: expect.any(String) as string }
    })
  })
})

describe('allow-list', () => {
  const entry = {
    artifact_fingerprint: fingerprintOf('api:9.9.9'),
    artifact_name: 'api:9.9.9',
    description: 'approved in CHG-42'
  }

  it('records the entry and answers it', async () => {
    const r = await h.api('/allowlists/demo/staging', {
      method: 'PUT',
      json: entry
    })
    expect(r).toMatchObject({ status: 200, body: entry })
    const recorded = (await demoOrg()).allowlist.filter(
      (a) => a.env_name === 'staging'
    )
    expect(recorded).toEqual([
      {
        env_name: 'staging',
        ...entry,
        created_at: NOW,
        created_by: 'demo admin'
      }
    ])
  })

  it('refuses a missing field and an uppercase fingerprint', async () => {
    const r = await h.api('/allowlists/demo/staging', {
      method: 'PUT',
      json: { artifact_fingerprint: 'A'.repeat(64), artifact_name: 'x' }
    })
    expect(r.status).toBe(400)
    expect(Object.keys((r.body as { errors: object }).errors).sort()).toEqual([
      'artifact_fingerprint',
      'description'
    ])
  })

  it('answers Environment not found for an unknown environment', async () => {
    const r = await h.api('/allowlists/demo/nope', {
      method: 'PUT',
      json: entry
    })
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Environment not found' }
    })
  })
})

describe('detach policies', () => {
  const detach = (env: string, policies: string[]) =>
    h.api(`/environments/demo/${env}/policies`, {
      method: 'DELETE',
      json: { policy_names: policies }
    })

  it('removes the named policies and answers "OK"', async () => {
    const r = await detach('production', ['prod-approval'])
    expect(r).toMatchObject({ status: 200, body: 'OK' })
    const prod = (await demoOrg()).environments.find(
      (e) => e.name === 'production'
    )
    expect(prod?.policies).toEqual(['provenance-required'])
    const policies = await h.api('/policies/demo')
    expect(policies.body).toContainEqual(
      expect.objectContaining({ name: 'prod-approval', consuming_envs: [] })
    )
  })

  it.each([
    ['nope', ['prod-approval']],
    ['staging', ['prod-approval']],
    ['production', ['prod-approval', 'unknown']]
  ])(
    'answers Environment or policy not found for %s %j',
    async (env, policies) => {
      const r = await detach(env, policies)
      expect(r).toMatchObject({
        status: 404,
        body: { message: 'Environment or policy not found' }
      })
      expect(
        (await demoOrg()).environments.find((e) => e.name === 'production')
          ?.policies
      ).toHaveLength(2)
    }
  )

  it('refuses a body without policy_names', async () => {
    const r = await h.api('/environments/demo/production/policies', {
      method: 'DELETE',
      json: {}
    })
    expect(r).toMatchObject({
      status: 400,
      body: { errors: { policy_names: expect.any(String) as string } }
    })
  })
})

describe('join environment', () => {
  const join = (logical: string, physical: string) =>
    h.api(`/environments/demo/${logical}/join`, {
      method: 'PUT',
      json: { physical_env_name: physical }
    })

  it('adds a physical environment to the logical one', async () => {
    const r = await join('all', 'qa-server')
    expect(r).toMatchObject({ status: 200, body: 'OK' })
    const all = (await demoOrg()).environments.find((e) => e.name === 'all')
    expect(all?.included_environments).toEqual([
      'staging',
      'production',
      'qa-server'
    ])
  })

  it('refuses a logical environment with 400', async () => {
    const r = await join('all', 'all')
    expect(r).toMatchObject({
      status: 400,
      body: {
        message: 'Can only add physical environments to logical environments'
      }
    })
  })

  it.each([
    ['nope', 'staging'],
    ['all', 'nope']
  ])(
    'answers Environment not found for %s <- %s',
    async (logical, physical) => {
      const r = await join(logical, physical)
      expect(r).toMatchObject({
        status: 404,
        body: { message: 'Environment not found' }
      })
    }
  )
})

describe('env-diff', () => {
  const diff = (s1: string, s2: string) =>
    h.api(
      `/env-diff/demo?snappish1=${encodeURIComponent(s1)}&snappish2=${encodeURIComponent(s2)}`
    )
  const short = (side: { artifacts: { name: string }[] }) =>
    side.artifacts.map((a) => a.name.replace('registry.example.com/demo/', ''))

  it('sorts the artifacts of the latest snapshots into the four groups', async () => {
    const r = await diff('staging', 'production')
    const d = EnvDiffSchema.parse(r.body)
    expect(d.snappish1.snapshot_id).toBe('staging#3')
    expect(d.snappish2.snapshot_id).toBe('production#5')
    expect(short(d.snappish1)).toEqual(['api:1.5.0'])
    expect(short(d.snappish2)).toEqual(['api:1.4.0', 'cron:0.3.0'])
    expect(short(d['not-changed'])).toEqual(['worker:0.9.0'])
    expect(d.changed.artifacts).toEqual([
      expect.objectContaining({
        s1_instance_count: 3,
        s2_instance_count: 4,
        instance_count: 4
      })
    ])
    expect(d.snappish1.artifacts[0]).not.toHaveProperty('s1_instance_count')
  })

  it.each([
    ['staging#1', 'staging#1'],
    ['staging~2', 'staging#1'],
    ['staging~0', 'staging#3'],
    [
      `staging@{${new Date((NOW - 3 * DAY) * 1000).toISOString().slice(0, 19)}}`,
      'staging#2'
    ],
    ['staging@{5.days.ago}', 'staging#1'],
    ['staging@{now}', 'staging#3']
  ])('resolves %s to %s', async (expression, id) => {
    const r = await diff(expression, 'production')
    expect(EnvDiffSchema.parse(r.body).snappish1.snapshot_id).toBe(id)
  })

  it.each([
    '',
    'staging#',
    'staging~x',
    'staging#1~2',
    'staging#0',
    'staging@{soon}'
  ])('answers Bad snappish for %j', async (expression) => {
    const r = await diff(expression, 'production')
    expect(r).toMatchObject({
      status: 400,
      body: { message: `Bad snappish ${expression}` }
    })
  })

  it('treats a bare trailing number as part of the name', async () => {
    const r = await diff('staging2', 'production')
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Environment not found' }
    })
  })

  it('answers 404 for a snapshot that does not exist', async () => {
    const r = await diff('staging#9', 'production')
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Snapshot not found: staging#9' }
    })
  })

  it('wants both expressions', async () => {
    const r = await h.api('/env-diff/demo?snappish1=staging')
    expect(r).toMatchObject({
      status: 400,
      body: { errors: { 'query.snappish2': 'Field required' } }
    })
  })
})

describe('deployment frequency', () => {
  it('counts the flow’s deployments to the environment over 28 days', async () => {
    const r = await h.api(
      '/environments/demo/production/deployment_frequency?flow_id=flow-0001'
    )
    const body = DeploymentFrequencyBodySchema.parse(r.body)
    const org = await demoOrg()
    const expected = org.deployments.filter(
      (d) =>
        d.env_name === 'production' &&
        d.flow_name === 'demo-flow' &&
        d.deployed_at >= NOW - 28 * DAY
    ).length
    expect(body).toMatchObject({
      env_name: 'production',
      flow_name: 'demo-flow',
      period_days: 28,
      end_ts: NOW
    })
    expect(body.deployments).toBe(expected)
    expect(body.series).toHaveLength(28)
    expect(body.series.reduce((n, s) => n + s.count, 0)).toBe(expected)
  })

  it('accepts the flow name too; without flow_id it covers every flow', async () => {
    const byName = await h.api(
      '/environments/demo/staging/deployment_frequency?flow_id=web-flow'
    )
    const missing = await h.api(
      '/environments/demo/staging/deployment_frequency'
    )
    expect(byName.status).toBe(200)
    expect(missing).toMatchObject({
      status: 200,
      body: { flow_id: null, flow_name: null }
    })
  })

  it.each([
    [
      '/environments/demo/nope/deployment_frequency?flow_id=demo-flow',
      'Environment not found'
    ],
    [
      '/environments/demo/staging/deployment_frequency?flow_id=nope',
      'Flow not found'
    ]
  ])('answers 404 for %s', async (path, message) => {
    const r = await h.api(path)
    expect(r).toMatchObject({ status: 404, body: { message } })
  })
})
