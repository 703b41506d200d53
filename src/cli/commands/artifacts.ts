/**
 * `list artifacts FLOW` (docs/spec/operations.md, operation 14, deprecated
 * by the service).
 */
import { listArtifacts, type Artifact } from '../../api/index.js'
import { argumentOrFlag, intFlag } from '../framework/flag-values.js'
import { listTable, show, timeText } from '../framework/output.js'
import { serviceCommand } from '../framework/service-command.js'

export const DEPRECATION =
  "list artifacts uses GET /artifacts/{org}/{flow}, which Kosli marks deprecated and may remove. Its replacement is GET /artifacts/{org}?flow_name=FLOW, the endpoint of the Kosli CLI's `kosli list artifacts --flow FLOW`; use that when this stops working."

function artifactsTable(artifacts: Artifact[]): string {
  return listTable(
    ['NAME', 'FINGERPRINT', 'STATE', 'COMMIT', 'CREATED AT'],
    artifacts.map((a) => [
      a.filename ?? '',
      a.fingerprint.slice(0, 12),
      a.state ?? '',
      (a.git_commit ?? a.git_commit_info?.sha1 ?? '').slice(0, 12),
      timeText(a.created_at)
    ]),
    'artifacts in this flow'
  )
}

export const listArtifactsCommand = serviceCommand({
  name: 'list artifacts',
  summary: 'List the artifacts of a flow (deprecated endpoint)',
  usage: 'FLOW|--flow FLOW [--page N] [--per-page N] [--output table|json]',
  description: `Lists the artifacts reported to a flow, with their compliance state. Deprecated: ${DEPRECATION}`,
  positionals: { min: 0, max: 1, what: 'the FLOW name' },
  flags: {
    flow: {
      type: 'string',
      value: 'FLOW',
      help: 'KOSLI_FLOW. The flow, as in the Kosli CLI, instead of the FLOW argument.'
    },
    page: { type: 'string', value: 'N', help: 'Page number, from 1.' },
    'per-page': { type: 'string', value: 'N', help: 'Page size, from 1.' }
  },
  output: true,
  example: 'kosli-attest list artifacts demo-flow --per-page 5',
  run: async (ctx) => {
    const flow = argumentOrFlag(ctx.args[0], ctx.raw, 'flow')
    ctx.io.stderr(`warning: ${DEPRECATION}\n`)
    const page = intFlag(ctx.raw, 'page', { min: 1 })
    const perPage = intFlag(ctx.raw, 'per-page', { min: 1 })
    const artifacts = await listArtifacts(ctx.client(), {
      org: ctx.service.org,
      flow,
      query: {
        ...(page !== undefined && { page }),
        ...(perPage !== undefined && { per_page: perPage })
      }
    })
    show(ctx.io, ctx.output, {
      json: artifacts,
      table: () => artifactsTable(artifacts)
    })
    return 0
  }
})
