import { z } from 'zod'
import type { RedactField } from './context/commit.js'
import { ConfigError } from './errors.js'

/**
 * The typed configuration shared by the action and the CLI. Both entries
 * gather raw strings (inputs, flags, KOSLI_* variables, a config file) into a
 * `RawConfig` keyed by the kebab-case input name, and `parse*Config` turns it
 * into a validated config whose errors name that key.
 */
export type RawConfig = Readonly<Record<string, string | undefined>>

export const HOSTS = {
  eu: 'https://app.kosli.com',
  us: 'https://app.us.kosli.com'
} as const

export const MODES = ['attest-junit', 'allow-artifact', 'env-diff'] as const
export type Mode = (typeof MODES)[number]

export const FAIL_ON = ['any-change', 'added', 'removed', 'never'] as const
export type FailOn = (typeof FAIL_ON)[number]

export interface ServiceConfig {
  host: string
  org: string
  apiToken: string
  auth: 'bearer' | 'basic'
  timeoutMs: number
  maxRetries: number
  retryBudgetMs: number
}

export interface ArtifactConfig {
  fingerprint?: string
  artifactPath?: string
  artifactType?: 'file' | 'dir'
  exclude: string[]
}

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

export interface AllowArtifactConfig {
  service: ServiceConfig
  environment: string
  artifact: ArtifactConfig
  artifactName?: string
  reason: string
  dryRun: boolean
}

export interface EnvDiffConfig {
  service: ServiceConfig
  snapshot1: string
  snapshot2: string
  failOn: FailOn
}

export const DEFAULTS = {
  timeoutSeconds: 30,
  maxRetries: 3,
  retryBudgetSeconds: 60
} as const

