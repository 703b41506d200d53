/** The attest-junit mode's config: reports, trail, evidence and links. */
import { parseArtifactConfig, type ArtifactConfig } from './artifact.js'
import { checkCommitOptions, type CommitOptions } from './commit.js'
import { ConfigError } from '../errors.js'
import { stripTestNamesValue, withoutOwnKeys } from './inventory.js'
import type { RawConfig } from './names.js'
import { checked, ProblemCollector } from './problems.js'
import { parseReportFormats, type ReportFormat } from './report-formats.js'
import { checkRemovedTests, type RemovedTestsConfig } from './removed-tests.js'
import {
  checkQuarantineSettings,
  type QuarantineSettings
} from './quarantine.js'
import { parseLegsConfig, type LegsConfig } from './legs.js'
import { checkDryRunService, type ServiceConfig } from './service.js'
import {
  booleanValue,
  keyValueLines,
  lines,
  optional,
  required
} from './values.js'

export interface AttestJunitConfig extends CommitOptions {
  service: ServiceConfig
  flow: string
  /** Absent: the attested commit's SHA is used. */
  trail?: string
  /** Begin the trail (and create a missing flow) before attesting. */
  beginTrail: boolean
  /** As given: `name` or `template-artifact.name`. */
  name: string
  /** Empty only when the reports come from an artifact (the gate fills it). */
  reportPaths: string[]
  artifact: ArtifactConfig
  targetArtifacts: string[]
  description?: string
  annotations: Record<string, string>
  userDataPath?: string
  externalUrls: Record<string, string>
  attachResults: boolean
  attachments: string[]
  dryRun: boolean
  failOnFailure: boolean
  /** Fail the step, after recording, when no test ran. */
  requireTests: boolean
  strict: boolean
  /** The report formats read (report-formats); default junit. */
  reportFormats: ReportFormat[]
  /** The gate on tests that stop running (removed-tests.ts). */
  removedTests: RemovedTestsConfig
  /** Matrix legs (legs-dir, expected-legs): one folder per leg. */
  legs?: LegsConfig
  /** strip-test-names: removed from test names in the inventory. */
  stripTestNames?: RegExp
  /** The known-flaky list (docs/quarantine.md). */
  quarantine: QuarantineSettings
}

interface AttestJunitParseOptions {
  /** The reports come from an artifact: report-paths may be left out. */
  reportsFromArtifact?: boolean
  /** A missing api-token is no problem (a fork's pull request). */
  tokenOptional?: boolean
}

/** The report-paths problem; with allow-artifact's inputs, a hint at that mode. */
function reportPathsMissing(raw: RawConfig): string {
  const base =
    'report-paths is required: list the JUnit report globs or directories, one per line, e.g. build/test-results/**/*.xml'
  return optional(raw, 'environment') !== undefined &&
    optional(raw, 'reason') !== undefined
    ? `${base}. environment and reason are set: did you mean mode: allow-artifact?`
    : base
}

/** A boolean input kept by `p`, named by its key. */
function flag(
  p: ProblemCollector,
  raw: RawConfig,
  key:
    | 'attach-results'
    | 'fail-on-failure'
    | 'require-tests'
    | 'begin-trail'
    | 'strict'
): () => boolean {
  const fallback = ['attach-results', 'require-tests', 'strict'].includes(key)
  const value = p.check(key, () => booleanValue(raw[key], key, fallback))
  return () => checked(value)
}

/** The switches of the step, each problem kept by `p`. */
function checkSwitches(p: ProblemCollector, raw: RawConfig) {
  const attachResults = flag(p, raw, 'attach-results')
  const failOnFailure = flag(p, raw, 'fail-on-failure')
  const requireTests = flag(p, raw, 'require-tests')
  const beginTrail = flag(p, raw, 'begin-trail')
  const strict = flag(p, raw, 'strict')
  return () => ({
    attachResults: attachResults(),
    failOnFailure: failOnFailure(),
    requireTests: requireTests(),
    beginTrail: beginTrail(),
    strict: strict()
  })
}

