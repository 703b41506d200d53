/**
 * A CLI command run in-process with a CommandIo that captures stdout and
 * stderr, and the same against the emulator harness (its KOSLI_* variables
 * and temp directory).
 */
import { cp } from 'node:fs/promises'
import { join } from 'node:path'
import type { Command, CommandIo } from '../../src/cli/framework/types.js'
import { startHarness, type Harness } from './emulator.js'
import { fixture } from './paths.js'

export interface RunOptions {
  env?: Record<string, string | undefined>
  isTTY?: boolean
  /** The answer to a confirmation question; the questions are recorded. */
  answer?: boolean
  cwd?: string
}

export interface RunResult {
  code: number
  stdout: string
  stderr: string
  questions: string[]
}

export async function runCommand(
  command: Pick<Command, 'run'>,
  argv: string[],
  options: RunOptions & { cwd: string }
): Promise<RunResult> {
  const out: string[] = []
  const err: string[] = []
  const questions: string[] = []
  const io: CommandIo = {
    cwd: options.cwd,
    env: options.env ?? {},
    stdout: (text) => out.push(text),
    stdoutPaced: (data) => {
      out.push(typeof data === 'string' ? data : Buffer.from(data).toString())
      return Promise.resolve(true)
    },
    stderr: (text) => err.push(text),
    isTTY: options.isTTY ?? false,
    confirm: (question) => {
      questions.push(question)
      return Promise.resolve(options.answer ?? false)
    }
  }
  const code = await command.run(argv, io)
  return { code, stdout: out.join(''), stderr: err.join(''), questions }
}

export interface CliHarness extends Harness {
  /** The command in the harness directory, with its KOSLI_* variables. */
  run: (
    command: Pick<Command, 'run'>,
    argv: string[],
    options?: RunOptions
  ) => Promise<RunResult>
}

export async function startCliHarness(): Promise<CliHarness> {
  const harness = await startHarness()
  return {
    ...harness,
    run: (command, argv, options = {}) =>
      runCommand(command, argv, {
        ...options,
        cwd: options.cwd ?? harness.dir,
        env: { ...harness.env, ...options.env }
      })
  }
}

/** A CLI harness whose directory holds fixtures/cli/reports as `reports/`. */
export async function startReportsHarness(): Promise<CliHarness> {
  const harness = await startCliHarness()
  await cp(fixture('cli', 'reports'), join(harness.dir, 'reports'), {
    recursive: true
  })
  return harness
}
