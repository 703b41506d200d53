/**
 * Tests that stop running, through the built CLI against the emulator: the
 * base inventory is a file (`--base-tests`), as on any CI. Removed, newly
 * skipped, added and renamed tests, the gate's three settings, the
 * allowance, a missing or broken base, and every report format.
 */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../../support/emulator.js'
import { attachmentBytes, tgzFiles } from '../../support/evidence.js'
import { fixture } from '../../support/paths.js'
import {
  baseOf,
  GONE,
  inventoryOf,
  writeInventory
} from '../support/inventory.js'
import { runCli } from '../support/run.js'

let h: Harness
let dir: string
const DEMO = ['demo/**/*.xml']

beforeAll(async () => {
  h = await startHarness()
  dir = mkdtempSync(join(tmpdir(), 'removed-cli-'))
  cpSync(fixture('demo', 'test-results'), join(dir, 'demo'), {
    recursive: true
  })
  cpSync(fixture('dotnet-formats'), join(dir, 'dotnet'), { recursive: true })
})
afterAll(async () => {
  await h.close()
  rmSync(dir, { recursive: true, force: true })
})

let trails = 0
async function attest(args: string[], reports = DEMO) {
  trails += 1
  const trail = `removed-${trails}`
  await h.beginTrails([trail])
  const run = await runCli(
    [
      'attest',
      'junit',
      '--flow',
      'demo-flow',
      '--trail',
      trail,
      '--name',
      'unit-tests',
      '--commit',
      'c'.repeat(40),
      ...args,
      ...reports
    ],
    { cwd: dir, env: h.env }
  )
  const [stored] = await h.attestationsOn(trail)
  const annotations = (stored?.data_json.annotations ?? {}) as Record<
    string,
    string
  >
  return { run, stored, annotations, trail }
}

function base(name: string, tests: Parameters<typeof writeInventory>[1]) {
  return writeInventory(join(dir, name), tests)
}

