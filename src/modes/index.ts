/**
 * The mode table: the one place that knows the modes, what runs each and
 * what the action's pull-request gate does around it.
 */
import type { Mode, StepConfigOf } from '../config/index.js'
import { attestJunitStep, type JunitStepOptions } from './attest-junit/index.js'
import type { ModeDeps, StepResult } from './types.js'

export type { ModeDeps, StepResult } from './types.js'
export type { JunitStepOptions } from './attest-junit/index.js'

/** A mode that has a verdict on a pull request: the gate comments on it. */
export interface GateRole<M extends Mode> {
  /**
   * Reads JUnit reports, which may come from the triggering run's artifact
   * and which a check run may show: the step's config once they were
   * downloaded (the paths to read there when none were given).
   */
  readsReports?: (step: StepConfigOf<M>) => StepConfigOf<M>
  /** A fork's pull request has no secrets: what runs instead of sending. */
  forFork(
    step: StepConfigOf<M>,
    deps: ModeDeps,
    options: JunitStepOptions
  ): Promise<StepResult>
}

interface ModeEntry<M extends Mode> {
  /** The step; `options` are the gate's (reports downloaded, a skip). */
  run(
    step: StepConfigOf<M>,
    deps: ModeDeps,
    options?: JunitStepOptions
  ): Promise<StepResult>
  /** Absent: the gate only writes the summary file. */
  gate?: GateRole<M>
}

// attest-junit, the main job, is loaded with the action; the other modes
// load when they run, so that its start does not pay for them.
export const MODE_TABLE: { [M in Mode]: ModeEntry<M> } = {
  'attest-junit': {
    run: attestJunitStep,
    gate: {
      readsReports: (step) => {
        const { legs } = step.config
        // Legs switched on (expected-legs): each downloaded artifact is a leg.
        if (legs !== undefined) {
          const dir = legs.dir ?? '.'
          return { ...step, config: { ...step.config, legs: { ...legs, dir } } }
        }
        return step.config.reportPaths.length > 0
          ? step
          : { ...step, config: { ...step.config, reportPaths: ['**/*.xml'] } }
      },
      // Skipped on purpose: everything a dry run does, and nothing is sent.
      forFork: (step, deps, options) =>
        attestJunitStep(
          { ...step, config: { ...step.config, dryRun: true } },
          deps,
          options
        )
    }
  },
  'allow-artifact': {
    run: async (step, deps) =>
      (await import('./allow-artifact.js')).allowArtifactStep(step, deps)
  },
  'env-diff': {
    run: async (step, deps) =>
      (await import('./env-diff/index.js')).envDiffStep(step, deps),
    gate: {
      forFork: async (_step, deps) =>
        (await import('./env-diff/index.js')).envDiffForFork(deps)
    }
  },
  fingerprint: {
    run: async (step, deps) =>
      (await import('./fingerprint.js')).fingerprintStep(step, deps)
  }
}

/** The modes the gate comments on, and those among them that read reports. */
export function gateModes(): { commented: Mode[]; reading: Mode[] } {
  const modes = Object.keys(MODE_TABLE) as Mode[]
  const commented = modes.filter((m) => MODE_TABLE[m].gate !== undefined)
  return {
    commented,
    reading: commented.filter((m) => MODE_TABLE[m].gate?.readsReports)
  }
}

/** The table's entry for the step's mode. */
export function modeEntry<M extends Mode>(step: StepConfigOf<M>): ModeEntry<M> {
  return MODE_TABLE[step.mode]
}

/** Runs the step of its mode (loading its module the first time). */
export function runStep<M extends Mode>(
  step: StepConfigOf<M>,
  deps: ModeDeps,
  options?: JunitStepOptions
): Promise<StepResult> {
  return modeEntry(step).run(step, deps, options)
}
