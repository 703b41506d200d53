import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { listArtifactsCommand } from '../../../../src/cli/commands/artifacts.js'
import {
  listAttestationTypesCommand,
  listRepoTagsCommand
} from '../../../../src/cli/commands/catalog.js'
import { archiveControlCommand } from '../../../../src/cli/commands/controls.js'
import { listDeploymentsCommand } from '../../../../src/cli/commands/deployments.js'
import { listPoliciesCommand } from '../../../../src/cli/commands/policies.js'
import { getMomentCommand } from '../../../../src/cli/commands/trails.js'
import { startCliHarness, type CliHarness } from '../../../support/command.js'

let h: CliHarness
beforeAll(async () => {
  h = await startCliHarness()
})
afterAll(() => h.close())
beforeEach(() => h.reset())

describe('list policies, attestation-types, repo-tags', () => {
  it('policies: the vendor columns; json is the array', async () => {
    const table = await h.run(listPoliciesCommand, [])
    expect(table.code).toBe(0)
    expect(table.stdout).toMatch(
      /^NAME\s+DESCRIPTION\s+CREATED AT\s+LAST VERSION\s+USED BY ENVS\s+ARCHIVED/
    )
    expect(table.stdout).toMatch(
      /provenance-required\s+provenance-req…\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+2\s+/
    )
    const json = await h.run(listPoliciesCommand, ['--output', 'json'])
    const policies = JSON.parse(json.stdout) as {
      name: string
      versions: unknown[]
    }[]
    expect(policies.map((p) => p.name)).toEqual([
      'provenance-required',
      'prod-approval',
      'legacy-checks'
    ])
  })

  it('attestation types need no org; json keeps the service envelope', async () => {
    const json = await h.run(
      listAttestationTypesCommand,
      ['--output', 'json'],
      {
        env: { KOSLI_ORG: undefined }
      }
    )
    expect(json.code).toBe(0)
    const body = JSON.parse(json.stdout) as {
      system_attestation_types: { name: string }[]
    }
    expect(body.system_attestation_types.map((t) => t.name)).toContain('junit')
    const table = await h.run(listAttestationTypesCommand, [])
    expect(table.stdout).toMatch(/snyk\s+Snyk security scan results\s+1, 2/)
    const [request] = await h.requests()
    expect(request?.path).toBe('/api/v2/attestations/system-attestation-types')
  })

  it('repo tags', async () => {
    const table = await h.run(listRepoTagsCommand, [])
    expect(table.stdout).toMatch(/^KEY\s+VALUE/)
    expect(table.stdout).toMatch(/lang\s+typescript/)
    const json = await h.run(listRepoTagsCommand, ['--output', 'json'])
    expect(JSON.parse(json.stdout)).toHaveProperty('tag_choices')
  })
})

