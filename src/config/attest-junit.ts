/** The attest-junit mode's config: reports, trail, evidence and links. */
import type { RedactField } from '../context/commit.js'
import { ConfigError } from '../errors.js'
import { parseArtifactConfig, type ArtifactConfig } from './artifact.js'
import type { RawConfig } from './names.js'
import { checked, ProblemCollector } from './problems.js'
import { parseReportFormats, type ReportFormat } from './report-formats.js'
import { checkDryRunService, isHttpUrl, type ServiceConfig } from './service.js'
import {
  booleanValue,
  keyValueLines,
  lines,
  optional,
  required
} from './values.js'

export interface AttestJunitConfig {
  service: ServiceConfig
  flow: string
  /** Absent: the attested commit's SHA is used. */
  trail?: string
  /** Begin the trail (and create a missing flow) before attesting. */
  beginTrail: boolean
  /** As given: `name` or `template-artifact.name`. */
  name: string
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
  commit?: string
  /** CLI only: the run link, where the CI gives none (TeamCity). */
  originUrl?: string
  /** CLI only: commit fields sent as `**REDACTED**`. */
  redactCommitInfo: RedactField[]
}

const REDACTABLE: readonly RedactField[] = ['author', 'message', 'branch']

/** `redact-commit-info`: one per line or comma-separated, like the vendor. */
function redactFields(raw: RawConfig): RedactField[] {
  const names = lines(raw['redact-commit-info']).flatMap((line) =>
    line
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
  )
  for (const name of names) {
    if (!(REDACTABLE as readonly string[]).includes(name)) {
      throw new ConfigError(
        `redact-commit-info: "${name}" is not one of ${REDACTABLE.join(', ')}`
      )
    }
  }
  return [...new Set(names)] as RedactField[]
}

function originUrl(raw: RawConfig): string | undefined {
  const url = optional(raw, 'origin-url')
  if (url !== undefined && !isHttpUrl(url)) {
    throw new ConfigError(
      `origin-url: "${url}" is not an http(s) URL of the CI run`
    )
  }
  return url
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

/** Every problem is reported at once (ConfigProblems). */
export function parseAttestJunitConfig(raw: RawConfig): AttestJunitConfig {
  const p = new ProblemCollector()
  const reportPaths = lines(raw['report-paths'])
  if (reportPaths.length === 0) {
    p.problems.push({ key: 'report-paths', message: reportPathsMissing(raw) })
  }
  const trail = optional(raw, 'trail')
  const description = optional(raw, 'description')
  const userDataPath = optional(raw, 'user-data')
  const commit = optional(raw, 'commit')
  const origin = p.check('origin-url', () => originUrl(raw))
  const { dryRun, service } = checkDryRunService(p, raw)
  const flow = p.check('flow', () =>
    required(raw, 'flow', 'name the Kosli flow that holds the trail')
  )
  const name = p.check('name', () =>
    required(raw, 'name', 'the attestation name, e.g. unit-tests')
  )
  const artifact = p.check(undefined, () => parseArtifactConfig(raw))
  const annotations = p.check('annotations', () =>
    keyValueLines(raw.annotations, 'annotations')
  )
  const externalUrls = p.check('external-urls', () =>
    keyValueLines(raw['external-urls'], 'external-urls')
  )
  const attachResults = p.check('attach-results', () =>
    booleanValue(raw['attach-results'], 'attach-results', true)
  )
  const failOnFailure = p.check('fail-on-failure', () =>
    booleanValue(raw['fail-on-failure'], 'fail-on-failure', false)
  )
  const requireTests = p.check('require-tests', () =>
    booleanValue(raw['require-tests'], 'require-tests', true)
  )
  const beginTrail = p.check('begin-trail', () =>
    booleanValue(raw['begin-trail'], 'begin-trail', false)
  )
  const strict = p.check('strict', () =>
    booleanValue(raw.strict, 'strict', true)
  )
  const reportFormats = p.check('report-formats', () => parseReportFormats(raw))
  const redactCommitInfo = p.check('redact-commit-info', () =>
    redactFields(raw)
  )
  p.done()
  return {
    service: checked(service),
    flow: checked(flow),
    ...(trail !== undefined && { trail }),
    beginTrail: checked(beginTrail),
    name: checked(name),
    reportPaths,
    artifact: checked(artifact),
    targetArtifacts: lines(raw['target-artifacts']),
    ...(description !== undefined && { description }),
    annotations: checked(annotations),
    ...(userDataPath !== undefined && { userDataPath }),
    externalUrls: checked(externalUrls),
    attachResults: checked(attachResults),
    attachments: lines(raw.attachments),
    dryRun: checked(dryRun),
    failOnFailure: checked(failOnFailure),
    requireTests: checked(requireTests),
    strict: checked(strict),
    reportFormats: checked(reportFormats),
    ...(commit !== undefined && { commit }),
    ...(origin !== undefined && { originUrl: origin }),
    redactCommitInfo: checked(redactCommitInfo)
  }
}

/** The commit and run-link options that begin trail shares with attest-junit. */
export function parseCommitOptions(
  raw: RawConfig
): Pick<AttestJunitConfig, 'commit' | 'originUrl' | 'redactCommitInfo'> {
  const p = new ProblemCollector()
  const commit = optional(raw, 'commit')
  const origin = p.check('origin-url', () => originUrl(raw))
  const redact = p.check('redact-commit-info', () => redactFields(raw))
  p.done()
  return {
    ...(commit !== undefined && { commit }),
    ...(origin !== undefined && { originUrl: origin }),
    redactCommitInfo: checked(redact)
  }
}
