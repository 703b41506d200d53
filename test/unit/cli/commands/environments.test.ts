import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  deploymentFrequencyCommand,
  detachPolicyCommand,
  joinEnvironmentCommand,
  listEnvironmentsCommand
} from '../../../../src/cli/commands/environments.js'
import { startCliHarness, type CliHarness } from '../../../support/command.js'

let h: CliHarness
beforeAll(async () => {
  h = await startCliHarness()
})
afterAll(() => h.close())
beforeEach(() => h.reset())

const names = (json: string) =>
  (JSON.parse(json) as { name: string }[]).map((e) => e.name)

describe('list environments', () => {
  it('a table for people: one row per environment', async () => {
    const { code, stdout } = await h.run(listEnvironmentsCommand, [])
    expect(code).toBe(0)
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(
      /^NAME\s+TYPE\s+LAST CHANGED\s+TAGS\s+POLICIES\s+INCLUDES$/
    )
    expect(lines).toHaveLength(7)
    expect(lines.at(-1)).toBe('Page 1 of 1 (5 environments).')
    expect(stdout).toMatch(/all\s+logical\s+.*staging, produc/)
  })

  it('every filter reaches the query; json is the service answer', async () => {
    const { code, stdout } = await h.run(listEnvironmentsCommand, [
      '--type',
      'K8S',
      '--type',
      'ECS',
      '--tag',
      'team:platform',
      '--space-id',
      'space-eu',
      '--name',
      'STAG',
      '--sort',
      'last_changed_at',
      '--sort-direction',
      'desc',
      '--output',
      'json'
    ])
    expect(code).toBe(0)
    expect(names(stdout)).toEqual(['staging'])
    const [request] = await h.requests()
    expect(request?.query).toEqual({
      name: 'STAG',
      sort: 'last_changed_at',
      sort_direction: 'desc',
      space_id: 'space-eu',
      tag: 'team:platform',
      type: ['K8S', 'ECS']
    })
  })

  it('--page/--per-page print the page envelope', async () => {
    const { stdout } = await h.run(listEnvironmentsCommand, [
      '--page',
      '2',
      '--per-page',
      '2',
      '--output',
      'json'
    ])
    const page = JSON.parse(stdout) as {
      page: number
      total_pages: number
      environments: unknown[]
    }
    expect(page).toMatchObject({
      page: 2,
      per_page: 2,
      total_pages: 3,
      total_count: 5
    })
    expect(page.environments).toHaveLength(2)
  })

  it('--all walks every page (one request per page) with progress on a terminal', async () => {
    const { code, stdout, stderr } = await h.run(
      listEnvironmentsCommand,
      ['--all', '--per-page', '1', '--output', 'json', '--sort', 'name'],
      { isTTY: true }
    )
    expect(code).toBe(0)
    expect(names(stdout)).toEqual([
      'all',
      'edge-functions',
      'production',
      'qa-server',
      'staging'
    ])
    const requests = await h.requests()
    expect(requests.map((r) => r.query.page)).toEqual(['1', '2', '3', '4', '5'])
    expect(stderr).toContain('\r\u001b[KReading environments: 1')
    // The progress line is cleared at the end.
    expect(stderr.endsWith('\r\u001b[K')).toBe(true)
  })

  it('--all is quiet in a CI log unless --verbose', async () => {
    const quiet = await h.run(listEnvironmentsCommand, ['--all'])
    expect(quiet.stderr).toBe('')
    const verbose = await h.run(listEnvironmentsCommand, ['--all', '--verbose'])
    expect(verbose.stderr).toContain('debug: 5 environments read')
    expect(verbose.stderr).not.toContain(h.token)
  })

  it('exit 2 naming the flag for a bad value, --all with --page, an unknown flag', async () => {
    const type = await h.run(listEnvironmentsCommand, ['--type', 'k8s'])
    expect(type.code).toBe(2)
    expect(type.stderr).toContain('--type: "k8s" is not one of K8S, ECS')
    const page = await h.run(listEnvironmentsCommand, ['--per-page', '51'])
    expect(page.stderr).toContain(
      '--per-page: "51" must be a whole number from 1 to 50'
    )
    const both = await h.run(listEnvironmentsCommand, ['--all', '--page', '2'])
    expect(both.stderr).toContain('--all and --page: give one')
    const unknown = await h.run(listEnvironmentsCommand, ['--colour'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("Unknown option '--colour'")
    expect(unknown.stderr).toContain('Usage: kosli-attest list environments')
    const output = await h.run(listEnvironmentsCommand, ['--output', 'yaml'])
    expect(output.stderr).toContain(
      '--output: "yaml" is not one of table, json'
    )
    expect(await h.requests()).toEqual([])
  })

  it('exit 2 naming the flag and variable when org or token is missing', async () => {
    const org = await h.run(listEnvironmentsCommand, [], {
      env: { KOSLI_ORG: undefined }
    })
    expect(org.code).toBe(2)
    expect(org.stderr).toContain(
      '--org is not set: pass --org ORG, set KOSLI_ORG'
    )
    const token = await h.run(listEnvironmentsCommand, [], {
      env: { KOSLI_API_TOKEN: '' }
    })
    expect(token.code).toBe(2)
    expect(token.stderr).toContain(
      '--api-token is not set: set KOSLI_API_TOKEN'
    )
  })

  it('exit 1 when Kosli refuses the token', async () => {
    const { code, stderr } = await h.run(listEnvironmentsCommand, [], {
      env: { KOSLI_API_TOKEN: 'wrong-token' }
    })
    expect(code).toBe(1)
    expect(stderr).toMatch(/401/)
    expect(stderr).not.toContain('wrong-token')
  })
})

describe('detach-policy and join environment', () => {
  it('detaches from each --environment', async () => {
    const { code, stdout } = await h.run(detachPolicyCommand, [
      'provenance-required',
      '--environment',
      'staging',
      '--environment',
      'production'
    ])
    expect(code).toBe(0)
    expect(stdout).toBe(
      'provenance-required detached from environment staging\nprovenance-required detached from environment production\n'
    )
    const requests = await h.requests()
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'DELETE',
        '/api/v2/environments/demo/staging/policies',
        { policy_names: ['provenance-required'] }
      ],
      [
        'DELETE',
        '/api/v2/environments/demo/production/policies',
        { policy_names: ['provenance-required'] }
      ]
    ])
  })

  it('detach-policy without --environment is a usage error', async () => {
    const { code, stderr } = await h.run(detachPolicyCommand, ['p'])
    expect(code).toBe(2)
    expect(stderr).toContain('--environment is required')
  })

  it('detach-policy of an unknown policy: exit 1 with the service message', async () => {
    const { code, stderr } = await h.run(detachPolicyCommand, [
      'nope',
      '--environment',
      'staging'
    ])
    expect(code).toBe(1)
    expect(stderr).toContain('Environment or policy not found')
  })

  it('join environment adds the physical one', async () => {
    const { code, stdout } = await h.run(joinEnvironmentCommand, [
      '--physical',
      'qa-server',
      '--logical',
      'all'
    ])
    expect(code).toBe(0)
    expect(stdout).toBe("environment 'qa-server' was joined to 'all'\n")
    const list = await h.run(listEnvironmentsCommand, [
      '--name',
      'all',
      '--output',
      'json'
    ])
    const [all] = JSON.parse(list.stdout) as {
      included_environments: string[]
    }[]
    expect(all?.included_environments).toContain('qa-server')
  })

  it('join environment needs both flags; a logical one is refused by Kosli', async () => {
    const missing = await h.run(joinEnvironmentCommand, [
      '--physical',
      'qa-server'
    ])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--logical is required')
    const logical = await h.run(joinEnvironmentCommand, [
      '--physical',
      'all',
      '--logical',
      'all'
    ])
    expect(logical.code).toBe(1)
    expect(logical.stderr).toContain(
      'Can only add physical environments to logical environments'
    )
  })
})

