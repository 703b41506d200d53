import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { ConfigError } from '../errors.js'
import {
  ArtifactSchema,
  ControlSchema,
  DeploymentSchema,
  ENVIRONMENT_TYPES,
  NotificationSchema,
  PolicySchema,
  PRIVILEGES,
  ServiceAccountSchema,
  SystemAttestationTypeSchema
} from '../api/schemas/index.js'
import { MAX_JSON_DEPTH, tooDeepMessage, valueDepth } from './json-depth.js'

/**
 * The emulator's whole world, as one JSON document: what `--state FILE`
 * loads, `GET /_emulator/state` returns and `PUT /_emulator/state` replaces.
 * Resources carry the interface's fields (docs/spec/resources.md); a few
 * extra fields that only the emulator reads (`space_id`, `repo_name`,
 * `flow_name`, snapshots, slots, a snapshot artifact's `compliant`) are
 * named below. Unknown extra fields of a resource are kept and returned.
 */

const Timestamp = z.number()

export const TokenSchema = z.object({
  token: z.string().min(8),
  org: z.string().min(1),
  privilege: z.enum(PRIVILEGES),
  label: z.string().optional()
})

export const StoredAttestationSchema = z.looseObject({
  id: z.string(),
  attestation_name: z.string(),
  attestation_type: z.string(),
  created_at: Timestamp,
  compliant: z.boolean(),
  data_json: z.unknown(),
  attachment: z
    .object({
      filename: z.string(),
      content_type: z.string(),
      size: z.number().int(),
      sha256: z.string()
    })
    .nullable()
})

/** A recorded moment; `slots` become `compliance_status` keyed by name. */
export const MomentRecordSchema = z.object({
  moment_number: z.number().int(),
  created_at: Timestamp,
  template_id: z.string(),
  slots: z.array(z.looseObject({ attestation_name: z.string() }))
})

export const TrailSchema = z.object({
  name: z.string(),
  created_at: Timestamp,
  attestations: z.array(StoredAttestationSchema),
  moments: z.array(MomentRecordSchema),
  /** Begin trail's `data_json` as last sent, and when it was last sent. */
  data_json: z.unknown().optional(),
  updated_at: Timestamp.optional()
})

export const FlowSchema = z.object({
  id: z.string(),
  name: z.string(),
  template: z.object({ id: z.string(), slots: z.array(z.string()) }),
  description: z.string().optional(),
  trails: z.array(TrailSchema),
  artifacts: z.array(ArtifactSchema)
})

export const EnvironmentRecordSchema = z.looseObject({
  name: z.string(),
  type: z.enum(ENVIRONMENT_TYPES),
  description: z.string(),
  last_modified_at: Timestamp,
  last_changed_at: Timestamp,
  tags: z.record(z.string(), z.string()),
  policies: z.array(z.string()),
  included_environments: z.array(z.string()),
  /** Compliance of the environment as a whole, when known. */
  state: z.boolean().optional(),
  last_reported_at: Timestamp.optional(),
  /** Emulator-only: the space the environment belongs to (list filter). */
  space_id: z.string().optional()
})

export const SnapshotArtifactSchema = z.looseObject({
  fingerprint: z.string(),
  name: z.string(),
  flow: z.string(),
  commit_url: z.string(),
  most_recent_timestamp: Timestamp,
  instance_count: z.number().int(),
  pods: z.array(z.string()).optional(),
  /**
   * Emulator-only: the artifact's compliance in this environment. When
   * absent it is read from the allow-list and the flow's artifact `state`.
   */
  compliant: z.boolean().optional()
})

export const SnapshotSchema = z.object({
  index: z.number().int().min(1),
  created_at: Timestamp,
  artifacts: z.array(SnapshotArtifactSchema)
})

export const AllowlistRecordSchema = z.object({
  env_name: z.string(),
  artifact_fingerprint: z.string(),
  artifact_name: z.string(),
  description: z.string(),
  created_at: Timestamp,
  created_by: z.string()
})

export const DeploymentRecordSchema = DeploymentSchema.extend({
  deployed_at: Timestamp,
  env_name: z.string(),
  /** Emulator-only: filters of list deployments and deployment frequency. */
  repo_name: z.string(),
  flow_name: z.string()
})

export const OrgSchema = z.object({
  features: z.object({ trail_moments: z.boolean(), controls: z.boolean() }),
  flows: z.array(FlowSchema),
  environments: z.array(EnvironmentRecordSchema),
  snapshots: z.record(z.string(), z.array(SnapshotSchema)),
  allowlist: z.array(AllowlistRecordSchema),
  policies: z.array(PolicySchema),
  controls: z.array(ControlSchema),
  service_accounts: z.array(ServiceAccountSchema),
  notifications: z.array(NotificationSchema),
  deployments: z.array(DeploymentRecordSchema),
  repos: z.array(
    z.object({ name: z.string(), tags: z.record(z.string(), z.string()) })
  )
})

export const EmulatorStateSchema = z.object({
  orgs: z.record(z.string(), OrgSchema),
  tokens: z.array(TokenSchema).min(1),
  system_attestation_types: z.array(SystemAttestationTypeSchema)
})

export type Token = z.infer<typeof TokenSchema>
export type StoredAttestation = z.infer<typeof StoredAttestationSchema>
export type Trail = z.infer<typeof TrailSchema>
export type Flow = z.infer<typeof FlowSchema>
export type EnvironmentRecord = z.infer<typeof EnvironmentRecordSchema>
export type Snapshot = z.infer<typeof SnapshotSchema>
export type SnapshotArtifact = z.infer<typeof SnapshotArtifactSchema>
export type DeploymentRecord = z.infer<typeof DeploymentRecordSchema>
export type Org = z.infer<typeof OrgSchema>
export type EmulatorState = z.infer<typeof EmulatorStateSchema>

/**
 * Checks a state document; the error names the source and every issue. A
 * state nested deeper than the emulator can serialise is refused first.
 */
export function parseState(input: unknown, source: string): EmulatorState {
  checkDepth(input, source)
  const result = EmulatorStateSchema.safeParse(input)
  if (!result.success) {
    throw new ConfigError(
      `${source} is not a valid emulator state:\n${z.prettifyError(result.error)}`
    )
  }
  const state = result.data
  for (const token of state.tokens) {
    if (!state.orgs[token.org]) {
      throw new ConfigError(
        `${source}: a token (${token.label ?? 'no label'}) names org '${token.org}', which is not in orgs`
      )
    }
  }
  return state
}

/** Throws when `input` is nested deeper than the emulator serialises. */
export function checkDepth(input: unknown, source: string): void {
  const depth = valueDepth(input)
  if (depth > MAX_JSON_DEPTH) {
    throw new ConfigError(
      `${source} is not a valid emulator state: ${tooDeepMessage(depth)}`
    )
  }
}

export async function loadStateFile(path: string): Promise<EmulatorState> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new ConfigError(`cannot read the state file ${path}`, {
      cause: error
    })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ConfigError(`the state file ${path} is not valid JSON`, {
      cause: error
    })
  }
  return parseState(json, path)
}

/** The org and admin token `startEmulator` reports: the first admin token. */
export function primaryToken(state: EmulatorState): Token {
  const admin = state.tokens.find((t) => t.privilege === 'admin')
  return admin ?? (state.tokens[0] as Token)
}
