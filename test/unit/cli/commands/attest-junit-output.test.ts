/**
 * attest junit for scripts and people after a write (issue 34, item 9;
 * issue 37): --output json, --dotenv FILE for GitLab, -o as --output with
 * the old -o URL still taken for --origin-url, and the trail's page
 * printed as the action's trail-url output gives it.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../../src/cli/commands/attest-junit.js'
import { beginTrailCommand } from '../../../../src/cli/commands/flows.js'
import {
  startReportsHarness,
  type CliHarness
} from '../../../support/command.js'

let h: CliHarness
const BASE = [
  '--flow',
  'demo-flow',
  '--trail',
  'demo-trail',
  '--name',
  'unit-tests'
]
const TRAIL_URL = () => `${h.url}/demo/flows/demo-flow/trails/demo-trail`

beforeAll(async () => {
  h = await startReportsHarness()
})
afterAll(() => h.close())
beforeEach(() => h.reset())

describe('attest junit --output json', () => {
  it('prints one object: verdict, counts, recorded, trail URL; nothing else on stdout', async () => {
    const run = await h.run(attestJunitCommand, [
      ...BASE,
      'reports/passing.xml',
      '--output',
      'json'
    ])
    expect(run.code, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({
      verdict: 'compliant',
      compliant: true,
      counts: { suites: 1, tests: 3, failures: 0, errors: 0, skipped: 1 },
      gate: 'passed',
      quarantined_failures: 0,
      // No base inventory was given: nothing compared (removed-tests: warn).
      tests_removed: null,
      tests_newly_skipped: null,
      tests_added: null,
      base_commit: null,
      base_source: 'none',
      recorded: true,
      dry_run: false,
      attestation_name: 'unit-tests',
      trail_url: TRAIL_URL(),
      kept_payload_dir: null,
      error: null
    })
  })

  it('-o json is --output json; a failed upload gives the kept payload and the error', async () => {
    const run = await h.run(
      attestJunitCommand,
      [...BASE, 'reports/passing.xml', '-o', 'json', '--keep-dir', 'kept'],
      { env: { KOSLI_HOST: 'http://127.0.0.1:1' } }
    )
    expect(run.code).toBe(1)
    const result = JSON.parse(run.stdout) as Record<string, unknown>
    expect(result.recorded).toBe(false)
    expect(result.trail_url).toBeNull()
    expect(result.kept_payload_dir).toEqual(
      expect.stringContaining(join(h.dir, 'kept'))
    )
    expect(result.error).toContain('Kosli did not record the attestation')
  })

  it('in a dry run holds the data_json that would be sent, and recorded false', async () => {
    const run = await h.run(attestJunitCommand, [
      ...BASE,
      'reports/passing.xml',
      '-o',
      'json',
      '--dry-run'
    ])
    expect(run.code, run.stderr).toBe(0)
    const result = JSON.parse(run.stdout) as {
      recorded: boolean
      dry_run: boolean
      data_json: { junit_results: unknown[] }
    }
    expect(result.recorded).toBe(false)
    expect(result.dry_run).toBe(true)
    expect(result.data_json.junit_results).toHaveLength(1)
  })
})

describe('attest junit --dotenv FILE', () => {
  it("writes KOSLI_JUNIT_* lines for GitLab's reports: dotenv, on a failing run too", async () => {
    const run = await h.run(attestJunitCommand, [
      ...BASE,
      '--report-paths',
      'reports/*.xml',
      '--fail-on-failure',
      '--dotenv',
      'kosli.env'
    ])
    expect(run.code).toBe(1)
    const text = await readFile(join(h.dir, 'kosli.env'), 'utf8')
    const lines = text.trimEnd().split('\n')
    for (const line of lines) expect(line).toMatch(/^KOSLI_JUNIT_[A-Z_]+=\S/)
    expect(lines).toContain('KOSLI_JUNIT_VERDICT=failed')
    expect(lines).toContain('KOSLI_JUNIT_RECORDED=true')
    expect(lines).toContain('KOSLI_JUNIT_FAILURES=1')
    expect(lines).toContain(`KOSLI_JUNIT_TRAIL_URL=${TRAIL_URL()}`)
    expect(text).not.toContain('KEPT_PAYLOAD_DIR')
  })
})

describe('-o URL, the Kosli CLI habit for --origin-url', () => {
  it('is still taken for --origin-url, with a warning to write --origin-url', async () => {
    const run = await h.run(attestJunitCommand, [
      ...BASE,
      'reports/passing.xml',
      '-o',
      'https://ci.example/run/7'
    ])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain('warning: -o for --origin-url is deprecated')
    const [attestation] = await h.attestationsOn('demo-trail')
    expect(attestation?.data_json).toMatchObject({
      origin_url: 'https://ci.example/run/7'
    })
  })
})

describe("the trail's page after a write", () => {
  it('attest junit prints it on stderr, the same as the action output', async () => {
    const run = await h.run(attestJunitCommand, [
      ...BASE,
      'reports/passing.xml'
    ])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain(`trail: ${TRAIL_URL()}\n`)
  })

  it('begin trail prints it too', async () => {
    const run = await h.run(beginTrailCommand, [
      'release-7',
      '--flow',
      'demo-flow',
      '--commit',
      'HEAD'
    ])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain(
      `trail: ${h.url}/demo/flows/demo-flow/trails/release-7\n`
    )
  })
})