describe('deployment-frequency', () => {
  it('shows the answer as fields, or json', async () => {
    const table = await h.run(deploymentFrequencyCommand, [
      'production',
      '--flow-id',
      'flow-0001'
    ])
    expect(table.code).toBe(0)
    expect(table.stdout).toMatch(/env_name\s+production/)
    const json = await h.run(
      deploymentFrequencyCommand,
      ['production', '--output', 'json'],
      { env: { KOSLI_FLOW_ID: 'flow-0001' } }
    )
    expect(JSON.parse(json.stdout)).toMatchObject({
      env_name: 'production',
      flow_id: 'flow-0001'
    })
    const [, second] = await h.requests()
    expect(second?.query).toEqual({ flow_id: 'flow-0001' })
  })

  it('exit 2 without --flow-id or ENV', async () => {
    const flow = await h.run(deploymentFrequencyCommand, ['production'])
    expect(flow.code).toBe(2)
    expect(flow.stderr).toContain('--flow-id is required')
    const env = await h.run(deploymentFrequencyCommand, ['--flow-id', 'x'])
    expect(env.code).toBe(2)
    expect(env.stderr).toContain(
      'environment is required: give it as the argument or with --environment'
    )
  })

  it('takes the environment as --environment (or -e), as other commands do', async () => {
    for (const flag of ['--environment', '-e']) {
      const run = await h.run(deploymentFrequencyCommand, [
        ...[flag, 'production', '--flow-id', 'flow-0001', '-o', 'json']
      ])
      expect(run.code, run.stderr).toBe(0)
      expect(JSON.parse(run.stdout)).toMatchObject({ env_name: 'production' })
    }
  })
})
