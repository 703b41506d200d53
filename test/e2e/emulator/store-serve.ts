/**
 * `kosli-attest serve --store FILE` from the built CLI, as a process of its
 * own on a free loopback port, for the store's end-to-end tests: started,
 * killed with SIGKILL (no chance to tidy up), started again on the file.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { Agent } from 'undici'
import { caller } from '../../support/emulator-http.js'
import { CLI, cleanEnv, runNode, type ChildRun } from '../support/run.js'

const LINE = /^listening on (\S+) org=(\S+) token=(\S+)$/

export interface StoreServer {
  child: ChildProcess
  url: string
  org: string
  token: string
  /** KOSLI_HOST, KOSLI_ORG, KOSLI_API_TOKEN for a client of it. */
  env: Record<string, string>
  /** What it wrote to stderr so far. */
  stderr: () => string
  api: ReturnType<typeof caller>['api']
  control: ReturnType<typeof caller>['control']
  /** SIGKILL, then wait for the process to be gone. */
  kill9: () => Promise<void>
  /** SIGTERM, the clean stop. */
  stop: () => Promise<void>
}

const running = new Set<ChildProcess>()
export const dispatcher = new Agent()

/** Kills what a test left running (afterEach). */
export async function killAll(): Promise<void> {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await once(child, 'close')
    }
  }
  running.clear()
}

async function firstLine(child: ChildProcess, err: () => string) {
  if (!child.stdout) throw new Error('serve has no stdout')
  const lines = createInterface({ input: child.stdout })
  const closed = once(child, 'close').then(() => undefined)
  const line = await Promise.race([
    once(lines, 'line').then(([l]) => l as string),
    closed
  ])
  lines.close()
  if (line === undefined) throw new Error(`serve ended: ${err()}`)
  return line
}

export async function serveStore(
  file: string,
  args: readonly string[] = []
): Promise<StoreServer> {
  const child = spawn(
    process.execPath,
    [CLI, 'serve', '--port', '0', '--store', file, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: cleanEnv() }
  )
  running.add(child)
  let err = ''
  child.stderr.setEncoding('utf8').on('data', (t: string) => (err += t))
  const line = await firstLine(child, () => err)
  const [, url = '', org = '', token = ''] = LINE.exec(line) ?? []
  if (url === '') throw new Error(`serve said: ${line}`)
  const stopWith = async (signal: NodeJS.Signals) => {
    const closed = once(child, 'close')
    child.kill(signal)
    await closed
  }
  return {
    child,
    url,
    org,
    token,
    env: { KOSLI_HOST: url, KOSLI_ORG: org, KOSLI_API_TOKEN: token },
    stderr: () => err,
    ...caller({ url, token }, dispatcher),
    kill9: () => stopWith('SIGKILL'),
    stop: () => stopWith('SIGTERM')
  }
}

/** A serve that must refuse to start: its exit and what it said. */
export function serveRefused(
  file: string,
  args: readonly string[] = []
): Promise<ChildRun> {
  return runNode(CLI, ['serve', '--port', '0', '--store', file, ...args], {
    env: cleanEnv()
  })
}
