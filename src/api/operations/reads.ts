/**
 * docs/spec/operations.md, operations 9, 12-15 and 17: trail moments,
 * controls, deployments, artifacts, policies and repo tags.
 */
import { z } from 'zod'
import { operation } from './support.js'
import { everyItem } from '../pagination.js'
import {
  ArtifactSchema,
  ControlSchema,
  DeploymentPageSchema,
  ListArtifactsQuerySchema,
  ListDeploymentsQuerySchema,
  PolicySchema,
  RepoTagChoicesSchema,
  TrailMomentSchema,
  type Artifact,
  type Control,
  type Deployment,
  type DeploymentPage,
  type ListArtifactsQuery,
  type ListDeploymentsQuery,
  type Policy,
  type RepoTagChoices,
  type TrailMoment
} from '../schemas/index.js'

/**
 * 9. `GET /trails/{org}/{flow}/{trail}/moments/{moment}` (beta: 403 for
 * organizations without server-side evaluation). The grammar of `moment` is
 * not given (docs/spec/gaps.md); it is sent as one escaped path segment.
 */
export const getTrailMoment = operation<
  { org: string; flow: string; trail: string; moment: string },
  TrailMoment
>({
  method: 'GET',
  path: '/trails/{org}/{flow}/{trail}/moments/{moment}',
  response: TrailMomentSchema
})

/** 12. `POST /controls/{org}/{identifier}/archive` (beta). */
export const archiveControl = operation<
  { org: string; identifier: string },
  Control
>({
  method: 'POST',
  path: '/controls/{org}/{control}/archive',
  segments: (params) => ({ org: params.org, control: params.identifier }),
  json: null,
  response: ControlSchema
})

/** 13. `GET /deployments/{org}`: one page of deployments. */
export const listDeployments = operation<
  { org: string; query?: ListDeploymentsQuery },
  DeploymentPage
>({
  method: 'GET',
  path: '/deployments/{org}',
  query: {
    schema: ListDeploymentsQuerySchema,
    what: 'list-deployments query',
    value: (params) => params.query ?? {}
  },
  response: DeploymentPageSchema
})

/** Every deployment in the window, page after page (50 per page). */
export function iterateDeployments(
  client: Parameters<typeof listDeployments>[0],
  org: string,
  query: Omit<ListDeploymentsQuery, 'page'> = {}
): AsyncGenerator<Deployment> {
  return everyItem(
    (page) => listDeployments(client, { org, query: { ...query, ...page } }),
    query.per_page,
    (answer) => answer.deployments
  )
}

/**
 * 14. `GET /artifacts/{org}/{flow}`.
 * @deprecated by the service (docs/spec/README.md, versioning); no
 * replacement is named there. The Kosli CLI now uses
 * `GET /artifacts/{org}?flow_name=`.
 */
export const listArtifacts = operation<
  { org: string; flow: string; query?: ListArtifactsQuery },
  Artifact[]
>({
  method: 'GET',
  path: '/artifacts/{org}/{flow}',
  query: {
    schema: ListArtifactsQuerySchema,
    what: 'list-artifacts query',
    value: (params) => params.query ?? {}
  },
  response: z.array(ArtifactSchema)
})

/** 15. `GET /policies/{org}`. */
export const listPolicies = operation<{ org: string }, Policy[]>({
  method: 'GET',
  path: '/policies/{org}',
  response: z.array(PolicySchema)
})

/** 17. `GET /repos/{org}/tags`: distinct tag key/value pairs of the repos. */
export const listRepoTagChoices = operation<{ org: string }, RepoTagChoices>({
  method: 'GET',
  path: '/repos/{org}/tags',
  response: RepoTagChoicesSchema
})
