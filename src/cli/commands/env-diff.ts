/**
 * `env-diff SNAPSHOT_1 SNAPSHOT_2`: the action's env-diff gate (src/modes)
 * on the command line. The verdict line goes to stderr, the diff (a table,
 * or JSON for scripts) to stdout.
 */
import type { EnvDiffArtifact } from '../../api/index.js'
import {
  parseEnvDiffConfig,
  type EnvDiffConfig,
  type RawConfig
} from '../../config/index.js'
import {
  envDiffDocument,
  runEnvDiff,
  type EnvDiffOutcome
} from '../../modes/env-diff/index.js'
import { instancesText, type DiffSide } from '../../report/env-diff-summary.js'
import { commitText, fitTable, show } from '../framework/output.js'
import {
  modeDeps,
  serviceCommand,
  type Flags,
  type RunContext
} from '../framework/service-command.js'

const FLAGS: Flags = {
  'fail-on': {
    type: 'string',
    value: 'POLICY',
    help: 'any-change (default): anything only in one snapshot or with a changed instance count; added: anything only in snapshot 2; removed: anything only in snapshot 1; never: report only.'
  },
  output: {
    type: 'string',
    value: 'table|json',
    help: 'table (default) for people; json, the diff and the verdict, for scripts.'
  }
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
    commitText(a.commit_url),
    instancesText(a, side),
    (a.pods ?? []).join(', ')
  ])
  return `${title}:\n${fitTable(HEADERS, rows)}`
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

/** The two positional snapshots join the flags. */
function configOf(raw: RawConfig, args: string[]): EnvDiffConfig {
  const [one = '', two = ''] = args
  return parseEnvDiffConfig({ ...raw, 'snapshot-1': one, 'snapshot-2': two })
}

async function compare(ctx: RunContext<EnvDiffConfig>): Promise<number> {
  // The engine logs the verdict line, on stderr.
  const outcome = await runEnvDiff(ctx.checked, modeDeps(ctx))
  if (outcome.kind === 'unavailable') {
    ctx.logger.error(outcome.message)
    return 1
  }
  show(ctx.io, ctx.output, {
    json: envDiffDocument(outcome),
    table: () => tableReport(outcome)
  })
  return outcome.verdict.passed ? 0 : 1
}

export const envDiffCommand = serviceCommand({
  name: 'env-diff',
  summary: 'Compare two environment snapshots; exit 1 when they differ',
  usage:
    'SNAPSHOT_1 SNAPSHOT_2 [--fail-on any-change|added|removed|never] [--output table|json] [options]',
  description: `Compares two environment snapshots and fails (exit 1) when they differ in a way --fail-on does not accept. The same engine as the action's env-diff mode. It fails closed: when Kosli cannot be reached or refuses, the exit is 1, never 0.

A SNAPSHOT is env (the latest snapshot of env), env#N (snapshot number N, from 1), env~N (N snapshots behind the latest; env~0 is the latest) or env@{...} (the snapshot current at a moment: @{now}, @{2.days.ago} in hours, days, weeks or months, @{2024-05-01T12:00:00} in UTC).`,
  positionals: {
    min: 2,
    max: 2,
    what: 'two snapshots, e.g. production staging'
  },
  flags: FLAGS,
  exitStatus:
    '0 the gate passed, 1 it failed or Kosli gave no diff, 2 usage or configuration error (e.g. a bad snapshot expression).',
  example:
    '# Fail when staging runs anything production does not:\nexport KOSLI_API_TOKEN=... KOSLI_ORG=acme\nkosli-attest env-diff production staging --fail-on added',
  check: configOf,
  run: compare
})
