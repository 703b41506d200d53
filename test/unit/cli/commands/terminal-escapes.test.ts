import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attestJunitCommand } from '../../../../src/cli/commands/attest-junit.js'
import { junitResultsCommand } from '../../../../src/cli/commands/junit-results.js'
import { startCliHarness, type CliHarness } from '../../../support/command.js'

// OSC 52 writes the terminal's clipboard, OSC 0 sets its window title; the
// second one uses the one-byte C1 forms (U+009D, U+009C), legal in XML 1.0.
const OSC_52 = '\x1b]52;c;aGk=\x07'
const OSC_0_C1 = '\u009d0;pwned\u009c'
// Every C0 control but tab and newline (the line ends), and C1.
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

let h: CliHarness

beforeAll(async () => {
  h = await startCliHarness()
  const reports = join(h.dir, 'escapes')
  await mkdir(reports, { recursive: true })
  await writeFile(
    join(reports, 'TEST-osc.xml'),
    `<testsuite name="s${OSC_0_C1}" tests="2" failures="2">` +
      `<testcase classname="c" name="clip${OSC_52}"><failure message="m"/></testcase>` +
      `<testcase classname="c" name="title${OSC_0_C1}"><failure message="m"/></testcase>` +
      '</testsuite>'
  )
  // A file name can hold ESC too; it is not JUnit, so it gets a notice.
  await writeFile(join(reports, `name${OSC_52}.xml`), '<project/>')
})
afterAll(() => h.close())

describe('report text printed by the CLI cannot drive the terminal', () => {
  it('attest junit: FAILED lines and notices show the controls as escapes', async () => {
    const { code, stderr } = await h.run(attestJunitCommand, [
      ...['--flow', 'demo-flow', '--trail', 'demo-trail', '--name', 'unit'],
      'escapes',
      '--dry-run'
    ])
    expect(code).toBe(0)
    expect(stderr).not.toMatch(RAW_CONTROL)
    expect(stderr).toContain(
      'FAILED s\\x9d0;pwned\\x9c › clip\\x1b]52;c;aGk=\\x07'
    )
    expect(stderr).toContain(
      'FAILED s\\x9d0;pwned\\x9c › title\\x9d0;pwned\\x9c'
    )
    expect(stderr).toContain('name\\x1b]52;c;aGk=\\x07.xml: skipped')
  })

  it('junit-results: notices show the controls as escapes', async () => {
    const { code, stderr } = await h.run(junitResultsCommand, ['escapes'])
    expect(code).toBe(0)
    expect(stderr).not.toMatch(RAW_CONTROL)
    expect(stderr).toContain('name\\x1b]52;c;aGk=\\x07.xml: skipped')
  })
})
