/**
 * The names every raw value is keyed by, in one place: the action's inputs,
 * the CLI's own flags (which reuse the input names where they mean the
 * same), and the vendor CLI's names we accept for ours. The CLI's
 * config-file keys derive from these lists too.
 */

/** Every input of action.yml (a test keeps the two in step). */
export const INPUT_NAMES = [
  'mode',
  'api-token',
  'org',
  'host',
  'region',
  'auth-method',
  'flow',
  'trail',
  'begin-trail',
  'name',
  'report-paths',
  'strict',
  'report-formats',
  'strip-test-names',
  'fingerprint',
  'artifact-path',
  'artifact-type',
  'exclude',
  'registry-username',
  'registry-password',
  'target-artifacts',
  'description',
  'annotations',
  'user-data',
  'external-urls',
  'attach-results',
  'attachments',
  'commit',
  'dry-run',
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
  'on-missing-legs',
  'environment',
  'artifact-name',
  'reason',
  'snapshot-1',
  'snapshot-2',
  'fail-on',
  'timeout-seconds',
  'max-retries',
  'retry-budget-seconds',
  'pr-comment',
  'github-token',
  'artifact',
  'artifact-max-bytes',
  'job-summary',
  'max-annotations',
  'annotations-path-prefix',
  'check-run'
] as const

/** Inputs of the pull-request gate: the action's only, no CLI flag or file key. */
export const ACTION_ONLY_NAMES = [
  'pr-comment',
  'github-token',
  'artifact',
  'artifact-max-bytes',
  'job-summary',
  'annotations-path-prefix',
  'check-run',
  'base-tests-artifact'
] as const

/** The CLI's own flags; a KOSLI_* variable or the config file may set them. */
export const CLI_FLAG_NAMES = [
  'verbose',
  'quiet',
  'output',
  'keep-dir',
  'origin-url',
  'redact-commit-info',
  'repository',
  'repo-id',
  'repo-url',
  'repo-provider',
  'environments',
  'privilege',
  'triggers',
  'targets-file',
  'file',
  'physical',
  'logical',
  'type',
  'tag',
  'space-id',
  'sort',
  'sort-direction',
  'page',
  'per-page',
  'all',
  'start-ts',
  'end-ts',
  'repo-name',
  'env-name',
  'flow-id',
  'template-file',
  'dotenv',
  'http-proxy',
  'removed-allowed-by',
  'tests-file',
  'quarantine-base'
] as const

/** CLI flags never read from a variable or a file: each run must say them. */
export const FLAG_ONLY_NAMES = [
  'yes',
  'config-file',
  'clear-description'
] as const

export type InputName =
  | (typeof INPUT_NAMES)[number]
  | (typeof CLI_FLAG_NAMES)[number]
  | (typeof FLAG_ONLY_NAMES)[number]

/**
 * The raw strings both entries gather (inputs, flags, KOSLI_* variables, a
 * config file), keyed by input name: `raw['repot-paths']` does not compile.
 */
export type RawConfig = Readonly<Partial<Record<InputName, string>>>

/** Vendor CLI names accepted for ours, as flag, variable and file key. */
export const ALIASES = {
  'max-api-retries': 'max-retries',
  debug: 'verbose',
  annotate: 'annotations',
  'external-url': 'external-urls',
  'results-dir': 'report-paths'
} as const satisfies Readonly<Record<string, InputName>>

export type AliasName = keyof typeof ALIASES

/** Our name for a vendor alias; any other name as it is. */
export function canonicalName(name: string): string {
  return Object.hasOwn(ALIASES, name) ? ALIASES[name as AliasName] : name
}

/** The vendor aliases of one of our names. */
export function aliasesOf(name: InputName): AliasName[] {
  return (Object.keys(ALIASES) as AliasName[]).filter(
    (alias) => ALIASES[alias] === name
  )
}

/**
 * Every key a config file may hold: the action's inputs (the CLI reuses
 * their names) and the CLI's own flags. `mode` picks the action's job, and
 * the snapshots are env-diff's arguments, so neither belongs in a file; the
 * pull-request gate's inputs are the action's only.
 */
export const CONFIG_KEYS: readonly InputName[] = [
  ...INPUT_NAMES.filter(
    (name) =>
      !['mode', 'snapshot-1', 'snapshot-2'].includes(name) &&
      !(ACTION_ONLY_NAMES as readonly string[]).includes(name)
  ),
  ...CLI_FLAG_NAMES
]

const NAMES: ReadonlySet<string> = new Set<string>([
  ...INPUT_NAMES,
  ...CLI_FLAG_NAMES,
  ...FLAG_ONLY_NAMES
])

export function isInputName(name: string): name is InputName {
  return NAMES.has(name)
}

export function isConfigKey(name: string): name is InputName {
  return (CONFIG_KEYS as readonly string[]).includes(name)
}
