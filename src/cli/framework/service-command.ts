/**
 * The frame of every command that talks to Kosli: flags, help with an
 * example, configuration by precedence (options.ts), the service config,
 * one client closed at the end, and exit codes (0 OK, 1 failure, 2 usage
 * or configuration).
 */
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { parseArgs } from 'node:util'
import type { ApiRequest, Client } from '../../api/index.js'
import {
  ConfigProblems,
  problemsText,
  type RawConfig,
  type ServiceConfig
} from '../../config/index.js'
import { ConfigError, errorMessage } from '../../errors.js'
import type { Logger } from '../../log.js'
import type { ModeDeps } from '../../modes/types.js'
import { printable } from '../../text.js'
import { boolFlag, emptyFlag } from './flag-values.js'
import {
  flagEntries,
  flagKeys,
  HELP_FOOTER,
  helpText,
  type Flags
} from './help.js'
import {
  ALIAS_FLAGS,
  DRY_RUN_FLAG,
  OUTPUT_FLAG,
  retiredShortFlag,
  SERVICE_FLAGS,
  withShortFlags
} from './service-flags.js'
import { flagMessage, resolveOptions, type FlagValue } from './options.js'
import { parseOutput, type OutputFormat } from './output.js'
import { parseArgsMessage } from './suggest.js'
import { clearingIo, createProgress, type Progress } from './progress.js'
import { cliLogger, debugSources } from './logger.js'
import { cliClient, proxyOf, serviceOf, type SettingsSpec } from './settings.js'
import type { Command, CommandIo } from './types.js'

export type { FlagSpec, Flags } from './help.js'

export interface CommandSpec<C = unknown> extends SettingsSpec<C> {
  name: string
  summary: string
  /** What follows the command name in the usage line. */
  usage: string
  description: string
  flags?: Flags
  positionals?: { min: number; max: number; what: string }
  /** Shows a resource: adds --output table|json. */
  output?: boolean
  /** Changes something: adds --dry-run. */
  writes?: boolean
  exitStatus?: string
  example: string
  /**
   * Parses the command's config before it runs, so that its problems are
   * reported together with a missing org or token; `run` gets the result.
   */
  check?(raw: RawConfig, args: string[]): C
  run(ctx: RunContext<C>): Promise<number>
}

export interface RunContext<C = unknown> {
  io: CommandIo
  args: string[]
  raw: RawConfig
  service: ServiceConfig
  output: OutputFormat
  dryRun: boolean
  verbose: boolean
  logger: Logger
  progress: Progress
  /** Opened on first use, closed when the command ends. */
  client(): Client
  /** What the command's `check` parsed, once: its typed config. */
  checked: C
}

function flagsOf(spec: CommandSpec): Flags {
  return withShortFlags({
    ...spec.flags,
    ...(spec.output && { output: OUTPUT_FLAG }),
    ...(spec.writes && { 'dry-run': DRY_RUN_FLAG })
  })
}

const SERVICE = withShortFlags(SERVICE_FLAGS)

function parseOptions(spec: CommandSpec) {
  const all = { ...flagsOf(spec), ...SERVICE }
  return {
    ...Object.fromEntries(
      flagEntries(all).map(([name, flag]) => [
        name,
        {
          type: flag.type,
          ...(flag.multiple && { multiple: true }),
          ...(flag.short !== undefined && { short: flag.short })
        }
      ])
    ),
    ...ALIAS_FLAGS,
    help: { type: 'boolean', short: 'h' }
  } as const
}

function usageLine(spec: CommandSpec): string {
  return `Usage: kosli-attest ${spec.name} ${spec.usage}`.trimEnd()
}

function usageError(spec: CommandSpec, io: CommandIo, message: string) {
  io.stderr(
    `error: ${printable(message, true)}\n${usageLine(spec)}\nRun \`kosli-attest ${spec.name} --help\` for more.\n`
  )
  return 2
}

type Values = Record<string, FlagValue>

function resolve(spec: CommandSpec, values: Values, io: CommandIo) {
  const keys = [
    ...flagKeys(flagsOf(spec)),
    ...flagKeys(SERVICE_FLAGS).filter((k) => k !== 'config-file')
  ]
  const resolved = resolveOptions({
    flags: values,
    env: io.env,
    cwd: io.cwd,
    keys
  })
  return resolved
}

async function execute<C>(
  spec: CommandSpec<C>,
  { values, args, notes }: Parsed,
  rawIo: CommandIo
): Promise<number> {
  const { raw, sources, warnings } = resolve(spec, values, rawIo)
  const verbose = boolFlag(raw, 'verbose')
  const quiet = boolFlag(raw, 'quiet')
  const progress = createProgress(quiet ? { ...rawIo, isTTY: false } : rawIo, {
    verbose: verbose && !quiet
  })
  const io = clearingIo(rawIo, progress)
  const logger = cliLogger(io, { verbose, quiet })
  for (const warning of [...notes, ...warnings]) logger.warn(warning)
  debugSources(logger, sources)
  const dryRun = boolFlag(raw, 'dry-run')
  const { service, checked } = serviceOf(spec, { raw, args, dryRun })
  proxyOf(raw)
  let client: Client | undefined
  const ctx: RunContext<C> = {
    // Set whenever the spec has a check: it threw otherwise.
    checked: checked as C,
    io,
    args,
    raw,
    service,
    output: parseOutput(raw.output),
    dryRun,
    verbose,
    logger,
    progress,
    client: () => (client ??= cliClient(service, { logger, raw }))
  }
  try {
    return await spec.run(ctx)
  } finally {
    progress.done()
    await client?.close()
  }
}

