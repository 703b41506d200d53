/**
 * The typed configuration shared by the action and the CLI. Both entries
 * gather raw strings into a `RawConfig` keyed by input name and parse it
 * once: `parseStepConfig` (step.ts) for a mode's whole step, or a
 * command's own `parse*Config`, each error naming its key. Nothing below
 * the entries reads the raw strings. One module per mode's config;
 * names.ts holds every key.
 */
export {
  NO_ARTIFACT,
  parseAllowArtifactConfig,
  type AllowArtifactConfig
} from './allow-artifact.js'
export {
  ARTIFACT_TYPES,
  parseArtifactConfig,
  type ArtifactConfig,
  type ArtifactType,
  type RegistryLogin
} from './artifact.js'
export {
  parseAttestJunitConfig,
  type AttestJunitConfig
} from './attest-junit.js'
export { parseCommitOptions, type CommitOptions } from './commit.js'
export {
  MAX_EXPECTED_LEGS,
  parseExpectedLegs,
  type ExpectedLegs,
  type LegsConfig
} from './legs.js'
export {
  OWN_ANNOTATION_PREFIX,
  stripTestNamesValue,
  withoutOwnKeys
} from './inventory.js'
export {
  FAIL_ON,
  parseEnvDiffConfig,
  type EnvDiffConfig,
  type FailOn
} from './env-diff.js'
export {
  parseFingerprintConfig,
  type FingerprintConfig
} from './fingerprint.js'
export {
  ignoredInputsWarning,
  MODE_INPUT_DEFAULTS,
  MODES,
  otherModeInputs,
  parseMode,
  type Mode
} from './mode.js'
export {
  QUARANTINE_FILE_DEFAULT,
  QUARANTINE_MAX_DAYS_DEFAULT,
  QUARANTINE_NEAR_DAYS,
  daysBetween,
  type QuarantineEntry,
  type QuarantineFileOptions,
  type QuarantineSettings
} from './quarantine.js'
export { parseQuarantineList } from './quarantine-load.js'
export {
  DEFAULT_REPORT_FORMATS,
  REPORT_FORMATS,
  reportFormatsValue,
  type ReportFormat
} from './report-formats.js'
export {
  DEFAULT_ALLOW_REMOVED_LABEL,
  ON_MISSING_BASE,
  parseRemovedTestsConfig,
  REMOVED_TESTS,
  type OnMissingBase,
  type RemovedTestsConfig,
  type RemovedTestsMode
} from './removed-tests.js'
export {
  parsePullRequestConfig,
  type PrComment,
  type PullRequestConfig
} from './pull-request.js'
export {
  ACTION_ONLY_NAMES,
  ALIASES,
  aliasesOf,
  canonicalName,
  CLI_FLAG_NAMES,
  CONFIG_KEYS,
  FLAG_ONLY_NAMES,
  INPUT_NAMES,
  isConfigKey,
  isInputName,
  type AliasName,
  type InputName,
  type RawConfig
} from './names.js'
export {
  ConfigProblems,
  ProblemCollector,
  problemsText,
  type ConfigProblem
} from './problems.js'
export {
  DEFAULTS,
  HOSTS,
  parseLimits,
  parseServiceConfig,
  type Limits,
  type ServiceConfig
} from './service.js'
export {
  booleanValue,
  choice,
  isTrue,
  keyValueLines,
  lines,
  oneOf,
  optional,
  required
} from './values.js'
export { parseStepConfig, type StepConfig, type StepConfigOf } from './step.js'
export {
  WORKFLOW_ANNOTATIONS_DEFAULT,
  type ReportSwitches
} from './report-switches.js'
