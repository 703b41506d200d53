import { parseArgs } from 'node:util'
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../../../src/cli/framework/options.js'
import {
  editDistance,
  nearest,
  parseArgsMessage
} from '../../../../src/cli/framework/suggest.js'
import { findCommand, withoutAlias } from '../../../../src/cli/registry.js'
import { unknownCommand } from '../../../../src/cli/usage.js'
import { parseServiceConfig } from '../../../../src/config/index.js'

function parseError(args: string[]): unknown {
  try {
    parseArgs({
      args,
      options: { flow: { type: 'string' }, name: { type: 'string' } },
      allowPositionals: true,
      strict: true
    })
  } catch (error) {
    return error
  }
  throw new Error('parsed')
}

describe('the nearest name', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('flow', 'flow')).toBe(0)
    expect(editDistance('flwo', 'flow')).toBe(2)
    expect(editDistance('reprot-paths', 'report-paths')).toBe(2)
    expect(editDistance('', 'abc')).toBe(3)
  })

  it('suggests a near name only', () => {
    const names = ['flow', 'name', 'report-paths', 'per-page']
    expect(nearest('flwo', names)).toBe('flow')
    expect(nearest('report-path', names)).toBe('report-paths')
    expect(nearest('colour', names)).toBeUndefined()
  })

  it("an unknown option: the nearest flag, and the note's quotes balanced", () => {
    const message = parseArgsMessage(parseError(['--flwo', 'x']), [
      'flow',
      'name'
    ])
    expect(message).toBe(
      "Unknown option '--flwo'. Did you mean --flow? (To pass '--flwo' as an argument, put it after --.)"
    )
    expect(message.split("'").length % 2).toBe(1)
    expect(message.split('"').length % 2).toBe(1)
    expect(parseArgsMessage(parseError(['--zzzzzz']), ['flow'])).not.toContain(
      'Did you mean'
    )
  })

  it('an unknown command: the nearest command', () => {
    expect(unknownCommand(['lsit', 'environments'])).toContain(
      'Did you mean `kosli-attest list environments`?'
    )
    expect(unknownCommand(['atest', 'junit'])).toContain(
      'Did you mean `kosli-attest attest junit`?'
    )
    expect(unknownCommand(['env-dif', 'a', 'b'])).toContain(
      'Did you mean `kosli-attest env-diff`?'
    )
  })
})

describe("the Kosli CLI's command spellings", () => {
  it.each([
    [['diff', 'snapshots', 'a', 'b'], 'env-diff', ['a', 'b']],
    [['allow', 'artifact', '-e', 'prod'], 'allow-artifact', ['-e', 'prod']],
    [['list', 'envs', '--all'], 'list environments', ['--all']],
    [['list', 'env'], 'list environments', []]
  ])('%j is %s', (argv, name, rest) => {
    const canonical = withoutAlias(argv)
    expect(findCommand(canonical)?.name).toBe(name)
    expect(canonical.slice(name.split(' ').length)).toEqual(rest)
  })
})

describe('host and region resolve as a pair: flag > variable > file > default', () => {
  const resolveHost = (
    flags: Record<string, string>,
    env: Record<string, string>
  ) =>
    resolveOptions({ flags, env, cwd: '/', keys: ['host', 'region', 'org'] })
      .raw

  it('--region us beats KOSLI_HOST', () => {
    const raw = resolveHost(
      { region: 'us' },
      { KOSLI_HOST: 'https://app.kosli.com' }
    )
    expect(raw).toEqual({ region: 'us' })
    expect(
      parseServiceConfig({ ...raw, org: 'a', 'api-token': 't' }).host
    ).toBe('https://app.us.kosli.com')
  })

  it('--host beats KOSLI_REGION', () => {
    const raw = resolveHost(
      { host: 'http://127.0.0.1:8001' },
      { KOSLI_REGION: 'us' }
    )
    expect(raw).toEqual({ host: 'http://127.0.0.1:8001' })
  })

  it('both flags, or both variables, stay an error', () => {
    for (const raw of [
      resolveHost({ host: 'http://h', region: 'us' }, {}),
      resolveHost({}, { KOSLI_HOST: 'http://h', KOSLI_REGION: 'us' })
    ]) {
      expect(() =>
        parseServiceConfig({ ...raw, org: 'a', 'api-token': 't' })
      ).toThrow('host and region: give one of them')
    }
  })
})
