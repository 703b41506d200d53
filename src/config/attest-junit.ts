/** The attest-junit mode's config: reports, trail, evidence and links. */
import type { RedactField } from '../context/commit.js'
import { ConfigError } from '../errors.js'
import { parseArtifactConfig, type ArtifactConfig } from './artifact.js'
import type { RawConfig } from './names.js'
import { parseServiceConfig, UrlSchema, type ServiceConfig } from './service.js'
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
  if (url !== undefined && !UrlSchema.safeParse(url).success) {
    throw new ConfigError(
      `origin-url: "${url}" is not an http(s) URL of the CI run`
    )
  }
  return url
}

export function parseAttestJunitConfig(raw: RawConfig): AttestJunitConfig {
  const reportPaths = lines(raw['report-paths'])
  if (reportPaths.length === 0) {
    throw new ConfigError(
      'report-paths is required: list the JUnit report globs or directories, one per line, e.g. build/test-results/**/*.xml'
    )
  }
  const trail = optional(raw, 'trail')
  const description = optional(raw, 'description')
  const userDataPath = optional(raw, 'user-data')
  const commit = optional(raw, 'commit')
  const origin = originUrl(raw)
  const dryRun = booleanValue(raw['dry-run'], 'dry-run', false)
  return {
    service: parseServiceConfig(raw, { dryRun }),
    flow: required(raw, 'flow', 'name the Kosli flow that holds the trail'),
    ...(trail !== undefined && { trail }),
    name: required(raw, 'name', 'the attestation name, e.g. unit-tests'),
    reportPaths,
    artifact: parseArtifactConfig(raw),
    targetArtifacts: lines(raw['target-artifacts']),
    ...(description !== undefined && { description }),
    annotations: keyValueLines(raw.annotations, 'annotations'),
    ...(userDataPath !== undefined && { userDataPath }),
    externalUrls: keyValueLines(raw['external-urls'], 'external-urls'),
    attachResults: booleanValue(raw['attach-results'], 'attach-results', true),
    attachments: lines(raw.attachments),
    dryRun,
    failOnFailure: booleanValue(
      raw['fail-on-failure'],
      'fail-on-failure',
      false
    ),
    requireTests: booleanValue(raw['require-tests'], 'require-tests', true),
    strict: booleanValue(raw.strict, 'strict', true),
    ...(commit !== undefined && { commit }),
    ...(origin !== undefined && { originUrl: origin }),
    redactCommitInfo: redactFields(raw)
  }
}
