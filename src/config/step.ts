/**
 * One step's whole typed config, parsed once by the entry: the mode's own
 * config, the pull-request gate's settings and the report switches. Every
 * problem of the run, whichever part it is in, is reported at once.
 */
import {
  parseAllowArtifactConfig,
  type AllowArtifactConfig
} from './allow-artifact.js'
import {
  parseAttestJunitConfig,
  type AttestJunitConfig
} from './attest-junit.js'
import { parseEnvDiffConfig, type EnvDiffConfig } from './env-diff.js'
import {
  parseFingerprintConfig,
  type FingerprintConfig
} from './fingerprint.js'
import type { Mode } from './mode.js'
import type { RawConfig } from './names.js'
import { checked, ProblemCollector } from './problems.js'
import {
  parsePullRequestConfig,
  type PullRequestConfig
} from './pull-request.js'
import { parseReportSwitches, type ReportSwitches } from './report-switches.js'
import { optional } from './values.js'

/** Each mode's own config. */
interface ModeConfigs {
  'attest-junit': AttestJunitConfig
  'allow-artifact': AllowArtifactConfig
  'env-diff': EnvDiffConfig
  fingerprint: FingerprintConfig
}

export interface StepConfigOf<M extends Mode> {
  mode: M
  config: ModeConfigs[M]
  /** The action's pull-request gate; its defaults on the command line. */
  pullRequest: PullRequestConfig
  /** The job summary and the annotations; their defaults on the command line. */
  report: ReportSwitches
}

/** The config of a step of any of the modes `M`, told apart by `mode`. */
type StepConfigFor<M extends Mode> = { [K in M]: StepConfigOf<K> }[M]

/** A step's config, told apart by `mode`. */
export type StepConfig = StepConfigFor<Mode>

interface StepParseOptions {
  /**
   * A fork's pull request, which runs without secrets, in a mode the gate
   * summarises there: a missing api-token is no problem, nothing is sent.
   */
  forkWithoutSecrets?: boolean
}

const PARSERS: {
  [M in Mode]: (raw: RawConfig, options: StepParseOptions) => ModeConfigs[M]
} = {
  // With reports from an artifact, the gate picks the paths if none are given.
  'attest-junit': (raw, options) =>
    parseAttestJunitConfig(raw, {
      reportsFromArtifact: optional(raw, 'artifact') !== undefined,
      tokenOptional: options.forkWithoutSecrets === true
    }),
  'allow-artifact': (raw, options) =>
    parseAllowArtifactConfig(raw, options.forkWithoutSecrets === true),
  'env-diff': (raw, options) =>
    parseEnvDiffConfig(raw, options.forkWithoutSecrets === true),
  fingerprint: parseFingerprintConfig
}

/** Every problem of the step is reported at once (ConfigProblems). */
export function parseStepConfig<M extends Mode>(
  mode: M,
  raw: RawConfig,
  options: StepParseOptions = {}
): StepConfigFor<M> {
  const p = new ProblemCollector()
  const parse: (raw: RawConfig, options: StepParseOptions) => ModeConfigs[M] =
    PARSERS[mode]
  const config = p.check(undefined, () => parse(raw, options))
  const pullRequest = p.check(undefined, () => parsePullRequestConfig(raw))
  const report = p.check(undefined, () => parseReportSwitches(raw))
  p.done()
  const step: StepConfigOf<M> = {
    mode,
    config: checked(config),
    pullRequest: checked(pullRequest),
    report: checked(report)
  }
  return step
}
