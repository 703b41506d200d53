/**
 * Request bodies of docs/spec/resources.md. Strict: no property other than those listed is
 * accepted, so a typo never reaches the service.
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
  TARGET_TYPES,
  TRIGGERS
} from './schema-patterns.js'

export const JUnitResultSchema = z.strictObject({
  name: z.string(),
  failures: z.int(),
  errors: z.int(),
  skipped: z.int(),
  total: z.int(),
  duration: z.number(),
  timestamp: z.number().nullish()
})
export type JUnitResult = z.infer<typeof JUnitResultSchema>

export const GitCommitSchema = z.strictObject({
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

export const RepoInfoPostInputSchema = z.strictObject({
  name: z.string(),
  url: z.string(),
  id: z.string().nullish(),
  description: z.string().nullish(),
  provider: z.enum(REPO_PROVIDERS).nullish(),
  namespace_path: z.array(z.string()).nullish(),
  additional_info: z.record(z.string(), z.unknown()).nullish()
})
export type RepoInfoPostInput = z.infer<typeof RepoInfoPostInputSchema>

// Fields not shown (docs/spec/gaps.md, External URL fields); the catalogue's
// ExternalAttachmentUrl fills them.
export const ExternalUrlSchema = z.strictObject({
  href: z.string(),
  fingerprint: z.string().regex(FINGERPRINT_PATTERN).nullish()
})
export type ExternalUrl = z.infer<typeof ExternalUrlSchema>

const attestationName = z
  .string()
  .regex(ATTESTATION_NAME_PATTERN, 'must match ^[a-zA-Z0-9_,-]+$')

const junitAttestationFields = z.strictObject({
  attestation_name: attestationName,
  // The interface: at least 1 item; the catalogue sets no minItems.
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

/**
 * `data_json` of the JUnit attestation, with the cross-field rules of
 * docs/spec/operations.md, operation 1.
 */
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

export const ServiceAccountUpdateSchema = z
  .strictObject({
    // The catalogue adds maxLength 512 (the interface: string or null).
    description: z.string().max(512).nullable().optional(),
    // A string, values not shown (docs/spec/gaps.md); the catalogue also
    // allows null.
    privilege: z.enum(PRIVILEGES).optional()
  })
  .refine((body) => body.description !== undefined || body.privilege, {
    message: 'give description and/or privilege'
  })
export type ServiceAccountUpdate = z.infer<typeof ServiceAccountUpdateSchema>

// The interface says integer; the catalogue accepts number or null.
const deliveryTimes = {
  last_success_at: z.int().optional(),
  last_failure_at: z.int().optional()
}

export const SlackTargetSchema = z.strictObject({
  type: z.literal('SLACK'),
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
  type: z.literal('WEBHOOK'),
  webhook: z.url(),
  ...deliveryTimes,
  // The interface: a string; the catalogue: const "1.0".
  payload_version: z.literal('1.0').optional()
})

// Fields not shown (docs/spec/gaps.md, Notification targets); from the
// catalogue's EmailActionTarget.
export const EmailTargetSchema = z.strictObject({
  type: z.literal('EMAIL'),
  emails: z.array(z.email()),
  ...deliveryTimes
})

// The interface: a "NestedConfig" kind, fields not shown; the catalogue
// accepts any
// object. We only refuse one that claims a known kind (so a broken Slack
// target is reported, not waved through as nested config).
export const NestedConfigTargetSchema = z.looseObject({
  type: z
    .unknown()
    .refine(
      (type) => !(TARGET_TYPES as readonly unknown[]).includes(type),
      'a SLACK, WEBHOOK or EMAIL target must have the fields of that kind'
    )
    .optional()
})

export const NotificationTargetSchema = z.union(
  [
    SlackTargetSchema,
    WebhookTargetSchema,
    EmailTargetSchema,
    NestedConfigTargetSchema
  ],
  {
    // zod's own union message is a bare "Invalid input".
    error:
      'must be a SLACK target {type, webhook, context?}, a WEBHOOK target {type, webhook (a URL), payload_version?: "1.0"}, an EMAIL target {type, emails} or a nested config object without such a type'
  }
)
export type NotificationTarget = z.infer<typeof NotificationTargetSchema>

export const NotificationUpdateSchema = z.strictObject({
  name: z
    .string()
    .regex(
      NOTIFICATION_NAME_PATTERN,
      'must match ^[a-zA-Z0-9][a-zA-Z0-9._~/-]*$'
    ),
  targets: z.array(NotificationTargetSchema),
  // The interface names only `targets` as required; the catalogue requires
  // these too.
  environments: z.array(z.string()),
  triggers: z.array(z.enum(TRIGGERS)),
  type: z.literal('env').optional()
})
export type NotificationUpdate = z.infer<typeof NotificationUpdateSchema>

// Which fields are required is not shown (docs/spec/gaps.md); the catalogue
// requires all.
export const AllowlistEntrySchema = z.strictObject({
  artifact_fingerprint: z
    .string()
    .regex(FINGERPRINT_PATTERN, 'must be 64 lowercase hex characters'),
  artifact_name: z.string(),
  description: z.string()
})
export type AllowlistEntry = z.infer<typeof AllowlistEntrySchema>

// An empty list is refused here (the catalogue accepts it): it detaches
// nothing, so sending it can only be a mistake.
export const DetachPoliciesSchema = z.strictObject({
  policy_names: z.array(z.string().min(1)).min(1)
})
export type DetachPolicies = z.infer<typeof DetachPoliciesSchema>

export const JoinEnvironmentSchema = z.strictObject({
  physical_env_name: z.string().min(1)
})
export type JoinEnvironment = z.infer<typeof JoinEnvironmentSchema>
