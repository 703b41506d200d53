import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  beginTrailCommand,
  createFlowCommand
} from '../../../../src/cli/commands/flows.js'
import type { EmulatorState } from '../../../../src/emulator/index.js'
import { startCliHarness, type CliHarness } from '../../../support/command.js'

let h: CliHarness
beforeAll(async () => {
  h = await startCliHarness()
})
afterAll(() => h.close())
beforeEach(() => h.reset())

async function flow(name: string) {
  const state = await h.state<EmulatorState>()
  return state.orgs.demo?.flows.find((f) => f.name === name)
}

/** GitHub's variables, so the trail gets the CI's repository and run link. */
const GITHUB = {
  GITHUB_ACTIONS: 'true',
  GITHUB_RUN_NUMBER: '7',
  GITHUB_RUN_ID: '1001',
  GITHUB_REPOSITORY: 'acme/shop',
  GITHUB_REPOSITORY_ID: '42',
  GITHUB_SERVER_URL: 'https://github.com'
}

describe('create flow', () => {
  it('201 then 200: "was created", then "was updated", with the template given', async () => {
    const first = await h.run(createFlowCommand, ['shop'])
    expect(first.code, first.stderr).toBe(0)
    expect(first.stdout).toBe("flow 'shop' was created\n")
    const template = join(h.dir, 'kosli.yml')
    await writeFile(
      template,
      'version: 1\ntrail:\n  attestations:\n  - name: unit-tests\n    type: junit\n'
    )
    const again = await h.run(createFlowCommand, [
      'shop',
      '--template-file',
      template,
      '--description',
      'The shop'
    ])
    expect(again.stdout).toBe("flow 'shop' was updated\n")
    expect(await flow('shop')).toMatchObject({
      description: 'The shop',
      template: { slots: ['unit-tests'] }
    })
    const log = await h.requests()
    expect(log.map((r) => [r.method, r.path, r.status])).toEqual([
      ['PUT', '/api/v2/flows/demo/template_file', 201],
      ['PUT', '/api/v2/flows/demo/template_file', 200]
    ])
  })

  it('exit 2 on a name outside the pattern; nothing is sent', async () => {
    const run = await h.run(createFlowCommand, ['my flow'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('must match ^[a-zA-Z0-9][a-zA-Z0-9._~-]*$')
    expect(await h.requests()).toHaveLength(0)
  })

  it('exit 2 naming --template-file when it cannot be read', async () => {
    const run = await h.run(createFlowCommand, [
      'shop',
      '--template-file',
      'nope.yml'
    ])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--template-file: cannot read nope.yml')
  })
})

describe('begin trail', () => {
  it('201 then 200: "was begun", then "was updated", with the CI repository and run link', async () => {
    const args = ['v1.2.3', '--flow', 'demo-flow']
    const env = GITHUB
    const first = await h.run(beginTrailCommand, args, { env })
    expect(first.code, first.stderr).toBe(0)
    expect(first.stdout).toBe("trail 'v1.2.3' was begun\n")
    const again = await h.run(
      beginTrailCommand,
      [...args, '--description', 'd'],
      { env }
    )
    expect(again.stdout).toBe("trail 'v1.2.3' was updated\n")
    const trail = (await flow('demo-flow'))?.trails.find(
      (t) => t.name === 'v1.2.3'
    )
    expect(trail?.data_json).toMatchObject({
      name: 'v1.2.3',
      description: 'd',
      origin_url: expect.stringContaining(
        'https://github.com/acme/shop/actions/runs/1001'
      ) as string,
      repo_info: { name: 'acme/shop', id: '42', provider: 'github' }
    })
    const log = await h.requests()
    expect(log.map((r) => r.status)).toEqual([201, 200])
  })

  it('exit 1 on a flow that does not exist, pointing at create flow', async () => {
    const run = await h.run(beginTrailCommand, ['t1', '--flow', 'shop'])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("Flow named 'shop' does not exist")
    expect(run.stderr).toContain('kosli-attest create flow shop')
  })

  it('exit 2 on a bad trail name or no --flow; nothing is sent', async () => {
    const bad = await h.run(beginTrailCommand, ['-x', '--flow', 'demo-flow'])
    expect(bad.code).toBe(2)
    const unnamed = await h.run(beginTrailCommand, [
      'a:b',
      '--flow',
      'demo-flow'
    ])
    expect(unnamed.code).toBe(2)
    expect(unnamed.stderr).toContain('must match')
    const noFlow = await h.run(beginTrailCommand, ['t1'])
    expect(noFlow.code).toBe(2)
    expect(noFlow.stderr).toContain('--flow')
    expect(await h.requests()).toHaveLength(0)
  })

  it('--dry-run prints the request and its data_json and sends nothing', async () => {
    const run = await h.run(beginTrailCommand, [
      't1',
      '--flow',
      'demo-flow',
      '--dry-run'
    ])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('PUT ')
    expect(run.stdout).toContain('/api/v2/trails/demo/demo-flow')
    expect(run.stdout).toContain('"name": "t1"')
    expect(await h.requests()).toHaveLength(0)
  })
})
