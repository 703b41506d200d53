import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { allowArtifactCommand } from '../../../../src/cli/commands/allow-artifact.js'
import { runCommand } from '../../../support/command.js'
import { startHarness, type Harness } from '../../../support/emulator.js'

const FOLDER1 =
  'c43808cb04c6e66c4c6fc1f972dd67c3b9b71c81e0a0c78730da3699922d17be'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
  const folder1 = join(h.dir, 'folder1')
  await mkdir(join(folder1, 'folder2'), { recursive: true })
  await writeFile(join(folder1, 'hello.txt'), 'Hello, world! Again!')
  await writeFile(join(folder1, 'folder2', 'hello2.txt'), 'hello2')
  await writeFile(join(folder1, 'folder2', 'hello3.txt'), 'hello3')
})
afterAll(() => h.close())
beforeEach(async () => {
  await h.reset()
})

function run(argv: string[], extraEnv: Record<string, string> = {}) {
  return runCommand(allowArtifactCommand, argv, {
    cwd: h.dir,
    env: { ...h.env, ...extraEnv }
  })
}

const DIR_ARGS = ['--artifact-path', 'folder1', '--artifact-type', 'dir']

describe('kosli-attest allow-artifact', () => {
  it('exit 0: allow-lists the directory and prints the entry as JSON', async () => {
    const { code, stdout, stderr } = await run([
      '--environment',
      'production',
      ...DIR_ARGS,
      '--reason',
      'Release 1.4.0'
    ])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
      environment: 'production',
      artifact_fingerprint: FOLDER1,
      artifact_name: 'folder1',
      description: 'Release 1.4.0'
    })
    expect(stderr).toContain(
      `artifact ${FOLDER1} was allow listed in environment: production`
    )
    const [request] = await h.requests()
    expect(request?.path).toBe('/api/v2/allowlists/demo/production')
  })

  it('a repeated --exclude leaves each glob out of the fingerprint', async () => {
    const { code, stdout } = await run([
      '--environment',
      'production',
      ...DIR_ARGS,
      '--exclude',
      'folder2',
      '--exclude',
      'nothing-here',
      '--reason',
      'r',
      '--dry-run'
    ])
    expect(code).toBe(0)
    // docs/spec/kosli-cli.md, Fingerprints: folder1 with -x folder2.
    expect(JSON.parse(stdout)).toMatchObject({
      artifact_fingerprint:
        '773fd3300860454a2b065c5912c03008adb11e6a6dcf7c1c64c094ceab8f430a'
    })
  })

  it('--dry-run (or KOSLI_DRY_RUN) sends nothing, even without a token', async () => {
    const { code, stdout, stderr } = await run(
      ['--environment', 'staging', ...DIR_ARGS, '--reason', 'r'],
      { KOSLI_DRY_RUN: 'true', KOSLI_API_TOKEN: '' }
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ artifact_fingerprint: FOLDER1 })
    expect(stderr).toContain('Dry run: nothing is sent')
    expect(await h.requests()).toEqual([])
  })

  it('exit 1 when the service refuses', async () => {
    const { code, stdout, stderr } = await run([
      '--environment',
      'nowhere',
      '--fingerprint',
      FOLDER1,
      '--artifact-name',
      'app',
      '--reason',
      'r'
    ])
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain('Environment not found')
  })

  it('exit 1 after a 503', async () => {
    await h.fault({ path: '/allowlists/**', status: 503 })
    const { code, stderr } = await run([
      '--environment',
      'production',
      '--fingerprint',
      FOLDER1,
      '--artifact-name',
      'app',
      '--reason',
      'r'
    ])
    expect(code).toBe(1)
    expect(stderr).toContain('503')
  })

  it.each([
    [
      [
        '--environment',
        'production',
        '--fingerprint',
        FOLDER1,
        '--reason',
        'r'
      ],
      /artifact-name is required/
    ],
    [['--environment', 'production', ...DIR_ARGS], /reason is required/],
    [[...DIR_ARGS, '--reason', 'r'], /environment is required/],
    [
      ['--environment', 'production', '--reason', 'r'],
      /no artifact: give --fingerprint SHA256 with --artifact-name NAME, or --artifact-path PATH/
    ],
    [
      ['--environment', 'production', ...DIR_ARGS, '--reason', 'r', '--nope'],
      /Unknown option '--nope'/
    ],
    [
      ['--environment', 'production', ...DIR_ARGS, '--reason'],
      /argument missing/
    ],
    [
      ['--environment', 'production', ...DIR_ARGS, '--reason', 'r', 'extra'],
      /expected no arguments \(0\), got 1: extra/
    ]
  ])('exit 2 for %j, and nothing is sent', async (argv, message) => {
    const { code, stderr } = await run(argv)
    expect(code).toBe(2)
    expect(stderr).toMatch(message)
    expect(await h.requests()).toEqual([])
  })

  it('--help has an example, exit 0', async () => {
    const { code, stdout } = await run(['-h'])
    expect(code).toBe(0)
    expect(stdout).toContain('Example:')
    expect(stdout).toContain('--artifact-type file|dir')
  })
})

