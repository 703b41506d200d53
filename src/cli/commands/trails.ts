/** `get moment` (docs/spec/operations.md, operation 9, beta). */
import { getTrailMoment, type TrailMoment } from '../../api/index.js'
import {
  cellText,
  fieldsTable,
  listTable,
  show,
  timeText
} from '../framework/output.js'
import { serviceCommand } from '../framework/service-command.js'

function field(slot: unknown, ...names: string[]): unknown {
  if (typeof slot !== 'object' || slot === null) return undefined
  const record = slot as Record<string, unknown>
  return names.map((n) => record[n]).find((v) => v !== undefined)
}

function momentTable(moment: TrailMoment): string {
  const head = fieldsTable([
    ['moment_number', String(moment.moment_number)],
    ['created_at', timeText(moment.created_at)],
    ['template_id', moment.template_id ?? '']
  ])
  // A slot carries its attestation's fields, which vary with its type.
  const slots = listTable(
    ['SLOT', 'TYPE', 'COMPLIANT', 'CREATED AT'],
    Object.entries(moment.compliance_status).map(([name, slot]) => [
      name,
      cellText(field(slot, 'attestation_type', 'type')),
      cellText(field(slot, 'is_compliant', 'compliant')),
      timeText(field(slot, 'created_at'))
    ]),
    'slots'
  )
  return `${head}\n\n${slots}`
}

export const getMomentCommand = serviceCommand({
  name: 'get moment',
  summary: 'Show a trail moment and its compliance slots (beta)',
  usage: 'FLOW TRAIL MOMENT [--output table|json]',
  description:
    'Shows a recorded moment of a trail: which template it was evaluated against and the compliance status of each slot. MOMENT is sent to Kosli as given (the API does not define its grammar; the emulator reads a number, latest or ~N). Trail moments are a beta feature: an org without it gets 403.',
  positionals: { min: 3, max: 3, what: 'FLOW TRAIL MOMENT' },
  output: true,
  example: 'kosli-attest get moment demo-flow demo-trail latest --output json',
  run: async (ctx) => {
    const [flow = '', trail = '', moment = ''] = ctx.args
    const found = await getTrailMoment(ctx.client(), {
      org: ctx.service.org,
      flow,
      trail,
      moment
    })
    show(ctx.io, ctx.output, { json: found, table: () => momentTable(found) })
    return 0
  }
})