/** Multi-line or comma-free list inputs: one entry per line, blanks dropped. */
export function lines(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** `key=value` lines; the first `=` splits, so values may contain `=`. */
export function keyValueLines(
  value: string | undefined,
  key: string
): Record<string, string> {
  const result: Record<string, string> = {}
  for (const line of lines(value)) {
    const at = line.indexOf('=')
    if (at <= 0) {
      throw new ConfigError(
        `${key}: "${line}" is not key=value; write one pair per line, e.g. team=payments`
      )
    }
    result[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return result
}

export function booleanValue(
  value: string | undefined,
  key: string,
  fallback: boolean
): boolean {
  if (value === undefined || value.trim() === '') return fallback
  const v = value.trim().toLowerCase()
  if (['true', 'yes', '1', 'on'].includes(v)) return true
  if (['false', 'no', '0', 'off'].includes(v)) return false
  throw new ConfigError(
    `${key}: "${value}" is not a boolean; use true or false`
  )
}

function numberValue(
  raw: RawConfig,
  key: string,
  options: { fallback: number; min: number; max: number }
): number {
  const value = raw[key]?.trim()
  if (value === undefined || value === '') return options.fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n < options.min || n > options.max) {
    throw new ConfigError(
      `${key}: "${value}" must be a number from ${options.min} to ${options.max}`
    )
  }
  return n
}

export function optional(raw: RawConfig, key: string): string | undefined {
  const value = raw[key]?.trim()
  return value === undefined || value === '' ? undefined : value
}

export function required(raw: RawConfig, key: string, hint: string): string {
  const value = optional(raw, key)
  if (value === undefined) throw new ConfigError(`${key} is required: ${hint}`)
  return value
}

function oneOf<T extends string>(
  raw: RawConfig,
  key: string,
  allowed: readonly T[],
  fallback: T
): T {
  const value = optional(raw, key)
  if (value === undefined) return fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw new ConfigError(
    `${key}: "${value}" is not one of ${allowed.join(', ')}`
  )
}

const UrlSchema = z.url({ protocol: /^https?$/ })

/** In a dry run nothing is sent, so the token may be absent. */
export function parseServiceConfig(
  raw: RawConfig,
  options: { dryRun?: boolean } = {}
): ServiceConfig {
  const region = oneOf(raw, 'region', ['eu', 'us'] as const, 'eu')
  const host = optional(raw, 'host') ?? HOSTS[region]
  if (optional(raw, 'host') && optional(raw, 'region')) {
    throw new ConfigError(
      'host and region: give one of them; region picks a Kosli host, host names any other'
    )
  }
  if (!UrlSchema.safeParse(host).success) {
    throw new ConfigError(
      `host: "${host}" is not an http(s) URL, e.g. https://app.kosli.com`
    )
  }
  return {
    host: host.replace(/\/+$/, ''),
    org: required(
      raw,
      'org',
      'set it, or the KOSLI_ORG variable, to your Kosli organization'
    ),
    apiToken: options.dryRun
      ? (optional(raw, 'api-token') ?? '')
      : required(
          raw,
          'api-token',
          'pass a secret, e.g. api-token: ${{ secrets.KOSLI_API_TOKEN }}, or set KOSLI_API_TOKEN'
        ),
    auth: oneOf(raw, 'auth-method', ['bearer', 'basic'] as const, 'bearer'),
    timeoutMs:
      numberValue(raw, 'timeout-seconds', {
        fallback: DEFAULTS.timeoutSeconds,
        min: 1,
        max: 600
      }) * 1000,
    maxRetries: numberValue(raw, 'max-retries', {
      fallback: DEFAULTS.maxRetries,
      min: 0,
      max: 10
    }),
    retryBudgetMs:
      numberValue(raw, 'retry-budget-seconds', {
        fallback: DEFAULTS.retryBudgetSeconds,
        min: 0,
        max: 3600
      }) * 1000
  }
}

export function parseArtifactConfig(raw: RawConfig): ArtifactConfig {
  const fingerprint = optional(raw, 'fingerprint')
  const artifactPath = optional(raw, 'artifact-path')
  const typeValue = optional(raw, 'artifact-type')
  if (fingerprint !== undefined && artifactPath !== undefined) {
    throw new ConfigError(
      'fingerprint and artifact-path: give one; artifact-path (with artifact-type) computes the fingerprint'
    )
  }
  if (fingerprint !== undefined && !/^[a-f0-9]{64}$/.test(fingerprint)) {
    throw new ConfigError(
      `fingerprint: "${fingerprint}" is not a SHA-256 (64 lowercase hex characters)`
    )
  }
  if ((artifactPath === undefined) !== (typeValue === undefined)) {
    throw new ConfigError(
      'artifact-path and artifact-type go together: artifact-type is file or dir'
    )
  }
  const artifactType =
    typeValue === undefined
      ? undefined
      : oneOf(raw, 'artifact-type', ['file', 'dir'] as const, 'file')
  return {
    ...(fingerprint !== undefined && { fingerprint }),
    ...(artifactPath !== undefined && { artifactPath }),
    ...(artifactType !== undefined && { artifactType }),
    exclude: lines(raw.exclude)
  }
}

export function parseMode(raw: RawConfig): Mode {
  return oneOf(raw, 'mode', MODES, 'attest-junit')
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
  const originUrl = optional(raw, 'origin-url')
  if (originUrl !== undefined && !UrlSchema.safeParse(originUrl).success) {
    throw new ConfigError(
      `origin-url: "${originUrl}" is not an http(s) URL of the CI run`
    )
  }
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
    strict: booleanValue(raw.strict, 'strict', true),
    ...(commit !== undefined && { commit }),
    ...(originUrl !== undefined && { originUrl }),
    redactCommitInfo: redactFields(raw)
  }
}

export function parseAllowArtifactConfig(raw: RawConfig): AllowArtifactConfig {
  const artifact = parseArtifactConfig(raw)
  if (
    artifact.fingerprint === undefined &&
    artifact.artifactPath === undefined
  ) {
    throw new ConfigError(
      'allow-artifact needs the artifact: fingerprint, or artifact-path with artifact-type'
    )
  }
  const artifactName = optional(raw, 'artifact-name')
  const dryRun = booleanValue(raw['dry-run'], 'dry-run', false)
  return {
    service: parseServiceConfig(raw, { dryRun }),
    environment: required(
      raw,
      'environment',
      'the environment to allow the artifact in'
    ),
    artifact,
    ...(artifactName !== undefined && { artifactName }),
    reason: required(
      raw,
      'reason',
      'say why the artifact is allowed; it becomes the entry description'
    ),
    dryRun
  }
}

export function parseEnvDiffConfig(raw: RawConfig): EnvDiffConfig {
  return {
    service: parseServiceConfig(raw),
    snapshot1: required(
      raw,
      'snapshot-1',
      'a snapshot expression such as production or production#12'
    ),
    snapshot2: required(
      raw,
      'snapshot-2',
      'a snapshot expression such as staging or staging~1'
    ),
    failOn: oneOf(raw, 'fail-on', FAIL_ON, 'any-change')
  }
}
