import { parseArgs } from 'node:util'
import { parseAllowArtifactConfig } from '../config.js'
import { ConfigError, errorMessage } from '../errors.js'
import { failureOf, runAllowArtifact } from '../modes/allow-artifact.js'
import {
  modeDeps,
  rawFromFlags,
  SERVICE_HELP,
  SERVICE_KEYS,
  serviceOptions
} from './service-options.js'
import type { Command, CommandIo } from './types.js'

const USAGE =
  'Usage: kosli-attest allow-artifact --environment E (--fingerprint F --artifact-name N | --artifact-path P --artifact-type file|dir) --reason R [--dry-run]'

const HELP = `${USAGE}

Puts an artifact on an environment's allow-list, so Kosli does not flag it as
unknown when it starts running there. The same engine as the action's
allow-artifact mode.

Options:
  --environment E           The environment the artifact is allowed in.
  --fingerprint F           The artifact's SHA-256 (64 lowercase hex
                            characters); needs --artifact-name.
  --artifact-path P         A file or directory to fingerprint instead.
  --artifact-type file|dir  How --artifact-path is fingerprinted (the vendor
                            CLI's algorithm).
  --exclude GLOB            With --artifact-type dir: left out of the
                            fingerprint (repeatable).
  --artifact-name N         The name stored with the entry; default with
                            --artifact-path is its base name.
  --reason R                Why it is allowed (the entry's description).
                            Required.
  --dry-run                 Compute and show the entry; send nothing.
                            (KOSLI_DRY_RUN)
  -h, --help                Show this help.

${SERVICE_HELP}

The entry sent (or, with --dry-run, that would be sent) is printed on stdout
as JSON; messages go to stderr.
Exit status: 0 allow-listed, 1 the service refused or could not be reached,
2 usage or configuration error.

Example:
  KOSLI_API_TOKEN=... kosli-attest allow-artifact --org acme \\
    --environment production --artifact-path dist/app.tgz \\
    --artifact-type file --reason "Release 1.4.0, change CHG-123"
`

const OPTIONS = {
  environment: { type: 'string' },
  fingerprint: { type: 'string' },
  'artifact-path': { type: 'string' },
  'artifact-type': { type: 'string' },
  exclude: { type: 'string', multiple: true },
  'artifact-name': { type: 'string' },
  reason: { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  ...serviceOptions
} as const

function usageError(io: CommandIo, message: string): number {
  io.stderr(`error: ${message}\n${USAGE}\nRun with --help for more.\n`)
  return 2
}

async function run(argv: string[], io: CommandIo): Promise<number> {
  let values
  try {
    values = parseArgs({ args: argv, options: OPTIONS, strict: true }).values
  } catch (error) {
    return usageError(io, errorMessage(error))
  }
  if (values.help) {
    io.stdout(HELP)
    return 0
  }
  const { help: _help, ...flags } = values
  const raw = rawFromFlags(flags, io.env, [...SERVICE_KEYS, 'dry-run'])
  try {
    const outcome = await runAllowArtifact(
      parseAllowArtifactConfig(raw),
      modeDeps(io)
    )
    const failure = failureOf(outcome)
    if (failure !== undefined) {
      io.stderr(`error: ${failure}\n`)
      return 1
    }
    io.stdout(
      `${JSON.stringify({ environment: outcome.environment, ...outcome.entry }, null, 2)}\n`
    )
    return 0
  } catch (error) {
    if (error instanceof ConfigError) return usageError(io, error.message)
    io.stderr(`error: ${errorMessage(error)}\n`)
    return 1
  }
}

export const allowArtifactCommand: Command = {
  name: 'allow-artifact',
  summary: 'Allow-list an artifact for an environment',
  help: HELP,
  run
}
