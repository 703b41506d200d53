/**
 * The action's step from its inputs: the mode, one warning for inputs of
 * other modes, the typed config parsed once (every problem at once), and
 * the run through the pull-request gate. Below this, nothing reads the
 * raw inputs.
 */
import {
  ignoredInputsWarning,
  parseMode,
  parseStepConfig,
  type RawConfig,
  type StepConfig
} from '../config/index.js'
import { readEvent } from '../github/pr-comment/index.js'
import { MODE_TABLE, type ModeDeps, type StepResult } from '../modes/index.js'
import { runActionStep } from '../modes/pull-request-gate.js'

interface ActionStep {
  step: StepConfig
  result: StepResult
}

export async function runActionInputs(
  raw: RawConfig,
  deps: ModeDeps
): Promise<ActionStep> {
  const mode = parseMode(raw)
  const warning = ignoredInputsWarning(mode, raw)
  if (warning !== undefined) deps.logger.warn(warning)
  const event = readEvent(deps)
  // A fork's pull request has no secrets: a mode of the gate is summarised
  // there without the token (the gate decides, and sends nothing).
  const step = parseStepConfig(mode, raw, {
    forkWithoutSecrets:
      event.forkRestricted && MODE_TABLE[mode].gate !== undefined
  })
  return { step, result: await runActionStep(step, { deps, event }) }
}
