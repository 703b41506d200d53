/**
 * Every operation against the emulator's demo state (org `demo`): the client
 * builds requests the emulator accepts, and reads what it answers.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as api from '../../../src/api/index.js'
import { startHarness, type Harness } from '../../support/emulator.js'
import { junitData } from './calls.js'

const NOW = Date.UTC(2026, 5, 1, 12)
const FP = 'c'.repeat(64)
let h: Harness
let client: api.Client
let dir = ''

beforeAll(async () => {
  h = await startHarness({ clock: () => NOW })
  client = h.client()
  dir = h.dir
})
afterAll(() => h.close())

const org = 'demo'

describe('emulator round trip', () => {
  it('1 attestJunit, then 9 getTrailMoment shows the new slot', async () => {
    const path = join(dir, 'junit.xml')
    writeFileSync(path, '<testsuite name="pytest" tests="570"/>')
    const answer = await api.attestJunit(client, {
      org,
      flow: 'demo-flow',
      trail: 'demo-trail',
      data: junitData,
      attachment: { path, filename: 'junit.xml' }
    })
    expect(answer).toBe('OK')
    const moment = await api.getTrailMoment(client, {
      org,
      flow: 'demo-flow',
      trail: 'demo-trail',
      moment: 'latest'
    })
    expect(Object.keys(moment.compliance_status)).toContain('unit-tests')
  })

  it('9 getTrailMoment by number', async () => {
    const moment = await api.getTrailMoment(client, {
      org,
      flow: 'demo-flow',
      trail: 'demo-trail',
      moment: '1'
    })
    expect(moment.moment_number).toBe(1)
    expect(moment.template_id).toBe('template-demo-flow-v2')
    expect(Object.keys(moment.compliance_status).sort()).toEqual([
      'integration-tests',
      'unit-tests'
    ])
  })

  it('2 updateServiceAccount clears the description and sets the privilege', async () => {
    const account = await api.updateServiceAccount(client, {
      org,
      name: 'ci-bot',
      changes: { description: null, privilege: 'reader' }
    })
    expect(account).toMatchObject({
      name: 'ci-bot',
      privilege: 'reader',
      description: null
    })
  })

  it('3 deleteServiceAccount, twice', async () => {
    await expect(
      api.deleteServiceAccount(client, { org, name: 'reporter' })
    ).resolves.toBeTypeOf('string')
    await expect(
      api.deleteServiceAccount(client, { org, name: 'reporter' })
    ).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Service account not found'
    })
  })

  it('4 updateNotification, then 5 getNotification reads it back', async () => {
    await api.updateNotification(client, {
      org,
      number: 2,
      notification: {
        name: 'staging-hook-v2',
        environments: ['staging'],
        triggers: ['ON_STARTED_ARTIFACT'],
        targets: [
          {
            type: 'WEBHOOK',
            webhook: 'https://hooks.example.com/v2',
            payload_version: '1.0'
          }
        ]
      }
    })
    const read = await api.getNotification(client, { org, number: 2 })
    expect(read).toMatchObject({
      number: 2,
      name: 'staging-hook-v2',
      environments: ['staging']
    })
    expect(read.targets?.[0]).toMatchObject({
      type: 'WEBHOOK',
      webhook: 'https://hooks.example.com/v2'
    })
  })

  it('5 getNotification with a Slack target', async () => {
    const read = await api.getNotification(client, { org, number: 1 })
    expect(read).toMatchObject({ name: 'production-slack', type: 'env' })
    expect(read.targets?.[0]?.type).toBe('SLACK')
  })

  it('6 allowArtifact', async () => {
    const entry = {
      artifact_fingerprint: FP,
      artifact_name: 'app.jar',
      description: 'INC-42'
    }
    await expect(
      api.allowArtifact(client, { org, env: 'production', entry })
    ).resolves.toMatchObject(entry)
  })

  it('7 detachPolicies, then 11 listEnvironments shows it', async () => {
    await api.detachPolicies(client, {
      org,
      env: 'production',
      policyNames: ['prod-approval']
    })
    const page = await api.listEnvironments(client, {
      org,
      query: { name: 'PRODUCTION' }
    })
    expect(page.environments.map((e) => [e.name, e.policies])).toEqual([
      ['production', ['provenance-required']]
    ])
  })

  it('8 joinEnvironment, then 11 shows the included environment', async () => {
    await api.joinEnvironment(client, {
      org,
      logicalEnv: 'all',
      physicalEnv: 'qa-server'
    })
    const page = await api.listEnvironments(client, {
      org,
      query: { type: ['logical'] }
    })
    expect(page.environments[0]?.included_environments).toEqual([
      'staging',
      'production',
      'qa-server'
    ])
  })

  it('10 envDiff between the latest snapshots', async () => {
    const diff = await api.envDiff(client, {
      org,
      snappish1: 'staging',
      snappish2: 'production#5'
    })
    expect(diff.snappish1.snapshot_id).toBe('staging#3')
    expect(diff.snappish2.snapshot_id).toBe('production#5')
    expect(
      diff.changed.artifacts.length + diff['not-changed'].artifacts.length
    ).toBeGreaterThan(0)
  })

  it('11 listEnvironments: plain array without paging, envelope with it, every page', async () => {
    const all = await api.listEnvironments(client, { org })
    expect(all.total_count).toBe(5)
    const page = await api.listEnvironments(client, {
      org,
      query: { page: 2, per_page: 2, sort: 'name', sort_direction: 'asc' }
    })
    expect(page).toMatchObject({
      page: 2,
      per_page: 2,
      total_pages: 3,
      total_count: 5
    })
    const names: string[] = []
    for await (const env of api.iterateEnvironments(client, org, {
      per_page: 2
    }))
      names.push(env.name)
    expect(names).toEqual(all.environments.map((e) => e.name))
    const tagged = await api.listEnvironments(client, {
      org,
      query: { tag: ['tier:pre-prod'], space_id: ['space-eu', 'space-us'] }
    })
    expect(tagged.environments.map((e) => e.name).sort()).toEqual([
      'qa-server',
      'staging'
    ])
  })

  it('12 archiveControl', async () => {
    const control = await api.archiveControl(client, {
      org,
      identifier: 'CTRL-001'
    })
    expect(control).toMatchObject({ identifier: 'CTRL-001', archived: true })
  })

  it('13 listDeployments and iterateDeployments over a long window', async () => {
    const end = NOW / 1000
    const query = { start_ts: end - 90 * 86_400, end_ts: end }
    const first = await api.listDeployments(client, {
      org,
      query: { ...query, per_page: 5 }
    })
    expect(first).toMatchObject({
      page: 1,
      per_page: 5,
      total_count: 24,
      total_pages: 5
    })
    let count = 0
    for await (const d of api.iterateDeployments(client, org, {
      ...query,
      per_page: 7
    })) {
      expect(d.fingerprint).toMatch(api.FINGERPRINT_PATTERN)
      count++
    }
    expect(count).toBe(24)
    const prod = await api.listDeployments(client, {
      org,
      query: { ...query, env_name: 'production', repo_name: 'acme/demo-web' }
    })
    expect(prod.deployments.every((d) => d.env_name === 'production')).toBe(
      true
    )
  })

  it('14 listArtifacts (deprecated)', async () => {
    const artifacts = await api.listArtifacts(client, {
      org,
      flow: 'demo-flow',
      query: { page: 1, per_page: 2 }
    })
    expect(artifacts).toHaveLength(2)
    expect(artifacts[0]?.state).toMatch(/COMPLIANT|INCOMPLETE/)
  })

  it('15 listPolicies', async () => {
    const policies = await api.listPolicies(client, { org })
    expect(policies.map((p) => p.name).sort()).toEqual([
      'legacy-checks',
      'prod-approval',
      'provenance-required'
    ])
  })

  it('16 listSystemAttestationTypes', async () => {
    const types = await api.listSystemAttestationTypes(client)
    expect(types.map((t) => t.name)).toContain('junit')
  })

  it('17 listRepoTagChoices', async () => {
    const tags = await api.listRepoTagChoices(client, { org })
    expect(tags.tag_choices).toContainEqual({ key: 'team', value: 'platform' })
  })

  it('18 getDeploymentFrequency', async () => {
    const body = await api.getDeploymentFrequency(client, {
      org,
      env: 'production',
      flowId: 'flow-0001'
    })
    expect(body).toMatchObject({ env_name: 'production', flow_id: 'flow-0001' })
  })
})
