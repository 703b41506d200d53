/**
 * The built entries as a user meets them, each in a child process: the
 * action (dist/index.js) the way a GitHub runner starts it (inputs as
 * INPUT_* variables with hyphens kept, an event file, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, RUNNER_TEMP, a workspace), and the CLI
 * (dist/cli/index.js). Every run reports its exit, output, wall time and
 * peak resident memory. The vitest global setup (fresh-dist.ts) has made
 * sure dist/ is the build of src/.
 */
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { ACTION, CLI } from '../../support/paths.js'

export { ACTION, CLI }

/** Peak memory allowed to a hostile case (asserted, not enforced). */
export const MEMORY_LIMIT_MIB = 200
/**
 * Hostile cases must finish in 5 s; the kill comes at twice that, because
 * two cores are shared with other test runs. What it catches is runaway
 * (super-linear) work, which would take minutes, not seconds.
 */
export const TIME_LIMIT_MS = 10_000
/** An action or CLI run against the emulator: retries, a slow machine. */
const RUN_LIMIT_MS = 120_000

// The peak comes from `process.resourceUsage().maxRSS`, written on exit by
// an `--import` hook, so it measures the child alone.
const HOOK = [
  "import { writeFileSync } from 'node:fs'",
  "process.on('exit', () => writeFileSync(process.env.MAX_RSS_FILE, String(process.resourceUsage().maxRSS)))"
].join('\n')
const HOOK_URL = `data:text/javascript,${encodeURIComponent(HOOK)}`

export interface ChildRun {
  /** Exit code; null when killed. */
  code: number | null
  timedOut: boolean
  stdout: string
  /** How many bytes of stdout were read (stdout keeps the first MiB). */
  stdoutBytes: number
  stderr: string
  /** Peak resident set size of the child, MiB (NaN when killed). */
  maxRssMiB: number
  /** Wall time from spawn to exit, node start-up included. */
  ms: number
}

export interface ChildOptions {
  cwd?: string
  env?: Record<string, string | undefined>
  timeoutMs?: number
  /** A slow reader: stdout is paused this long after each chunk read. */
  readPauseMs?: number
}

/** The test process's environment without anything a run must not inherit. */
export function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue
    if (/^(INPUT_|KOSLI_|GITHUB_|RUNNER_|ACTIONS_|CI$)/.test(key)) continue
    env[key] = value
  }
  return env
}

/** `node --import <hook> script ...args`; never throws for a failed child. */
export async function runNode(
  script: string,
  args: readonly string[],
  options: ChildOptions = {}
): Promise<ChildRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'max-rss-'))
  const rssFile = join(scratch, 'max-rss')
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--import', HOOK_URL, script, ...args],
    {
      cwd: options.cwd ?? process.cwd(),
      env: { ...(options.env ?? process.env), MAX_RSS_FILE: rssFile },
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
  let stdout = ''
  let stdoutBytes = 0
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdoutBytes += Buffer.byteLength(text)
    // Enough to check the answer; a runaway output must not fill the heap.
    if (stdout.length < 1 << 20) stdout += text
    const pause = options.readPauseMs
    if (pause === undefined) return
    child.stdout.pause()
    setTimeout(() => child.stdout.resume(), pause)
  })
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    if (stderr.length < 1 << 20) stderr += text
  })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    child.kill('SIGKILL')
  }, options.timeoutMs ?? TIME_LIMIT_MS)
  const code = await new Promise<number | null>((done) =>
    child.once('close', (status) => done(status))
  )
  clearTimeout(timer)
  const ms = performance.now() - started
  const kib = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) : NaN
  rmSync(scratch, { recursive: true, force: true })
  return {
    code,
    timedOut,
    stdout,
    stdoutBytes,
    stderr,
    maxRssMiB: kib / 1024,
    ms
  }
}

/** `kosli-attest junit-results FILE`, within the hostile-case limits. */
export function junitResults(
  file: string,
  options: ChildOptions = {}
): Promise<ChildRun> {
  return runNode(CLI, ['junit-results', file], options)
}

/** The built CLI with a clean environment plus `env`. */
export function runCli(
  args: readonly string[],
  options: {
    cwd?: string
    env?: Record<string, string>
    readPauseMs?: number
  } = {}
): Promise<ChildRun> {
  return runNode(CLI, args, {
    ...(options.cwd !== undefined && { cwd: options.cwd }),
    ...(options.readPauseMs !== undefined && {
      readPauseMs: options.readPauseMs
    }),
    env: { ...cleanEnv(), ...options.env },
    timeoutMs: RUN_LIMIT_MS
  })
}

export interface ActionRun extends ChildRun {
  /** What the action wrote to GITHUB_OUTPUT. */
  outputs: Record<string, string>
  /** What it wrote to GITHUB_STEP_SUMMARY. */
  summary: string
  files: { output: string; summary: string; event: string }
  runnerTemp: string
}

export interface ActionOptions {
  workspace: string
  inputs: Record<string, string>
  /** GITHUB_* and other variables; merged over the push defaults. */
  env?: Record<string, string>
  /** The event payload; default `{}`. */
  event?: unknown
  /** Debug logging on, as a user re-running a failed job would. */
  debug?: boolean
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

/**
 * Each action run's runner folders, kept for the test to read and removed
 * when the test file ends (thousands of them were left in the temp folder).
 */
const runnerFolders: string[] = []
afterAll(() => {
  for (const dir of runnerFolders.splice(0))
    rmSync(dir, { recursive: true, force: true })
})

function runnerFiles(event: unknown) {
  const scratch = mkdtempSync(join(tmpdir(), 'action-run-'))
  runnerFolders.push(scratch)
  const files = {
    event: join(scratch, 'event.json'),
    output: join(scratch, 'output'),
    summary: join(scratch, 'summary.md')
  }
  const runnerTemp = join(scratch, 'runner-temp')
  mkdirSync(runnerTemp)
  writeFileSync(files.event, JSON.stringify(event ?? {}))
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  return { files, runnerTemp }
}

/** The action as a runner starts it, on a push to main of acme/shop. */
export async function runAction(options: ActionOptions): Promise<ActionRun> {
  const { files, runnerTemp } = runnerFiles(options.event)
  const env: Record<string, string> = {
    ...cleanEnv(),
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
    RUNNER_TEMP: runnerTemp,
    ...(options.debug && { RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' }),
    ...options.env
  }
  for (const [name, value] of Object.entries(options.inputs)) {
    env[`INPUT_${name.toUpperCase()}`] = value
  }
  const run = await runNode(ACTION, [], {
    cwd: options.workspace,
    env,
    timeoutMs: RUN_LIMIT_MS
  })
  return {
    ...run,
    outputs: readOutputs(files.output),
    summary: readFileSync(files.summary, 'utf8'),
    files,
    runnerTemp
  }
}

/** The message the action fails the step with (`::error::` without properties). */
export function failureMessage(run: ChildRun): string | undefined {
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error::'))
  return line
    ?.slice('::error::'.length)
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%25/g, '%')
}

export function read(path: string): string {
  return readFileSync(path, 'utf8')
}
