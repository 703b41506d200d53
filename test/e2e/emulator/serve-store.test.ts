/**
 * `kosli-attest serve --store FILE`: what the emulator answered is in the
 * file, whatever happens to the process after. Each test writes through the
 * built action, the built CLI or plain HTTP, kills the server with SIGKILL
 * (no handler runs, nothing is flushed on the way out) and reads everything
 * back from a new server on the same file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { tgzFiles } from '../../support/evidence.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ok } from '../../support/emulator-http.js'
import { junitData, junitForm } from '../../support/emulator-http.js'
import { vendorBeginTrail } from '../../support/vendor-requests.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { failureMessage, runAction, runCli } from '../support/run.js'
import {
  dispatcher,
  killAll,
  serveStore,
  type StoreServer
} from './store-serve.js'

let dir: string
let repo: GitRepo
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'serve-store-'))
  repo = gitWorkspace()
})
afterEach(killAll)
afterAll(async () => {
  await dispatcher.close()
  rmSync(dir, { recursive: true, force: true })
  rmSync(repo.dir, { recursive: true, force: true })
})

let n = 0
const storeFile = () => join(dir, `store-${++n}.sqlite`)
const REPORTS = 'test-results/**/*.xml'
const FINGERPRINT = 'a'.repeat(64)

/** GET `path` of the server (a page, a download, the backup): status and bytes. */
async function download(s: StoreServer, path: string) {
  const response = await dispatcher.request({
    origin: s.url,
    path,
    method: 'GET'
  })
  const bytes = Buffer.from(await response.body.arrayBuffer())
  return { status: response.statusCode, bytes }
}

/** The bytes behind the first download link of a trail's page. */
async function trailAttachment(s: StoreServer, trail: string) {
  const page = await download(s, `/demo/flows/demo-flow/trails/${trail}`)
  expect(page.status).toBe(200)
  const link = /href="([^"]+\/attestations\/\d+\/attachment)"/.exec(
    page.bytes.toString('utf8')
  )?.[1]
  expect(link, 'the trail page offers no download').toBeDefined()
  return download(s, link ?? '')
}

