/**
 * SPEC.md operations 6-8, 10, 11 and 18: environments, their allow-lists,
 * policies, joins, snapshot diffs and deployment frequency.
 */
import { z } from 'zod'
import type { Client } from './http.js'
import { AckSchema, checked, segment } from './operation-support.js'
import { checkPageSize, pages } from './pagination.js'
import {
  AllowlistEntryResponseSchema,
  AllowlistEntrySchema,
  DeploymentFrequencyQuerySchema,
  DeploymentFrequencySchema,
  DetachPoliciesSchema,
  EnvDiffQuerySchema,
  EnvDiffSchema,
  EnvNameSchema,
  EnvironmentPageSchema,
  EnvironmentSchema,
  JoinEnvironmentSchema,
  ListEnvironmentsQuerySchema,
  OrgSchema,
  type AllowlistEntry,
  type AllowlistEntryResponse,
  type DeploymentFrequency,
  type EnvDiff,
  type Environment,
  type EnvironmentPage,
  type ListEnvironmentsQuery
} from './schemas.js'

export interface EnvRef {
  org: string
  env: string
}

function envPath(params: EnvRef, suffix = ''): string {
  const org = segment(OrgSchema, params.org, 'org')
  const env = segment(EnvNameSchema, params.env, 'environment name')
  return `/environments/${org}/${env}${suffix}`
}

/** 6. `PUT /allowlists/{org}/{env}`: allow an artifact in an environment. */
export async function allowArtifact(
  client: Client,
  params: EnvRef & { entry: AllowlistEntry }
): Promise<AllowlistEntryResponse> {
  const org = segment(OrgSchema, params.org, 'org')
  const env = segment(EnvNameSchema, params.env, 'environment name')
  const body = checked(AllowlistEntrySchema, params.entry, 'allow-list entry')
  return client.send(
    {
      method: 'PUT',
      path: `/allowlists/${org}/${env}`,
      body: { kind: 'json', value: body }
    },
    AllowlistEntryResponseSchema
  )
}

/** 7. `DELETE /environments/{org}/{env}/policies` (with a JSON body). */
export async function detachPolicies(
  client: Client,
  params: EnvRef & { policyNames: string[] }
): Promise<string> {
  const path = envPath(params, '/policies')
  const body = checked(
    DetachPoliciesSchema,
    { policy_names: params.policyNames },
    'policies to detach'
  )
  return client.send(
    { method: 'DELETE', path, body: { kind: 'json', value: body } },
    AckSchema
  )
}

/** 8. `PUT /environments/{org}/{logical}/join`: add a physical environment. */
export async function joinEnvironment(
  client: Client,
  params: { org: string; logicalEnv: string; physicalEnv: string }
): Promise<string> {
  const path = envPath({ org: params.org, env: params.logicalEnv }, '/join')
  const body = checked(
    JoinEnvironmentSchema,
    { physical_env_name: params.physicalEnv },
    'environment join'
  )
  return client.send(
    { method: 'PUT', path, body: { kind: 'json', value: body } },
    AckSchema
  )
}

/**
 * 10. `GET /env-diff/{org}?snappish1=…&snappish2=…`. A snappish is an
 * environment name, optionally with `#N` (snapshot N) or `~N` (N behind the
 * latest).
 */
export async function envDiff(
  client: Client,
  params: { org: string; snappish1: string; snappish2: string }
): Promise<EnvDiff> {
  const org = segment(OrgSchema, params.org, 'org')
  const query = checked(
    EnvDiffQuerySchema,
    { snappish1: params.snappish1, snappish2: params.snappish2 },
    'snapshot expressions'
  )
  return client.send(
    { method: 'GET', path: `/env-diff/${org}`, query },
    EnvDiffSchema
  )
}

// Without `page`/`per_page` the service answers a plain array; with them,
// SPEC.md's envelope (REFERENCE-CLI §3, row 11). Both are read.
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
export async function listEnvironments(
  client: Client,
  params: { org: string; query?: ListEnvironmentsQuery }
): Promise<EnvironmentPage> {
  const org = segment(OrgSchema, params.org, 'org')
  const query = checked(
    ListEnvironmentsQuerySchema,
    params.query ?? {},
    'list-environments query'
  )
  return client.send(
    { method: 'GET', path: `/environments/${org}`, query },
    EnvironmentListSchema
  )
}

/** Every environment, page after page (50 per page unless `per_page`). */
export async function* iterateEnvironments(
  client: Client,
  org: string,
  query: Omit<ListEnvironmentsQuery, 'page'> = {}
): AsyncGenerator<Environment> {
  const perPage = checkPageSize(query.per_page ?? 50)
  for await (const page of pages((n) =>
    listEnvironments(client, {
      org,
      query: { ...query, page: n, per_page: perPage }
    })
  )) {
    yield* page.environments
  }
}

/** 18. `GET /environments/{org}/{env}/deployment_frequency?flow_id=…`. */
export async function getDeploymentFrequency(
  client: Client,
  params: EnvRef & { flowId: string }
): Promise<DeploymentFrequency> {
  const path = envPath(params, '/deployment_frequency')
  const query = checked(
    DeploymentFrequencyQuerySchema,
    { flow_id: params.flowId },
    'deployment-frequency query'
  )
  return client.send({ method: 'GET', path, query }, DeploymentFrequencySchema)
}
