/**
 * `kosli-attest serve` from the built dist/cli/index.js, on a free port,
 * started fresh: the demo state, nothing begun.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { CLI } from './run.js'

const LINE = /^listening on (\S+) org=(\S+) token=(\S+)$/

export interface Served {
  url: string
  org: string
  token: string
  /** KOSLI_HOST, KOSLI_ORG, KOSLI_API_TOKEN for a client of it. */
  env: Record<string, string>
  stop: () => Promise<void>
}

export async function serve(): Promise<Served> {
  const child: ChildProcess = spawn(
    process.execPath,
    [CLI, 'serve', '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { PATH: process.env.PATH ?? '' }
    }
  )
  if (!child.stdout) throw new Error('serve has no stdout')
  const lines = createInterface({ input: child.stdout })
  const [line] = (await once(lines, 'line')) as [string]
  lines.close()
  const [, url = '', org = '', token = ''] = LINE.exec(line) ?? []
  if (url === '') throw new Error(`serve said: ${line}`)
  return {
    url,
    org,
    token,
    env: { KOSLI_HOST: url, KOSLI_ORG: org, KOSLI_API_TOKEN: token },
    stop: async () => {
      child.kill('SIGTERM')
      await once(child, 'close')
    }
  }
}
