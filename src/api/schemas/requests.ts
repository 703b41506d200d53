/**
 * Request bodies of the interface (docs/spec/operations.md), shared by the
 * client and the emulator. They accept what the service's own request schemas
 * accept (fixtures/contract/server-operations.json): an object the service
 * closes is closed here, one it leaves open is open here. Where the interface
 * states a stricter rule, the rule stands; src/emulator/strictness.ts lists
 * each such place.
 */
import { z } from 'zod'
import {
  ANNOTATION_KEY_PATTERN,
  ATTESTATION_NAME_PATTERN,
  EXTERNAL_URL_KEY_PATTERN,
  FINGERPRINT_PATTERN,
  NOTIFICATION_NAME_PATTERN,
  PRIVILEGES,
  REPO_PROVIDERS,
  TRIGGERS
} from './patterns.js'

/**
 * A JSON integer of any size: the service's schemas set no bound, and zod's
 * `z.int()` would refuse 2^53 and beyond.
 */
export const WholeNumberSchema = z
  .number()
  .refine(Number.isInteger, 'must be a whole number')

export const JUnitResultSchema = z.strictObject({
  name: z.string(),
  failures: WholeNumberSchema,
  errors: WholeNumberSchema,
  skipped: WholeNumberSchema,
  total: WholeNumberSchema,
  duration: z.number(),
  timestamp: z.number().nullish()
})
export type JUnitResult = z.infer<typeof JUnitResultSchema>

// Open, as in the service's schema: a newer client may send more fields.
export const GitCommitSchema = z.looseObject({
  sha1: z.string(),
  message: z.string().nullish(),
  author: z.string().nullish(),
  author_username: z.string().nullish(),
  branch: z.string().nullish(),
  timestamp: z.number().nullish(),
  url: z.string().nullish(),
  parents: z.array(z.string()).nullish(),
  verified: z.boolean().nullish(),
  signature_state: z.string().nullish()
})
export type GitCommit = z.infer<typeof GitCommitSchema>

// Open, as in the service's schema.
export const RepoInfoPostInputSchema = z.looseObject({
  name: z.string(),
  url: z.string(),
  id: z.string().nullish(),
  description: z.string().nullish(),
  provider: z.enum(REPO_PROVIDERS).nullish(),
  namespace_path: z.array(z.string()).nullish(),
  additional_info: z.record(z.string(), z.unknown()).nullish()
})
export type RepoInfoPostInput = z.infer<typeof RepoInfoPostInputSchema>

// The interface leaves the fields open; the service's ExternalAttachmentUrl
// schema fills them, and closes the object.
export const ExternalUrlSchema = z.strictObject({
  href: z.string(),
  fingerprint: z.string().regex(FINGERPRINT_PATTERN).nullish()
})

const attestationName = z
  .string()
  .regex(ATTESTATION_NAME_PATTERN, 'must match ^[a-zA-Z0-9_,-]+$')

const junitAttestationFields = z.strictObject({
  attestation_name: attestationName,
  // The interface: at least 1 item (the service's schema sets no minimum).
  junit_results: z.array(JUnitResultSchema).min(1),
  origin_url: z.string().nullish(),
  description: z.string().nullish(),
  artifact_fingerprint: z
    .string()
    .regex(FINGERPRINT_PATTERN, 'must be 64 lowercase hex characters')
    .nullish(),
  target_artifacts: z.array(attestationName).nullish(),
  git_commit_info: GitCommitSchema.nullish(),
  repo_info: RepoInfoPostInputSchema.nullish(),
  external_urls: z
    .record(
      z
        .string()
        .regex(EXTERNAL_URL_KEY_PATTERN, 'must not contain "=", "." or NUL'),
      ExternalUrlSchema
    )
    .nullish(),
  annotations: z
    .record(
      z.string().regex(ANNOTATION_KEY_PATTERN, 'must match ^[A-Za-z0-9_]+$'),
      z.string()
    )
    .nullish(),
  user_data: z
    .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .nullish()
})

