import { parseArgs } from 'node:util'
import { parseArgsMessage } from '../framework/suggest.js'
import { startEmulator } from '../../emulator/index.js'
import { ConfigError } from '../../errors.js'
import type { Command, CommandIo } from '../framework/types.js'

const USAGE =
  'Usage: kosli-attest serve [--port N] [--bind ADDRESS] [--state FILE] [--allow-remote-webhooks]'

const DEFAULT_PORT = 8001

const HELP = `${USAGE}

Runs the in-memory emulator of the Kosli API on this machine, for demos,
tests and trying a pipeline without a Kosli account. The first line on
stdout is:

  listening on http://HOST:PORT org=ORG token=TOKEN

Point a client at http://HOST:PORT (it adds /api/v2) with that org and
token. Everything stays in memory: nothing is written back to FILE; save
the current state with GET /_emulator/state if you need it.

Options:
  --port N        Port to listen on (default ${DEFAULT_PORT}; 0 picks a free one).
  --bind ADDRESS  Address to bind (default 127.0.0.1). The /_emulator/
                  control endpoints need no token: keep it on loopback.
  --state FILE    Start from this JSON state file instead of the demo
                  state (see fixtures/emulator-state.json).
  --allow-remote-webhooks
                  Deliver WEBHOOK notifications to any host. Without it
                  they go only to this machine (127.0.0.0/8, ::1,
                  localhost); others are logged as failed.
  -h, --help      Show this help.

Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.

Example:
  kosli-attest serve --port 0
  # listening on http://127.0.0.1:41234 org=demo token=kat_demo_admin_...
  curl -H "Authorization: Bearer kat_demo_admin_4f8e2b7c9d1a" \\
    http://127.0.0.1:41234/api/v2/environments/demo
`

const OPTIONS = {
  port: { type: 'string' },
  bind: { type: 'string' },
  state: { type: 'string' },
  'allow-remote-webhooks': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' }
} as const

/** Resolves when the process is asked to stop (SIGINT or SIGTERM). */
function processStop(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
}

function portOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PORT
  const port = Number(text)
  if (!/^\d+$/.test(text) || port > 65_535) {
    throw new ConfigError(
      `--port must be a number from 0 to 65535, got '${text}'`
    )
  }
  return port
}

/** A port taken: most often an emulator already running there. */
function inUse(error: unknown, where: { host: string; port: number }) {
  const code = (error as { code?: unknown } | null)?.code
  if (code !== 'EADDRINUSE') return error
  return new Error(
    `${where.host}:${where.port} is in use (EADDRINUSE). Hint: another \`kosli-attest serve\` may be running there already (use it, or stop it), or give another port: --port N (0 picks a free one).`,
    { cause: error }
  )
}

async function serve(argv: string[], io: CommandIo, stop: () => Promise<void>) {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true })
  if (values.help) {
    io.stdout(HELP)
    return 0
  }
  const host = values.bind ?? '127.0.0.1'
  const port = portOf(values.port)
  const emulator = await startEmulator({
    port,
    host,
    allowRemoteWebhooks: values['allow-remote-webhooks'] === true,
    ...(values.state === undefined ? {} : { state: values.state })
  }).catch((error: unknown) => {
    throw inUse(error, { host, port })
  })
  io.stdout(
    `listening on ${emulator.url} org=${emulator.org} token=${emulator.token}\n`
  )
  io.stderr(
    `API: ${emulator.url}/api/v2  control: ${emulator.url}/_emulator/  (Ctrl-C stops)\n`
  )
  if (!/^(127\.|::1$|localhost$)/.test(host)) {
    io.stderr(
      `warning: bound to ${host}: anyone who reaches it can read and replace the state through /_emulator/\n`
    )
  }
  await stop()
  await emulator.close()
  io.stderr('emulator stopped\n')
  return 0
}

/** The `serve` command; tests pass their own `stop` instead of signals. */
export function createServeCommand(
  stop: () => Promise<void> = processStop
): Command {
  return {
    name: 'serve',
    summary: 'Run the in-memory Kosli API emulator (demo and tests)',
    help: HELP,
    async run(argv, io) {
      try {
        return await serve(argv, io, stop)
      } catch (error) {
        const usage =
          error instanceof ConfigError ||
          (error instanceof TypeError && 'code' in error)
        const message = parseArgsMessage(error, Object.keys(OPTIONS))
        io.stderr(`error: ${message}\n${usage ? `${USAGE}\n` : ''}`)
        return usage ? 2 : 1
      }
    }
  }
}

export const serveCommand = createServeCommand()