/** The flags and arguments of a command line that may run. */
interface Parsed {
  values: Values
  args: string[]
  /** Warnings about the command line itself (a retired short flag). */
  notes: string[]
}

/** The command line read, or the exit code of a usage error or of --help. */
function parseCommandLine(
  spec: CommandSpec,
  argv: string[],
  io: CommandIo
): Parsed | number {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      options: parseOptions(spec),
      allowPositionals: true,
      allowNegative: true,
      strict: true,
      tokens: true
    })
  } catch (error) {
    const names = Object.keys({ ...flagsOf(spec), ...SERVICE })
    return usageError(spec, io, parseArgsMessage(error, names))
  }
  const { help, ...values } = parsed.values as Values
  const retired = retiredShortFlag(values, {
    shortO: parsed.tokens.some(
      (t) => t.kind === 'option' && t.rawName === '-o'
    ),
    flags: flagsOf(spec)
  })
  if (help) {
    io.stdout(helpOf(spec))
    return 0
  }
  const empty = emptyFlag(values)
  if (empty) return usageError(spec, io, `--${empty} was given an empty value`)
  const args = parsed.positionals
  const { min, max, what } = spec.positionals ?? { min: 0, max: 0, what: '' }
  if (args.length < min || args.length > max) {
    const wanted = min === max ? `${min}` : `${min} to ${max}`
    return usageError(
      spec,
      io,
      `expected ${what || 'no arguments'} (${wanted}), got ${args.length}: ${args.join(' ')}`.trimEnd()
    )
  }
  return { values, args, notes: retired === undefined ? [] : [retired] }
}

/** Configuration problems as a usage error (2), each naming its flag. */
function configError(spec: CommandSpec, io: CommandIo, error: ConfigError) {
  const keys = Object.keys({ ...flagsOf(spec), ...SERVICE_FLAGS })
  const messages =
    error instanceof ConfigProblems
      ? error.problems.map((problem) => problem.message)
      : [error.message]
  return usageError(
    spec,
    io,
    problemsText(messages.map((m) => flagMessage(m, keys)))
  )
}

async function run(
  spec: CommandSpec,
  argv: string[],
  io: CommandIo
): Promise<number> {
  const parsed = parseCommandLine(spec, argv, io)
  if (typeof parsed === 'number') return parsed
  try {
    return await execute(spec, parsed, io)
  } catch (error) {
    if (error instanceof ConfigError) return configError(spec, io, error)
    io.stderr(`error: ${printable(errorMessage(error), true)}\n`)
    return 1
  }
}

// A command that takes its org from elsewhere does not list --org.
function withoutOrg(flags: Flags): Flags {
  return Object.fromEntries(
    Object.entries(flags).filter(([name]) => name !== 'org')
  )
}

function helpOf(spec: CommandSpec): string {
  return helpText({
    usage: usageLine(spec),
    description: spec.description,
    sections: [
      ['Options', flagsOf(spec)],
      [
        'Service options (flag > KOSLI_* variable > config file > default)',
        spec.org === false ? withoutOrg(SERVICE) : SERVICE
      ]
    ],
    exitStatus:
      spec.exitStatus ??
      '0 done, 1 Kosli refused or could not be reached, 2 usage or configuration error.',
    example: spec.example,
    footer: HELP_FOOTER
  })
}

/** A `Command` of types.ts from a spec. */
export function serviceCommand<C>(spec: CommandSpec<C>): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    help: helpOf(spec),
    run: (argv, io) => run(spec, argv, io)
  }
}

/**
 * In a dry run: the request that would be sent (an operation's `request`),
 * on stdout. The JSON null of an operation without a payload is not shown.
 */
export function printDryRun(ctx: RunContext, request: ApiRequest): number {
  const base = ctx.service.host.replace(/\/api\/v2$/, '')
  const value = request.body?.kind === 'json' ? request.body.value : null
  const body = value === null ? '' : `${JSON.stringify(value, null, 2)}\n`
  ctx.io.stdout(
    `Dry run: nothing is sent. The request would be:\n${request.method} ${base}/api/v2${request.path}\n${body}`
  )
  return 0
}

/**
 * What an engine of src/modes needs, for a command that runs one. The
 * engine opens and closes its own client, so it gets a fresh one.
 */
export function modeDeps(ctx: RunContext): ModeDeps {
  const { io, logger } = ctx
  return {
    logger,
    now: () => Date.now(),
    cwd: io.cwd,
    tmpDir: io.env.RUNNER_TEMP || tmpdir(),
    env: io.env,
    openClient: (service) =>
      Promise.resolve(cliClient(service, { logger, raw: ctx.raw })),
    readEvent: (path) => JSON.parse(readFileSync(path, 'utf8')) as unknown
  }
}
