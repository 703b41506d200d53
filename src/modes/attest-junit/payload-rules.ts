/**
 * The rules of the JUnit attestation's `data_json` that its TypeScript type
 * cannot state: name and key patterns, whole and finite numbers, the
 * provider list, the shape of `user_data`, and the interface's cross-field
 * rules (docs/spec/errors-and-limits.md). They are the rules of
 * JunitAttestationInputSchema (src/api/schemas/requests.ts), which the
 * emulator applies; they are written out here without zod so that the
 * action's dry run starts without loading it. A property test
 * (test/unit/modes/attest-junit/payload-rules.test.ts) holds the two to the same
 * verdicts.
 */
import {
  ANNOTATION_KEY_PATTERN,
  ATTESTATION_NAME_PATTERN,
  EXTERNAL_URL_KEY_PATTERN,
  FINGERPRINT_PATTERN,
  REPO_PROVIDERS
} from '../../api/schemas/patterns.js'
import type { GitCommitInfo, RepoInfo } from '../../context/types.js'
import type { JUnitResult } from '../../junit/index.js'

/** `data_json` as built, before `user_data` is known to be an object or array. */
export interface BuiltPayload {
  attestation_name: string
  junit_results: JUnitResult[]
  artifact_fingerprint?: string
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
  target_artifacts?: string[]
  external_urls?: Record<string, { href: string }>
  origin_url?: string
  user_data: unknown
  description?: string
  annotations?: Record<string, string>
}

export interface PayloadIssue {
  /** The field first, then the key or index inside it. */
  path: readonly (string | number)[]
  message: string
}

type Path = PayloadIssue['path']

const NAME_RULE = 'must match ^[a-zA-Z0-9_,-]+$'
const FINITE_RULE = 'must be a finite number'

const isWhole = (n: unknown) => typeof n === 'number' && Number.isInteger(n)
const isFiniteNumber = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n)
const absent = (value: unknown) => value === undefined || value === null

/** No issue when `ok`, else one at `path`. */
function unless(ok: boolean, path: Path, message: string): PayloadIssue[] {
  return ok ? [] : [{ path, message }]
}

function resultIssues(results: readonly JUnitResult[]): PayloadIssue[] {
  if (results.length === 0) {
    return [{ path: ['junit_results'], message: 'must hold at least 1 item' }]
  }
  return results.flatMap((result, i) => {
    const at = (key: string): Path => ['junit_results', i, key]
    const counts = ['failures', 'errors', 'skipped', 'total'] as const
    return [
      ...counts.flatMap((key) =>
        unless(isWhole(result[key]), at(key), 'must be a whole number')
      ),
      ...unless(isFiniteNumber(result.duration), at('duration'), FINITE_RULE),
      ...unless(
        absent(result.timestamp) || isFiniteNumber(result.timestamp),
        at('timestamp'),
        FINITE_RULE
      )
    ]
  })
}

/** An issue, saying `rule.message`, for each key of `record` that does not match `rule.pattern`. */
function keyIssues(
  field: string,
  record: Readonly<Record<string, unknown>> | undefined,
  rule: { pattern: RegExp; message: string }
): PayloadIssue[] {
  return Object.keys(record ?? {}).flatMap((key) =>
    unless(rule.pattern.test(key), [field, key], rule.message)
  )
}

function contextIssues(payload: BuiltPayload): PayloadIssue[] {
  const stamp = payload.git_commit_info?.timestamp
  const provider = payload.repo_info?.provider
  return [
    ...unless(
      absent(stamp) || isFiniteNumber(stamp),
      ['git_commit_info', 'timestamp'],
      FINITE_RULE
    ),
    ...unless(
      absent(provider) ||
        (REPO_PROVIDERS as readonly unknown[]).includes(provider),
      ['repo_info', 'provider'],
      `must be one of ${REPO_PROVIDERS.join(', ')}`
    )
  ]
}

function userDataIssues(userData: unknown): PayloadIssue[] {
  const proto: unknown =
    typeof userData === 'object' && userData !== null
      ? Object.getPrototypeOf(userData)
      : undefined
  const plainObject = proto === Object.prototype || proto === null
  return unless(
    absent(userData) || plainObject || Array.isArray(userData),
    ['user_data'],
    'must be a JSON object or array'
  )
}

/** The interface's two cross-field rules about target artifacts. */
function bindingIssues(payload: BuiltPayload): PayloadIssue[] {
  const targets = payload.target_artifacts?.length ?? 0
  const fingerprint = !absent(payload.artifact_fingerprint)
  if (targets > 1 && fingerprint) {
    return [
      {
        path: ['target_artifacts'],
        message:
          'at most 1 item is allowed when artifact_fingerprint is present'
      }
    ]
  }
  return unless(
    targets === 0 || fingerprint || !absent(payload.git_commit_info),
    ['git_commit_info'],
    'is required when target_artifacts is given without artifact_fingerprint'
  )
}

/** Every rule the payload breaks; empty when the service would take it. */
export function payloadIssues(payload: BuiltPayload): PayloadIssue[] {
  const fingerprint = payload.artifact_fingerprint
  return [
    ...unless(
      ATTESTATION_NAME_PATTERN.test(payload.attestation_name),
      ['attestation_name'],
      NAME_RULE
    ),
    ...resultIssues(payload.junit_results),
    ...unless(
      fingerprint === undefined || FINGERPRINT_PATTERN.test(fingerprint),
      ['artifact_fingerprint'],
      'must be 64 lowercase hex characters'
    ),
    ...(payload.target_artifacts ?? []).flatMap((name, i) =>
      unless(
        ATTESTATION_NAME_PATTERN.test(name),
        ['target_artifacts', i],
        NAME_RULE
      )
    ),
    ...contextIssues(payload),
    ...keyIssues('external_urls', payload.external_urls, {
      pattern: EXTERNAL_URL_KEY_PATTERN,
      message: 'must not contain "=", "." or NUL'
    }),
    ...keyIssues('annotations', payload.annotations, {
      pattern: ANNOTATION_KEY_PATTERN,
      message: 'must match ^[A-Za-z0-9_]+$'
    }),
    ...userDataIssues(payload.user_data),
    ...bindingIssues(payload)
  ]
}
