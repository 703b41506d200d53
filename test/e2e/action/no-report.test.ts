/**
 * No report found, through the built action (dist/index.js) against the
 * emulator: a refusal like any other, with the "Not recorded" job summary
 * and the outputs, and a message that says why when the folder holds only
 * `.trx` files and TRX is not read.
 */
import { copyFileSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FLOW,
  junitPosts,
  startHarness,
  type Harness
} from '../../support/emulator.js'
import { fixture } from '../../support/paths.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { failureMessage, runAction } from '../support/run.js'

let h: Harness
let repo: GitRepo

beforeAll(async () => {
  h = await startHarness()
  repo = gitWorkspace()
  mkdirSync(join(repo.dir, 'TestResults'), { recursive: true })
  for (const name of ['enricomi-pickles.trx', 'dorny-empty-dotnet-trx.trx']) {
    copyFileSync(
      fixture('dotnet-formats', 'trx', name),
      join(repo.dir, 'TestResults', name)
    )
  }
})
afterAll(async () => {
  await h.close()
  rmSync(repo.dir, { recursive: true, force: true })
})

function attest(inputs: Record<string, string>) {
  return runAction({
    workspace: repo.dir,
    inputs: {
      ...h.service,
      flow: FLOW,
      name: 'unit-tests',
      'max-retries': '0',
      trail: 'no-report-trail',
      ...inputs
    },
    env: { GITHUB_SHA: repo.merge }
  })
}

describe('no report found', () => {
  it('a report path that cannot be read is a refusal with the summary and the outputs too', async () => {
    // A link to itself: the path exists, and reading it fails (ELOOP).
    symlinkSync('loop', join(repo.dir, 'loop'))
    const run = await attest({ 'report-paths': 'loop' })
    expect(run.code).toBe(1)
    const failure = failureMessage(run) ?? ''
    expect(failure).toMatch(/loop.*ELOOP/)
    expect(failure).toContain('Nothing was sent to Kosli.')
    expect(run.summary).toContain('**Not recorded**')
    expect(run.outputs.verdict).toBe('no-tests')
  })

  it('fails with the "Not recorded" job summary and the outputs, as any refusal', async () => {
    const posts = (await junitPosts(h)).length
    const run = await attest({ 'report-paths': 'build/test-results/*.xml' })
    expect(run.code).toBe(1)
    const failure = failureMessage(run) ?? ''
    expect(failure).toContain("'build/test-results/*.xml' matched 0 files")
    expect(failure).toContain('Nothing was sent to Kosli.')
    expect(run.summary).toContain('## Kosli JUnit attestation `unit-tests`')
    expect(run.summary).toContain('**Not recorded**')
    expect(run.summary).toContain("'build/test-results/*.xml' matched 0 files")
    expect(run.outputs).toMatchObject({
      verdict: 'no-tests',
      tests: '0',
      failures: '0',
      'attestation-name': 'unit-tests'
    })
    expect(run.outputs['summary-file']).toBeDefined()
    expect(await junitPosts(h)).toHaveLength(posts)
  })

  it('a folder of .trx files with TRX not read names report-formats, not "matched 0 files"', async () => {
    const run = await attest({ 'report-paths': 'TestResults' })
    expect(run.code).toBe(1)
    const failure = failureMessage(run) ?? ''
    expect(failure).not.toContain('matched 0 files')
    expect(failure).toContain(
      'report-paths reach 2 .trx files (Visual Studio test results), which are read only when report-formats names trx (report-formats: junit,trx).'
    )
    expect(failure).toContain('TestResults/enricomi-pickles.trx')
    expect(run.summary).toContain('report-formats: junit,trx')
    expect(run.outputs.verdict).toBe('no-tests')
  })
})
