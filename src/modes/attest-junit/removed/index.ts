/**
 * Tests that stop running (docs/pull-requests.md): the base commit's test
 * inventory (base.ts) compared with this run's (compare.ts), judged
 * (gate.ts) and shown (result.ts). attest-junit loads this module only when
 * removed-tests is not off, and calls it twice in prepare: before the
 * parse (the base) and after it (the verdict, whose annotations and
 * evidence file go into the attestation).
 */
import type { RemovedTestsConfig } from '../../../config/index.js'
import { loadHashing, type ParseOutcome } from '../../../junit/index.js'
import type { ModeDeps } from '../../types.js'
import { resolveBase, type BaseResolution } from './base.js'
import { judgeRemoved, type RemovedVerdict } from './gate.js'
import { allowedBy } from './labels.js'
import type { StoppedTestsReport } from '../../../report/stopped-tests.js'
import {
  removedKosliAnnotations,
  removedLogLine,
  removedOutputs,
  removedReport,
  STOPPED_FILE,
  writeStoppedFile
} from './result.js'

export type { RemovedVerdict } from './gate.js'

export interface RemovedStart {
  config: RemovedTestsConfig
  base: BaseResolution
}

/** Before the parse: the base inventory, or why there is none. */
export async function startRemovedTests(
  context: {
    config: RemovedTestsConfig
    attestationName: string
    githubToken?: string
  },
  deps: ModeDeps
): Promise<RemovedStart> {
  // The CLI without --base-tests has nothing to look for.
  if (context.config.baseTestsFile !== undefined || deps.cli === undefined) {
    deps.progress?.('finding the base inventory')
  }
  // A Node 22 before 22.3 loads hashing ahead (src/junit/inventory.ts).
  await loadHashing()
  const base = await resolveBase(context, deps)
  return { config: context.config, base }
}

/**
 * Why a comparison may mislead: the base is another attestation's, or its
 * names were stripped by another pattern (each test would read as removed
 * and added).
 */
function caveatsOf(
  base: BaseResolution,
  run: { attestation: string; strip?: string | undefined }
): string[] {
  if (!base.found) return []
  const { attestation, strip } = base.base
  return [
    attestation === run.attestation
      ? ''
      : `The base inventory is of attestation ${JSON.stringify(attestation)}, not ${JSON.stringify(run.attestation)}: is base-tests the right file?`,
    (strip ?? '') === (run.strip ?? '')
      ? ''
      : `The base inventory's names were stripped with ${JSON.stringify(strip ?? '')} and this run's with ${JSON.stringify(run.strip ?? '')} (strip-test-names): names that differ only there read as removed and added.`
  ].filter((caveat) => caveat !== '')
}

export interface RemovedPrepared {
  verdict: RemovedVerdict
  /** The attestation's `kosli_attest_*` annotations. */
  annotations: Record<string, string>
  /** kosli-tests-stopped.json, for the evidence archive. */
  evidence?: { name: string; path: string }
  /** The step's outputs (tests-removed, base-source, ...). */
  outputs: Record<string, string>
  /** What the summary, the comment and the check run show. */
  report: StoppedTestsReport
  /** Why the step fails after sending, if it does. */
  failure?: string
}

/** The parse the verdict is about, and what the inventory file records. */
export interface RemovedRun {
  outcome: ParseOutcome
  attestation: string
  commit: string | undefined
  /** strip-test-names' pattern, as the inventory file records it. */
  strip?: string | undefined
}

/** After the parse: the verdict, logged, with what the attestation carries. */
export async function finishRemovedTests(
  start: RemovedStart,
  run: RemovedRun,
  deps: ModeDeps
): Promise<RemovedPrepared> {
  const caveats = caveatsOf(start.base, run)
  for (const caveat of caveats) deps.logger.warn(caveat)
  const verdict = judgeRemoved({
    config: start.config,
    base: start.base,
    current: run.outcome.tests,
    allowedBy: allowedBy(start.config, deps),
    cli: deps.cli !== undefined
  })
  // On GitHub a warning is an annotation; on the CLI, a line on stderr.
  if (verdict.comparison !== undefined)
    deps.logger.info(removedLogLine(verdict, verdict.comparison))
  if (verdict.warning !== undefined) deps.logger.warn(verdict.warning)
  if (verdict.notice !== undefined) deps.logger.info(verdict.notice)
  const path = await writeStoppedFile(verdict, {
    tmpDir: deps.tmpDir,
    attestation: run.attestation,
    commit: run.commit
  })
  return {
    verdict,
    annotations: removedKosliAnnotations(verdict),
    ...(path !== undefined && { evidence: { name: STOPPED_FILE, path } }),
    outputs: removedOutputs(verdict),
    report: { ...removedReport(verdict), caveats },
    ...(verdict.failure !== undefined && { failure: verdict.failure })
  }
}
