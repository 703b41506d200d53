/**
 * Runs the built action (dist/index.js) the way a GitHub runner does: inputs
 * as INPUT_* variables (hyphens kept), an event file, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, RUNNER_TEMP, and a workspace.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { RunningEmulator } from '../../src/emulator/index.js'

export const ACTION = resolve('dist/index.js')
export const CLI = resolve('dist/cli/index.js')
export const DEMO_REPORTS = resolve('fixtures/demo/test-results')
export const FLOW = 'demo-flow'

export interface ActionRun {
  code: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
}

export interface RunOptions {
  workspace: string
  inputs: Record<string, string>
  /** GITHUB_* and other variables; merged over the push defaults. */
  env?: Record<string, string>
  event?: unknown
}

/** GITHUB_OUTPUT holds `name<<DELIMITER`, the value, then `DELIMITER`. */
export function readOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = readFileSync(file, 'utf8').split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '')
    if (!match?.[1] || !match[2]) continue
    const end = lines.indexOf(match[2], i + 1)
    outputs[match[1]] = lines.slice(i + 1, end).join('\n')
    i = end
  }
  return outputs
}

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue
    if (/^(INPUT_|KOSLI_|GITHUB_|RUNNER_|CI$)/.test(key)) continue
    env[key] = value
  }
  return env
}

export async function runAction(options: RunOptions): Promise<ActionRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'action-run-'))
  const files = {
    event: join(scratch, 'event.json'),
    output: join(scratch, 'output'),
    summary: join(scratch, 'summary.md'),
    runnerTemp: join(scratch, 'runner-temp')
  }
  mkdirSync(files.runnerTemp)
  writeFileSync(files.event, JSON.stringify(options.event ?? {}))
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  const env: Record<string, string> = {
    ...baseEnv(),
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_REPOSITORY_ID: '123456789',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1001',
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: files.runnerTemp,
    ...options.env
  }
  for (const [name, value] of Object.entries(options.inputs)) {
    env[`INPUT_${name.toUpperCase()}`] = value
  }
  const child = spawn(process.execPath, [ACTION], {
    cwd: options.workspace,
    env
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number>((done) =>
    child.once('close', (status) => done(status ?? 1))
  )
  return {
    code,
    stdout,
    stderr,
    outputs: readOutputs(files.output),
    summary: readFileSync(files.summary, 'utf8')
  }
}

/** The inputs every test needs, pointing at the emulator. */
export function serviceInputs(emulator: RunningEmulator) {
  return {
    'api-token': emulator.token,
    org: emulator.org,
    host: emulator.url,
    flow: FLOW,
    'max-retries': '0'
  }
}

interface StateTrail {
  name: string
  attestations: StoredAttestation[]
}
export interface StoredAttestation {
  attestation_name: string
  compliant: boolean
  data_json: Record<string, unknown> & {
    junit_results: unknown[]
    git_commit_info?: Record<string, unknown>
  }
  attachment: { filename: string; size: number; sha256: string } | null
}
interface State {
  orgs: Record<string, { flows: { name: string; trails: StateTrail[] }[] }>
}

async function state(emulator: RunningEmulator): Promise<State> {
  const response = await fetch(`${emulator.url}/_emulator/state`)
  return (await response.json()) as State
}

/** Creates the trail, as `kosli begin trail` would. */
export async function beginTrail(
  emulator: RunningEmulator,
  trail: string
): Promise<void> {
  const current = await state(emulator)
  const flow = current.orgs[emulator.org]?.flows.find((f) => f.name === FLOW)
  flow?.trails.push({
    name: trail,
    attestations: [],
    created_at: 0,
    moments: []
  } as StateTrail)
  const put = await fetch(`${emulator.url}/_emulator/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(current)
  })
  if (!put.ok) throw new Error(await put.text())
}

export async function attestationsOn(
  emulator: RunningEmulator,
  trail: string
): Promise<StoredAttestation[]> {
  const current = await state(emulator)
  const flow = current.orgs[emulator.org]?.flows.find((f) => f.name === FLOW)
  return flow?.trails.find((t) => t.name === trail)?.attestations ?? []
}

/** JUnit POSTs the emulator received (faulted ones included). */
export async function junitRequests(
  emulator: RunningEmulator
): Promise<{ path: string; status?: number }[]> {
  const response = await fetch(`${emulator.url}/_emulator/requests`)
  const requests = (await response.json()) as {
    method: string
    path: string
    status?: number
  }[]
  return requests.filter(
    (r) => r.method === 'POST' && r.path.endsWith('/junit')
  )
}

export async function addFault(
  emulator: RunningEmulator,
  fault: Record<string, unknown>
): Promise<void> {
  const response = await fetch(`${emulator.url}/_emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault)
  })
  if (!response.ok) throw new Error(await response.text())
}

export interface GitRepo {
  dir: string
  /** The main-branch commit (base of the pull request). */
  base: string
  /** The pull request head, a child of base. */
  head: string
  /** The merge commit GitHub checks out on pull_request (HEAD). */
  merge: string
}

function git(dir: string, args: string[], date = '2025-01-02T03:04:05Z') {
  return execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...baseEnv(),
      GIT_AUTHOR_NAME: 'Jane Dev',
      GIT_AUTHOR_EMAIL: 'jane@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: 'CI Bot',
      GIT_COMMITTER_EMAIL: 'ci@example.com',
      GIT_COMMITTER_DATE: date
    }
  }).trim()
}

/**
 * A workspace with the demo reports: base on main, a feature commit (the
 * pull request head) and a merge of both, checked out detached like
 * actions/checkout does for pull_request.
 */
export function gitWorkspace(): GitRepo {
  const dir = mkdtempSync(join(tmpdir(), 'workspace-'))
  git(dir, ['init', '-q', '-b', 'main'])
  cpSync(DEMO_REPORTS, join(dir, 'test-results'), { recursive: true })
  git(dir, ['add', '.'])
  git(dir, ['commit', '-q', '-m', 'Add the shop tests'])
  const base = git(dir, ['rev-parse', 'HEAD'])
  git(dir, ['checkout', '-q', '-b', 'feature'])
  writeFileSync(join(dir, 'README.md'), 'feature\n')
  git(dir, ['add', '.'])
  git(
    dir,
    ['commit', '-q', '-m', 'Refuse cancelling shipped orders\n\nCloses #12'],
    '2025-01-03T10:00:00Z'
  )
  const head = git(dir, ['rev-parse', 'HEAD'])
  git(dir, ['checkout', '-q', 'main'])
  writeFileSync(join(dir, 'CHANGELOG.md'), 'main\n')
  git(dir, ['add', '.'])
  git(dir, ['commit', '-q', '-m', 'Changelog'], '2025-01-03T11:00:00Z')
  git(dir, ['checkout', '-q', '--detach'])
  git(dir, ['merge', '-q', '--no-ff', '-m', 'Merge feature', head])
  const merge = git(dir, ['rev-parse', 'HEAD'])
  return { dir, base, head, merge }
}

/** The message of `core.setFailed` (`::error::` without properties). */
export function failureMessage(run: ActionRun): string | undefined {
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error::'))
  return line
    ?.slice('::error::'.length)
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%25/g, '%')
}

/** Runs the built CLI with a clean environment plus `env`. */
export async function runCli(
  args: string[],
  env: Record<string, string>
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...baseEnv(), ...env }
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number>((done) =>
    child.once('close', (status) => done(status ?? 1))
  )
  return { code, stdout, stderr }
}
