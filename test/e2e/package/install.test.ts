/**
 * The npm package is the CLI: `npm pack` makes one tarball, and a global,
 * offline install of it into an empty prefix adds exactly one package (the
 * bundles carry every dependency), at most 10 MB on disk. The installed
 * `kosli-attest` then runs: its version, and `attest junit` against the
 * installed copy's own `serve`. The installed bin starts through its
 * shebang with the node that runs these tests first on PATH, so a run of
 * this file on Node 22 (.ci/run) checks the package on Node 22.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixture, REPO_ROOT } from '../../support/paths.js'

const MAX_INSTALLED_BYTES = 10 * 1000 * 1000
const PACKAGE = JSON.parse(
  readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')
) as { name: string; version: string }

let scratch: string
let prefix: string
let installOutput: string
let served: ChildProcess | undefined

/**
 * PATH with the node running this file first (the bin's shebang), and a
 * HOME of the test's own, so no user's npm settings apply.
 */
const env = () => ({
  PATH: [dirname(process.execPath), process.env.PATH ?? ''].join(delimiter),
  HOME: scratch
})

function npm(args: string[]): string {
  const run = spawnSync('npm', args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...env(), npm_config_cache: join(scratch, 'cache') }
  })
  expect(run.status, `npm ${args.join(' ')}: ${run.stderr}`).toBe(0)
  return run.stdout
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'package-'))
  prefix = join(scratch, 'prefix')
  mkdirSync(prefix)
  npm(['pack', '--silent', '--pack-destination', scratch])
  const [tarball] = readdirSync(scratch).filter((f) => f.endsWith('.tgz'))
  installOutput = npm([
    ...['install', '--global', '--offline', '--no-audit', '--no-fund'],
    ...['--prefix', prefix, join(scratch, tarball ?? 'none.tgz')]
  ])
}, 120_000)

afterAll(async () => {
  if (served !== undefined && served.exitCode === null) {
    served.kill('SIGTERM')
    await once(served, 'close')
  }
  rmSync(scratch, { recursive: true, force: true })
})

const installed = () => join(prefix, 'lib', 'node_modules', PACKAGE.name)
const bin = () => join(prefix, 'bin', 'kosli-attest')

function bytesUnder(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.size
  return readdirSync(path).reduce((n, e) => n + bytesUnder(join(path, e)), 0)
}

function kosliAttest(args: string[], cwd = scratch) {
  return spawnSync(bin(), args, { cwd, encoding: 'utf8', env: env() })
}

/** `kosli-attest serve --port 0` from the installed copy. */
async function serve(): Promise<{ url: string; org: string; token: string }> {
  const child = spawn(bin(), ['serve', '--port', '0'], {
    env: env(),
    stdio: ['ignore', 'pipe', 'inherit']
  })
  served = child
  const lines = createInterface({ input: child.stdout })
  const [line] = (await once(lines, 'line')) as [string]
  lines.on('line', () => undefined)
  const [, url = '', org = '', token = ''] =
    /^listening on (\S+) org=(\S+) token=(\S+)$/.exec(line) ?? []
  return { url, org, token }
}

interface Trail {
  name: string
  attestations: { attestation_name?: string; name?: string }[]
}

async function flowsOf(url: string, org: string) {
  const state = (await (await fetch(`${url}/_emulator/state`)).json()) as {
    orgs: Record<string, { flows: { name: string; trails: Trail[] }[] }>
  }
  return state.orgs[org]?.flows ?? []
}

describe('the npm package', () => {
  it('installs offline as exactly one package, within 10 MB', () => {
    expect(installOutput).toMatch(/added 1 package\b/)
    expect(readdirSync(join(prefix, 'lib', 'node_modules'))).toEqual([
      PACKAGE.name
    ])
    expect(readdirSync(installed())).not.toContain('node_modules')
    expect(bytesUnder(installed())).toBeLessThanOrEqual(MAX_INSTALLED_BYTES)
  })

  it('ships the CLI bundle, action.yml, README and LICENSE, not the source', () => {
    const top = readdirSync(installed()).sort()
    expect(top).toEqual(
      ['LICENSE', 'README.md', 'action.yml', 'dist', 'package.json'].sort()
    )
    expect(readdirSync(join(installed(), 'dist')).sort()).toEqual([
      'cli',
      'package.json'
    ])
  })

  it('kosli-attest --version prints the package version', () => {
    const run = kosliAttest(['--version'])
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout.trim()).toBe(PACKAGE.version)
  })

  it('attest junit against the installed copy’s serve: recorded', async () => {
    const emulator = await serve()
    const [flow] = await flowsOf(emulator.url, emulator.org)
    const trail = flow?.trails[0]?.name ?? 'none'
    const reports = join(scratch, 'reports')
    mkdirSync(reports)
    writeFileSync(
      join(reports, 'junit.xml'),
      readFileSync(fixture('demo', 'test-results', 'api', 'pytest-api.xml'))
    )
    const run = kosliAttest([
      ...['attest', 'junit', 'reports', '--name', 'packaged'],
      ...['--flow', flow?.name ?? 'none', '--trail', trail],
      ...['--host', emulator.url, '--org', emulator.org],
      ...['--api-token', emulator.token, '--commit', 'a'.repeat(40)]
    ])
    expect(run.status, run.stderr).toBe(0)
    const after = await flowsOf(emulator.url, emulator.org)
    const stored = after
      .find((f) => f.name === flow?.name)
      ?.trails.find((t) => t.name === trail)?.attestations
    expect(stored?.map((a) => a.attestation_name ?? a.name)).toContain(
      'packaged'
    )
  })
})
