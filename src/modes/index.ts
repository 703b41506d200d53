import { otherModeInputs, type Mode, type RawConfig } from '../config/index.js'
import { attestJunitStep } from './attest-junit/index.js'
import type { Logger } from '../log.js'
import type { ModeDeps, StepResult } from './types.js'

export type { ModeDeps, StepResult } from './types.js'

// attest-junit, the main job, is loaded with the action; the other modes
// load when they run, so that its start does not pay for them.
const STEPS: Record<
  Mode,
  (raw: RawConfig, deps: ModeDeps) => Promise<StepResult>
> = {
  'attest-junit': attestJunitStep,
  'allow-artifact': async (raw, deps) =>
    (await import('./allow-artifact.js')).allowArtifactStep(raw, deps),
  'env-diff': async (raw, deps) =>
    (await import('./env-diff/index.js')).envDiffStep(raw, deps),
  fingerprint: async (raw, deps) =>
    (await import('./fingerprint.js')).fingerprintStep(raw, deps)
}

/**
 * Runs the step the `mode` input names, after one warning that lists the
 * inputs set for another mode (they are ignored).
 */
export function runMode(
  mode: Mode,
  raw: RawConfig,
  deps: ModeDeps
): Promise<StepResult> {
  warnIgnoredInputs(mode, raw, deps.logger)
  return runStep(mode, raw, deps)
}

/** Runs the mode's step (loading its module the first time), no warning. */
export function runStep(
  mode: Mode,
  raw: RawConfig,
  deps: ModeDeps
): Promise<StepResult> {
  return STEPS[mode](raw, deps)
}

/** One warning listing the inputs set for another mode than this one. */
export function warnIgnoredInputs(
  mode: Mode,
  raw: RawConfig,
  logger: Logger
): void {
  const ignored = otherModeInputs(mode, raw)
  if (ignored.length > 0) {
    logger.warn(
      `mode is ${mode}, which does not read ${ignored.join(', ')}: these inputs are ignored; is mode right?`
    )
  }
}
