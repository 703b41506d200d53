/**
 * docs/spec/operations.md, operations 6-8, 10, 11 and 18: environments,
 * their allow-lists, policies, joins, snapshot diffs and deployment
 * frequency.
 */
import { z } from 'zod'
import { AckSchema, operation } from './support.js'
import { everyItem } from '../pagination.js'
import {
  AllowlistEntryResponseSchema,
  AllowlistEntrySchema,
  DeploymentFrequencyQuerySchema,
  DeploymentFrequencySchema,
  DetachPoliciesSchema,
  EnvDiffQuerySchema,
  EnvDiffSchema,
  EnvironmentPageSchema,
  EnvironmentSchema,
  JoinEnvironmentSchema,
  ListEnvironmentsQuerySchema,
  type AllowlistEntry,
  type AllowlistEntryResponse,
  type DeploymentFrequency,
  type EnvDiff,
  type Environment,
  type EnvironmentPage,
  type ListEnvironmentsQuery
} from '../schemas/index.js'

export interface EnvRef {
  org: string
  env: string
}

/** 6. `PUT /allowlists/{org}/{env}`: allow an artifact in an environment. */
export const allowArtifact = operation<
  EnvRef & { entry: AllowlistEntry },
  AllowlistEntryResponse
>({
  method: 'PUT',
  path: '/allowlists/{org}/{env}',
  json: {
    schema: AllowlistEntrySchema,
    what: 'allow-list entry',
    value: (params) => params.entry
  },
  response: AllowlistEntryResponseSchema
})

/** 7. `DELETE /environments/{org}/{env}/policies` (with a JSON body). */
export const detachPolicies = operation<
  EnvRef & { policyNames: string[] },
  string
>({
  method: 'DELETE',
  path: '/environments/{org}/{env}/policies',
  json: {
    schema: DetachPoliciesSchema,
    what: 'policies to detach',
    value: (params) => ({ policy_names: params.policyNames })
  },
  response: AckSchema
})

/** 8. `PUT /environments/{org}/{logical}/join`: add a physical environment. */
export const joinEnvironment = operation<
  { org: string; logicalEnv: string; physicalEnv: string },
  string
>({
  method: 'PUT',
  path: '/environments/{org}/{env}/join',
  segments: (params) => ({ org: params.org, env: params.logicalEnv }),
  json: {
    schema: JoinEnvironmentSchema,
    what: 'environment join',
    value: (params) => ({ physical_env_name: params.physicalEnv })
  },
  response: AckSchema
})

/**
 * 10. `GET /env-diff/{org}?snappish1=…&snappish2=…`. A snappish is an
 * environment name, optionally with `#N` (snapshot N) or `~N` (N behind the
 * latest).
 */
export const envDiff = operation<
  { org: string; snappish1: string; snappish2: string },
  EnvDiff
>({
  method: 'GET',
  path: '/env-diff/{org}',
  query: {
    schema: EnvDiffQuerySchema,
    what: 'snapshot expressions',
    value: (params) => ({
      snappish1: params.snappish1,
      snappish2: params.snappish2
    })
  },
  response: EnvDiffSchema
})

// Without `page`/`per_page` the service answers a plain array; with them,
// the envelope of docs/spec/resources.md (docs/spec/kosli-cli.md shows the
// Kosli CLI reading both). Both are read.
const EnvironmentListSchema = z.union([
  EnvironmentPageSchema,
  z.array(EnvironmentSchema).transform((environments): EnvironmentPage => ({
    page: 1,
    per_page: environments.length,
    total_pages: 1,
    total_count: environments.length,
    environments
  }))
])

/**
 * 11. `GET /environments/{org}`. A plain-array answer is returned as a
 * single page holding every environment.
 */
export const listEnvironments = operation<
  { org: string; query?: ListEnvironmentsQuery },
  EnvironmentPage
>({
  method: 'GET',
  path: '/environments/{org}',
  query: {
    schema: ListEnvironmentsQuerySchema,
    what: 'list-environments query',
    value: (params) => params.query ?? {}
  },
  response: EnvironmentListSchema
})

/** Every environment, page after page (50 per page unless `per_page`). */
export function iterateEnvironments(
  client: Parameters<typeof listEnvironments>[0],
  org: string,
  query: Omit<ListEnvironmentsQuery, 'page'> = {}
): AsyncGenerator<Environment> {
  return everyItem(
    (page) => listEnvironments(client, { org, query: { ...query, ...page } }),
    query.per_page,
    (answer) => answer.environments
  )
}

/** 18. `GET /environments/{org}/{env}/deployment_frequency?flow_id=…`. */
export const getDeploymentFrequency = operation<
  EnvRef & { flowId: string },
  DeploymentFrequency
>({
  method: 'GET',
  path: '/environments/{org}/{env}/deployment_frequency',
  query: {
    schema: DeploymentFrequencyQuerySchema,
    what: 'deployment-frequency query',
    value: (params) => ({ flow_id: params.flowId })
  },
  response: DeploymentFrequencySchema
})
