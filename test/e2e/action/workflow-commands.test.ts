/**
 * Report text cannot command the runner: file names holding a newline, a
 * carriage return or `##[`, and test names holding workflow commands, go
 * through the built action, and the runner-visible output (split into
 * lines the way the runner splits it) has no command line we did not write.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLOW, startHarness, type Harness } from '../../support/emulator.js'
import { gitWorkspace, type GitRepo } from '../support/git.js'
import { runAction } from '../support/run.js'

let h: Harness
let repo: GitRepo

const HOSTILE_NAMES = [
  'a\n::stop-commands::INJECTED.xml',
  'b\r::add-mask::INJECTED.xml',
  'c\n  ::warning file=INJECTED::x.xml',
  'd\n::group::INJECTED.xml',
  'e ##[stop-commands]INJECTED.xml',
  'g \x1b]0;INJECTED\x07.xml'
]

beforeAll(async () => {
  h = await startHarness()
  repo = gitWorkspace()
  const dir = join(repo.dir, 'hostile')
  mkdirSync(dir)
  // Not JUnit: each gets a notice that names the file (an info line).
  for (const name of HOSTILE_NAMES) writeFileSync(join(dir, name), '<project/>')
  // Not well-formed, with strict off: a warning that names the file.
  writeFileSync(join(dir, 'f\n::endgroup::INJECTED.xml'), '<testsuite>')
  writeFileSync(
    join(dir, 'TEST-names.xml'),
    '<testsuite name="s&#10;::group::INJECTED" tests="1" failures="1">' +
      '<testcase classname="c" name="t&#10;::add-mask::INJECTED">' +
      '<failure message="m&#13;::stop-commands::INJECTED">::warning::INJECTED</failure>' +
      '</testcase></testsuite>'
  )
})
afterAll(async () => {
  await h.close()
  rmSync(repo.dir, { recursive: true, force: true })
})

/** Lines as the runner reads them: CR, LF and CRLF all end one. */
function commandLines(stdout: string): string[] {
  return stdout
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trimStart().startsWith('::'))
}

describe('no workflow command from report text', () => {
  it('file, suite and case names cannot start a command line', async () => {
    await h.beginTrails([repo.merge])
    const run = await runAction({
      workspace: repo.dir,
      inputs: {
        ...h.service,
        flow: FLOW,
        'max-retries': '0',
        name: 'hostile-names',
        'report-paths': 'hostile/**/*.xml',
        strict: 'false'
      },
      env: { GITHUB_SHA: repo.merge }
    })
    expect(run.code, run.stdout).toBe(0)
    const commands = commandLines(run.stdout)
    // Only the action's own: the token's masks and the annotations.
    const masks = [h.token, Buffer.from(`${h.token}:`).toString('base64')]
    for (const line of commands) {
      if (line.startsWith('::add-mask::')) {
        expect(masks).toContain(line.slice('::add-mask::'.length))
        continue
      }
      // Report text in these is in the runner's escaping (%0A, %3A).
      expect(line).toMatch(/^::(error|warning|notice|debug)[ :]/)
      expect(line).not.toMatch(/^::warning file=INJECTED/)
    }
    expect(commands.filter((l) => l.startsWith('::error ')).length).toBe(1)
    expect(commands.filter((l) => l.startsWith('::warning::')).length).toBe(1)
    expect(run.stdout).not.toContain('##[')
    // eslint-disable-next-line no-control-regex
    expect(run.stdout).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/)
    // The names are still there to read, escaped on their line.
    expect(run.stdout).toContain(
      'hostile/a\\n::stop-commands::INJECTED.xml: skipped'
    )
    expect(run.stdout).toContain('hostile/b\\r::add-mask::INJECTED.xml')
    expect(run.stdout).toContain('hostile/e #\\x23[stop-commands]INJECTED.xml')
  })
})
