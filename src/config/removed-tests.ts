/**
 * The gate on tests that stop running (docs/pull-requests.md, Tests that
 * stop running): where the base commit's test inventory comes from, what a
 * removed or newly skipped test does to the step, which pull request label
 * allows it, and what a missing base does.
 */
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { ProblemCollector } from './problems.js'
import { oneOf, optional } from './values.js'

export const REMOVED_TESTS = ['fail', 'warn', 'off'] as const
export type RemovedTestsMode = (typeof REMOVED_TESTS)[number]

export const ON_MISSING_BASE = ['warn', 'fail'] as const
export type OnMissingBase = (typeof ON_MISSING_BASE)[number]

export const DEFAULT_ALLOW_REMOVED_LABEL = 'tests-removed'

export interface RemovedTestsConfig {
  /** `off` compares nothing; `warn` warns; `fail` fails the step. */
  mode: RemovedTestsMode
  /** A file holding the base commit's inventory (any CI). */
  baseTestsFile?: string
  /** The artifact to look for on GitHub; absent: `kosli-tests-<name>`. */
  baseTestsArtifact?: string
  /** The pull request label that allows tests to stop; '' for none. */
  allowLabel: string
  /** What a run without a base inventory does. */
  onMissingBase: OnMissingBase
  /** The CLI's statement that a label (or a reviewer) allowed it. */
  allowedBy?: string
}

// What GitHub refuses in an artifact's name (actions/upload-artifact).
// eslint-disable-next-line no-control-regex
const NOT_IN_ARTIFACT_NAMES = /["':<>|*?\\/\u0000-\u001f\u007f]/

function artifactName(raw: RawConfig): string | undefined {
  const name = optional(raw, 'base-tests-artifact')
  if (name !== undefined && NOT_IN_ARTIFACT_NAMES.test(name)) {
    throw new ConfigError(
      `base-tests-artifact: ${JSON.stringify(name)} cannot be an artifact name (GitHub refuses " : < > | * ? \\ / and control characters); give the name the upload step used, e.g. kosli-tests-unit-tests`
    )
  }
  return name
}

/** The gate's settings, each problem kept by `p`. */
export function checkRemovedTests(
  p: ProblemCollector,
  raw: RawConfig
): () => RemovedTestsConfig {
  const mode = p.check('removed-tests', () =>
    oneOf(raw, 'removed-tests', REMOVED_TESTS)
  )
  const onMissingBase = p.check('on-missing-base', () =>
    oneOf(raw, 'on-missing-base', ON_MISSING_BASE)
  )
  const artifact = p.check('base-tests-artifact', () => artifactName(raw))
  const file = optional(raw, 'base-tests')
  const allowedBy = optional(raw, 'removed-allowed-by')
  // An empty label turns the allowance off; unset means the default.
  const label = raw['allow-removed-label']
  return () => ({
    mode: mode ?? 'warn',
    ...(file !== undefined && { baseTestsFile: file }),
    ...(artifact !== undefined && { baseTestsArtifact: artifact }),
    allowLabel:
      label === undefined ? DEFAULT_ALLOW_REMOVED_LABEL : label.trim(),
    onMissingBase: onMissingBase ?? 'warn',
    ...(allowedBy !== undefined && { allowedBy })
  })
}

/** The settings alone, every problem at once (ConfigProblems). */
export function parseRemovedTestsConfig(raw: RawConfig): RemovedTestsConfig {
  const p = new ProblemCollector()
  const config = checkRemovedTests(p, raw)
  p.done()
  return config()
}
