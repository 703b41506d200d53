/** `archive control` (docs/spec/operations.md, operation 12, beta). */
import { archiveControl } from '../../api/index.js'
import { fieldsTable, objectFields, show } from '../framework/output.js'
import { printDryRun, serviceCommand } from '../framework/service-command.js'

export const archiveControlCommand = serviceCommand({
  name: 'archive control',
  summary: 'Archive a control (beta)',
  usage: 'IDENTIFIER [--output table|json]',
  description:
    'Archives a control: it is no longer active. Controls are a beta feature: an org without it gets 403.',
  positionals: { min: 1, max: 1, what: 'the control IDENTIFIER' },
  output: true,
  writes: true,
  example: 'kosli-attest archive control CTRL-003',
  run: async (ctx) => {
    const identifier = ctx.args[0] ?? ''
    const org = ctx.service.org
    if (ctx.dryRun) {
      return printDryRun(ctx, await archiveControl.request({ org, identifier }))
    }
    const control = await archiveControl(ctx.client(), { org, identifier })
    show(ctx.io, ctx.output, {
      json: control,
      table: () =>
        `control ${identifier} was archived\n${fieldsTable(objectFields(control))}`
    })
    return 0
  }
})
