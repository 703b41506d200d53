/**
 * Query strings and path parameters. The names of the query parameters come
 * from the service's request schemas (fixtures/contract/server-operations.json);
 * the interface leaves them open (docs/spec/gaps.md).
 *
 * One schema serves both sides: the client passes numbers and arrays, the
 * emulator passes what it read from the URL (strings; an array when a key is
 * repeated). Numbers written in a URL are decimal digits only: `0x10`, ` 1`
 * and an empty value are refused, and the message names the parameter.
 * Unknown parameters are ignored, as the service ignores them; a scalar
 * parameter given twice takes its last value.
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
} from './patterns.js'
import { readSnapshotExpression } from '../snapshot-expression.js'

const DECIMAL_INTEGER = /^-?\d+$/
const DECIMAL_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/

const lastOf = (value: unknown): unknown =>
  Array.isArray(value) ? value.at(-1) : value

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(item)
  )

const scalar = <T extends z.ZodType>(schema: T) => z.preprocess(lastOf, schema)

interface Bounds {
  min?: number
  max?: number
}

function bounded(value: number, bounds: Bounds, ctx: z.RefinementCtx) {
  const { min, max } = bounds
  if (min !== undefined && value < min) {
    ctx.addIssue({ code: 'custom', message: `must be ${min} or more` })
  } else if (max !== undefined && value > max) {
    ctx.addIssue({ code: 'custom', message: `must be ${max} or less` })
  }
  return value
}

/**
 * A number as a URL carries it. Digits beyond 2^53 are valid (the value is
 * then approximate, and a page past the end is simply empty).
 */
function urlNumber(kind: 'integer' | 'number', bounds: Bounds = {}) {
  const pattern = kind === 'integer' ? DECIMAL_INTEGER : DECIMAL_NUMBER
  const what =
    kind === 'integer'
      ? 'a whole number in decimal digits, e.g. 2'
      : 'a decimal number, e.g. 1714521600'
  return z
    .union([z.number(), z.string()], { error: `must be ${what}` })
    .transform((value, ctx) => {
      if (typeof value === 'string' && !pattern.test(value)) {
        const message =
          value === '' ? `is empty: give ${what}` : `must be ${what}`
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      const number = Number(value)
      if (Number.isNaN(number) || (kind === 'integer' && !isWhole(number))) {
        ctx.addIssue({ code: 'custom', message: `must be ${what}` })
        return z.NEVER
      }
      return bounded(number, bounds, ctx)
    })
}

// Infinity stands for a run of digits too long for a double: still whole.
const isWhole = (n: number) => Number.isInteger(n) || !Number.isFinite(n)

const pageNumber = scalar(urlNumber('integer', { min: 1 }))

export const ListEnvironmentsQuerySchema = z.object({
  page: pageNumber.optional(),
  per_page: scalar(urlNumber('integer', { min: 1, max: 50 })).optional(),
  sort: scalar(z.enum(ENVIRONMENT_SORT_FIELDS)).optional(),
  sort_direction: scalar(z.enum(SORT_DIRECTIONS)).optional(),
  space_id: repeated(z.string()).optional(),
  name: scalar(z.string()).optional(),
  type: repeated(z.enum(ENVIRONMENT_TYPES)).optional(),
  // Either `key` or `key:value`; an empty value filters nothing.
  tag: repeated(z.string()).optional()
})
export type ListEnvironmentsQuery = z.infer<typeof ListEnvironmentsQuerySchema>

export const ListDeploymentsQuerySchema = z.object({
  page: pageNumber.optional(),
  per_page: scalar(urlNumber('integer', { min: 0, max: 50 })).optional(),
  repo_name: scalar(z.string()).optional(),
  env_name: scalar(
    z
      .string()
      .regex(ENV_NAME_FILTER_PATTERN, 'must match ^[a-zA-Z0-9][a-zA-Z0-9._-]*$')
  ).optional(),
  start_ts: scalar(urlNumber('number')).optional(),
  end_ts: scalar(urlNumber('number')).optional()
})
export type ListDeploymentsQuery = z.infer<typeof ListDeploymentsQuerySchema>

export const ListArtifactsQuerySchema = z.object({
  page: pageNumber.optional(),
  per_page: scalar(urlNumber('integer', { min: 1 })).optional()
})
export type ListArtifactsQuery = z.infer<typeof ListArtifactsQuerySchema>

export const SNAPSHOT_EXPRESSION_MESSAGE =
  'must be an environment name, optionally followed by #N, ~N or @{...}'

const snappish = scalar(
  z
    .string()
    .refine(
      (text) => readSnapshotExpression(text) !== undefined,
      SNAPSHOT_EXPRESSION_MESSAGE
    )
)

// The service's schema types both as `string | null` yet marks them
// required; a URL cannot carry null, so both are needed.
export const EnvDiffQuerySchema = z.object({
  snappish1: snappish,
  snappish2: snappish
})

// Optional, as in the service's schema: without it (or empty) the answer
// covers every flow.
export const DeploymentFrequencyQuerySchema = z.object({
  flow_id: scalar(z.string()).optional()
})

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
export const NotificationNumberSchema = urlNumber('integer')
export const EnvNameSchema = z.string().min(1)
export const ControlIdentifierSchema = z.string().min(1)
// The interface does not give the moment expression's grammar.
export const MomentExpressionSchema = z.string().min(1)
