/**
 * Response bodies of docs/spec/resources.md. Tolerant on purpose: extra fields pass through
 * (the service may add some), and only the fields a caller needs to identify
 * the resource are required; the rest may be missing or null. Timestamps are
 * plain numbers: the interface says integer, but the service has been seen
 * sending fractional seconds (docs/spec/gaps.md, service account
 * `created_at`).
 */
import { z } from 'zod'

const maybe = <T extends z.ZodType>(schema: T) => schema.nullish()
const links = maybe(z.record(z.string(), z.unknown()))
const stringList = maybe(z.array(z.string()))

export const ServiceAccountSchema = z.looseObject({
  name: z.string(),
  display_name: maybe(z.string()),
  privilege: maybe(z.string()),
  description: maybe(z.string()),
  creating_user_id: maybe(z.string()),
  created_at: maybe(z.number()),
  for_webhook: maybe(z.boolean())
})
export type ServiceAccount = z.infer<typeof ServiceAccountSchema>

/** A notification target as read back: Slack, Webhook or Email. */
export const NotificationTargetReadSchema = z.looseObject({
  type: z.string(),
  webhook: maybe(z.string()),
  emails: stringList,
  payload_version: maybe(z.string()),
  last_success_at: maybe(z.number()),
  last_failure_at: maybe(z.number())
})

export const NotificationSchema = z.looseObject({
  name: z.string(),
  number: z.number(),
  type: maybe(z.string()),
  environments: stringList,
  triggers: stringList,
  targets: maybe(z.array(NotificationTargetReadSchema)),
  created_at: maybe(z.number()),
  created_by: maybe(z.string()),
  last_modified_at: maybe(z.number()),
  last_success_timestamp: maybe(z.number()),
  is_failing: maybe(z.boolean()),
  is_created_from_slack_app: maybe(z.boolean())
})
export type Notification = z.infer<typeof NotificationSchema>

export const AllowlistEntryResponseSchema = z.looseObject({
  artifact_fingerprint: z.string(),
  artifact_name: maybe(z.string()),
  description: maybe(z.string())
})
export type AllowlistEntryResponse = z.infer<
  typeof AllowlistEntryResponseSchema
>

export const EnvironmentSchema = z.looseObject({
  name: z.string(),
  org: maybe(z.string()),
  type: maybe(z.string()),
  description: maybe(z.string()),
  last_modified_at: maybe(z.number()),
  include_scaling: maybe(z.boolean()),
  tags: maybe(z.record(z.string(), z.unknown())),
  last_reported_at: maybe(z.number()),
  last_changed_at: maybe(z.number()),
  state: maybe(z.boolean()),
  policies: stringList,
  included_environments: stringList
})
export type Environment = z.infer<typeof EnvironmentSchema>

const pageFields = {
  page: z.number(),
  per_page: z.number(),
  total_pages: z.number(),
  total_count: z.number(),
  _links: links
}

export const EnvironmentPageSchema = z.looseObject({
  ...pageFields,
  environments: z.array(EnvironmentSchema)
})
export type EnvironmentPage = z.infer<typeof EnvironmentPageSchema>

export const EnvDiffArtifactSchema = z.looseObject({
  fingerprint: z.string(),
  name: z.string(),
  most_recent_timestamp: maybe(z.number()),
  flow: maybe(z.string()),
  commit_url: maybe(z.string()),
  instance_count: maybe(z.number()),
  // Omitted by the service when not applicable (docs/spec/operations.md,
  // operation 10).
  s1_instance_count: maybe(z.number()),
  s2_instance_count: maybe(z.number()),
  pods: stringList
})
export type EnvDiffArtifact = z.infer<typeof EnvDiffArtifactSchema>

export const EnvDiffSideSchema = z.looseObject({
  artifacts: z.array(EnvDiffArtifactSchema),
  snapshot_id: maybe(z.string())
})

export const EnvDiffSchema = z.looseObject({
  snappish1: EnvDiffSideSchema,
  snappish2: EnvDiffSideSchema,
  changed: EnvDiffSideSchema,
  'not-changed': EnvDiffSideSchema
})
export type EnvDiff = z.infer<typeof EnvDiffSchema>

export const TrailMomentSchema = z.looseObject({
  moment_number: z.number(),
  created_at: maybe(z.number()),
  template_id: maybe(z.string()),
  compliance_status: z.record(z.string(), z.unknown())
})
export type TrailMoment = z.infer<typeof TrailMomentSchema>

