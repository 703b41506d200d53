import {
  DeploymentFrequencyQuerySchema,
  ListDeploymentsQuerySchema
} from '../../api/schemas/index.js'
import {
  FREQUENCY_PERIOD_DAYS,
  type DeploymentFrequencyBody
} from '../frequency-schema.js'
import { HttpError, validate } from '../http-error.js'
import { paginate } from '../paging.js'
import type { ApiRequest, Route } from '../route.js'
import { ok, queryObject } from '../route.js'
import type { DeploymentRecord } from '../state.js'

/** List deployments (op 13) and deployment frequency (op 18). */

const DAY = 86_400
const DEFAULT_WINDOW = 28 * DAY
const DEFAULT_PER_PAGE = 15

function publicDeployment(d: DeploymentRecord) {
  const { repo_name: _repo, flow_name: _flow, ...rest } = d
  return rest
}

function listDeployments(req: ApiRequest) {
  const q = validate(
    ListDeploymentsQuerySchema,
    queryObject(req.query),
    'query'
  )
  const end = q.end_ts ?? req.now
  const start = q.start_ts ?? end - DEFAULT_WINDOW
  const found = req.org.deployments
    .filter(
      (d) =>
        d.deployed_at >= start &&
        d.deployed_at <= end &&
        (q.env_name === undefined || d.env_name === q.env_name) &&
        // An empty repo filter filters nothing.
        (!q.repo_name || d.repo_name === q.repo_name)
    )
    .sort((a, b) => b.deployed_at - a.deployed_at)
    .map(publicDeployment)
  const { items, ...envelope } = paginate(found, {
    page: q.page ?? 1,
    perPage: q.per_page ?? DEFAULT_PER_PAGE,
    url: req.url
  })
  return ok({ ...envelope, deployments: items })
}

const round2 = (n: number) => Math.round(n * 100) / 100

function deploymentFrequency(req: ApiRequest) {
  const q = validate(
    DeploymentFrequencyQuerySchema,
    queryObject(req.query),
    'query'
  )
  const envName = req.params.env_name ?? ''
  if (!req.org.environments.some((e) => e.name === envName)) {
    throw new HttpError(404, 'Environment not found')
  }
  // `flow_id` is the flow's id; its name is accepted too. Without it (or
  // empty) the answer covers every flow.
  const flow = q.flow_id
    ? req.org.flows.find((f) => f.id === q.flow_id || f.name === q.flow_id)
    : undefined
  if (q.flow_id && !flow) throw new HttpError(404, 'Flow not found')
  const end = req.now
  const start = end - FREQUENCY_PERIOD_DAYS * DAY
  const counts = new Array<number>(FREQUENCY_PERIOD_DAYS).fill(0)
  for (const d of req.org.deployments) {
    if (d.env_name !== envName) continue
    if (flow && d.flow_name !== flow.name) continue
    if (d.deployed_at < start || d.deployed_at > end) continue
    const bucket = Math.min(
      Math.floor((d.deployed_at - start) / DAY),
      FREQUENCY_PERIOD_DAYS - 1
    )
    counts[bucket] = (counts[bucket] ?? 0) + 1
  }
  const total = counts.reduce((a, b) => a + b, 0)
  const body: DeploymentFrequencyBody = {
    env_name: envName,
    flow_id: flow?.id ?? null,
    flow_name: flow?.name ?? null,
    period_days: FREQUENCY_PERIOD_DAYS,
    start_ts: start,
    end_ts: end,
    deployments: total,
    per_day: round2(total / FREQUENCY_PERIOD_DAYS),
    per_week: round2(total / (FREQUENCY_PERIOD_DAYS / 7)),
    series: counts.map((count, i) => ({
      date: new Date((start + i * DAY) * 1000).toISOString().slice(0, 10),
      start_ts: start + i * DAY,
      count
    }))
  }
  return ok(body)
}

export const deploymentRoutes: Route[] = [
  {
    method: 'GET',
    path: '/deployments/:org',
    access: 'read',
    handle: listDeployments
  },
  {
    method: 'GET',
    path: '/environments/:org/:env_name/deployment_frequency',
    access: 'read',
    handle: deploymentFrequency
  }
]
