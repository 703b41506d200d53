/**
 * Malformed reports with strict on (the default), through the built action
 * and the built CLI: every bad file is named with its line and column, one
 * hint says how to skip such files, nothing is sent, and the action still
 * writes a job summary of what the good report held.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FLOW,
  junitPosts,
  startHarness,
  type Harness
} from '../../support/emulator.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { failureMessage, runAction, runCli } from '../support/run.js'

let h: Harness
let repo: GitRepo

// The second name holds an ESC: it must reach the log as an escape.
const BAD_ONE = 'bad/a-unclosed.xml'
const BAD_TWO = 'bad/c-dup\u001b[31m.xml'
const SHOWN_TWO = 'bad/c-dup\\x1b[31m.xml'

beforeAll(async () => {
  h = await startHarness()
  repo = gitWorkspace()
  mkdirSync(join(repo.dir, 'bad'))
  writeFileSync(
    join(repo.dir, BAD_ONE),
    '<testsuite name="a" tests="1">\n  <testcase name="x"><failure>oops</testcase>\n</testsuite>\n'
  )
  writeFileSync(
    join(repo.dir, 'bad/b-good.xml'),
    '<testsuite name="good" tests="2" failures="1">\n  <testcase classname="Good" name="passes"/>\n  <testcase classname="Good" name="fails"><failure message="boom">expected 1</failure></testcase>\n</testsuite>\n'
  )
  writeFileSync(
    join(repo.dir, BAD_TWO),
    '<testsuites>\n<testsuite name="c" tests="1">\n  <testcase name="y" a="1" a="2"/>\n</testsuite>\n</testsuites>\n'
  )
})
afterAll(async () => {
  await h.close()
  rmSync(repo.dir, { recursive: true, force: true })
})

const FIRST = `${BAD_ONE}: not well-formed XML at line 2, column 37: closing tag does not match <failure>`
const SECOND = `${SHOWN_TWO}: not well-formed XML at line 3, column 28: duplicate attribute "a"`
const HINT =
  'These 2 reports fail the run (strict, the default): fix them, or set strict: false (CLI: --no-strict) to skip such files with a warning and record the rest.'

describe('malformed reports, strict', () => {
  it('the action names every bad file, sends nothing and still writes a summary', async () => {
    await h.beginTrails([repo.merge])
    const run = await runAction({
      workspace: repo.dir,
      inputs: { ...h.service, flow: FLOW, name: 'unit', 'report-paths': 'bad' },
      env: { GITHUB_SHA: repo.merge }
    })
    expect(run.code, run.stdout).toBe(1)
    expect(failureMessage(run)).toBe(
      [FIRST, SECOND, HINT, 'Nothing was sent to Kosli.'].join('\n')
    )
    expect(run.stdout).not.toContain('\u001b')
    expect(await junitPosts(h)).toEqual([])
    expect(run.summary).toContain(
      '**Not recorded**: this attestation is not in Kosli.'
    )
    expect(run.summary).toContain(`> ${FIRST}`)
    expect(run.summary).toContain(`> ${SECOND}`)
    // What the good report held.
    expect(run.summary).toContain('❌ **Not compliant**: 1 failure in 2 tests.')
    expect(run.summary).toContain('<b>good › fails</b>: boom')
    expect(run.outputs.tests).toBe('2')
  })

  it('job-summary: false writes none, and the step still fails', async () => {
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...h.service,
        flow: FLOW,
        name: 'unit',
        'report-paths': 'bad',
        'job-summary': 'false'
      },
      env: { GITHUB_SHA: repo.merge }
    })
    expect(run.code, run.stdout).toBe(1)
    expect(run.summary).toBe('')
    expect(failureMessage(run)).toContain(HINT)
  })

  it('attest junit names every bad file and sends nothing', async () => {
    const run = await runCli(
      [
        'attest',
        'junit',
        '--flow',
        FLOW,
        '--name',
        'unit',
        '--commit',
        repo.merge,
        'bad'
      ],
      { cwd: repo.dir, env: h.env }
    )
    expect(run.code, run.stderr).toBe(1)
    expect(run.stderr).toContain(`error: ${FIRST}\n${SECOND}\n${HINT}\n`)
    expect(run.stderr).not.toContain('\u001b')
    expect(await junitPosts(h)).toEqual([])
  })

  it('junit-results names every bad file and prints no JSON', async () => {
    const run = await runCli(['junit-results', 'bad'], { cwd: repo.dir })
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(`${FIRST}\n${SECOND}\n${HINT}\n`)
  })
})
