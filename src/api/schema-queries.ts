/**
 * Query strings and path parameters. Query parameter names come from
 * the Kosli CLI and the server catalogue (docs/spec/gaps.md, Query parameter
 * names).
 * Numbers are coerced and a single value of a repeatable key is accepted, so
 * the emulator can parse URLSearchParams with the same schemas the client
 * validates against before sending.
 */
import { z } from 'zod'
import {
  ENVIRONMENT_SORT_FIELDS,
  ENVIRONMENT_TYPES,
  ENV_NAME_FILTER_PATTERN,
  NAME_PATTERN,
  SERVICE_ACCOUNT_NAME_MAX,
  SERVICE_ACCOUNT_NAME_PATTERN,
  SORT_DIRECTIONS
} from './schema-patterns.js'
import { readSnapshotExpression } from './snapshot-expression.js'

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(item)
  )

const pageNumber = z.coerce.number().int().min(1)

export const ListEnvironmentsQuerySchema = z.strictObject({
  page: pageNumber.optional(),
  per_page: z.coerce.number().int().min(1).max(50).optional(),
  sort: z.enum(ENVIRONMENT_SORT_FIELDS).optional(),
  sort_direction: z.enum(SORT_DIRECTIONS).optional(),
  space_id: repeated(z.string()).optional(),
  name: z.string().optional(),
  type: repeated(z.enum(ENVIRONMENT_TYPES)).optional(),
  // Either `key` or `key:value`.
  tag: repeated(z.string().min(1)).optional()
})
export type ListEnvironmentsQuery = z.infer<typeof ListEnvironmentsQuerySchema>

export const ListDeploymentsQuerySchema = z.strictObject({
  page: pageNumber.optional(),
  per_page: z.coerce.number().int().min(0).max(50).optional(),
  repo_name: z.string().optional(),
  env_name: z
    .string()
    .regex(ENV_NAME_FILTER_PATTERN, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._-]*$')
    .optional(),
  start_ts: z.coerce.number().optional(),
  end_ts: z.coerce.number().optional()
})
export type ListDeploymentsQuery = z.infer<typeof ListDeploymentsQuerySchema>

export const ListArtifactsQuerySchema = z.strictObject({
  page: pageNumber.optional(),
  per_page: z.coerce.number().int().min(1).optional()
})
export type ListArtifactsQuery = z.infer<typeof ListArtifactsQuerySchema>

const snappish = z
  .string()
  .refine(
    (text) => readSnapshotExpression(text) !== undefined,
    'must be an environment name, optionally followed by #N, ~N or @{...}'
  )

// The catalogue types both as `string | null` yet marks them required.
export const EnvDiffQuerySchema = z.strictObject({
  snappish1: snappish,
  snappish2: snappish
})
export type EnvDiffQuery = z.infer<typeof EnvDiffQuerySchema>

// docs/spec/operations.md, operation 18: the parameter that carries the flow
// asked about; the catalogue marks
// it optional. We require it.
export const DeploymentFrequencyQuerySchema = z.strictObject({
  flow_id: z.string().min(1)
})
export type DeploymentFrequencyQuery = z.infer<
  typeof DeploymentFrequencyQuerySchema
>

/** Path parameters, checked before a URL is built. */
export const OrgSchema = z.string().min(1)
export const FlowNameSchema = z
  .string()
  .regex(NAME_PATTERN, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._~-]*$')
export const TrailNameSchema = FlowNameSchema
export const ServiceAccountNameSchema = z
  .string()
  .min(1)
  .max(SERVICE_ACCOUNT_NAME_MAX)
  .regex(SERVICE_ACCOUNT_NAME_PATTERN, 'must match ^[a-zA-Z0-9-]+$')
export const NotificationNumberSchema = z.coerce.number().int()
export const EnvNameSchema = z.string().min(1)
export const ControlIdentifierSchema = z.string().min(1)
// The grammar of the moment expression is not shown (docs/spec/gaps.md).
export const MomentExpressionSchema = z.string().min(1)
