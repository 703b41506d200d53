/** `list deployments` (docs/spec/operations.md, operation 13). */
import {
  iterateDeployments,
  listDeployments,
  type Deployment,
  type ListDeploymentsQuery
} from '../../api/index.js'
import { optional } from '../../config/index.js'
import { ConfigError } from '../../errors.js'
import { timeFlag } from '../framework/flag-values.js'
import { listTable, show, timeText } from '../framework/output.js'
import { PAGE_FLAGS, pageLine, pageOf, showEvery } from '../framework/paging.js'
import {
  serviceCommand,
  type RunContext
} from '../framework/service-command.js'

function filtersOf(ctx: RunContext): Omit<ListDeploymentsQuery, 'page'> {
  const start = timeFlag(ctx.raw, 'start-ts')
  const end = timeFlag(ctx.raw, 'end-ts')
  if (start !== undefined && end !== undefined && start > end) {
    throw new ConfigError(
      `--start-ts is after --end-ts: the window runs from ${timeText(start)} to ${timeText(end)}`
    )
  }
  const repo = optional(ctx.raw, 'repo-name')
  const env = optional(ctx.raw, 'env-name')
  return {
    ...(start !== undefined && { start_ts: start }),
    ...(end !== undefined && { end_ts: end }),
    ...(repo !== undefined && { repo_name: repo }),
    ...(env !== undefined && { env_name: env })
  }
}

function hours(seconds: number | null | undefined): string {
  return typeof seconds === 'number' ? `${(seconds / 3600).toFixed(1)} h` : ''
}

function deploymentsTable(deployments: Deployment[]): string {
  return listTable(
    ['DEPLOYED AT', 'ENVIRONMENT', 'ARTIFACT', 'FINGERPRINT', 'LEAD TIME'],
    deployments.map((d) => [
      timeText(d.deployed_at),
      d.env_name ?? '',
      d.artifact_name ?? '',
      d.fingerprint.slice(0, 12),
      hours(d.lead_time)
    ]),
    'deployments in this window'
  )
}

export const listDeploymentsCommand = serviceCommand({
  name: 'list deployments',
  summary: 'List deployments in a time window',
  usage:
    '[--start-ts T] [--end-ts T] [--repo-name R] [--env-name E] [--page N] [--per-page N | --all]',
  description:
    'Lists the deployments of the org, newest first. The window defaults to the 28 days before --end-ts, which defaults to now. Times are Unix seconds or ISO dates (2024-05-01, 2024-05-01T12:00:00Z; UTC when no zone is given).',
  flags: {
    'start-ts': {
      type: 'string',
      value: 'T',
      help: 'Deployments at or after T.'
    },
    'end-ts': {
      type: 'string',
      value: 'T',
      help: 'Deployments at or before T.'
    },
    'repo-name': {
      type: 'string',
      value: 'R',
      help: 'Only this repository, e.g. acme/api.'
    },
    'env-name': { type: 'string', value: 'E', help: 'Only this environment.' },
    ...PAGE_FLAGS(50)
  },
  output: true,
  example:
    'kosli-attest list deployments --env-name production \\\n  --start-ts 2024-05-01 --end-ts 2024-06-01 --all',
  run: async (ctx) => {
    const filters = filtersOf(ctx)
    const org = ctx.service.org
    const paging = pageOf(ctx, 50, 0)
    if (paging.all) {
      return showEvery(
        ctx,
        iterateDeployments(ctx.client(), org, { ...filters, ...paging.walk }),
        { what: 'deployments', table: deploymentsTable }
      )
    }
    const page = await listDeployments(ctx.client(), {
      org,
      query: { ...filters, ...paging.query }
    })
    show(ctx.io, ctx.output, {
      json: page,
      table: () =>
        `${deploymentsTable(page.deployments)}\n${pageLine(page, 'deployments')}`
    })
    return 0
  }
})
