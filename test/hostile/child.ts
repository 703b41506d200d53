/**
 * Runs a built entry (the CLI by default) in a child process and reports
 * its exit, output, wall time and peak resident memory. The peak comes from
 * `process.resourceUsage().maxRSS`, written on exit by an `--import` hook, so
 * it measures the child alone, whatever the test process holds.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const CLI = resolve('dist/cli/index.js')

/** Peak memory allowed to a hostile case (asserted, not enforced). */
export const MEMORY_LIMIT_MIB = 200
/**
 * Hostile cases must finish in 5 s; the kill comes at twice that, because
 * two cores are shared with other test runs. What it catches is runaway
 * (super-linear) work, which would take minutes, not seconds.
 */
export const TIME_LIMIT_MS = 10_000

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
}

export function requireBuilt(entry: string): void {
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run package\` first`)
  }
}

/** `node --import <hook> script ...args`; never throws for a failed child. */
export async function runNode(
  script: string,
  args: readonly string[],
  options: ChildOptions = {}
): Promise<ChildRun> {
  requireBuilt(script)
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
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    // Enough to check the answer; a runaway output must not fill the heap.
    if (stdout.length < 1 << 20) stdout += text
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
  return { code, timedOut, stdout, stderr, maxRssMiB: kib / 1024, ms }
}

/** `kosli-attest junit-results FILE` in a child process. */
export function junitResults(
  file: string,
  options: ChildOptions = {}
): Promise<ChildRun> {
  return runNode(CLI, ['junit-results', file], options)
}