/**
 * The attestation's Kosli annotations (key=value). `annotations: false` is
 * most often meant for GitHub's annotations of failed tests: say which
 * input turns those off.
 */
function annotationsOf(value: string | undefined): Record<string, string> {
  const word = value?.trim().toLowerCase() ?? ''
  if (['false', 'true', 'no', 'yes', 'off', 'on', '0'].includes(word)) {
    throw new ConfigError(
      `annotations: "${value?.trim()}" is not key=value: annotations are the Kosli attestation's own (key=value lines, e.g. team=payments). To show no annotations of failed tests, set max-annotations: 0 (on the command line, --max-annotations 0).`
    )
  }
  return withoutOwnKeys(keyValueLines(value, 'annotations'))
}

/** What the attestation carries beside the results, each problem kept by `p`. */
function checkEvidence(p: ProblemCollector, raw: RawConfig) {
  const description = optional(raw, 'description')
  const userDataPath = optional(raw, 'user-data')
  const artifact = p.check(undefined, () => parseArtifactConfig(raw))
  const annotations = p.check('annotations', () =>
    annotationsOf(raw.annotations)
  )
  const externalUrls = p.check('external-urls', () =>
    keyValueLines(raw['external-urls'], 'external-urls')
  )
  return () => ({
    artifact: checked(artifact),
    targetArtifacts: lines(raw['target-artifacts']),
    ...(description !== undefined && { description }),
    annotations: checked(annotations),
    ...(userDataPath !== undefined && { userDataPath }),
    externalUrls: checked(externalUrls),
    attachments: lines(raw.attachments)
  })
}

/** Where the attestation goes, each problem kept by `p`. */
function checkDestination(
  p: ProblemCollector,
  raw: RawConfig,
  tokenOptional: boolean
) {
  const trail = optional(raw, 'trail')
  const { dryRun, service } = checkDryRunService(p, raw, tokenOptional)
  const flow = p.check('flow', () =>
    required(raw, 'flow', 'name the Kosli flow that holds the trail')
  )
  const name = p.check('name', () =>
    required(raw, 'name', 'the attestation name, e.g. unit-tests')
  )
  return () => ({
    service: checked(service),
    dryRun: checked(dryRun),
    flow: checked(flow),
    ...(trail !== undefined && { trail }),
    name: checked(name)
  })
}

/** Every problem is reported at once (ConfigProblems). */
export function parseAttestJunitConfig(
  raw: RawConfig,
  options: AttestJunitParseOptions = {}
): AttestJunitConfig {
  const p = new ProblemCollector()
  const reportPaths = lines(raw['report-paths'])
  // Each leg's folder is read with a default (legs/discover.ts).
  const legs = p.check('expected-legs', () => parseLegsConfig(raw))
  const byLegs = optional(raw, 'legs-dir') !== undefined
  if (
    reportPaths.length === 0 &&
    options.reportsFromArtifact !== true &&
    !byLegs
  ) {
    p.problems.push({ key: 'report-paths', message: reportPathsMissing(raw) })
  }
  const destination = checkDestination(p, raw, options.tokenOptional === true)
  const commit = checkCommitOptions(p, raw)
  const evidence = checkEvidence(p, raw)
  const switches = checkSwitches(p, raw)
  const reportFormats = p.check('report-formats', () => parseReportFormats(raw))
  const removedTests = checkRemovedTests(p, raw)
  // Wrapped: no pattern (undefined) is a value, not a failed check.
  const strip = p.check('strip-test-names', () => ({
    pattern: stripTestNamesValue(raw['strip-test-names'])
  }))
  const quarantine = checkQuarantineSettings(p, raw)
  p.done()
  const stripTestNames = checked(strip).pattern
  return {
    ...destination(),
    reportPaths,
    reportFormats: checked(reportFormats),
    ...(stripTestNames !== undefined && { stripTestNames }),
    ...evidence(),
    ...switches(),
    ...commit(),
    removedTests: removedTests(),
    ...quarantine(),
    ...(legs !== undefined && { legs })
  }
}
