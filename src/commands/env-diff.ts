import { parseArgs } from 'node:util'
import type { EnvDiffArtifact } from '../api/index.js'
import { parseEnvDiffConfig } from '../config.js'
import { ConfigError, errorMessage } from '../errors.js'
import {
  envDiffDocument,
  runEnvDiff,
  type EnvDiffOutcome
} from '../modes/env-diff.js'
import { instancesText, type DiffSide } from '../report/env-diff-summary.js'
import { renderTable } from '../report/table.js'
import {
  modeDeps,
  rawFromFlags,
  SERVICE_HELP,
  SERVICE_KEYS,
  serviceOptions
} from './service-options.js'
import type { Command, CommandIo } from './types.js'

const USAGE =
  'Usage: kosli-attest env-diff SNAPSHOT_1 SNAPSHOT_2 [--fail-on any-change|added|removed|never] [--output table|json]'

const HELP = `${USAGE}

Compares two environment snapshots and fails (exit 1) when they differ in a
way --fail-on does not accept. The same engine as the action's env-diff mode.
It fails closed: when Kosli cannot be reached or refuses, the exit is 1, never 0.

Snapshots:
  env          the latest snapshot of env
  env#N        snapshot number N (from 1)
  env~N        N snapshots behind the latest (env~0 is the latest)
  env@{...}    the snapshot current at a moment: @{now}, @{2.days.ago}
               (hours, days, weeks, months), @{2024-05-01T12:00:00} (UTC)

Options:
  --fail-on P        any-change (default): anything only in one snapshot or
                     with a changed instance count; added: anything only in
                     snapshot 2; removed: anything only in snapshot 1;
                     never: report only.
  --output F         table (default, for people) or json (the diff and the
                     verdict, for scripts), on stdout.
  -h, --help         Show this help.

${SERVICE_HELP}

Exit status: 0 the gate passed, 1 it failed or Kosli gave no diff,
2 usage or configuration error (e.g. a bad snapshot expression).

Example (fail when staging runs anything production does not):
  KOSLI_API_TOKEN=... kosli-attest env-diff production staging \\
    --org acme --fail-on added
`

const OPTIONS = {
  'fail-on': { type: 'string' },
  output: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  ...serviceOptions
} as const

const OUTPUTS = ['table', 'json'] as const
type Output = (typeof OUTPUTS)[number]

function usageError(io: CommandIo, message: string): number {
  io.stderr(`error: ${message}\n${USAGE}\nRun with --help for more.\n`)
  return 2
}

const HEADERS = ['NAME', 'FINGERPRINT', 'FLOW', 'COMMIT', 'INSTANCES', 'PODS']

function section(
  title: string,
  artifacts: EnvDiffArtifact[],
  side: DiffSide
): string {
  if (artifacts.length === 0) return `${title}: none`
  const rows = artifacts.map((a) => [
    a.name,
    a.fingerprint.slice(0, 12),
    a.flow ?? '',
    a.commit_url ?? '',
    instancesText(a, side),
    (a.pods ?? []).join(', ')
  ])
  return `${title}:\n${renderTable(HEADERS, rows)}`
}

function tableReport(
  outcome: Extract<EnvDiffOutcome, { kind: 'compared' }>
): string {
  const { diff } = outcome
  const id1 = diff.snappish1.snapshot_id || outcome.snapshot1.text
  const id2 = diff.snappish2.snapshot_id || outcome.snapshot2.text
  return [
    section(`Only in snapshot 1 (${id1})`, diff.snappish1.artifacts, 'only1'),
    section(`Only in snapshot 2 (${id2})`, diff.snappish2.artifacts, 'only2'),
    section('Changed instance count', diff.changed.artifacts, 'changed'),
    `Not changed: ${diff['not-changed'].artifacts.length}`
  ].join('\n\n')
}

async function compare(
  raw: Record<string, string | undefined>,
  output: Output,
  io: CommandIo
): Promise<number> {
  // The engine prints the verdict line on stderr.
  const outcome = await runEnvDiff(parseEnvDiffConfig(raw), modeDeps(io))
  if (outcome.kind === 'unavailable') {
    io.stderr(`error: ${outcome.message}\n`)
    return 1
  }
  io.stdout(
    output === 'json'
      ? `${JSON.stringify(envDiffDocument(outcome), null, 2)}\n`
      : `${tableReport(outcome)}\n`
  )
  return outcome.verdict.passed ? 0 : 1
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
    return usageError(io, errorMessage(error))
  }
  const { help, output = 'table', ...flags } = parsed.values
  if (help) {
    io.stdout(HELP)
    return 0
  }
  if (parsed.positionals.length !== 2) {
    return usageError(
      io,
      `give two snapshots, e.g. production staging; got ${parsed.positionals.length}`
    )
  }
  if (!(OUTPUTS as readonly string[]).includes(output)) {
    return usageError(io, `--output: "${output}" is not one of table, json`)
  }
  const [one, two] = parsed.positionals
  const raw = {
    ...rawFromFlags(flags, io.env, SERVICE_KEYS),
    'snapshot-1': one,
    'snapshot-2': two
  }
  try {
    return await compare(raw, output as Output, io)
  } catch (error) {
    if (error instanceof ConfigError) return usageError(io, error.message)
    io.stderr(`error: ${errorMessage(error)}\n`)
    return 1
  }
}

export const envDiffCommand: Command = {
  name: 'env-diff',
  summary: 'Compare two environment snapshots; exit 1 when they differ',
  help: HELP,
  run
}
