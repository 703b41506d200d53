/**
 * Nothing is lost when the service fails: an upload that finally fails is
 * kept on disk exactly as sent, and `resend` records it byte for byte; a
 * gate never passes because the service could not be reached.
 */
import { createHash } from 'node:crypto'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../src/cli/commands/attest-junit.js'
import { envDiffCommand } from '../../../src/cli/commands/env-diff.js'
import { resendCommand } from '../../../src/cli/commands/resend.js'
import type { Command } from '../../../src/cli/framework/types.js'
import type { RequestRecord } from '../../../src/emulator/index.js'
import type { ModeDeps } from '../../../src/modes/index.js'
import { runMode } from '../../support/modes.js'
import { runCommand } from '../../support/command.js'
import {
  ANY_JUNIT,
  FLOW,
  startHarness,
  type Harness
} from '../../support/emulator.js'

let h: Harness
let workspace: string
const TRAIL = 'lost-and-found'
const REPORT = join('reports', 'junit.xml')
const REPORT_XML =
  '<?xml version="1.0"?>\n<testsuite name="api" time="1.5"><testcase name="a" time="1"/><testcase name="b" time="0.5"><failure message="expected 2">trace</failure></testcase></testsuite>\n'

beforeAll(async () => {
  h = await startHarness()
  workspace = h.dir
  mkdirSync(join(workspace, 'reports'))
  writeFileSync(join(workspace, REPORT), REPORT_XML)
})
afterEach(() => h.reset())
afterAll(() => h.close())

/** The harness's mode dependencies (clients that never wait) in `tmpDir`. */
function modeDeps(tmpDir: string): ModeDeps {
  return { ...h.deps, cwd: workspace, tmpDir }
}

function serviceRaw(): Record<string, string> {
  return {
    'api-token': h.token,
    org: h.org,
    host: h.url
  }
}

function cli(command: Pick<Command, 'run'>, argv: string[]) {
  return runCommand(command, argv, {
    cwd: workspace,
    env: { KOSLI_API_TOKEN: h.token, KOSLI_HOST: h.url }
  })
}

async function junitRecords(): Promise<RequestRecord[]> {
  return (await h.requests()).filter((r) => r.path.endsWith('/junit'))
}

const sha256 = (path: string) =>
  createHash('sha256').update(readFileSync(path)).digest('hex')

/**
 * The kept directory holds what the failed request carried, and `resend`
 * records exactly that: same parts, same bytes, same attachment.
 */
async function expectResentByteForByte(kept: string): Promise<void> {
  const [failed] = await junitRecords()
  const dataJson = readFileSync(join(kept, 'data_json.json'), 'utf8')
  expect(dataJson).toBe(JSON.stringify(failed?.data_json))
  const [attachment = ''] = readdirSync(join(kept, 'attachment'))
  expect(sha256(join(kept, 'attachment', attachment))).toBe(
    failed?.files?.[0]?.sha256
  )
  expect(await h.attestationsOn(TRAIL)).toEqual([])

  await h.clearFaults() // the service is back
  const run = await cli(resendCommand, [kept])
  expect(run.code, run.stderr).toBe(0)
  const resent = (await junitRecords()).at(-1)
  expect(resent?.status).toBe(201)
  expect(resent?.parts).toEqual(failed?.parts)
  expect(JSON.stringify(resent?.data_json)).toBe(dataJson)
  const stored = await h.attestationsOn(TRAIL)
  expect(stored).toHaveLength(1)
  expect(stored[0]?.data_json).toEqual(JSON.parse(dataJson))
  expect(stored[0]?.attachment?.sha256).toBe(failed?.files?.[0]?.sha256)
}

