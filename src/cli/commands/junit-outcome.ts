/**
 * What `attest junit` tells a script: `--output json` (one JSON object on
 * stdout) and `--dotenv FILE` (KEY=value lines, the format of GitLab's
 * `artifacts: reports: dotenv`, so later jobs get the verdict as variables).
 * Both hold the verdict, the counts, the tests that stopped running since
 * the base commit, whether Kosli recorded it, the trail's page and where a
 * failed upload was kept.
 */
import { writeFile } from 'node:fs/promises'
import type { StepResult } from '../../modes/index.js'

export interface AttestOutcome {
  result: StepResult
  recorded: boolean
  dryRun: boolean
  /** In a dry run with --output json: the data_json that would be sent. */
  dataJson?: unknown
}

const COUNTS = ['suites', 'tests', 'failures', 'errors', 'skipped'] as const

function countsOf(outputs: Record<string, string>) {
  return Object.fromEntries(
    COUNTS.map((key) => [key, Number(outputs[key] ?? 0)])
  ) as Record<(typeof COUNTS)[number], number>
}

/** A count output as a number, or null when the step did not set it. */
function countOrNull(value: string | undefined): number | null {
  return value === undefined ? null : Number(value)
}

/** The JSON of --output json; absent facts are null, so every key is always there. */
export function resultJson(outcome: AttestOutcome): Record<string, unknown> {
  const { outputs, failure } = outcome.result
  return {
    verdict: outputs.verdict ?? null,
    compliant:
      outputs.compliant === undefined ? null : outputs.compliant === 'true',
    counts: countsOf(outputs),
    // The run's own verdict beside Kosli's (docs/quarantine.md).
    gate: outputs.gate ?? null,
    quarantined_failures: countOrNull(outputs['quarantined-failures']),
    // Tests that stopped running since the base commit (docs/pull-requests.md).
    tests_removed: countOrNull(outputs['tests-removed']),
    tests_newly_skipped: countOrNull(outputs['tests-newly-skipped']),
    tests_added: countOrNull(outputs['tests-added']),
    base_commit: outputs['base-commit'] ?? null,
    base_source: outputs['base-source'] ?? null,
    recorded: outcome.recorded,
    dry_run: outcome.dryRun,
    attestation_name: outputs['attestation-name'] ?? null,
    trail_url: outputs['trail-url'] ?? null,
    kept_payload_dir: outputs['kept-payload-dir'] ?? null,
    error: failure ?? null,
    ...(outcome.dataJson !== undefined && { data_json: outcome.dataJson })
  }
}

/** A dotenv value on one line: GitLab refuses a multi-line value. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ')
}

/**
 * The lines of --dotenv, prefixed KOSLI_JUNIT_ so that no KOSLI_* setting
 * of a later kosli-attest run is set by accident. Unknown values are left
 * out, as GitLab has no null.
 */
export function dotenvText(outcome: AttestOutcome): string {
  const json = resultJson(outcome)
  const counts = countsOf(outcome.result.outputs)
  const entries: [string, unknown][] = [
    ['VERDICT', json.verdict],
    ['COMPLIANT', json.compliant],
    ...Object.entries(counts).map(([k, v]): [string, unknown] => [k, v]),
    ['GATE', json.gate],
    ['QUARANTINED_FAILURES', json.quarantined_failures],
    ['TESTS_REMOVED', json.tests_removed],
    ['TESTS_NEWLY_SKIPPED', json.tests_newly_skipped],
    ['TESTS_ADDED', json.tests_added],
    ['BASE_COMMIT', json.base_commit],
    ['BASE_SOURCE', json.base_source],
    ['RECORDED', json.recorded],
    ['DRY_RUN', json.dry_run],
    ['ATTESTATION_NAME', json.attestation_name],
    ['TRAIL_URL', json.trail_url],
    ['KEPT_PAYLOAD_DIR', json.kept_payload_dir]
  ]
  return entries
    .filter(([, value]) => value !== null && value !== undefined)
    .map(
      ([key, value]) =>
        `KOSLI_JUNIT_${key.toUpperCase()}=${oneLine(String(value))}\n`
    )
    .join('')
}

export async function writeDotenv(
  path: string,
  outcome: AttestOutcome
): Promise<void> {
  await writeFile(path, dotenvText(outcome))
}