describe('serve --store: answered writes survive kill -9', () => {
  it('the action, the CLI and a control request write; after kill -9 a new serve on the file answers every read as before', async () => {
    const file = storeFile()
    const s = await serveStore(file)
    const action = await runAction({
      workspace: repo.dir,
      inputs: {
        host: s.url,
        org: s.org,
        'api-token': s.token,
        flow: 'shop',
        name: 'unit-tests',
        'report-paths': REPORTS,
        'begin-trail': 'true',
        'max-retries': '0'
      },
      env: { GITHUB_SHA: repo.merge },
      event: { after: repo.merge, head_commit: { id: repo.merge } }
    })
    expect(action.code, failureMessage(action)).toBe(0)
    const cli = await runCli(
      [
        ...['attest', 'junit', '--flow', 'shop', '--trail', repo.merge],
        ...['--name', 'cli-tests', REPORTS]
      ],
      {
        cwd: repo.dir,
        env: { ...s.env, GITHUB_ACTIONS: 'true', GITHUB_SHA: repo.merge }
      }
    )
    expect(cli.code, cli.stderr).toBe(0)
    await ok(
      s.control('snapshots/demo/staging', {
        json: { artifacts: [{ fingerprint: FINGERPRINT, name: 'web:1' }] }
      }),
      'snapshot'
    )
    const moment = `/trails/demo/shop/${repo.merge}/moments/latest`
    const before = {
      state: (await s.control('state')).body,
      moment: await s.api(moment),
      environments: await s.api('/environments/demo')
    }
    expect(before.moment.status).toBe(200)
    expect(Object.keys(before.moment.body as object)).toContain(
      'compliance_status'
    )
    await s.kill9()

    const again = await serveStore(file)
    expect(again.token).toBe(s.token)
    expect((await again.control('state')).body).toEqual(before.state)
    expect(await again.api(moment)).toMatchObject({
      status: 200,
      body: before.moment.body
    })
    expect((await again.api('/environments/demo')).body).toEqual(
      before.environments.body
    )
  })

  it('200 attestations sent at once: each answered 201, and all 200 are there after a kill -9 right after the last answer', async () => {
    const file = storeFile()
    const s = await serveStore(file)
    const trail = vendorBeginTrail({ name: 'load' })
    expect((await s.api('/trails/demo/demo-flow', trail)).status).toBe(201)
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        s.api('/attestations/demo/demo-flow/trail/load/junit', {
          body: junitForm(junitData({ attestation_name: `part-${i}` }), {
            name: `report-${i}.xml`,
            bytes: new TextEncoder().encode(`<testsuite n="${i}"/>`)
          })
        })
      )
    )
    await s.kill9()
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(201))

    const again = await serveStore(file)
    const state = (await again.control('state')).body as {
      orgs: Record<string, { flows: { name: string; trails: unknown[] }[] }>
    }
    const flow = state.orgs.demo?.flows.find((f) => f.name === 'demo-flow')
    const load = (flow?.trails as { name: string; attestations: [] }[]).find(
      (t) => t.name === 'load'
    ) as
      | {
          attestations: { attestation_name: string; attachment: unknown }[]
          moments: unknown[]
        }
      | undefined
    const names = load?.attestations.map((a) => a.attestation_name) ?? []
    expect(new Set(names).size).toBe(200)
    expect(names.sort()).toEqual(
      Array.from({ length: 200 }, (_, i) => `part-${i}`).sort()
    )
    expect(load?.moments).toHaveLength(200)
    expect(load?.attestations[0]?.attachment).toMatchObject({
      filename: expect.stringMatching(/^report-\d+\.xml$/) as string
    })
  })

  it('an attachment sent through the CLI downloads with the same bytes from the trail page after kill -9 and restart, and from a backup', async () => {
    const file = storeFile()
    const s = await serveStore(file)
    const trail = vendorBeginTrail({ name: 'kept' })
    expect((await s.api('/trails/demo/demo-flow', trail)).status).toBe(201)
    const report = 'test-results/unit/TEST-com.acme.shop.CartServiceTest.xml'
    const cli = await runCli(
      [
        ...['attest', 'junit', '--flow', 'demo-flow', '--trail', 'kept'],
        ...['--name', 'cli-tests', report]
      ],
      {
        cwd: repo.dir,
        env: { ...s.env, GITHUB_ACTIONS: 'true', GITHUB_SHA: repo.merge }
      }
    )
    expect(cli.code, cli.stderr).toBe(0)
    // The report goes with the test inventory, in evidence.tgz.
    const sent = (await trailAttachment(s, 'kept')).bytes
    expect(tgzFiles(sent).get(report)).toEqual(
      readFileSync(join(repo.dir, report))
    )
    await s.kill9()

    const again = await serveStore(file)
    const after = await trailAttachment(again, 'kept')
    expect(after.status).toBe(200)
    expect(after.bytes).toEqual(sent)
    const backup = await download(again, '/_emulator/backup')
    expect(backup.status).toBe(200)
    await again.stop()
    const copy = join(dir, 'backup-of-kept.sqlite')
    writeFileSync(copy, backup.bytes)
    const restored = await serveStore(copy)
    expect((await trailAttachment(restored, 'kept')).bytes).toEqual(sent)
  })

  it('POST /_emulator/reset empties the store: after a restart the start state is back, not the writes before the reset', async () => {
    const file = storeFile()
    const s = await serveStore(file)
    const start = (await s.control('state')).body
    const trail = vendorBeginTrail({ name: 'gone' })
    expect((await s.api('/trails/demo/demo-flow', trail)).status).toBe(201)
    expect((await s.control('state')).body).not.toEqual(start)
    await ok(s.control('reset', { method: 'POST' }), 'reset')
    await s.kill9()
    const again = await serveStore(file)
    const state = (await again.control('state')).body
    expect(JSON.stringify(state)).not.toContain('"gone"')
    expect(state).toEqual(start)
  })
})
