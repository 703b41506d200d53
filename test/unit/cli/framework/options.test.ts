import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../../src/errors.js'
import {
  envName,
  flagMessage,
  resolveOptions
} from '../../../../src/cli/framework/options.js'
import { CONFIG_KEYS, type InputName } from '../../../../src/config/index.js'
import { loadCommands } from '../../../../src/cli/registry.js'

const commands = await loadCommands()

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kosli-options-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function configFile(name: string, text: string, mode = 0o600) {
  const path = join(dir, name)
  await writeFile(path, text)
  await chmod(path, mode)
  return path
}

const KEYS: InputName[] = [
  'org',
  'host',
  'flow',
  'api-token',
  'max-retries',
  'dry-run'
]

function resolve(
  flags: Record<string, string | boolean | undefined>,
  env: Record<string, string | undefined>
) {
  return resolveOptions({
    flags,
    env,
    cwd: dir,
    keys: KEYS,
    defaults: { host: 'https://default.example' }
  })
}

describe('configuration precedence: flag > variable > file > default', () => {
  it('each level wins over the ones below it', async () => {
    const file = await configFile(
      'all.yml',
      'org: from-file\nflow: file-flow\nhost: https://file.example\n'
    )
    const env = {
      KOSLI_CONFIG_FILE: file,
      KOSLI_ORG: 'from-env',
      KOSLI_FLOW: 'env-flow'
    }
    const { raw, sources } = resolve({ org: 'from-flag' }, env)
    expect(raw.org).toBe('from-flag')
    expect(sources.org).toBe('--org')
    expect(raw.flow).toBe('env-flow')
    expect(sources.flow).toBe('KOSLI_FLOW')
    expect(raw.host).toBe('https://file.example')
    expect(sources.host).toBe(`config file ${file}`)
    const bare = resolve({}, {})
    expect(bare.raw.host).toBe('https://default.example')
    expect(bare.sources.host).toBe('default')
    expect(bare.raw.org).toBeUndefined()
  })

  it('an empty variable is ignored, so the file value shows through', async () => {
    const file = await configFile('org.yml', 'org: from-file\n')
    const { raw } = resolve({}, { KOSLI_CONFIG_FILE: file, KOSLI_ORG: '' })
    expect(raw.org).toBe('from-file')
  })

  it('--config-file wins over KOSLI_CONFIG_FILE', async () => {
    const a = await configFile('a.yml', 'org: a\n')
    const b = await configFile('b.yml', 'org: b\n')
    const { raw, configFile: used } = resolve(
      { 'config-file': b },
      { KOSLI_CONFIG_FILE: a }
    )
    expect(raw.org).toBe('b')
    expect(used).toBe(b)
  })

  it('file keys are case-insensitive flag names, in YAML or JSON', async () => {
    const yaml = await configFile(
      'upper.yml',
      'ORG: upper\nAPI-TOKEN: t0k3n\nMax_Retries: 5\n'
    )
    const json = await configFile(
      'conf.json',
      '{"Flow": "json-flow", "DRY-RUN": true}'
    )
    const one = resolve({ 'config-file': yaml }, {})
    expect(one.raw).toMatchObject({
      org: 'upper',
      'api-token': 't0k3n',
      'max-retries': '5'
    })
    const two = resolve({ 'config-file': json }, {})
    expect(two.raw).toMatchObject({ flow: 'json-flow', 'dry-run': 'true' })
  })

  it('the vendor names work: KOSLI_MAX_API_RETRIES, max-api-retries in a file', async () => {
    expect(resolve({}, { KOSLI_MAX_API_RETRIES: '7' }).raw['max-retries']).toBe(
      '7'
    )
    const file = await configFile('vendor.yml', 'max-api-retries: 2\n')
    expect(resolve({ 'config-file': file }, {}).raw['max-retries']).toBe('2')
    expect(resolve({ 'max-api-retries': '1' }, {}).sources['max-retries']).toBe(
      '--max-api-retries'
    )
  })

  it('KOSLI_API_TOKEN=DRY_RUN turns on dry-run and leaves no token', () => {
    const { raw, sources } = resolve({}, { KOSLI_API_TOKEN: 'DRY_RUN' })
    expect(raw['dry-run']).toBe('true')
    expect(raw['api-token']).toBeUndefined()
    expect(sources['dry-run']).toBe('KOSLI_API_TOKEN=DRY_RUN')
  })

  it('lists: a YAML list or a map become one entry per line', async () => {
    const file = await configFile(
      'lists.yml',
      'report-paths:\n  - a/*.xml\n  - b/*.xml\nannotations:\n  team: payments\n  tier: 1\n'
    )
    const { raw } = resolveOptions({
      flags: { 'config-file': file },
      env: {},
      cwd: dir,
      keys: ['report-paths', 'annotations']
    })
    expect(raw['report-paths']).toBe('a/*.xml\nb/*.xml')
    expect(raw.annotations).toBe('team=payments\ntier=1')
  })
})

