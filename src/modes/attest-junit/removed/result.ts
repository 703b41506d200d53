/**
 * What the removed-tests verdict shows: the step's outputs, the
 * attestation's annotations (`kosli_attest_*`, never the user's own), the
 * report section's facts, and the evidence file
 * `kosli-tests-stopped.json` that lists every test that stopped running.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {
  BaseSource,
  StoppedTestsReport
} from '../../../report/stopped-tests.js'
import { testLabel, type Comparison, type ComparedTest } from './compare.js'
import type { RemovedVerdict } from './gate.js'

export const STOPPED_FILE = 'kosli-tests-stopped.json'
export const STOPPED_FORMAT = 'kosli-attest/tests-stopped@1'

function sourceOf(verdict: RemovedVerdict): BaseSource {
  return verdict.comparison !== undefined && verdict.base.found
    ? verdict.base.source
    : 'none'
}

function baseCommitOf(verdict: RemovedVerdict): string | undefined {
  const { base } = verdict
  return base.found ? (base.commit ?? base.baseCommit) : base.baseCommit
}

/** tests-removed, tests-newly-skipped, tests-added, base-commit, base-source. */
export function removedOutputs(
  verdict: RemovedVerdict
): Record<string, string> {
  const { comparison } = verdict
  const commit = baseCommitOf(verdict)
  return {
    'base-source': sourceOf(verdict),
    ...(commit !== undefined && { 'base-commit': commit }),
    ...(comparison !== undefined && {
      'tests-removed': String(comparison.removed.length),
      'tests-newly-skipped': String(comparison.newlySkipped.length),
      'tests-added': String(comparison.added.length)
    })
  }
}

/** The attestation's annotations about the comparison. */
export function removedKosliAnnotations(
  verdict: RemovedVerdict
): Record<string, string> {
  const { comparison } = verdict
  const commit = baseCommitOf(verdict)
  return {
    kosli_attest_base_source: sourceOf(verdict),
    ...(commit !== undefined && { kosli_attest_base_commit: commit }),
    ...(comparison !== undefined && {
      kosli_attest_tests_removed: String(comparison.removed.length),
      kosli_attest_tests_newly_skipped: String(comparison.newlySkipped.length)
    }),
    ...(verdict.allowedBy !== undefined && {
      kosli_attest_removed_allowed_by: verdict.allowedBy
    })
  }
}

const labels = (tests: readonly ComparedTest[]) => tests.map(testLabel)

/** The facts the summary, the comment and the check run show. */
export function removedReport(verdict: RemovedVerdict): StoppedTestsReport {
  const { base, comparison, config } = verdict
  const commit = base.found ? base.commit : undefined
  const reason = verdict.notCompared
  return {
    source: sourceOf(verdict),
    ...(reason !== undefined && { reason }),
    ...(base.baseCommit !== undefined && { baseCommit: base.baseCommit }),
    ...(commit !== undefined && { commit }),
    ...(base.found && base.runUrl !== undefined && { runUrl: base.runUrl }),
    ...(base.found && base.branch !== undefined && { branch: base.branch }),
    removed: labels(comparison?.removed ?? []),
    newlySkipped: labels(comparison?.newlySkipped ?? []),
    added: comparison?.added.length ?? 0,
    baseCount: comparison?.baseCount ?? 0,
    byHash: comparison?.byHash ?? false,
    mode: config.mode === 'fail' ? 'fail' : 'warn',
    ...(verdict.allowedBy !== undefined && { allowedBy: verdict.allowedBy }),
    fails: verdict.failure !== undefined,
    warned: verdict.warning !== undefined
  }
}

function entryOf(test: ComparedTest): readonly string[] {
  return test.identity === undefined
    ? [test.hash ?? '', test.status]
    : [...test.identity, test.status]
}

/**
 * The evidence file: every test that stopped running, with the base it was
 * compared with, so an auditor can re-derive the verdict. Undefined when
 * nothing was compared.
 */
export async function writeStoppedFile(
  verdict: RemovedVerdict,
  where: { tmpDir: string; attestation: string; commit: string | undefined }
): Promise<string | undefined> {
  const { comparison, base } = verdict
  if (comparison === undefined || !base.found) return undefined
  const content = {
    format: STOPPED_FORMAT,
    attestation: where.attestation,
    commit: where.commit ?? null,
    base: {
      source: base.source,
      commit: base.commit ?? null,
      base_commit: base.baseCommit ?? null,
      run_url: base.runUrl ?? null
    },
    by_hash: comparison.byHash,
    allowed_by: verdict.allowedBy ?? null,
    // [suite, classname, name, status in the base], or [hash, status].
    removed: comparison.removed.map(entryOf),
    newly_skipped: comparison.newlySkipped.map(entryOf),
    added: comparison.added.length
  }
  const dir = await mkdtemp(join(where.tmpDir, 'kosli-stopped-'))
  const file = join(dir, STOPPED_FILE)
  await writeFile(file, `${JSON.stringify(content)}\n`)
  return file
}

/** The step log's line about a comparison made. */
export function removedLogLine(
  verdict: RemovedVerdict,
  comparison: Comparison
): string {
  const commit = baseCommitOf(verdict)
  const at = commit === undefined ? '' : ` ${commit.slice(0, 12)}`
  return `Compared with the base (${sourceOf(verdict)}${at}): ${comparison.removed.length} removed, ${comparison.newlySkipped.length} newly skipped, ${comparison.added.length} added`
}