/** `data_json` of the JUnit attestation, with the interface's cross-field rules. */
export const JunitAttestationInputSchema = junitAttestationFields.superRefine(
  (input, ctx) => {
    const targets = input.target_artifacts?.length ?? 0
    const hasFingerprint = input.artifact_fingerprint != null
    if (targets >= 1 && hasFingerprint && targets > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['target_artifacts'],
        message:
          'at most 1 item is allowed when artifact_fingerprint is present'
      })
    }
    if (targets >= 1 && !hasFingerprint && input.git_commit_info == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['git_commit_info'],
        message:
          'is required when target_artifacts is given without artifact_fingerprint'
      })
    }
  }
)
export type JunitAttestationInput = z.infer<typeof JunitAttestationInputSchema>

// Open, as in the service's schema: unknown fields are ignored.
export const ServiceAccountUpdateSchema = z
  .looseObject({
    description: z.string().max(512).nullable().optional(),
    // The interface types `privilege` as a string; the service's schema also
    // allows null, which the interface's rule refuses.
    privilege: z.enum(PRIVILEGES).optional()
  })
  // The interface: `description` and/or `privilege`, so at least one.
  .refine(
    (body) => body.description !== undefined || body.privilege !== undefined,
    { message: 'give description and/or privilege' }
  )
export type ServiceAccountUpdate = z.infer<typeof ServiceAccountUpdateSchema>

// Delivery times as the service's target schemas take them: any number, or
// null (a notification read back may hold either, and must write back).
const deliveryTimes = {
  last_success_at: z.number().nullish(),
  last_failure_at: z.number().nullish()
}

/** The three target kinds the service describes, each a closed object. */
export const SlackTargetSchema = z.strictObject({
  type: z.literal('SLACK').optional(),
  webhook: z.string(),
  ...deliveryTimes,
  context: z
    .strictObject({
      channel_id: z.string(),
      channel_name: z.string(),
      team_id: z.string()
    })
    .nullish()
})

export const WebhookTargetSchema = z.strictObject({
  type: z.literal('WEBHOOK').optional(),
  webhook: z.string(),
  ...deliveryTimes,
  payload_version: z.literal('1.0').optional()
})

export const EmailTargetSchema = z.strictObject({
  type: z.literal('EMAIL').optional(),
  emails: z.array(z.string()),
  ...deliveryTimes
})

/**
 * The interface's "NestedConfig" kind, whose fields it does not show: the
 * service's schema takes any object here, so a target that fits none of the
 * three kinds above (a WEBHOOK target with an extra `secret`, say) is still
 * accepted.
 */
export const NestedConfigTargetSchema = z.looseObject({})

export const NotificationTargetSchema = z.union([
  SlackTargetSchema,
  WebhookTargetSchema,
  EmailTargetSchema,
  NestedConfigTargetSchema
])

export const NotificationUpdateSchema = z.strictObject({
  name: z
    .string()
    .regex(
      NOTIFICATION_NAME_PATTERN,
      'must match ^[a-zA-Z0-9][a-zA-Z0-9._~/-]*$'
    ),
  targets: z.array(NotificationTargetSchema),
  // The interface names only `targets` as required; the service's schema
  // requires these too.
  environments: z.array(z.string()),
  triggers: z.array(z.enum(TRIGGERS)),
  type: z.literal('env').optional()
})
export type NotificationUpdate = z.infer<typeof NotificationUpdateSchema>

// The interface does not say which fields are required; the service's
// schema requires all three and closes the object.
export const AllowlistEntrySchema = z.strictObject({
  artifact_fingerprint: z
    .string()
    .regex(FINGERPRINT_PATTERN, 'must be 64 lowercase hex characters'),
  artifact_name: z.string(),
  description: z.string()
})
export type AllowlistEntry = z.infer<typeof AllowlistEntrySchema>

// An empty list, or an empty name, is valid: nothing to detach, or a policy
// that is not found.
export const DetachPoliciesSchema = z.strictObject({
  policy_names: z.array(z.string())
})

// An empty name is valid: it names no environment (404).
export const JoinEnvironmentSchema = z.strictObject({
  physical_env_name: z.string()
})
