/**
 * The test inventory through the built CLI (docs/inventory.md):
 * `junit-inventory` on stdout, with the commit of the git repository it
 * runs in, and `attest junit --tests-file` against the emulator, whose
 * stored evidence holds the same kosli-tests.json.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachmentBytes, tgzFiles } from '../../support/evidence.js'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { fixture } from '../../support/paths.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { runCli } from '../support/run.js'

let h: Harness
let repo: GitRepo

beforeAll(async () => {
  h = await startHarness()
  repo = gitWorkspace()
  cpSync(
    fixture('dotnet-formats', 'nunit', 'dorny-nunit-sample.xml'),
    join(repo.dir, 'nunit', 'sample.xml')
  )
})
afterAll(async () => {
  await h.close()
  rmSync(repo.dir, { recursive: true, force: true })
})

interface InventoryFile {
  format: string
  attestation: string
  commit: string | null
  strip?: string
  tests: [string, string, string, string][]
}

describe('kosli-attest junit-inventory', () => {
  it('prints the inventory of JUnit and NUnit reports, with the checked-out commit', async () => {
    const run = await runCli(
      [
        'junit-inventory',
        '--report-formats',
        'junit,nunit',
        'test-results',
        'nunit'
      ],
      { cwd: repo.dir }
    )
    expect(run.code, run.stderr).toBe(0)
    const inventory = JSON.parse(run.stdout) as InventoryFile
    expect(inventory).toMatchObject({
      format: 'kosli-attest/tests@1',
      attestation: '',
      commit: repo.merge
    })
    const suites = new Set(inventory.tests.map(([suite]) => suite))
    expect(suites).toContain('NUnit.Tests.Assemblies.MockTestFixture')
    expect(suites).toContain('pytest')
    const keys = inventory.tests.map(([s, c, n]) =>
      Buffer.from(`${s}\0${c}\0${n}`)
    )
    expect([...keys].sort((a, b) => Buffer.compare(a, b))).toEqual(keys)
  })

  it('exits 2 naming --strip-test-names when the pattern is bad', async () => {
    const run = await runCli(
      ['junit-inventory', '--strip-test-names', '*', 'test-results'],
      { cwd: repo.dir }
    )
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(
      /--strip-test-names: "\*" is not a regular expression/
    )
  })
})

describe('kosli-attest attest junit --tests-file', () => {
  it('writes the inventory where asked, and Kosli keeps the same file in the evidence', async () => {
    const trail = 'cli-inventory'
    await h.beginTrails([trail])
    const run = await runCli(
      [
        'attest',
        'junit',
        '--flow',
        FLOW,
        '--trail',
        trail,
        '--name',
        'unit-tests',
        '--tests-file',
        'out/tests.json',
        '--commit',
        'HEAD',
        '--strip-test-names',
        '^test_',
        'test-results'
      ],
      { cwd: repo.dir, env: { ...h.env, KOSLI_API_TOKEN: h.token } }
    )
    expect(run.code, run.stderr).toBe(0)
    const text = readFileSync(join(repo.dir, 'out', 'tests.json'), 'utf8')
    const inventory = JSON.parse(text) as InventoryFile
    expect(inventory).toMatchObject({
      attestation: 'unit-tests',
      commit: repo.merge,
      strip: '^test_'
    })
    expect(inventory.tests.some(([, , name]) => name.includes('['))).toBe(false)
    const [stored] = await h.attestationsOn(trail)
    expect(stored?.data_json.annotations).toEqual({
      kosli_attest_tests: String(inventory.tests.length),
      // The removed-tests gate (default warn) found no base to compare with.
      kosli_attest_base_source: 'none'
    })
    const files = tgzFiles(
      await attachmentBytes(h.url, { org: h.org, flow: FLOW, trail, number: 1 })
    )
    expect(files.get('kosli-tests.json')?.toString()).toBe(text)
  })
})

describe('a run whose first test case has no name', () => {
  it('is attested with that case in its inventory (the first name once crashed the collector)', async () => {
    const trail = 'cli-inventory-unnamed'
    await h.beginTrails([trail])
    mkdirSync(join(repo.dir, 'unnamed'), { recursive: true })
    writeFileSync(
      join(repo.dir, 'unnamed', 'report.xml'),
      '<testsuite name="s"><testcase classname=""/><testcase name="b"/></testsuite>'
    )
    const run = await runCli(
      [
        'attest',
        'junit',
        '--flow',
        FLOW,
        '--trail',
        trail,
        '--name',
        'unit-tests',
        '--tests-file',
        'out/unnamed.json',
        '--commit',
        'HEAD',
        'unnamed'
      ],
      { cwd: repo.dir, env: { ...h.env, KOSLI_API_TOKEN: h.token } }
    )
    expect(run.code, run.stderr).toBe(0)
    const text = readFileSync(join(repo.dir, 'out', 'unnamed.json'), 'utf8')
    expect((JSON.parse(text) as InventoryFile).tests).toEqual([
      ['s', '', '', 'passed'],
      ['s', '', 'b', 'passed']
    ])
    const [stored] = await h.attestationsOn(trail)
    expect(stored?.data_json.annotations).toMatchObject({
      kosli_attest_tests: '2'
    })
  })
})
