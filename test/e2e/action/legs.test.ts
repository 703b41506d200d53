/**
 * Matrix legs through the built action against the emulator (issue 33):
 * one attestation for every leg, suites as `[leg] suite`, and a leg that
 * never reported fails the step and, by default, keeps the aggregate
 * unsent for a resend.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseReports } from '../../../src/junit/index.js'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { pullRequestPayload } from '../../support/github/payloads.js'
import {
  startGitHubStandIn,
  type GitHubStandIn
} from '../../support/github/stand-in.js'
import { fixture } from '../../support/paths.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import {
  archiveEntry,
  archiveNames,
  junitReport,
  writeLegs
} from '../support/legs.js'
import { failureMessage, runAction } from '../support/run.js'

const GITHUB_TOKEN = 'ghs_legsToken0123456789abcdefABCDEF01'
let h: Harness
let github: GitHubStandIn
let repo: GitRepo
beforeAll(async () => {
  h = await startHarness()
  github = await startGitHubStandIn({ token: GITHUB_TOKEN })
  repo = gitWorkspace()
})
afterAll(async () => {
  await Promise.all([h.close(), github.close()])
  github.assertFits()
  rmSync(repo.dir, { recursive: true, force: true })
})

let trails = 0
async function freshTrail(): Promise<string> {
  const trail = `legs-${++trails}`
  await h.beginTrails([trail])
  return trail
}

function runLegs(inputs: Record<string, string>) {
  return runAction({
    workspace: repo.dir,
    inputs: {
      ...h.service,
      flow: FLOW,
      'max-retries': '0',
      name: 'matrix-tests',
      ...inputs
    },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: repo.merge },
    event: { after: repo.merge, head_commit: { id: repo.merge } }
  })
}

const THREE_LEGS = {
  'linux/junit.xml': junitReport('api', { passed: 3 }),
  'macos/reports/junit.xml': junitReport('api', { passed: 2, failed: 1 }),
  'windows/junit.xml': junitReport('api', { passed: 3 })
}

interface Junit {
  name: string
  total: number
  failures: number
}

describe('attest-junit with legs-dir, end to end', () => {
  it('3 of 3 legs, one failing: one attestation, suites [leg] suite, not compliant; a table and a log line per leg', async () => {
    const trail = await freshTrail()
    const legs = writeLegs(repo.dir, THREE_LEGS)
    const run = await runLegs({
      trail,
      'legs-dir': basename(legs),
      'expected-legs': '3'
    })
    expect(run.code, run.stdout).toBe(0)
    const [stored, ...more] = await h.attestationsOn(trail)
    expect(more).toHaveLength(0)
    const results = stored?.data_json.junit_results as Junit[]
    expect(results.map((r) => r.name)).toEqual([
      '[linux] api',
      '[macos] api',
      '[windows] api'
    ])
    expect(results.map((r) => r.failures)).toEqual([0, 1, 0])
    expect(stored?.compliant).toBe(false)
    expect(stored?.data_json.annotations).toEqual({
      kosli_attest_base_source: 'none',
      kosli_attest_legs_expected: '3',
      kosli_attest_legs_found: '3',
      kosli_attest_tests: '9'
    })
    // The inventory is the union of the legs', each suite as [leg] suite.
    const inventory = JSON.parse(
      readFileSync(run.outputs['tests-file'] ?? '', 'utf8')
    ) as { tests: [string, string, string, string][] }
    expect(inventory.tests.map((t) => `${t[0]} ${t[2]} ${t[3]}`)).toEqual([
      '[linux] api passes_0 passed',
      '[linux] api passes_1 passed',
      '[linux] api passes_2 passed',
      '[macos] api fails_0 failed',
      '[macos] api passes_0 passed',
      '[macos] api passes_1 passed',
      '[windows] api passes_0 passed',
      '[windows] api passes_1 passed',
      '[windows] api passes_2 passed'
    ])
    expect(run.outputs).toMatchObject({
      verdict: 'failed',
      tests: '9',
      failures: '1',
      suites: '3'
    })
    expect(stored?.attachment?.filename).toBe('evidence.tgz')
    // One table row per leg, above the totals.
    const table = run.summary.indexOf(
      '| Leg | Tests | Failed | Errored | Skipped | Duration |'
    )
    expect(table).toBeGreaterThan(0)
    expect(table).toBeLessThan(run.summary.indexOf('| Suites | Tests |'))
    expect(run.summary).toContain('### Legs: 3 of 3 expected reported tests')
    expect(run.summary).toMatch(/\| ❌ macos \| 3 \| 1 \| 0 \| 0 \|/)
    expect(run.stdout).toMatch(
      /^leg linux: 3 tests, 0 failed, 0 errored, 0 skipped/m
    )
    expect(run.stdout).toMatch(/^leg macos: 3 tests, 1 failed/m)
    expect(run.stdout).toMatch(/^leg windows: 3 tests/m)
  })

  it('located failures: a path into the leg’s folder names the workspace’s file', async () => {
    const trail = await freshTrail()
    const source = 'src/test/java/com/acme/shop/PriceCalculatorTest.java'
    mkdirSync(join(repo.dir, 'src/test/java/com/acme/shop'), {
      recursive: true
    })
    writeFileSync(join(repo.dir, source), 'class PriceCalculatorTest {}\n')
    const legs = writeLegs(repo.dir, {
      [`linux/${source}`]: 'class PriceCalculatorTest {}\n'
    })
    // The leg wrote the path of its own copy, as a leg that uploads its sources does.
    const copy = join(legs, 'linux', source)
    writeFileSync(
      join(legs, 'linux', 'TEST-price.xml'),
      `<testsuite name="price" tests="1" failures="1"><testcase classname="com.acme.shop.PriceCalculatorTest" name="rounds" file="${copy}" line="7"><failure message="off by one"/></testcase></testsuite>`
    )
    const run = await runLegs({ trail, 'legs-dir': basename(legs) })
    expect(run.code, run.stdout).toBe(0)
    expect(run.stdout).toContain(
      `::error title=[linux] price › rounds,file=${source},line=7::off by one`
    )
  })

  it('3 of 4 legs: nothing sent, the payload kept with legs.json, the step fails naming the legs', async () => {
    const trail = await freshTrail()
    const legs = writeLegs(repo.dir, THREE_LEGS)
    const run = await runLegs({
      trail,
      'legs-dir': basename(legs),
      'expected-legs': '4'
    })
    expect(run.code).toBe(1)
    expect(await h.attestationsOn(trail)).toEqual([])
    const failure = failureMessage(run) ?? ''
    expect(failure).toContain('expected 4, found 3 (linux, macos, windows)')
    expect(failure).toContain('1 leg left no folder at all')
    expect(failure).toContain('resend')
    const kept = run.outputs['kept-payload-dir'] ?? ''
    expect(existsSync(kept)).toBe(true)
    const data = JSON.parse(
      readFileSync(join(kept, 'data_json.json'), 'utf8')
    ) as {
      junit_results: Junit[]
      annotations: Record<string, string>
    }
    expect(data.junit_results.map((r) => r.name)).toEqual([
      '[linux] api',
      '[macos] api',
      '[windows] api'
    ])
    expect(archiveNames(join(kept, 'attachment', 'evidence.tgz'))).toContain(
      'kosli-tests.json'
    )
    expect(data.annotations).toMatchObject({
      kosli_attest_legs_expected: '4',
      kosli_attest_legs_found: '3',
      kosli_attest_legs_missing: '1 without a folder'
    })
    const archive = join(kept, 'attachment', 'evidence.tgz')
    expect(archiveNames(archive)).toContain('legs.json')
    const legsJson = JSON.parse(archiveEntry(archive, 'legs.json')) as {
      expected: number
      found: number
      legs: {
        name: string
        tests: number
        failed: number
        files: { path: string; sha256: string }[]
      }[]
    }
    expect(legsJson).toMatchObject({ expected: 4, found: 3 })
    expect(legsJson.legs.map((l) => [l.name, l.tests, l.failed])).toEqual([
      ['linux', 3, 0],
      ['macos', 3, 1],
      ['windows', 3, 0]
    ])
    expect(legsJson.legs[1]?.files[0]?.path).toBe('reports/junit.xml')
    expect(legsJson.legs[1]?.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(run.summary).toContain('Not recorded')
    expect(run.summary).toContain('1 leg with no folder')
  })

  it('an empty leg folder is a missing leg, with or without expected-legs', async () => {
    const trail = await freshTrail()
    const legs = writeLegs(repo.dir, {
      'linux/junit.xml': junitReport('api', { passed: 1 }),
      'windows/': undefined,
      'macos/junit.xml': '<testsuite name="api" tests="0"/>'
    })
    const run = await runLegs({ trail, 'legs-dir': basename(legs) })
    expect(run.code).toBe(1)
    expect(await h.attestationsOn(trail)).toEqual([])
    const failure = failureMessage(run) ?? ''
    expect(failure).toContain('found 1 (linux)')
    expect(failure).toContain(
      '2 folders held no test: macos (no test in its reports), windows (no report)'
    )
    expect(run.stdout).toMatch(/^leg windows: MISSING \(no report\)/m)
    expect(run.summary).toContain('| ⚠️ windows | *missing: no report* |')
  })

  it('on-missing-legs: attest sends the aggregate with the fact in its annotations, and fails the step', async () => {
    const trail = await freshTrail()
    const legs = writeLegs(repo.dir, {
      'linux/junit.xml': junitReport('api', { passed: 2 }),
      'macos/junit.xml': junitReport('api', { passed: 2 })
    })
    const run = await runLegs({
      trail,
      'legs-dir': basename(legs),
      'expected-legs': '3',
      'on-missing-legs': 'attest'
    })
    expect(run.code).toBe(1)
    const [stored] = await h.attestationsOn(trail)
    expect(stored?.data_json.annotations).toEqual({
      kosli_attest_base_source: 'none',
      kosli_attest_legs_expected: '3',
      kosli_attest_legs_found: '2',
      kosli_attest_legs_missing: '1 without a folder',
      kosli_attest_tests: '4'
    })
    expect(failureMessage(run)).toContain(
      'on-missing-legs is attest: the aggregate was recorded in Kosli'
    )
    expect(run.outputs['trail-url']).toBeDefined()
  })

  it('one check run and one pull request comment for the aggregate, failed with the missing leg named', async () => {
    await h.beginTrails([repo.head])
    const legs = writeLegs(repo.dir, {
      'linux/junit.xml': junitReport('api', { passed: 2 }),
      'macos/': undefined
    })
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...h.service,
        flow: FLOW,
        'max-retries': '0',
        name: 'matrix-tests',
        'legs-dir': basename(legs),
        'on-missing-legs': 'attest',
        'github-token': GITHUB_TOKEN,
        'check-run': 'true',
        'pr-comment': 'true'
      },
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_SHA: repo.merge,
        GITHUB_API_URL: github.apiUrl
      },
      event: pullRequestPayload({ number: 33, headSha: repo.head })
    })
    expect(run.code).toBe(1)
    expect(await h.attestationsOn(repo.head)).toHaveLength(1)
    const checks = github.state.checkRuns.filter((c) => c.headSha === repo.head)
    expect(checks).toHaveLength(1)
    expect(checks[0]?.conclusion).toBe('failure')
    expect(checks[0]?.summary).toContain(
      '**Missing legs**: 1 leg did not report tests; the step fails.'
    )
    const comments = github.state.commentsOn(33)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain(
      '**Missing legs**: 1 reported tests; 1 folder held no test: macos.'
    )
  })

  it('a TRX leg and a JUnit leg together, with begin-trail', async () => {
    const trail = `legs-dotnet-${Date.now()}`
    const trx = fixture('dotnet-formats', 'trx', 'dorny-dotnet-trx.trx')
    const legs = writeLegs(repo.dir, {
      'java/TEST-api.xml': junitReport('api', { passed: 2 })
    })
    copyFileSync(trx, join(legs, 'dotnet.trx'))
    // A leg is a folder: the .trx goes into one.
    const dotnetDir = join(legs, 'dotnet')
    mkdirSync(dotnetDir)
    renameSync(join(legs, 'dotnet.trx'), join(dotnetDir, 'results.trx'))
    const run = await runLegs({
      trail,
      'begin-trail': 'true',
      'legs-dir': basename(legs),
      'expected-legs': '2',
      'report-formats': 'junit,trx'
    })
    expect(run.code, run.stdout).toBe(0)
    const [stored] = await h.attestationsOn(trail)
    const names = (stored?.data_json.junit_results as Junit[]).map(
      (r) => r.name
    )
    const dotnet = await parseReports(['results.trx'], {
      cwd: dotnetDir,
      strict: true,
      formats: ['trx']
    })
    expect(names).toEqual([
      ...dotnet.results.map((r) => `[dotnet] ${r.name}`),
      '[java] api'
    ])
    const total = dotnet.results.reduce((sum, r) => sum + r.total, 0) + 2
    expect(run.outputs.tests).toBe(String(total))
    expect(readdirSync(legs).sort()).toEqual(['dotnet', 'java'])
  })
})