describe('attest junit --base-tests', () => {
  it('removed, newly skipped and added: fail exits 1 after recording, every count attested, the list in the evidence', async () => {
    const now = await inventoryOf(DEMO, dir)
    const full = baseOf(now, { unskip: true })
    // The second test is not in the base: added.
    const file = base(
      'base-1.json',
      full.filter((_, index) => index !== 1)
    )
    const { run, stored, annotations, trail } = await attest([
      '--base-tests',
      file,
      '--removed-tests',
      'fail'
    ])
    expect(run.code, run.stderr).toBe(1)
    expect(run.stderr).toContain(
      'removed-tests: 2 tests stopped running since the base-tests inventory of bbbbbbbbbbbb (1 removed, 1 newly skipped)'
    )
    expect(run.stderr).toContain('com.acme.shop.Gone › was here')
    expect(run.stderr).toContain('1 removed, 1 newly skipped, 1 added')
    // Recorded whatever the gate says, with the facts.
    expect(stored?.data_json.junit_results).toHaveLength(3)
    expect(annotations).toEqual({
      kosli_attest_tests: String(now.length),
      kosli_attest_base_source: 'file',
      kosli_attest_base_commit: 'b'.repeat(40),
      kosli_attest_tests_removed: '1',
      kosli_attest_tests_newly_skipped: '1'
    })
    expect(stored?.attachment?.filename).toBe('evidence.tgz')
    const bytes = await attachmentBytes(h.url, {
      org: h.org,
      flow: 'demo-flow',
      trail,
      number: 1
    })
    const files = tgzFiles(bytes)
    expect([...files.keys()]).toContain('kosli-tests.json')
    const stopped = JSON.parse(
      files.get('kosli-tests-stopped.json')?.toString('utf8') ?? '{}'
    ) as Record<string, unknown>
    expect(stopped).toMatchObject({
      format: 'kosli-attest/tests-stopped@1',
      attestation: 'unit-tests',
      commit: 'c'.repeat(40),
      base: { source: 'file', commit: 'b'.repeat(40) },
      removed: [[...GONE]],
      added: 1
    })
    expect(stopped.newly_skipped).toEqual([
      expect.arrayContaining(['pytest', 'passed'])
    ])
  })

  it('warn (the default): says so on stderr, exits 0', async () => {
    const now = await inventoryOf(DEMO, dir)
    const file = base('base-2.json', baseOf(now))
    const { run, annotations } = await attest(['--base-tests', file])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toMatch(/warning.*removed-tests: 1 test stopped running/)
    expect(annotations.kosli_attest_tests_removed).toBe('1')
  })

  it('off: compares nothing, attests nothing of it', async () => {
    const file = base('base-3.json', [GONE])
    const { run, annotations } = await attest([
      '--base-tests',
      file,
      '--removed-tests',
      'off'
    ])
    expect(run.code, run.stderr).toBe(0)
    // The inventory's own count only: nothing of a comparison.
    expect(Object.keys(annotations)).toEqual(['kosli_attest_tests'])
  })

  it('--output json and --dotenv carry the counts, the base commit and its source', async () => {
    const now = await inventoryOf(DEMO, dir)
    const file = base('base-json.json', baseOf(now, { rename: true }))
    const dotenv = join(dir, 'removed.env')
    const { run } = await attest([
      '--base-tests',
      file,
      '--output',
      'json',
      '--dotenv',
      dotenv
    ])
    expect(run.code, run.stderr).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      tests_removed: 2,
      tests_newly_skipped: 0,
      tests_added: 1,
      base_commit: 'b'.repeat(40),
      base_source: 'file'
    })
    const lines = readFileSync(dotenv, 'utf8').split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'KOSLI_JUNIT_TESTS_REMOVED=2',
        'KOSLI_JUNIT_TESTS_NEWLY_SKIPPED=0',
        'KOSLI_JUNIT_TESTS_ADDED=1',
        `KOSLI_JUNIT_BASE_COMMIT=${'b'.repeat(40)}`,
        'KOSLI_JUNIT_BASE_SOURCE=file'
      ])
    )
  })

  it('a renamed test is one removed and one added', async () => {
    const now = await inventoryOf(DEMO, dir)
    const file = base('base-4.json', baseOf(now, { gone: false, rename: true }))
    const { run, annotations } = await attest(['--base-tests', file])
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('1 removed, 0 newly skipped, 1 added')
    expect(run.stderr).toContain('(old name)')
    expect(annotations.kosli_attest_tests_removed).toBe('1')
  })

  it('--removed-allowed-by: fail passes, and the allowance is attested', async () => {
    const now = await inventoryOf(DEMO, dir)
    const file = base('base-5.json', baseOf(now))
    const { run, annotations } = await attest([
      '--base-tests',
      file,
      '--removed-tests',
      'fail',
      '--removed-allowed-by',
      'tests-removed'
    ])
    expect(run.code, run.stderr).toBe(0)
    expect(annotations.kosli_attest_removed_allowed_by).toBe('tests-removed')
    expect(annotations.kosli_attest_tests_removed).toBe('1')
  })

  it("GitLab: the merge request's label allows it", async () => {
    const now = await inventoryOf(DEMO, dir)
    const file = base('base-6.json', baseOf(now))
    trails += 1
    const trail = `removed-${trails}`
    await h.beginTrails([trail])
    const run = await runCli(
      [
        'attest',
        'junit',
        '--flow',
        'demo-flow',
        '--trail',
        trail,
        '--name',
        'unit-tests',
        '--commit',
        'c'.repeat(40),
        '--base-tests',
        file,
        '--removed-tests',
        'fail',
        ...DEMO
      ],
      {
        cwd: dir,
        env: { ...h.env, CI_MERGE_REQUEST_LABELS: 'backend,tests-removed' }
      }
    )
    expect(run.code, run.stderr).toBe(0)
    const [stored] = await h.attestationsOn(trail)
    expect(stored?.data_json.annotations).toMatchObject({
      kosli_attest_removed_allowed_by: 'tests-removed'
    })
  })

  it('a base file that does not exist: not compared, never silent; on-missing-base fail exits 1', async () => {
    const missing = join(dir, 'nowhere.json')
    const warned = await attest(['--base-tests', missing])
    expect(warned.run.code).toBe(0)
    expect(warned.run.stderr).toMatch(
      /warning.*Tests not compared with the base commit: the --base-tests file .*nowhere\.json does not exist/
    )
    expect(warned.annotations).toMatchObject({
      kosli_attest_base_source: 'none'
    })
    expect(warned.annotations.kosli_attest_tests_removed).toBeUndefined()
    const failed = await attest([
      '--base-tests',
      missing,
      '--on-missing-base',
      'fail'
    ])
    expect(failed.run.code).toBe(1)
    expect(failed.run.stderr).toContain(
      'on-missing-base: fail: Tests not compared'
    )
    expect(failed.stored).toBeDefined()
  })

  it("another attestation's inventory, or another strip pattern: compared, with a caveat", async () => {
    const now = await inventoryOf(DEMO, dir)
    writeFileSync(
      join(dir, 'other.json'),
      JSON.stringify({
        format: 'kosli-attest/tests@1',
        attestation: 'integration-tests',
        commit: null,
        strip: '\\[.*\\]',
        tests: now
      })
    )
    const { run } = await attest(['--base-tests', 'other.json'])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toContain(
      'The base inventory is of attestation "integration-tests", not "unit-tests"'
    )
    expect(run.stderr).toContain(
      "The base inventory's names were stripped with"
    )
  })

  it('a base file that is not an inventory: exit 2, naming the file, nothing sent', async () => {
    writeFileSync(join(dir, 'broken.json'), '{"format":"something-else"}')
    const { run, stored } = await attest(['--base-tests', 'broken.json'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      '--base-tests: broken.json is not a test inventory'
    )
    expect(stored).toBeUndefined()
  })

  it.each([
    ['TRX', 'trx', 'dotnet/trx/dorny-dotnet-trx.trx'],
    ['NUnit', 'nunit', 'dotnet/nunit/dorny-nunit-sample.xml'],
    ['xUnit.net', 'xunit', 'dotnet/xunit/allure2-sample.xml']
  ] as const)(
    '%s: removed and newly skipped are found as in JUnit',
    async (_name, format, report) => {
      const now = await inventoryOf([report], dir, [format])
      expect(now.length).toBeGreaterThan(1)
      const file = base(`base-${format}.json`, baseOf(now, { unskip: true }))
      const skipped = now.filter((t) => t[3] === 'skipped').length
      const { run, annotations } = await attest(
        ['--base-tests', file, '--report-formats', format],
        [report]
      )
      expect(run.code, run.stderr).toBe(0)
      expect(annotations.kosli_attest_tests_removed).toBe('1')
      expect(annotations.kosli_attest_tests_newly_skipped).toBe(String(skipped))
    }
  )
})