describe('config file warnings and errors', () => {
  it('warns, naming the file and chmod 600, when others can read its token', async () => {
    const file = await configFile(
      'open.yml',
      'api-token: secret-value\n',
      0o644
    )
    const { warnings } = resolve({ 'config-file': file }, {})
    expect(warnings).toEqual([
      `${file} holds the API token and other users can read it: run chmod 600 ${file}`
    ])
    expect(warnings.join()).not.toContain('secret-value')
    const closed = await configFile('closed.yml', 'api-token: x\n', 0o600)
    expect(resolve({ 'config-file': closed }, {}).warnings).toEqual([])
    const noToken = await configFile('open-no-token.yml', 'org: x\n', 0o644)
    expect(resolve({ 'config-file': noToken }, {}).warnings).toEqual([])
  })

  it('warns about an unknown key and ignores it', async () => {
    const file = await configFile('typo.yml', 'orgg: acme\norg: real\n')
    const { raw, warnings } = resolve({ 'config-file': file }, {})
    expect(raw.org).toBe('real')
    expect(warnings).toEqual([
      `${file}: unknown key "orgg" is ignored; keys are flag names such as org, api-token, host`
    ])
  })

  it.each([
    ['an unclosed quote', 'org: acme\napi-token: "s3cr3t-T0ken\\x\n'],
    ['a bad indent', 'org: acme\napi-token: s3cr3t-T0ken\n  - x: [\n'],
    ['a duplicate key', 'api-token: s3cr3t-T0ken\napi-token: s3cr3t-T0ken\n']
  ])(
    'a parse error (%s) names the place, never the line with the token',
    async (_, text) => {
      const bad = await configFile('leaky.yml', text)
      let message = ''
      try {
        resolve({ 'config-file': bad }, {})
      } catch (error) {
        message = error instanceof Error ? error.message : String(error)
      }
      expect(message).toMatch(/leaky\.yml:\d+:\d+ is not valid YAML or JSON/)
      expect(message).not.toContain('s3cr3t')
    }
  )

  it('a missing or malformed file is a ConfigError naming it', async () => {
    const missing = join(dir, 'nope.yml')
    expect(() => resolve({ 'config-file': missing }, {})).toThrow(ConfigError)
    expect(() => resolve({ 'config-file': missing }, {})).toThrow(missing)
    const bad = await configFile('bad.yml', 'org: [unclosed\n')
    expect(() => resolve({ 'config-file': bad }, {})).toThrow(
      /bad\.yml:2:1 is not valid YAML or JSON \(/
    )
    const list = await configFile('list.yml', '- a\n- b\n')
    expect(() => resolve({ 'config-file': list }, {})).toThrow(
      /must be a mapping/
    )
  })
})

describe('names', () => {
  it('KOSLI_<FLAG_UPPER_SNAKE>', () => {
    expect(envName('api-token')).toBe('KOSLI_API_TOKEN')
    expect(envName('per-page')).toBe('KOSLI_PER_PAGE')
  })

  it('src/config messages name the flag and where else to set it', () => {
    expect(flagMessage('org is required: set it', ['org', 'flow'])).toBe(
      '--org is required: set it\n(set --org, or KOSLI_ORG, or "org:" in the config file)'
    )
    expect(flagMessage('host: "x" is not an http(s) URL', ['host'])).toBe(
      '--host: "x" is not an http(s) URL'
    )
    expect(flagMessage('Something else', ['org'])).toBe('Something else')
  })

  it('every flag of every service command is a known config-file key', () => {
    const flagOnly = ['help', 'yes', 'config-file', 'clear-description']
    const service = commands.filter((c) => c.help.includes('KOSLI_API_TOKEN'))
    expect(service.length).toBeGreaterThan(15)
    for (const command of service) {
      for (const match of command.help.matchAll(/^ {2}--([a-z-]+)/gm)) {
        const flag = match[1] ?? ''
        if (flagOnly.includes(flag)) continue
        expect(CONFIG_KEYS, `${command.name} --${flag}`).toContain(flag)
      }
    }
  })
})
