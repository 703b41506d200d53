import { otherModeInputs, type Mode, type RawConfig } from '../config/index.js'
import { allowArtifactStep } from './allow-artifact.js'
import { attestJunitStep } from './attest-junit.js'
import { envDiffStep } from './env-diff.js'
import { fingerprintStep } from './fingerprint.js'
import type { Logger } from '../log.js'
import type { ModeDeps, StepResult } from './types.js'

export type { ModeDeps, StepResult } from './types.js'

const STEPS: Record<
  Mode,
  (raw: RawConfig, deps: ModeDeps) => Promise<StepResult>
> = {
  'attest-junit': attestJunitStep,
  'allow-artifact': allowArtifactStep,
  'env-diff': envDiffStep,
  fingerprint: fingerprintStep
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
