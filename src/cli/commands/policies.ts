/** `list policies` (docs/spec/operations.md, operation 15). */
import { listPolicies, type Policy } from '../../api/index.js'
import { cellText, listTable, show, timeText } from '../framework/output.js'
import { serviceCommand } from '../framework/service-command.js'

function policiesTable(policies: Policy[]): string {
  return listTable(
    [
      'NAME',
      'DESCRIPTION',
      'CREATED AT',
      'LAST VERSION',
      'USED BY ENVS',
      'ARCHIVED'
    ],
    policies.map((p) => [
      p.name,
      p.description ?? '',
      timeText(p.created_at),
      String(p.versions?.length ?? 0),
      cellText(p.consuming_envs),
      p.archived ? 'yes' : ''
    ]),
    'policies'
  )
}

export const listPoliciesCommand = serviceCommand({
  name: 'list policies',
  summary: 'List environment policies',
  usage: '[--output table|json]',
  description:
    "Lists the policies of the org, the environments using each, and how many versions it has. --output json includes every version's policy YAML.",
  output: true,
  example: 'kosli-attest list policies',
  run: async (ctx) => {
    const policies = await listPolicies(ctx.client(), { org: ctx.service.org })
    show(ctx.io, ctx.output, {
      json: policies,
      table: () => policiesTable(policies)
    })
    return 0
  }
})
