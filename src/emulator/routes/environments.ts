import {
  AllowlistEntrySchema,
  DetachPoliciesSchema,
  JoinEnvironmentSchema,
  ListEnvironmentsQuerySchema,
  type ListEnvironmentsQuery
} from '../../api/schemas/index.js'
import { jsonBody } from '../body.js'
import { allowedEvent } from '../events.js'
import { HttpError, validate } from '../http-error.js'
import { paginate } from '../paging.js'
import type { ApiRequest, Route } from '../route.js'
import { ok, queryObject } from '../route.js'
import type { EnvironmentRecord } from '../state.js'

/** List (op 11), allow-list (6), detach policies (7), join (8). */

const DEFAULT_PER_PAGE = 15
const NOT_PHYSICAL =
  'Can only add physical environments to logical environments'

function publicEnvironment(env: EnvironmentRecord, org: string) {
  const { space_id: _space, ...rest } = env
  return { ...rest, org }
}

/** An empty `tag` value filters nothing, like an empty `name`. */
function matchesTag(env: EnvironmentRecord, tag: string): boolean {
  if (tag === '') return true
  const colon = tag.indexOf(':')
  if (colon < 0) return tag in env.tags
  return env.tags[tag.slice(0, colon)] === tag.slice(colon + 1)
}

function filterEnvironments(
  envs: readonly EnvironmentRecord[],
  q: ListEnvironmentsQuery
): EnvironmentRecord[] {
  const name = q.name?.toLowerCase()
  // Repeated values of one filter combine with OR; filters with AND.
  return envs.filter(
    (env) =>
      (name === undefined || env.name.toLowerCase().includes(name)) &&
      (!q.type || q.type.includes(env.type)) &&
      (!q.space_id || q.space_id.includes(env.space_id ?? '')) &&
      (!q.tag || q.tag.some((tag) => matchesTag(env, tag)))
  )
}

function sortEnvironments(
  envs: EnvironmentRecord[],
  q: ListEnvironmentsQuery
): EnvironmentRecord[] {
  const field = q.sort ?? 'name'
  const sign = q.sort_direction === 'desc' ? -1 : 1
  return envs.sort((a, b) => {
    const x = a[field]
    const y = b[field]
    const order = x < y ? -1 : x > y ? 1 : a.name.localeCompare(b.name)
    return sign * order
  })
}

function listEnvironments(req: ApiRequest) {
  const q = validate(
    ListEnvironmentsQuerySchema,
    queryObject(req.query),
    'query'
  )
  const envs = sortEnvironments(filterEnvironments(req.org.environments, q), q)
  const items = envs.map((env) => publicEnvironment(env, req.orgName))
  // Without paging parameters the service answers a plain array.
  if (q.page === undefined && q.per_page === undefined) return ok(items)
  const { items: page, ...envelope } = paginate(items, {
    page: q.page ?? 1,
    perPage: q.per_page ?? DEFAULT_PER_PAGE,
    url: req.url
  })
  return ok({ ...envelope, environments: page })
}

function findEnvironment(req: ApiRequest, name: string | undefined) {
  return req.org.environments.find((e) => e.name === name)
}

function allowArtifact(req: ApiRequest) {
  const entry = validate(AllowlistEntrySchema, jsonBody(req.body), '')
  const envName = req.params.env_name ?? ''
  if (!findEnvironment(req, envName)) {
    throw new HttpError(404, 'Environment not found')
  }
  // PUT is idempotent: the same artifact allowed again replaces its entry.
  req.org.allowlist = req.org.allowlist.filter(
    (a) =>
      a.env_name !== envName ||
      a.artifact_fingerprint !== entry.artifact_fingerprint
  )
  req.org.allowlist.push({
    env_name: envName,
    ...entry,
    created_at: req.now,
    created_by: req.token.label ?? req.token.privilege
  })
  req.events.push(allowedEvent(req, envName, entry))
  return ok(entry)
}

function detachPolicies(req: ApiRequest) {
  const { policy_names: names } = validate(
    DetachPoliciesSchema,
    jsonBody(req.body),
    ''
  )
  const env = findEnvironment(req, req.params.env_name)
  // An empty list detaches nothing; an empty name is a policy not found.
  if (!env || !names.every((n) => env.policies.includes(n))) {
    throw new HttpError(404, 'Environment or policy not found')
  }
  env.policies = env.policies.filter((p) => !names.includes(p))
  env.last_modified_at = req.now
  return ok('OK')
}

function joinEnvironment(req: ApiRequest) {
  const body = validate(JoinEnvironmentSchema, jsonBody(req.body), '')
  const logical = findEnvironment(req, req.params.env_name)
  // An empty name finds no environment: 404, as for any unknown name.
  const physical = findEnvironment(req, body.physical_env_name)
  if (!logical || !physical) throw new HttpError(404, 'Environment not found')
  if (logical.type !== 'logical' || physical.type === 'logical') {
    throw new HttpError(400, NOT_PHYSICAL)
  }
  if (!logical.included_environments.includes(physical.name)) {
    logical.included_environments.push(physical.name)
    logical.last_modified_at = req.now
  }
  return ok('OK')
}

export const environmentRoutes: Route[] = [
  {
    method: 'GET',
    path: '/environments/:org',
    access: 'read',
    handle: listEnvironments
  },
  {
    method: 'PUT',
    path: '/allowlists/:org/:env_name',
    access: 'write',
    handle: allowArtifact
  },
  {
    method: 'DELETE',
    path: '/environments/:org/:env_name/policies',
    access: 'write',
    forbidden: 'User does not have permission to detach policy',
    handle: detachPolicies
  },
  {
    method: 'PUT',
    path: '/environments/:org/:env_name/join',
    access: 'write',
    handle: joinEnvironment
  }
]
