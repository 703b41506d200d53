/**
 * The demo emulator on loopback, a temp dir, and `run`: a command called
 * in-process with a fake CommandIo that captures stdout and stderr.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  startEmulator,
  type FaultInput,
  type RequestRecord
} from '../../src/emulator/index.js'
import type { Command, CommandIo } from '../../src/cli/framework/types.js'

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

export interface CliHarness {
  url: string
  token: string
  dir: string
  /** KOSLI_HOST, KOSLI_ORG, KOSLI_API_TOKEN of the emulator; no retries. */
  env: Record<string, string>
  run(
    command: Command,
    argv: string[],
    options?: RunOptions
  ): Promise<RunResult>
  requests(): Promise<RequestRecord[]>
  state(): Promise<unknown>
  fault(fault: FaultInput): Promise<void>
  reset(): Promise<void>
  close(): Promise<void>
}

export async function runCommand(
  command: Command,
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

export async function startCliHarness(): Promise<CliHarness> {
  const emulator = await startEmulator({ port: 0 })
  const dir = await mkdtemp(join(tmpdir(), 'kosli-cli-'))
  const control = (path: string, init?: RequestInit) =>
    fetch(`${emulator.url}/_emulator/${path}`, init)
  const env = {
    KOSLI_HOST: emulator.url,
    KOSLI_ORG: emulator.org,
    KOSLI_API_TOKEN: emulator.token,
    KOSLI_MAX_RETRIES: '0'
  }
  return {
    url: emulator.url,
    token: emulator.token,
    dir,
    env,
    run: (command, argv, options = {}) =>
      runCommand(command, argv, {
        ...options,
        cwd: options.cwd ?? dir,
        env: { ...env, ...options.env }
      }),
    requests: async () =>
      (await (await control('requests')).json()) as RequestRecord[],
    state: async () => (await control('state')).json(),
    fault: async (fault) => {
      const res = await control('faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault)
      })
      if (!res.ok) throw new Error(`fault refused: ${await res.text()}`)
    },
    reset: async () => {
      await control('reset', { method: 'POST' })
    },
    close: async () => {
      await emulator.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
}