describe('a failed upload is kept and can be resent', () => {
  it('the action (attest-junit mode): kept under RUNNER_TEMP, the summary says how to resend', async () => {
    await h.beginTrails([TRAIL])
    await h.fault({ path: ANY_JUNIT, status: 503, count: 4 })
    const runnerTemp = mkdtempSync(join(tmpdir(), 'runner-temp-'))
    const result = await runMode(
      'attest-junit',
      {
        ...serviceRaw(),
        flow: FLOW,
        trail: TRAIL,
        name: 'unit-tests',
        'report-paths': REPORT
      },
      modeDeps(runnerTemp)
    )
    expect((await junitRecords()).map((r) => r.status)).toEqual([
      503, 503, 503, 503
    ])
    const kept = result.outputs['kept-payload-dir'] ?? ''
    expect(
      kept.startsWith(join(runnerTemp, 'kosli-attest', 'kept', 'payload-'))
    ).toBe(true)
    expect(result.outputs['payload-file']).toBeDefined()
    expect(result.failure).toContain('Kosli did not record the attestation')
    expect(result.failure).toContain(`kept in ${kept}`)
    expect(result.summary).toContain(`kosli-attest resend ${kept}`)
    // Why, and how to keep the folder past the job: one path, not two.
    expect(result.summary).toContain('503 Service Unavailable')
    expect(result.summary).toContain('actions/upload-artifact@v4')
    expect(result.summary).toContain(`path: "${kept}"`)
    expect(result.summary).not.toContain(result.outputs['payload-file'])
    await expectResentByteForByte(kept)
    rmSync(runnerTemp, { recursive: true, force: true })
  })

  it('the CLI (attest junit): kept where --keep-dir points', async () => {
    await h.beginTrails([TRAIL])
    await h.fault({ path: ANY_JUNIT, status: 500, count: 10 })
    const keepIn = join(workspace, 'kept-here')
    const run = await cli(attestJunitCommand, [
      ...['--org', h.org, '--host', h.url],
      ...['--flow', FLOW, '--trail', TRAIL, '--name', 'unit-tests'],
      ...['--keep-dir', keepIn, '--max-retries', '0', REPORT]
    ])
    expect(run.code).toBe(1)
    const [name = ''] = readdirSync(keepIn)
    const kept = join(keepIn, name)
    expect(run.stderr).toContain(kept)
    await expectResentByteForByte(kept)
  })

  it('the CLI (attest junit): kept in .kosli-attest/kept by default', async () => {
    await h.beginTrails([TRAIL])
    await h.fault({ path: ANY_JUNIT, drop: true, count: 10 })
    const run = await cli(attestJunitCommand, [
      ...['--org', h.org, '--host', h.url],
      ...['--flow', FLOW, '--trail', TRAIL, '--name', 'unit-tests'],
      ...['--max-retries', '0', REPORT]
    ])
    expect(run.code).toBe(1)
    const keptIn = join(workspace, '.kosli-attest', 'kept')
    const [name = ''] = readdirSync(keptIn)
    expect(name).not.toBe('')
    expect(run.stderr).toContain(join(keptIn, name))
    await expectResentByteForByte(join(keptIn, name))
  })
})

describe('a gate fails closed when the service cannot answer', () => {
  const snapshots = { 'snapshot-1': 'staging', 'snapshot-2': 'production' }

  for (const failOn of ['never', 'any-change']) {
    it(`env-diff mode, fail-on ${failOn}, against 503s`, async () => {
      await h.fault({
        path: '/env-diff/**',
        status: 503,
        count: 10
      })
      const result = await runMode(
        'env-diff',
        { ...serviceRaw(), ...snapshots, 'fail-on': failOn },
        modeDeps(workspace)
      )
      expect(result.failure).toMatch(
        /^env-diff failed closed: Kosli gave no diff of staging and production, and the gate never passes without one\. .*gave up after 4 attempts; last response: 503/
      )
      expect(result.summary).toContain('Failed closed')
      expect(result.outputs).toEqual({})
    })

    it(`env-diff command, --fail-on ${failOn}, against 503s: exit 1`, async () => {
      await h.fault({
        path: '/env-diff/**',
        status: 503,
        count: 10
      })
      const run = await cli(envDiffCommand, [
        ...['staging', 'production', '--fail-on', failOn],
        ...['--org', h.org, '--host', h.url],
        ...['--max-retries', '0']
      ])
      expect(run.code).toBe(1)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain('error: env-diff failed closed')
      expect(run.stderr).toContain('503 Service Unavailable')
    })
  }

  it('without faults, the same never gate passes (the control)', async () => {
    const result = await runMode(
      'env-diff',
      { ...serviceRaw(), ...snapshots, 'fail-on': 'never' },
      modeDeps(workspace)
    )
    expect(result.failure).toBeUndefined()
    expect(result.outputs.changed).toBe('true')
  })

  it('a dropped connection fails the gate closed too', async () => {
    await h.fault({
      path: '/env-diff/**',
      drop: true,
      count: 10
    })
    const result = await runMode(
      'env-diff',
      { ...serviceRaw(), ...snapshots, 'fail-on': 'never' },
      modeDeps(workspace)
    )
    expect(result.failure).toMatch(/^env-diff failed closed: .*network error/s)
  })
})
