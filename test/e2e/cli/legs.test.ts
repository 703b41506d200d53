/**
 * `kosli-attest attest junit --legs-dir` through the built CLI against the
 * emulator: the matrix's legs as one attestation, and a missing leg that
 * keeps the aggregate unsent and exits 1.
 */
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { junitReport, writeLegs } from '../support/legs.js'
import { runCli } from '../support/run.js'

let h: Harness
let workspace: string
beforeAll(async () => {
  h = await startHarness()
  workspace = mkdtempSync(join(tmpdir(), 'kosli-legs-cli-'))
})
afterAll(async () => {
  await h.close()
  rmSync(workspace, { recursive: true, force: true })
})

const THREE_LEGS = {
  'py3.12/junit.xml': junitReport('orders', { passed: 2, failed: 1 }),
  'py3.13/junit.xml': junitReport('orders', { passed: 3 }),
  'py3.14/junit.xml': junitReport('orders', { passed: 3 })
}

function attest(trail: string, extra: string[]) {
  return runCli(
    [
      'attest',
      'junit',
      '--flow',
      FLOW,
      '--trail',
      trail,
      '--name',
      'matrix',
      ...extra
    ],
    { cwd: workspace, env: { ...h.env, KOSLI_MAX_RETRIES: '0' } }
  )
}

interface Junit {
  name: string
  failures: number
}

describe('attest junit --legs-dir', () => {
  it('3 of 3 legs: one attestation with the suites prefixed, not compliant', async () => {
    await h.beginTrails(['cli-legs-1'])
    const legs = writeLegs(workspace, THREE_LEGS)
    const run = await attest('cli-legs-1', [
      '--legs-dir',
      basename(legs),
      '--expected-legs',
      '3'
    ])
    expect(run.code, run.stderr).toBe(0)
    const [stored, ...more] = await h.attestationsOn('cli-legs-1')
    expect(more).toHaveLength(0)
    const results = stored?.data_json.junit_results as Junit[]
    expect(results.map((r) => [r.name, r.failures])).toEqual([
      ['[py3.12] orders', 1],
      ['[py3.13] orders', 0],
      ['[py3.14] orders', 0]
    ])
    expect(stored?.compliant).toBe(false)
    expect(run.stderr).toMatch(/leg py3\.12: 3 tests, 1 failed/)
  })

  it('3 of 4 legs: nothing sent, the payload kept in --keep-dir, exit 1 naming the legs', async () => {
    await h.beginTrails(['cli-legs-2'])
    const legs = writeLegs(workspace, THREE_LEGS)
    const keep = join(workspace, 'kept')
    const run = await attest('cli-legs-2', [
      '--legs-dir',
      basename(legs),
      '--expected-legs',
      '4',
      '--keep-dir',
      keep
    ])
    expect(run.code).toBe(1)
    expect(await h.attestationsOn('cli-legs-2')).toEqual([])
    expect(run.stderr).toContain('expected 4, found 3 (py3.12, py3.13, py3.14)')
    expect(run.stderr).toContain('resend')
    const [payload] = existsSync(keep) ? readdirSync(keep) : []
    expect(payload).toBeDefined()
    const data = JSON.parse(
      readFileSync(join(keep, payload ?? '', 'data_json.json'), 'utf8')
    ) as {
      junit_results: Junit[]
    }
    expect(data.junit_results).toHaveLength(3)
    // The kept payload is sent as it is: the resend records the aggregate.
    const resend = await runCli(['resend', join(keep, payload ?? '')], {
      cwd: workspace,
      env: h.env
    })
    expect(resend.code, resend.stderr).toBe(0)
    expect(await h.attestationsOn('cli-legs-2')).toHaveLength(1)
  })

  it('expected-legs job:<name> is the action’s: the CLI asks for a number', async () => {
    const legs = writeLegs(workspace, THREE_LEGS)
    const run = await attest('cli-legs-3', [
      '--legs-dir',
      basename(legs),
      '--expected-legs',
      'job:test'
    ])
    expect(run.code).not.toBe(0)
    expect(run.stderr).toContain('give the number of legs')
  })
})
