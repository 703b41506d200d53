/**
 * The test inventory through the built action against the emulator
 * (docs/inventory.md): the tests-file output, kosli-tests.json in the
 * stored attestation's evidence, the kosli_attest_tests annotation, and
 * junit_results unchanged, over every report format.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseReports } from '../../../src/junit/index.js'
import { attachmentBytes, tgzFiles } from '../../support/evidence.js'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { fixture } from '../../support/paths.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { failureMessage, runAction } from '../support/run.js'

let h: Harness
let repo: GitRepo

const DOTNET = [
  'trx/allure2-testresultsWithChildren.trx',
  'nunit/enricomi-jenkins-NUnit-simple.xml',
  'xunit/enricomi-jenkinsci-testcase1.xml'
]

beforeAll(async () => {
  h = await startHarness()
  repo = gitWorkspace()
  for (const file of DOTNET) {
    cpSync(
      fixture('dotnet-formats', file),
      join(repo.dir, 'dotnet', file.replace('/', '-'))
    )
  }
})
afterAll(async () => {
  await h.close()
  rmSync(repo.dir, { recursive: true, force: true })
})

const serviceInputs = () => ({ ...h.service, flow: FLOW, 'max-retries': '0' })
const push = {
  env: { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: '' },
  event: {}
}

interface InventoryFile {
  format: string
  attestation: string
  commit: string | null
  strip?: string
  tests: [string, string, string, string][]
}

describe('the test inventory of attest-junit', () => {
  it('every format: tests-file, kosli-tests.json in the evidence, the annotation; junit_results unchanged', async () => {
    const trail = 'inventory-all'
    await h.beginTrails([trail])
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        trail,
        name: 'all-formats',
        'report-paths': 'test-results\ndotnet',
        'report-formats': 'all'
      },
      env: { ...push.env, GITHUB_SHA: repo.merge },
      event: { after: repo.merge, head_commit: { id: repo.merge } }
    })
    expect(run.code, run.stdout).toBe(0)
    const testsFile = run.outputs['tests-file'] ?? ''
    expect(testsFile.startsWith(run.runnerTemp)).toBe(true)
    const text = readFileSync(testsFile, 'utf8')
    const inventory = JSON.parse(text) as InventoryFile
    expect(inventory).toMatchObject({
      format: 'kosli-attest/tests@1',
      attestation: 'all-formats',
      commit: repo.merge
    })
    expect(inventory.tests).toContainEqual([
      'Test',
      '',
      'UnitTest_Three (Child One)',
      'failed'
    ])
    expect(inventory.tests).toContainEqual([
      'UnitTests.MainClassTest',
      '',
      'UnitTests.MainClassTest.TestPropertyValue',
      'passed'
    ])
    expect(inventory.tests).toContainEqual([
      'MyProject.Tests.SampleFact',
      '',
      'MyProject.Tests.SampleFact.SkippedTest',
      'skipped'
    ])
    const [stored] = await h.attestationsOn(trail)
    const expected = await parseReports(['test-results', 'dotnet'], {
      cwd: repo.dir,
      strict: true,
      formats: ['junit', 'trx', 'nunit', 'xunit']
    })
    expect(stored?.data_json.junit_results).toEqual(expected.results)
    expect(stored?.data_json.annotations).toEqual({
      kosli_attest_tests: String(inventory.tests.length),
      // The removed-tests gate (default warn) found no base to compare with.
      kosli_attest_base_source: 'none'
    })
    // Every case of every format, each once (the reports repeat none).
    const cases = expected.results.reduce((sum, r) => sum + r.total, 0)
    // The NUnit 2 report counts a suite's own failure as an error (N6).
    expect(inventory.tests).toHaveLength(cases - 1)
    expect(stored?.attachment?.filename).toBe('evidence.tgz')
    const files = tgzFiles(
      await attachmentBytes(h.url, { org: h.org, flow: FLOW, trail, number: 1 })
    )
    expect(files.get('kosli-tests.json')?.toString()).toBe(text)
    expect([...files.keys()]).toContain(
      'dotnet/trx-allure2-testresultsWithChildren.trx'
    )
  })

  it('strip-test-names merges parameterised names, and the file says which pattern', async () => {
    const trail = 'inventory-strip'
    await h.beginTrails([trail])
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        trail,
        name: 'stripped',
        'report-paths': 'dotnet',
        'report-formats': 'all',
        'strip-test-names': '\\s\\(.*\\)$',
        'attach-results': 'false'
      },
      ...push
    })
    expect(run.code, run.stdout).toBe(0)
    const inventory = JSON.parse(
      readFileSync(run.outputs['tests-file'] ?? '', 'utf8')
    ) as InventoryFile
    expect(inventory.strip).toBe('\\s\\(.*\\)$')
    // "UnitTest_Three (Child One)" and "(Child Two) (GrandChild …)" merge.
    expect(inventory.tests.filter(([suite]) => suite === 'Test')).toEqual([
      ['Test', '', 'UnitTest_One', 'passed'],
      ['Test', '', 'UnitTest_Three', 'failed'],
      ['Test', '', 'UnitTest_Two', 'passed']
    ])
    // attach-results: false still keeps the inventory, alone.
    const [stored] = await h.attestationsOn(trail)
    expect(stored?.attachment?.filename).toBe('kosli-tests.json')
  })

  it('a bad strip-test-names or a kosli_attest_ annotation fails the step naming the input; nothing is sent', async () => {
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...serviceInputs(),
        trail: 'never',
        name: 'bad',
        'report-paths': 'test-results',
        'strip-test-names': '(unclosed',
        annotations: 'kosli_attest_tests=1'
      },
      ...push
    })
    expect(run.code).toBe(1)
    const message = failureMessage(run)
    expect(message).toMatch(
      /strip-test-names: "\(unclosed" is not a regular expression/
    )
    expect(message).toMatch(
      /annotations: kosli_attest_tests: keys starting with kosli_attest_/
    )
    expect(run.outputs['tests-file']).toBeUndefined()
  })
})
