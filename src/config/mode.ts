/** Which job the action's step does (the CLI has a command for each). */
import type { InputName, RawConfig } from './names.js'
import { oneOf } from './values.js'

export const MODES = [
  'attest-junit',
  'allow-artifact',
  'env-diff',
  'fingerprint'
] as const
export type Mode = (typeof MODES)[number]

export function parseMode(raw: RawConfig): Mode {
  return oneOf(raw, 'mode', MODES) ?? 'attest-junit'
}

/** What names an artifact, in every mode that has one. */
const ARTIFACT_INPUTS: readonly InputName[] = [
  'fingerprint',
  'artifact-path',
  'artifact-type',
  'exclude',
  'registry-username',
  'registry-password'
]

/** The inputs only some modes read; the service inputs serve every mode. */
const MODE_INPUTS: Readonly<Record<Mode, readonly InputName[]>> = {
  'attest-junit': [
    'flow',
    'trail',
    'begin-trail',
    'name',
    'report-paths',
    'strict',
    'report-formats',
    'strip-test-names',
    ...ARTIFACT_INPUTS,
    'target-artifacts',
    'description',
    'annotations',
    'user-data',
    'external-urls',
    'attach-results',
    'attachments',
    'commit',
    'fail-on-failure',
    'require-tests',
    'removed-tests',
    'base-tests',
    'base-tests-artifact',
    'allow-removed-label',
    'on-missing-base',
    'quarantine-file',
    'quarantine-max-days',
    'legs-dir',
    'expected-legs',
    'on-missing-legs'
  ],
  'allow-artifact': [
    'environment',
    ...ARTIFACT_INPUTS,
    'artifact-name',
    'reason'
  ],
  'env-diff': ['snapshot-1', 'snapshot-2', 'fail-on'],
  fingerprint: [...ARTIFACT_INPUTS, 'artifact-name']
}

/**
 * action.yml's defaults of mode inputs: the runner always passes them, so
 * only a different value says the user set the input.
 */
export const MODE_INPUT_DEFAULTS: Readonly<Partial<Record<InputName, string>>> =
  {
    strict: 'true',
    'begin-trail': 'false',
    'report-formats': 'junit',
    'attach-results': 'true',
    'fail-on-failure': 'false',
    'require-tests': 'true',
    'removed-tests': 'warn',
    'allow-removed-label': 'tests-removed',
    'on-missing-base': 'warn',
    'quarantine-max-days': '30',
    'on-missing-legs': 'fail',
    'fail-on': 'any-change'
  }

/**
 * Inputs that are set but belong to other modes only: likely a wrong
 * `mode`, or leftovers that the step ignores.
 */
export function otherModeInputs(mode: Mode, raw: RawConfig): InputName[] {
  const own = new Set(MODE_INPUTS[mode])
  const others = new Set(
    MODES.filter((m) => m !== mode).flatMap((m) => MODE_INPUTS[m])
  )
  return [...others].filter((key) => {
    const value = raw[key]?.trim()
    return (
      !own.has(key) &&
      value !== undefined &&
      value !== '' &&
      value !== MODE_INPUT_DEFAULTS[key]
    )
  })
}

/** One warning naming the inputs set for another mode, if any are. */
export function ignoredInputsWarning(
  mode: Mode,
  raw: RawConfig
): string | undefined {
  const ignored = otherModeInputs(mode, raw)
  return ignored.length === 0
    ? undefined
    : `mode is ${mode}, which does not read ${ignored.join(', ')}: these inputs are ignored; is mode right?`
}