export const DeploymentSchema = z.looseObject({
  fingerprint: z.string(),
  deployed_at: maybe(z.number()),
  artifact_name: maybe(z.string()),
  env_name: maybe(z.string()),
  snapshot_index: maybe(z.number()),
  lead_time: maybe(z.number()),
  _links: links
})
export type Deployment = z.infer<typeof DeploymentSchema>

export const DeploymentPageSchema = z.looseObject({
  ...pageFields,
  deployments: z.array(DeploymentSchema)
})
export type DeploymentPage = z.infer<typeof DeploymentPageSchema>

/** One artifact of the (deprecated) flow listing. */
export const ArtifactSchema = z.looseObject({
  fingerprint: z.string(),
  id: maybe(z.string()),
  filename: maybe(z.string()),
  created_at: maybe(z.union([z.string(), z.number()])),
  last_modified_at: maybe(z.union([z.string(), z.number()])),
  evidence: maybe(z.record(z.string(), z.unknown())),
  trail_name: maybe(z.string()),
  template_reference_name: maybe(z.string()),
  git_commit: maybe(z.string()),
  git_commit_info: maybe(z.looseObject({ sha1: z.string() })),
  repo_info: maybe(z.looseObject({ name: z.string(), url: z.string() })),
  commit_url: maybe(z.string()),
  build_url: maybe(z.string()),
  repo_url: maybe(z.string()),
  html_url: maybe(z.string()),
  api_url: maybe(z.string()),
  user_data: z.unknown(),
  external_urls: maybe(z.record(z.string(), z.unknown())),
  annotations: maybe(z.record(z.string(), z.unknown())),
  // COMPLIANT, NON-COMPLIANT or INCOMPLETE (ARTIFACT_STATES); kept a string
  // so a new state does not break reading.
  state: maybe(z.string())
})
export type Artifact = z.infer<typeof ArtifactSchema>

export const PolicySchema = z.looseObject({
  name: z.string(),
  description: maybe(z.string()),
  archived: maybe(z.boolean()),
  consuming_envs: stringList,
  created_at: maybe(z.number()),
  last_modified_at: maybe(z.number()),
  created_by: maybe(z.string()),
  events: maybe(
    z.array(
      z.looseObject({
        type: z.string(),
        timestamp: maybe(z.number()),
        user: maybe(z.string()),
        data: maybe(z.record(z.string(), z.unknown()))
      })
    )
  ),
  versions: maybe(
    z.array(
      z.looseObject({
        version: z.number(),
        comment: maybe(z.string()),
        created_by: maybe(z.string()),
        timestamp: maybe(z.number()),
        policy_yaml: maybe(z.string())
      })
    )
  )
})
export type Policy = z.infer<typeof PolicySchema>

export const ControlSchema = z.looseObject({
  identifier: z.string(),
  name: maybe(z.string()),
  version: maybe(z.number()),
  created_by: maybe(z.string()),
  description: maybe(z.string()),
  links: maybe(z.unknown()),
  created_at: maybe(z.number()),
  tags: maybe(z.unknown()),
  archived: maybe(z.boolean()),
  policies_referencing: stringList
})
export type Control = z.infer<typeof ControlSchema>

export const SystemAttestationTypeSchema = z.looseObject({
  name: z.string(),
  description: maybe(z.string()),
  versions: maybe(
    z.array(
      z.looseObject({
        version: z.number(),
        attestation_data_schema: maybe(z.record(z.string(), z.unknown()))
      })
    )
  )
})
export type SystemAttestationType = z.infer<typeof SystemAttestationTypeSchema>

export const SystemAttestationTypesSchema = z.looseObject({
  system_attestation_types: z.array(SystemAttestationTypeSchema)
})

export const RepoTagChoiceSchema = z.looseObject({
  key: z.string(),
  value: z.string()
})

export const RepoTagChoicesSchema = z.looseObject({
  tag_choices: z.array(RepoTagChoiceSchema),
  _links: links
})
export type RepoTagChoices = z.infer<typeof RepoTagChoicesSchema>

// Body not shown (docs/spec/gaps.md): an open object; the emulator decides
// a shape.
export const DeploymentFrequencySchema = z.looseObject({})
export type DeploymentFrequency = z.infer<typeof DeploymentFrequencySchema>
