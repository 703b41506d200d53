/**
 * SPEC.md operations 9, 12-15 and 17: trail moments, controls, deployments,
 * artifacts, policies and repo tags.
 */
import { z } from 'zod'
import type { Client } from './http.js'
import { NO_PAYLOAD, checked, segment } from './operation-support.js'
import { checkPageSize, pages } from './pagination.js'
import {
  ArtifactSchema,
  ControlIdentifierSchema,
  ControlSchema,
  DeploymentPageSchema,
  FlowNameSchema,
  ListArtifactsQuerySchema,
  ListDeploymentsQuerySchema,
  MomentExpressionSchema,
  OrgSchema,
  PolicySchema,
  RepoTagChoicesSchema,
  TrailMomentSchema,
  TrailNameSchema,
  type Artifact,
  type Control,
  type Deployment,
  type DeploymentPage,
  type ListArtifactsQuery,
  type ListDeploymentsQuery,
  type Policy,
  type RepoTagChoices,
  type TrailMoment
} from './schemas.js'

/**
 * 9. `GET /trails/{org}/{flow}/{trail}/moments/{moment}` (beta: 403 for
 * organizations without server-side evaluation). SPEC.md does not give the
 * grammar of `moment`; it is sent as one escaped path segment.
 */
export async function getTrailMoment(
  client: Client,
  params: { org: string; flow: string; trail: string; moment: string }
): Promise<TrailMoment> {
  const org = segment(OrgSchema, params.org, 'org')
  const flow = segment(FlowNameSchema, params.flow, 'flow name')
  const trail = segment(TrailNameSchema, params.trail, 'trail name')
  const moment = segment(
    MomentExpressionSchema,
    params.moment,
    'moment expression'
  )
  return client.send(
    {
      method: 'GET',
      path: `/trails/${org}/${flow}/${trail}/moments/${moment}`
    },
    TrailMomentSchema
  )
}

/** 12. `POST /controls/{org}/{identifier}/archive` (beta). */
export async function archiveControl(
  client: Client,
  params: { org: string; identifier: string }
): Promise<Control> {
  const org = segment(OrgSchema, params.org, 'org')
  const id = segment(
    ControlIdentifierSchema,
    params.identifier,
    'control identifier'
  )
  return client.send(
    {
      method: 'POST',
      path: `/controls/${org}/${id}/archive`,
      body: NO_PAYLOAD
    },
    ControlSchema
  )
}

/** 13. `GET /deployments/{org}`: one page of deployments. */
export async function listDeployments(
  client: Client,
  params: { org: string; query?: ListDeploymentsQuery }
): Promise<DeploymentPage> {
  const org = segment(OrgSchema, params.org, 'org')
  const query = checked(
    ListDeploymentsQuerySchema,
    params.query ?? {},
    'list-deployments query'
  )
  return client.send(
    { method: 'GET', path: `/deployments/${org}`, query },
    DeploymentPageSchema
  )
}

/** Every deployment in the window, page after page (50 per page). */
export async function* iterateDeployments(
  client: Client,
  org: string,
  query: Omit<ListDeploymentsQuery, 'page'> = {}
): AsyncGenerator<Deployment> {
  const perPage = checkPageSize(query.per_page ?? 50)
  for await (const page of pages((n) =>
    listDeployments(client, {
      org,
      query: { ...query, page: n, per_page: perPage }
    })
  )) {
    yield* page.deployments
  }
}

/**
 * 14. `GET /artifacts/{org}/{flow}`.
 * @deprecated by the service (SPEC.md Versioning 3); no replacement is
 * named there. The vendor CLI now uses `GET /artifacts/{org}?flow_name=`.
 */
export async function listArtifacts(
  client: Client,
  params: { org: string; flow: string; query?: ListArtifactsQuery }
): Promise<Artifact[]> {
  const org = segment(OrgSchema, params.org, 'org')
  const flow = segment(FlowNameSchema, params.flow, 'flow name')
  const query = checked(
    ListArtifactsQuerySchema,
    params.query ?? {},
    'list-artifacts query'
  )
  return client.send(
    { method: 'GET', path: `/artifacts/${org}/${flow}`, query },
    z.array(ArtifactSchema)
  )
}

/** 15. `GET /policies/{org}`. */
export async function listPolicies(
  client: Client,
  params: { org: string }
): Promise<Policy[]> {
  const org = segment(OrgSchema, params.org, 'org')
  return client.send(
    { method: 'GET', path: `/policies/${org}` },
    z.array(PolicySchema)
  )
}

/** 17. `GET /repos/{org}/tags`: distinct tag key/value pairs of the repos. */
export async function listRepoTagChoices(
  client: Client,
  params: { org: string }
): Promise<RepoTagChoices> {
  const org = segment(OrgSchema, params.org, 'org')
  return client.send(
    { method: 'GET', path: `/repos/${org}/tags` },
    RepoTagChoicesSchema
  )
}
