/**
 * The built CLI (dist/cli/index.js, `npm run package`) as a user runs it:
 * a real process, real exit codes, against the emulator on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pkg from '../../../package.json' with { type: 'json' }
import { loadCommands } from '../../../src/cli/registry.js'
import { startHarness, type Harness } from '../../support/emulator.js'
import { runCli } from '../support/run.js'

const commands = await loadCommands()

/** A clean environment: no KOSLI_* or CI variables of this machine. */
const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(args, { env })

let h: Harness
let service: Record<string, string>
beforeAll(async () => {
  h = await startHarness()
  service = h.env
})
afterAll(() => h.close())

describe('kosli-attest --help', () => {
  it('lists every command by group, the configuration and an example; exit 0', async () => {
    const { code, stdout } = await cli(['--help'])
    expect(code).toBe(0)
    const lines = stdout.split('\n')
    for (const command of commands) {
      const line = lines.find((l) => l.startsWith(`  ${command.name} `))
      expect(line, command.name).toMatch(/^ {2}\S.* {2,}\S/)
      expect(line?.endsWith(command.summary)).toBe(true)
    }
    for (const heading of [
      'Record evidence:',
      'Read:',
      'Change:',
      'Configuration'
    ]) {
      expect(stdout).toContain(heading)
    }
    for (const text of [
      'KOSLI_API_TOKEN',
      'KOSLI_ORG',
      '--config-file',
      'chmod 600',
      'Example:'
    ]) {
      expect(stdout).toContain(text)
    }
  })

  it('each command --help, and help COMMAND, print its help', async () => {
    const one = await cli(['list', 'environments', '--help'])
    expect(one.code).toBe(0)
    expect(one.stdout).toContain('Usage: kosli-attest list environments')
    expect(one.stdout).toContain('Example:')
    const two = await cli(['help', 'attest', 'junit'])
    expect(two.code).toBe(0)
    expect(two.stdout).toContain('Usage: kosli-attest attest junit')
  })

  it.each([['--version'], ['-V'], ['-v'], ['version']])(
    '%s prints the package version (the Kosli CLI has -v and version)',
    async (flag) => {
      const { code, stdout } = await cli([flag])
      expect(code).toBe(0)
      expect(stdout).toBe(`${pkg.version}\n`)
    }
  )

  it('no command, an unknown one, or half of one: exit 2 with what exists', async () => {
    expect((await cli([])).code).toBe(2)
    const unknown = await cli(['attest-all'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown command: attest-all')
    const half = await cli(['list'])
    expect(half.code).toBe(2)
    expect(half.stderr).toContain('Did you mean one of:')
    expect(half.stderr).toMatch(/^ {2}list environments/m)
  })
})

describe('exit codes of the real process', () => {
  it('0: a reading command against the emulator', async () => {
    const { code, stdout } = await cli(
      ['list', 'policies', '--output', 'json'],
      service
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toHaveLength(3)
  })

  it('1: Kosli refuses (unknown control)', async () => {
    const { code, stderr } = await cli(
      ['archive', 'control', 'CTRL-404'],
      service
    )
    expect(code).toBe(1)
    expect(stderr).toContain('Control not found')
  })

  it('2: an unknown flag, a missing org, and delete without a terminal or --yes', async () => {
    expect((await cli(['list', 'policies', '--bogus'], service)).code).toBe(2)
    const org = await cli(['list', 'policies'], { ...service, KOSLI_ORG: '' })
    expect(org.code).toBe(2)
    expect(org.stderr).toContain('--org is not set')
    const del = await cli(['delete', 'service-account', 'ci-bot'], service)
    expect(del.code).toBe(2)
    expect(del.stderr).toContain('add --yes')
  })
})
