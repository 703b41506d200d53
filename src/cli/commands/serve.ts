import { parseArgs } from 'node:util'
import { parseArgsMessage } from '../framework/suggest.js'
import { startEmulator, StoreRefusal } from '../../emulator/index.js'
import { ConfigError } from '../../errors.js'
import type { Command, CommandIo } from '../framework/types.js'

const USAGE =
  'Usage: kosli-attest serve [--port N] [--bind ADDRESS] [--state FILE] [--store FILE] [--control-token TOKEN] [--allow-remote-webhooks]'

const DEFAULT_PORT = 8001

const HELP = `${USAGE}

Runs the in-memory emulator of the Kosli API on this machine, for demos,
tests and trying a pipeline without a Kosli account. The first line on
stdout is:

  listening on http://HOST:PORT org=ORG token=TOKEN

Point a client at http://HOST:PORT (it adds /api/v2) with that org and
token. Without --store everything stays in memory: nothing is written
back to the --state FILE; save the current state with GET
/_emulator/state if you need it. With --store the state lives in a SQLite
file and survives a restart or a crash (docs/emulator.md).

Options:
  --port N        Port to listen on (default ${DEFAULT_PORT}; 0 picks a free one).
  --bind ADDRESS  Address to bind (default 127.0.0.1). The /_emulator/
                  control endpoints need no token from this machine;
                  other machines must send the control token.
  --state FILE    Start from this JSON state file instead of the demo
                  state (see fixtures/emulator-state.json).
  --store FILE    Keep the state in this SQLite file (created if missing,
                  started from --state or the demo state; reset goes back
                  to that). Every answered write is in the file. One serve
                  per file. Needs Node 22.13 or later.
                  (KOSLI_EMULATOR_STORE)
  --control-token TOKEN
                  The token other machines send to /_emulator/ as
                  Authorization: Bearer TOKEN. Bound to a non-loopback
                  address without one, serve makes one up and prints it.
                  (KOSLI_EMULATOR_CONTROL_TOKEN)
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
  store: { type: 'string' },
  'control-token': { type: 'string' },
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
  const store = values.store ?? io.env.KOSLI_EMULATOR_STORE
  const controlToken =
    values['control-token'] ?? io.env.KOSLI_EMULATOR_CONTROL_TOKEN
  if (controlToken !== undefined && controlToken.length < 16) {
    throw new ConfigError(
      '--control-token (KOSLI_EMULATOR_CONTROL_TOKEN) must be at least 16 characters'
    )
  }
  const emulator = await startEmulator({
    port,
    host,
    allowRemoteWebhooks: values['allow-remote-webhooks'] === true,
    ...(values.state === undefined ? {} : { state: values.state }),
    ...(store ? { store } : {}),
    ...(controlToken === undefined ? {} : { controlToken })
  }).catch((error: unknown) => {
    throw inUse(error, { host, port })
  })
  io.stdout(
    `listening on ${emulator.url} org=${emulator.org} token=${emulator.token}\n`
  )
  io.stderr(
    `API: ${emulator.url}/api/v2  control: ${emulator.url}/_emulator/  (Ctrl-C stops)\n`
  )
  if (store) io.stderr(`store: ${store}\n`)
  if (emulator.controlToken !== undefined && controlToken === undefined) {
    io.stderr(
      `control token: ${emulator.controlToken} (other machines send it to /_emulator/ as a Bearer token; set --control-token to keep one across restarts)\n`
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
        const line = usage && !(error instanceof StoreRefusal)
        io.stderr(`error: ${message}\n${line ? `${USAGE}\n` : ''}`)
        return usage ? 2 : 1
      }
    }
  }
}

export const serveCommand = createServeCommand()
