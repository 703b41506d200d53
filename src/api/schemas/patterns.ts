/**
 * Patterns and enumerations of the interface (docs/spec/resources.md), shared
 * by the client (what we send) and the emulator (what it accepts). Where the
 * service's request schemas (fixtures/contract/server-operations.json) are
 * looser, the interface's rule is kept and the difference is named next to
 * the constant (and in src/emulator/strictness.ts).
 */

/** N1: flow and trail names. */
export const NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._~-]*$/

/** `attestation_name` and each `target_artifacts` item. */
export const ATTESTATION_NAME_PATTERN = /^[a-zA-Z0-9_,-]+$/

/** A SHA-256 artifact fingerprint: exactly 64 lowercase hex characters. */
export const FINGERPRINT_PATTERN = /^[a-f0-9]{64}$/

// The interface: `^[A-Za-z0-9_]+$`; the service's schema also allows `-`.
export const ANNOTATION_KEY_PATTERN = /^[A-Za-z0-9_]+$/

// The interface: non-empty, none of `=`, `.`, NUL; the service's `^[^=.]+$`
// allows NUL (and, as a pattern property, leaves other keys unchecked).
// eslint-disable-next-line no-control-regex
export const EXTERNAL_URL_KEY_PATTERN = /^[^=.\u0000]+$/

/** Service account `{name}`: 1 to 64 characters (length checked apart). */
export const SERVICE_ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]+$/
export const SERVICE_ACCOUNT_NAME_MAX = 64

/** Environment notification `name`. */
export const NOTIFICATION_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._~/-]*$/

// The interface's rule for the list-deployments environment filter; the
// service's `env_name` query parameter has no pattern.
export const ENV_NAME_FILTER_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/

/** One megabyte, as every size limit of this project counts it. */
export const MB = 1000 * 1000

/**
 * Attachment size limit of the JUnit attestation. The interface says "10 MB";
 * we read it as 10,000,000 bytes, the smaller of MB and MiB, so nothing we
 * let through is refused by a server that meant MB.
 */
export const MAX_ATTACHMENT_BYTES = 10 * MB

/** The limit as every message and page states it. */
export const ATTACHMENT_LIMIT_TEXT = '10 MB (10,000,000 bytes)'

// The interface does not list them; the service's schema and the Kosli CLI
// give these four.
export const PRIVILEGES = ['admin', 'member', 'snapshotter', 'reader'] as const

export const TRIGGERS = [
  'ON_STARTED_ARTIFACT',
  'ON_EXITED_ARTIFACT',
  'ON_SCALED_ARTIFACT',
  'ON_ALLOWED_ARTIFACT',
  'ON_NON_COMPLIANT_ENV',
  'ON_COMPLIANT_ENV'
] as const

export const ENVIRONMENT_TYPES = [
  'K8S',
  'ECS',
  'S3',
  'lambda',
  'server',
  'docker',
  'azure-apps',
  'cloud-run',
  'logical'
] as const

export const REPO_PROVIDERS = [
  'github',
  'gitlab',
  'bitbucket',
  'bitbucket_cloud',
  'bitbucket_dc',
  'azure-devops',
  'azure_devops_services',
  'azure_devops_server',
  'circleci',
  'git',
  'subversion'
] as const

export const ARTIFACT_STATES = [
  'COMPLIANT',
  'NON-COMPLIANT',
  'INCOMPLETE'
] as const

export const ENVIRONMENT_SORT_FIELDS = [
  'name',
  'last_modified_at',
  'last_changed_at'
] as const

export const SORT_DIRECTIONS = ['asc', 'desc'] as const
