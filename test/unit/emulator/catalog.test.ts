import { describe, expect, it } from 'vitest'
import {
  ArtifactSchema,
  ControlSchema,
  DeploymentPageSchema,
  PolicySchema,
  RepoTagChoicesSchema
} from '../../../src/api/schemas/index.js'
import { useHarness, NOW, DAY } from '../../support/emulator.js'

const h = useHarness()

const page = async (query: string) =>
  DeploymentPageSchema.parse((await h.api(`/deployments/demo?${query}`)).body)

describe('list deployments', () => {
  it('defaults to the 28 days before now, newest first, 15 a page', async () => {
    const p = await page('')
    expect(p).toMatchObject({
      page: 1,
      per_page: 15,
      total_count: 12,
      total_pages: 1
    })
    const times = p.deployments.map((d) => d.deployed_at ?? 0)
    expect(times.every((t) => t >= NOW - 28 * DAY && t <= NOW)).toBe(true)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(p.deployments[0]).not.toHaveProperty('repo_name')
  })

  it('takes start_ts and end_ts', async () => {
    const all = await page(`start_ts=${NOW - 60 * DAY}`)
    const window = await page(
      `start_ts=${NOW - 60 * DAY}&end_ts=${NOW - 30 * DAY}`
    )
    expect(all.total_count).toBe(24)
    expect(
      window.deployments.every((d) => (d.deployed_at ?? 0) <= NOW - 30 * DAY)
    ).toBe(true)
    expect(window.total_count).toBe(12)
  })

  it('defaults start_ts to 28 days before a given end_ts', async () => {
    const p = await page(`end_ts=${NOW - 30 * DAY}`)
    expect(
      p.deployments.every((d) => (d.deployed_at ?? 0) >= NOW - 58 * DAY)
    ).toBe(true)
    expect(p.total_count).toBe(12)
  })

  it('filters by env_name and repo_name', async () => {
    const env = await page('env_name=staging')
    const repo = await page('repo_name=acme/demo-web')
    expect(env.deployments.every((d) => d.env_name === 'staging')).toBe(true)
    expect(env.total_count).toBe(6)
    expect(
      repo.deployments.every((d) => d.artifact_name?.includes('/web:'))
    ).toBe(true)
  })

  it('pages, and per_page=0 gives counts only', async () => {
    const second = await page('per_page=5&page=2')
    const none = await page('per_page=0')
    expect(second).toMatchObject({ page: 2, per_page: 5, total_pages: 3 })
    expect(second.deployments).toHaveLength(5)
    expect(none).toMatchObject({
      total_count: 12,
      total_pages: 0,
      deployments: []
    })
  })

  it.each([
    ['per_page=51', 'query.per_page'],
    ['env_name=-x', 'query.env_name'],
    ['start_ts=yesterday', 'query.start_ts']
  ])('refuses %s', async (query, field) => {
    const r = await h.api(`/deployments/demo?${query}`)
    expect(r).toMatchObject({
      status: 400,
      body: { errors: { [field]: expect.any(String) as string } }
    })
  })
})

describe('list artifacts in flow (deprecated)', () => {
  it('answers a plain array, newest first, paged', async () => {
    const r = await h.api('/artifacts/demo/demo-flow?page=2&per_page=2')
    const artifacts = ArtifactSchema.array().parse(r.body)
    expect(artifacts.map((a) => a.filename?.split('/').at(-1))).toEqual([
      'api:1.4.0',
      'api:1.3.0'
    ])
  })

  it('answers Flow not found', async () => {
    const r = await h.api('/artifacts/demo/nope')
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Flow not found' }
    })
  })

  it('refuses per_page=0', async () => {
    const r = await h.api('/artifacts/demo/demo-flow?per_page=0')
    expect(r).toMatchObject({
      status: 400,
      body: { errors: { 'query.per_page': expect.any(String) as string } }
    })
  })
})

describe('policies, controls and repo tags', () => {
  it('lists policies with the environments that use them', async () => {
    const r = await h.api('/policies/demo')
    const policies = PolicySchema.array().parse(r.body)
    const provenance = policies.find((p) => p.name === 'provenance-required')
    expect(provenance?.consuming_envs).toEqual(['staging', 'production'])
    expect(provenance?.versions?.[0]?.policy_yaml).toMatch(
      /^_schema: https:\/\/docs\.kosli\.com\/schemas\/policy\/v1\n/
    )
  })

  it('archives a control and answers it', async () => {
    const r = await h.api('/controls/demo/CTRL-001/archive', {
      method: 'POST',
      json: null
    })
    expect(ControlSchema.parse(r.body)).toMatchObject({
      identifier: 'CTRL-001',
      archived: true
    })
  })

  it('answers Control not found', async () => {
    const r = await h.api('/controls/demo/NOPE/archive', { method: 'POST' })
    expect(r).toMatchObject({
      status: 404,
      body: { message: 'Control not found' }
    })
  })

  it('lists distinct repo tag choices', async () => {
    const r = await h.api('/repos/demo/tags')
    const tags = RepoTagChoicesSchema.parse(r.body)
    expect(tags.tag_choices).toEqual([
      { key: 'lang', value: 'go' },
      { key: 'lang', value: 'typescript' },
      { key: 'team', value: 'platform' },
      { key: 'team', value: 'web' }
    ])
  })
})
