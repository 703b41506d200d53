/**
 * A mode's step as the entries run it: the raw inputs parsed once into the
 * typed config (every problem at once, as a rejection), then the step.
 */
import {
  parseStepConfig,
  type Mode,
  type RawConfig
} from '../../src/config/index.js'
import {
  runStep,
  type ModeDeps,
  type StepResult
} from '../../src/modes/index.js'

export async function runMode(
  mode: Mode,
  raw: RawConfig,
  deps: ModeDeps
): Promise<StepResult> {
  return runStep(parseStepConfig(mode, raw), deps)
}
