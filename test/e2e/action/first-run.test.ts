/**
 * The first run of a pipeline against a fresh `kosli-attest serve`: the
 * trail is begun by the Kosli CLI's own request, by `begin-trail: true`
 * alone, or by `kosli-attest begin trail`; then the attestation, to the
 * default trail (the commit), is recorded. The flow is the README's `shop`,
 * which a fresh emulator does not have.
 */
import { rmSync } from 'node:fs'
import { Agent } from 'undici'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorState } from '../../../src/emulator/index.js'
import { caller } from '../../support/emulator.js'
import {
  vendorBeginTrail,
  vendorCreateFlow
} from '../../support/vendor-requests.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { failureMessage, runAction, runCli } from '../support/run.js'
import { serve, type Served } from '../support/serve.js'

let repo: GitRepo
let served: Served | undefined
const dispatcher = new Agent()
beforeAll(() => {
  repo = gitWorkspace()
})
afterEach(async () => {
  await served?.stop()
  served = undefined
})
afterAll(async () => {
  await dispatcher.close()
  rmSync(repo.dir, { recursive: true, force: true })
})

const REPORTS = 'test-results/**/*.xml'

async function fresh(): Promise<Served> {
  served = await serve()
  return served
}

async function shopTrail(s: Served, trail: string) {
  const { control } = caller(s, dispatcher)
  const state = (await control('state')).body as EmulatorState
  const flow = state.orgs[s.org]?.flows.find((f) => f.name === 'shop')
  return { flow, trail: flow?.trails.find((t) => t.name === trail) }
}

/** The push recipe of the README: flow shop, the trail left to its default. */
function pushRecipe(s: Served, extra: Record<string, string> = {}) {
  return runAction({
    workspace: repo.dir,
    inputs: {
      host: s.url,
      org: s.org,
      'api-token': s.token,
      flow: 'shop',
      name: 'unit-tests',
      'report-paths': REPORTS,
      'max-retries': '0',
      ...extra
    },
    env: { GITHUB_SHA: repo.merge },
    event: { after: repo.merge, head_commit: { id: repo.merge } }
  })
}

describe('a first run against a fresh serve', () => {
  it("the Kosli CLI's create flow and begin trail requests, then the action with its default trail: recorded", async () => {
    const s = await fresh()
    const { api } = caller(s, dispatcher)
    const created = await api(
      `/flows/${s.org}/template_file`,
      vendorCreateFlow('shop')
    )
    expect(created.status).toBe(201)
    const begun = await api(
      `/trails/${s.org}/shop`,
      vendorBeginTrail({
        name: repo.merge,
        git_commit_info: { sha1: repo.merge }
      })
    )
    expect(begun.status).toBe(201)
    const run = await pushRecipe(s)
    expect(run.code, failureMessage(run)).toBe(0)
    const { trail } = await shopTrail(s, repo.merge)
    expect(trail?.attestations.map((a) => a.attestation_name)).toEqual([
      'unit-tests'
    ])
  })

  it('the same with the CLI: attest junit to the default trail (the CI commit) is recorded', async () => {
    const s = await fresh()
    const { api } = caller(s, dispatcher)
    await api(`/flows/${s.org}/template_file`, vendorCreateFlow('shop'))
    await api(`/trails/${s.org}/shop`, vendorBeginTrail({ name: repo.merge }))
    const run = await runCli(
      ['attest', 'junit', '--flow', 'shop', '--name', 'unit-tests', REPORTS],
      {
        cwd: repo.dir,
        env: {
          ...s.env,
          GITHUB_ACTIONS: 'true',
          GITHUB_RUN_NUMBER: '1',
          GITHUB_SHA: repo.merge
        }
      }
    )
    expect(run.code, run.stderr).toBe(0)
    const { trail } = await shopTrail(s, repo.merge)
    expect(trail?.attestations).toHaveLength(1)
  })

  it('begin-trail: true alone: the flow is created, the trail begun with the commit and repository, the results recorded', async () => {
    const s = await fresh()
    const run = await pushRecipe(s, { 'begin-trail': 'true' })
    expect(run.code, failureMessage(run)).toBe(0)
    expect(run.stdout).toContain(
      "flow 'shop' did not exist: created it (empty template)"
    )
    expect(run.stdout).toContain(`trail '${repo.merge}' was begun`)
    expect(run.outputs['trail-url']).toBe(
      `${s.url}/${s.org}/flows/shop/trails/${repo.merge}`
    )
    const { flow, trail } = await shopTrail(s, repo.merge)
    expect(flow?.template.slots).toEqual([])
    expect(trail?.data_json).toEqual({
      name: repo.merge,
      git_commit_info: {
        sha1: repo.merge,
        message: 'Merge feature',
        author: 'Jane Dev <jane@example.com>',
        branch: 'main',
        timestamp: expect.any(Number) as number,
        url: `https://github.com/acme/shop/commit/${repo.merge}`
      },
      repo_info: expect.objectContaining({
        name: 'acme/shop',
        url: 'https://github.com/acme/shop',
        id: '123456789',
        provider: 'github'
      }) as unknown,
      origin_url: 'https://github.com/acme/shop/actions/runs/1001/attempts/2'
    })
    expect(trail?.attestations).toHaveLength(1)
    // The second run finds both: the trail is updated (200), the flow left alone.
    const second = await pushRecipe(s, { 'begin-trail': 'true' })
    expect(second.code, failureMessage(second)).toBe(0)
    expect(second.stdout).toContain(`trail '${repo.merge}' was updated`)
    expect(second.stdout).not.toContain('did not exist')
    expect((await shopTrail(s, repo.merge)).trail?.attestations).toHaveLength(2)
  })

  it('without begin-trail the first run fails with 404, and the hint names kosli-attest begin trail first', async () => {
    const s = await fresh()
    const run = await pushRecipe(s)
    expect(run.code).toBe(1)
    const message = failureMessage(run) ?? ''
    expect(message).toContain('404')
    expect(message).toContain(
      `begin it with kosli-attest begin trail ${repo.merge} --flow shop, or set begin-trail: true`
    )
  })

  it('kosli-attest create flow and begin trail, then the action: recorded; dry run with begin-trail sends nothing', async () => {
    const s = await fresh()
    const env = {
      ...s.env,
      GITHUB_ACTIONS: 'true',
      GITHUB_RUN_NUMBER: '1',
      GITHUB_SHA: repo.merge
    }
    const flow = await runCli(['create', 'flow', 'shop'], {
      cwd: repo.dir,
      env
    })
    expect(flow.stdout).toBe("flow 'shop' was created\n")
    const trail = await runCli(
      ['begin', 'trail', repo.merge, '--flow', 'shop'],
      {
        cwd: repo.dir,
        env
      }
    )
    expect(trail.stdout).toBe(`trail '${repo.merge}' was begun\n`)
    expect((await shopTrail(s, repo.merge)).trail?.data_json).toMatchObject({
      git_commit_info: { sha1: repo.merge, message: 'Merge feature' }
    })
    const dry = await pushRecipe(s, {
      'begin-trail': 'true',
      'dry-run': 'true',
      flow: 'other'
    })
    expect(dry.code, failureMessage(dry)).toBe(0)
    expect(dry.stdout).toContain(
      'Dry run: begin-trail would first send PUT /api/v2/trails/demo/other'
    )
    const { control } = caller(s, dispatcher)
    const log = (await control('requests')).body as { path: string }[]
    expect(log.map((r) => r.path).filter((p) => p.includes('other'))).toEqual(
      []
    )
    const run = await pushRecipe(s)
    expect(run.code, failureMessage(run)).toBe(0)
  })
})
