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
import { createClient } from '../../src/api/index.js'
import { attestJunitCommand } from '../../src/cli/commands/attest-junit.js'
import { envDiffCommand } from '../../src/cli/commands/env-diff.js'
import { resendCommand } from '../../src/cli/commands/resend.js'
import type { CommandIo } from '../../src/cli/framework/types.js'
import {
  startEmulator,
  type RequestRecord,
  type RunningEmulator
} from '../../src/emulator/index.js'
import { memoryLogger } from '../../src/log.js'
import { runMode, type ModeDeps } from '../../src/modes/index.js'
import {
  addFault,
  attestationsOn,
  beginTrails,
  clearFaults,
  FLOW,
  JUNIT_PATH,
  requests,
  reset
} from './emulator.js'

let emulator: RunningEmulator
let workspace: string
const TRAIL = 'lost-and-found'
const REPORT = join('reports', 'junit.xml')
const REPORT_XML =
  '<?xml version="1.0"?>\n<testsuite name="api" time="1.5"><testcase name="a" time="1"/><testcase name="b" time="0.5"><failure message="expected 2">trace</failure></testcase></testsuite>\n'

beforeAll(async () => {
  emulator = await startEmulator()
  workspace = mkdtempSync(join(tmpdir(), 'nothing-lost-'))
  mkdirSync(join(workspace, 'reports'))
  writeFileSync(join(workspace, REPORT), REPORT_XML)
})
afterEach(async () => reset(emulator.url))
afterAll(async () => {
  await emulator.close()
  rmSync(workspace, { recursive: true, force: true })
})

function modeDeps(tmpDir: string): ModeDeps {
  const logger = memoryLogger()
  return {
    logger,
    now: () => Date.now(),
    cwd: workspace,
    tmpDir,
    env: {},
    // Waits are skipped, not shortened: the retries still happen.
    openClient: (service) =>
      createClient({ ...service, logger, sleep: () => Promise.resolve() }),
    readEvent: () => ({})
  }
}

function serviceRaw(): Record<string, string> {
  return {
    'api-token': emulator.token,
    org: emulator.org,
    host: emulator.url
  }
}

interface Run {
  code: number
  stdout: string
  stderr: string
}

async function cli(
  command: { run(argv: string[], io: CommandIo): Promise<number> },
  argv: string[]
): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const code = await command.run(argv, {
    cwd: workspace,
    env: { KOSLI_API_TOKEN: emulator.token },
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    isTTY: false,
    confirm: () => Promise.resolve(false)
  })
  return { code, stdout, stderr }
}

async function junitRecords(): Promise<RequestRecord[]> {
  return (await requests(emulator.url)).filter((r) => r.path.endsWith('/junit'))
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
  expect(await attestationsOn(emulator.url, emulator.org, TRAIL)).toEqual([])

  await clearFaults(emulator.url) // the service is back
  const run = await cli(resendCommand, [kept])
  expect(run.code, run.stderr).toBe(0)
  const resent = (await junitRecords()).at(-1)
  expect(resent?.status).toBe(201)
  expect(resent?.parts).toEqual(failed?.parts)
  expect(JSON.stringify(resent?.data_json)).toBe(dataJson)
  const stored = await attestationsOn(emulator.url, emulator.org, TRAIL)
  expect(stored).toHaveLength(1)
  expect(stored[0]?.data_json).toEqual(JSON.parse(dataJson))
  expect(stored[0]?.attachment?.sha256).toBe(failed?.files?.[0]?.sha256)
}

describe('a failed upload is kept and can be resent', () => {
  it('the action (attest-junit mode): kept under RUNNER_TEMP, the summary says how to resend', async () => {
    await beginTrails(emulator.url, emulator.org, [TRAIL])
    await addFault(emulator.url, { path: JUNIT_PATH, status: 503, count: 4 })
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
    expect(kept.startsWith(join(runnerTemp, 'kosli-kept-payload-'))).toBe(true)
    expect(result.failure).toContain('Kosli did not record the attestation')
    expect(result.failure).toContain(`kept in ${kept}`)
    expect(result.summary).toContain(kept)
    expect(result.summary).toContain(`kosli-attest resend '${kept}'`)
    await expectResentByteForByte(kept)
    rmSync(runnerTemp, { recursive: true, force: true })
  })

  it('the CLI (attest junit): kept where --keep-payload points', async () => {
    await beginTrails(emulator.url, emulator.org, [TRAIL])
    await addFault(emulator.url, { path: JUNIT_PATH, status: 500, count: 10 })
    const keepIn = join(workspace, 'kept-here')
    const run = await cli(attestJunitCommand, [
      ...['--org', emulator.org, '--host', emulator.url],
      ...['--flow', FLOW, '--trail', TRAIL, '--name', 'unit-tests'],
      ...['--keep-payload', keepIn, '--max-retries', '0', REPORT]
    ])
    expect(run.code).toBe(1)
    const [name = ''] = readdirSync(keepIn)
    const kept = join(keepIn, name)
    expect(run.stderr).toContain(kept)
    await expectResentByteForByte(kept)
  })

  it('the CLI (attest junit): kept beside the reports by default', async () => {
    await beginTrails(emulator.url, emulator.org, [TRAIL])
    await addFault(emulator.url, { path: JUNIT_PATH, drop: true, count: 10 })
    const run = await cli(attestJunitCommand, [
      ...['--org', emulator.org, '--host', emulator.url],
      ...['--flow', FLOW, '--trail', TRAIL, '--name', 'unit-tests'],
      ...['--max-retries', '0', REPORT]
    ])
    expect(run.code).toBe(1)
    const [name = ''] = readdirSync(join(workspace, 'reports')).filter((n) =>
      n.startsWith('kosli-kept-payload-')
    )
    expect(name).not.toBe('')
    expect(run.stderr).toContain(join(workspace, 'reports', name))
    await expectResentByteForByte(join(workspace, 'reports', name))
  })
})

describe('a gate fails closed when the service cannot answer', () => {
  const snapshots = { 'snapshot-1': 'staging', 'snapshot-2': 'production' }

  for (const failOn of ['never', 'any-change']) {
    it(`env-diff mode, fail-on ${failOn}, against 503s`, async () => {
      await addFault(emulator.url, {
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
      await addFault(emulator.url, {
        path: '/env-diff/**',
        status: 503,
        count: 10
      })
      const run = await cli(envDiffCommand, [
        ...['staging', 'production', '--fail-on', failOn],
        ...['--org', emulator.org, '--host', emulator.url],
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
    await addFault(emulator.url, {
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
