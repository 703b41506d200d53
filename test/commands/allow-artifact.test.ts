import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { allowArtifactCommand } from '../../src/commands/allow-artifact.js'
import type { CommandIo } from '../../src/commands/types.js'
import { startHarness, type Harness } from '../modes/env-diff-emulator.js'

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
  await fetch(`${h.url}/_emulator/reset`, { method: 'POST' })
})

async function run(argv: string[], extraEnv: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const io: CommandIo = {
    cwd: h.dir,
    env: {
      KOSLI_HOST: h.url,
      KOSLI_ORG: 'demo',
      KOSLI_API_TOKEN: h.token,
      KOSLI_MAX_RETRIES: '0',
      ...extraEnv
    },
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    isTTY: false,
    confirm: () => Promise.resolve(false)
  }
  const code = await allowArtifactCommand.run(argv, io)
  return { code, stdout: out.join(''), stderr: err.join('') }
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
    // REFERENCE-CLI §1.12: folder1 with -x folder2.
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
      ['--environment', 'production', ...DIR_ARGS, '--reason', 'r', '--nope'],
      /Unknown option '--nope'/
    ],
    [
      ['--environment', 'production', ...DIR_ARGS, '--reason'],
      /argument missing/
    ],
    [
      ['--environment', 'production', ...DIR_ARGS, '--reason', 'r', 'extra'],
      /Unexpected argument 'extra'/
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