describe('get moment and archive control (beta)', () => {
  it('a moment: its fields and one row per slot', async () => {
    const { code, stdout } = await h.run(getMomentCommand, [
      'web-flow',
      'web-trail',
      '1'
    ])
    expect(code).toBe(0)
    expect(stdout).toMatch(/template_id\s+template-web-flow-v1/)
    expect(stdout).toMatch(/unit-tests\s+junit\s+true/)
    const json = await h.run(getMomentCommand, [
      'web-flow',
      'web-trail',
      'latest',
      '--output',
      'json'
    ])
    expect(JSON.parse(json.stdout)).toMatchObject({ moment_number: 1 })
  })

  it('the service errors: moment missing, two slots sharing a name, org without beta', async () => {
    const missing = await h.run(getMomentCommand, [
      'web-flow',
      'web-trail',
      '9'
    ])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('Flow, trail or moment not found')
    const clash = await h.run(getMomentCommand, [
      'demo-flow',
      'demo-trail',
      '2'
    ])
    expect(clash.code).toBe(1)
    expect(clash.stderr).toContain('Two slots share an attestation name')
    const usage = await h.run(getMomentCommand, ['web-flow', 'web-trail'])
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('expected FLOW TRAIL MOMENT (3), got 2')
  })

  it('archive control prints the control; --dry-run sends nothing', async () => {
    const dry = await h.run(archiveControlCommand, ['CTRL-001', '--dry-run'])
    expect(dry.stdout).toContain(
      `POST ${h.url}/api/v2/controls/demo/CTRL-001/archive`
    )
    expect(await h.requests()).toEqual([])
    const { code, stdout } = await h.run(archiveControlCommand, [
      'CTRL-001',
      '--output',
      'json'
    ])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({
      identifier: 'CTRL-001',
      archived: true
    })
    const table = await h.run(archiveControlCommand, ['CTRL-002'])
    expect(table.stdout).toContain('control CTRL-002 was archived')
    const missing = await h.run(archiveControlCommand, ['CTRL-999'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('Control not found')
  })
})

describe('list deployments', () => {
  const all = async (args: string[]) => {
    const { code, stdout } = await h.run(listDeploymentsCommand, [
      ...args,
      '--all',
      '--output',
      'json'
    ])
    expect(code).toBe(0)
    return JSON.parse(stdout) as { env_name: string; deployed_at: number }[]
  }

  it('default window is 28 days; --start-ts widens it; filters narrow it', async () => {
    const recent = await all([])
    const everything = await all(['--start-ts', '0'])
    expect(everything.length).toBe(24)
    expect(recent.length).toBeLessThan(everything.length)
    const production = await all([
      '--start-ts',
      '0',
      '--env-name',
      'production'
    ])
    expect(production.length).toBe(12)
    expect(production.every((d) => d.env_name === 'production')).toBe(true)
    const web = await all(['--start-ts', '0', '--repo-name', 'acme/demo-web'])
    expect(web.length).toBe(12)
  })

  it('ISO dates are accepted for the window and sent as Unix seconds', async () => {
    await h.run(listDeploymentsCommand, [
      '--start-ts',
      '2024-05-01',
      '--end-ts',
      '2024-06-01T12:00:00Z'
    ])
    const [request] = await h.requests()
    expect(request?.query).toEqual({
      start_ts: '1714521600',
      end_ts: '1717243200'
    })
  })

  it('a page: the table says how to get more; json is the envelope', async () => {
    const table = await h.run(listDeploymentsCommand, [
      '--start-ts',
      '0',
      '--per-page',
      '5'
    ])
    expect(table.stdout).toMatch(
      /^DEPLOYED AT\s+ENVIRONMENT\s+ARTIFACT\s+FINGERPRINT\s+LEAD TIME/
    )
    expect(table.stdout).toContain(
      'Page 1 of 5 (24 deployments): --page 2 for more, or --all.'
    )
    const json = await h.run(listDeploymentsCommand, [
      '--start-ts',
      '0',
      '--page',
      '5',
      '--per-page',
      '5',
      '--output',
      'json'
    ])
    expect(JSON.parse(json.stdout)).toMatchObject({
      page: 5,
      total_pages: 5,
      total_count: 24
    })
  })

  it('exit 2 for a window that is not a time, or runs backwards', async () => {
    const bad = await h.run(listDeploymentsCommand, ['--start-ts', 'yesterday'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain(
      '--start-ts: "yesterday" is neither Unix seconds nor an ISO date'
    )
    const backwards = await h.run(listDeploymentsCommand, [
      '--start-ts',
      '2024-06-01',
      '--end-ts',
      '2024-05-01'
    ])
    expect(backwards.code).toBe(2)
    expect(backwards.stderr).toContain('--start-ts is after --end-ts')
  })
})

describe('list artifacts (deprecated)', () => {
  it('takes the flow as --flow (or -f, or KOSLI_FLOW), as the Kosli CLI does', async () => {
    for (const [args, env] of [
      [['--flow', 'demo-flow'], {}],
      [['-f', 'demo-flow'], {}],
      [[], { KOSLI_FLOW: 'demo-flow' }]
    ] as const) {
      const run = await h.run(listArtifactsCommand, [...args, '-o', 'json'], {
        env
      })
      expect(run.code, run.stderr).toBe(0)
      expect(JSON.parse(run.stdout)).toHaveLength(5)
    }
  })

  it('warns on stderr naming the replacement, and lists the flow', async () => {
    const { code, stdout, stderr } = await h.run(listArtifactsCommand, [
      'demo-flow',
      '--output',
      'json'
    ])
    expect(code).toBe(0)
    expect(stderr).toContain(
      'warning: list artifacts uses GET /artifacts/{org}/{flow}, which Kosli marks deprecated'
    )
    expect(stderr).toContain('GET /artifacts/{org}?flow_name=FLOW')
    expect(stderr).toContain('kosli list artifacts')
    const artifacts = JSON.parse(stdout) as { state: string }[]
    expect(artifacts.length).toBe(5)
    const table = await h.run(listArtifactsCommand, [
      'demo-flow',
      '--per-page',
      '2'
    ])
    expect(table.stdout).toMatch(/^NAME\s+FINGERPRINT\s+STATE/)
    const missing = await h.run(listArtifactsCommand, ['no-flow'])
    expect(missing.code).toBe(1)
  })
})

describe('a dry run of a reading command', () => {
  it('still reads with a real token (reads change nothing)', async () => {
    const { code, stdout } = await h.run(
      listRepoTagsCommand,
      ['--output', 'json'],
      {
        env: { KOSLI_DRY_RUN: 'true' }
      }
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toHaveProperty('tag_choices')
  })

  it('with the DRY_RUN token: exit 2 explaining a read needs a real token', async () => {
    const { code, stderr } = await h.run(listRepoTagsCommand, [], {
      env: { KOSLI_API_TOKEN: 'DRY_RUN' }
    })
    expect(code).toBe(2)
    expect(stderr).toContain('this command only reads')
    expect(await h.requests()).toEqual([])
  })
})
