/**
 * The built entries as a user meets them: the action (dist/index.js) the way
 * a GitHub runner starts it, at debug level, and the CLI
 * (dist/cli/index.js). Each run gets its own runner files, so a test can
 * read back everything the run wrote.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CLI, runNode, type ChildRun } from '../hostile/child.js'

export const ACTION = resolve('dist/index.js')
export { CLI }

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

export interface ActionRun extends ChildRun {
  /** GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, the event file. */
  files: { output: string; summary: string }
  runnerTemp: string
}

export async function runAction(options: {
  workspace: string
  inputs: Record<string, string>
}): Promise<ActionRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'leak-action-'))
  const runnerTemp = join(scratch, 'runner-temp')
  mkdirSync(runnerTemp)
  const files = {
    output: join(scratch, 'output'),
    summary: join(scratch, 'summary.md'),
    event: join(scratch, 'event.json')
  }
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  writeFileSync(files.event, '{}')
  const env: Record<string, string> = {
    ...cleanEnv(),
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1001',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: runnerTemp,
    // Debug logging on, as a user re-running a failed job would.
    RUNNER_DEBUG: '1',
    ACTIONS_STEP_DEBUG: 'true'
  }
  for (const [name, value] of Object.entries(options.inputs)) {
    env[`INPUT_${name.toUpperCase()}`] = value
  }
  const run = await runNode(ACTION, [], {
    cwd: options.workspace,
    env,
    timeoutMs: 60_000
  })
  return { ...run, files, runnerTemp }
}

export function runCli(
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> }
): Promise<ChildRun> {
  return runNode(CLI, args, {
    cwd: options.cwd,
    env: { ...cleanEnv(), ...options.env },
    timeoutMs: 60_000
  })
}

export function read(path: string): string {
  return readFileSync(path, 'utf8')
}