const FINGERPRINT_ARGS = [
  ...['--environment', 'production', '--fingerprint', FOLDER1],
  ...['--artifact-name', 'app', '--reason', 'r']
]

describe('allow-artifact in the CLI frame', () => {
  it('the config file supplies org, token and host; a variable beats it, a flag beats both', async () => {
    const file = join(h.dir, 'kosli.yaml')
    await writeFile(
      file,
      `org: demo\napi-token: ${h.token}\nhost: ${h.url}\nenvironment: production\nreason: from the file\n`,
      { mode: 0o600 }
    )
    const { code, stdout, stderr } = await run(
      ['--config-file', file, ...DIR_ARGS, '--reason', 'from the flag'],
      {
        KOSLI_ORG: '',
        KOSLI_API_TOKEN: '',
        KOSLI_HOST: '',
        KOSLI_REASON: 'from the variable',
        KOSLI_ENVIRONMENT: 'staging'
      }
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({
      environment: 'staging',
      description: 'from the flag'
    })
    // A token file only its owner can read gets no warning.
    expect(stderr).not.toContain('warning')
    const [request] = await h.requests()
    expect(request?.path).toBe('/api/v2/allowlists/demo/staging')
  })

  it('KOSLI_API_TOKEN=DRY_RUN is a dry run: the entry is shown, nothing is sent', async () => {
    const { code, stdout, stderr } = await run(
      ['--verbose', ...FINGERPRINT_ARGS],
      { KOSLI_API_TOKEN: 'DRY_RUN' }
    )
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
      environment: 'production',
      artifact_fingerprint: FOLDER1,
      artifact_name: 'app',
      description: 'r'
    })
    expect(stderr).toContain('debug: dry-run from KOSLI_API_TOKEN=DRY_RUN')
    expect(stderr).toContain(
      'Dry run: nothing is sent. The request would be PUT'
    )
    expect(await h.requests()).toEqual([])
  })

  it('--verbose shows where the token came from and each attempt, never the token', async () => {
    await h.fault({ path: '/allowlists/**', status: 503, count: 1 })
    const verbose = ['--verbose', '--max-retries', '1', ...FINGERPRINT_ARGS]
    const { code, stdout, stderr } = await run(
      [...verbose, '--api-token', h.token],
      { KOSLI_API_TOKEN: '' }
    )
    expect(code).toBe(0)
    expect(stderr).toContain('debug: api-token from --api-token')
    expect(stderr).toMatch(/^debug: PUT \S+ \(attempt 2 of 2\)$/m)
    expect(stdout + stderr).not.toContain(h.token)
  })

  it('exit 2 without a token, naming --api-token and KOSLI_API_TOKEN', async () => {
    const { code, stderr } = await run(FINGERPRINT_ARGS, {
      KOSLI_API_TOKEN: ''
    })
    expect(code).toBe(2)
    expect(stderr).toMatch(
      /^error: --api-token is not set: set KOSLI_API_TOKEN/
    )
    expect(await h.requests()).toEqual([])
  })

  it('exit 2 for a flag of another command, naming it, and nothing is sent', async () => {
    const { code, stdout, stderr } = await run([
      ...FINGERPRINT_ARGS,
      '--flow',
      'api'
    ])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(/^error: Unknown option '--flow'/)
    expect(stderr).toContain('Usage: kosli-attest allow-artifact --environment')
    expect(stderr).toContain('Run `kosli-attest allow-artifact --help`')
    expect(await h.requests()).toEqual([])
  })

  it('--help has the layout of every service command', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    expect(stdout).toBe(allowArtifactCommand.help)
    expect(stdout).toContain(
      'Service options (flag > KOSLI_* variable > config file > default):'
    )
    for (const flag of ['--config-file PATH', '--verbose', '--dry-run']) {
      expect(stdout).toContain(flag)
    }
    expect(stdout).toMatch(/Example:\n {2}\S[^]*kosli-attest allow-artifact/)
  })
})
