/**
 * `fingerprint`: an artifact's SHA-256 on stdout and nothing else, so that
 * a script can capture it. The action's fingerprint engine (src/modes);
 * nothing is sent to Kosli. When the digest cannot be had, stdout stays
 * empty, the reason goes to stderr and the exit code is 1.
 */
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  parseFingerprintConfig,
  type FingerprintConfig,
  type InputName,
  type RawConfig
} from '../../config/index.js'
import { ConfigError, errorMessage } from '../../errors.js'
import type { Logger } from '../../log.js'
import { printable } from '../../text.js'
import { runFingerprint } from '../../modes/fingerprint.js'
import { boolFlag } from '../framework/flag-values.js'
import { flagMessage, resolveOptions } from '../framework/options.js'
import { parseArgsMessage } from '../framework/suggest.js'
import type { Command, CommandIo } from '../framework/types.js'

const USAGE =
  'Usage: kosli-attest fingerprint [--artifact-type file|dir|oci|docker] [-x PATTERN]... REF'

const HELP = `${USAGE}

Prints the SHA-256 fingerprint of REF (64 lowercase hex characters, no
sha256: prefix) on stdout, and nothing else, the way the Kosli CLI computes
it. Needs no Kosli account and sends nothing to Kosli.

Arguments:
  REF                       A file or directory, or a container image
                            reference: registry/name:tag, name:tag (Docker
                            Hub), or ...@sha256:<64 hex> (taken as is).

Options:
  --artifact-type T         file, dir, oci (the manifest or multi-platform
                            index digest the registry serves) or docker (the
                            RepoDigest from the local Docker daemon). Default:
                            file or dir, by what REF is on disk.
  -x, --exclude PATTERN ... With dir: a glob left out of the fingerprint.
  --registry-username NAME  oci and docker: the registry login, with
                            --registry-password. Without them: anonymous,
                            then ~/.docker/config.json (and its credential
                            helpers), then GITHUB_TOKEN for ghcr.io.
  --registry-password PASS  Prefer KOSLI_REGISTRY_PASSWORD: flags show up in
                            process lists.
  --timeout-seconds N       Per registry request; default 30.
  --max-retries N           Default 3.
  --retry-budget-seconds N  Most time spent waiting to retry; default 60.
  --config-file PATH        YAML or JSON of flag names and values.
  --verbose                 Say on stderr what was found (a multi-platform
                            index and its platforms; where the digest and
                            the credentials came from).
  -h, --help                Show this help.

Every flag also reads KOSLI_<FLAG_NAME> (e.g. KOSLI_REGISTRY_USERNAME) and
the config file; a flag wins over its variable, which wins over the file.

Exit status: 0 printed, 1 the fingerprint cannot be had (nothing on stdout;
the reason, naming the reference, on stderr), 2 usage or configuration.

Example:
  digest=$(kosli-attest fingerprint --artifact-type oci ghcr.io/acme/app:1.4.0)
  kosli-attest fingerprint --artifact-type dir -x '*.log' build/
`

/** The keys read by precedence: flag, KOSLI_* variable, config file. */
const KEYS: readonly InputName[] = [
  'artifact-type',
  'exclude',
  'registry-username',
  'registry-password',
  'timeout-seconds',
  'max-retries',
  'retry-budget-seconds',
  'verbose'
]

const OPTIONS = {
  'artifact-type': { type: 'string' },
  exclude: { type: 'string', multiple: true, short: 'x' },
  'registry-username': { type: 'string' },
  'registry-password': { type: 'string' },
  'timeout-seconds': { type: 'string' },
  'max-retries': { type: 'string' },
  'max-api-retries': { type: 'string' },
  'retry-budget-seconds': { type: 'string' },
  'config-file': { type: 'string' },
  verbose: { type: 'boolean' },
  debug: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' }
} as const

function usageError(io: CommandIo, message: string): number {
  io.stderr(
    `error: ${printable(message, true)}\n${USAGE}\nRun with --help for more.\n`
  )
  return 2
}

function quietLogger(io: CommandIo, verbose: boolean): Logger {
  // Registry answers and file names are untrusted: no terminal escapes.
  const say = (prefix: string) => (message: string) =>
    io.stderr(`${prefix}${printable(message, true)}\n`)
  const none = () => undefined
  return {
    debug: verbose ? say('debug: ') : none,
    info: verbose ? say('') : none,
    warn: say('warning: '),
    error: say('error: ')
  }
}

/** Without --artifact-type: file or dir by what REF is; never the network. */
async function typeOnDisk(ref: string, cwd: string): Promise<string> {
  const info = await stat(resolve(cwd, ref)).catch(() => undefined)
  if (info === undefined) {
    throw new Error(
      `${ref}: no such file or directory. For a container image give --artifact-type oci (ask its registry) or docker (ask the local Docker daemon)`
    )
  }
  return info.isDirectory() ? 'dir' : 'file'
}

async function configOf(
  values: Record<string, string | boolean | (string | boolean)[] | undefined>,
  ref: string,
  io: CommandIo
): Promise<{ config: FingerprintConfig; raw: RawConfig }> {
  const resolved = resolveOptions({
    flags: values,
    env: io.env,
    cwd: io.cwd,
    keys: KEYS
  })
  for (const warning of resolved.warnings) {
    io.stderr(`warning: ${printable(warning, true)}\n`)
  }
  const raw: RawConfig = {
    ...resolved.raw,
    'artifact-path': ref,
    'artifact-type':
      resolved.raw['artifact-type'] ?? (await typeOnDisk(ref, io.cwd))
  }
  return { config: parseFingerprintConfig(raw), raw }
}

async function run(argv: string[], io: CommandIo): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      options: OPTIONS,
      allowPositionals: true,
      strict: true
    })
  } catch (error) {
    return usageError(io, parseArgsMessage(error, Object.keys(OPTIONS)))
  }
  const { help, ...values } = parsed.values
  if (help) {
    io.stdout(HELP)
    return 0
  }
  if (parsed.positionals.length !== 1) {
    return usageError(
      io,
      `expected one REF (a path or an image reference), got ${parsed.positionals.length}`
    )
  }
  const [ref = ''] = parsed.positionals
  let setup
  try {
    setup = await configOf(values, ref, io)
  } catch (error) {
    if (!(error instanceof ConfigError)) {
      io.stderr(`error: ${printable(errorMessage(error), true)}\n`)
      return 1
    }
    return usageError(io, flagMessage(error.message, [...KEYS]))
  }
  const logger = quietLogger(io, boolFlag(setup.raw, 'verbose'))
  try {
    const found = await runFingerprint(setup.config, {
      cwd: io.cwd,
      env: io.env,
      logger
    })
    io.stdout(`${found.fingerprint}\n`)
    return 0
  } catch (error) {
    io.stderr(`error: ${printable(errorMessage(error), true)}\n`)
    return 1
  }
}

export const fingerprintCommand: Command = {
  name: 'fingerprint',
  summary: "Print an artifact's SHA-256: a file, a directory or an image",
  help: HELP,
  run
}
