import {
  FlowNameSchema,
  ListArtifactsQuerySchema
} from '../../api/schemas/index.js'
import { HttpError, validate } from '../http-error.js'
import { paginate } from '../paging.js'
import type { ApiRequest, Route } from '../route.js'
import { ok, queryObject } from '../route.js'

/** Artifacts (op 14), policies (15), controls (12), repo tags (17). */

const DEFAULT_PER_PAGE = 15

function listArtifacts(req: ApiRequest) {
  const flowName = validate(
    FlowNameSchema,
    req.params.flow_name,
    'path.flow_name'
  )
  const q = validate(ListArtifactsQuerySchema, queryObject(req.query), 'query')
  const flow = req.org.flows.find((f) => f.name === flowName)
  if (!flow) throw new HttpError(404, 'Flow not found')
  const newestFirst = [...flow.artifacts].sort((a, b) =>
    String(b.created_at).localeCompare(String(a.created_at))
  )
  const { items } = paginate(newestFirst, {
    page: q.page ?? 1,
    perPage: q.per_page ?? DEFAULT_PER_PAGE,
    url: req.url
  })
  return ok(items)
}

function listPolicies(req: ApiRequest) {
  return ok(
    req.org.policies.map((policy) => ({
      ...policy,
      // Derived, so detaching a policy shows here at once.
      consuming_envs: req.org.environments
        .filter((e) => e.policies.includes(policy.name))
        .map((e) => e.name)
    }))
  )
}

function archiveControl(req: ApiRequest) {
  const control = req.org.controls.find(
    (c) => c.identifier === req.params.identifier
  )
  if (!control) throw new HttpError(404, 'Control not found')
  // The interface does not show the effect on policies_referencing: kept.
  control.archived = true
  return ok(control)
}

function repoTags(req: ApiRequest) {
  const seen = new Map<string, { key: string; value: string }>()
  for (const repo of req.org.repos) {
    for (const [key, value] of Object.entries(repo.tags)) {
      seen.set(`${key}\u0000${value}`, { key, value })
    }
  }
  const choices = [...seen.values()].sort(
    (a, b) => a.key.localeCompare(b.key) || a.value.localeCompare(b.value)
  )
  return ok({ tag_choices: choices, _links: { self: { href: req.url.href } } })
}

export const catalogRoutes: Route[] = [
  {
    method: 'GET',
    path: '/artifacts/:org/:flow_name',
    access: 'read',
    handle: listArtifacts
  },
  {
    method: 'GET',
    path: '/policies/:org',
    access: 'read',
    handle: listPolicies
  },
  {
    method: 'POST',
    path: '/controls/:org/:identifier/archive',
    access: 'write',
    beta: 'controls',
    handle: archiveControl
  },
  { method: 'GET', path: '/repos/:org/tags', access: 'read', handle: repoTags }
]
