/**
 * `update service-account` and `delete service-account`
 * (docs/spec/operations.md, operations 2, 3).
 */
import {
  deleteServiceAccount,
  PRIVILEGES,
  updateServiceAccount,
  type ServiceAccount,
  type ServiceAccountUpdate
} from '../../api/index.js'
import { optional } from '../../config/index.js'
import { ConfigError } from '../../errors.js'
import { boolFlag, choiceFlag } from '../framework/flag-values.js'
import { fieldsTable, objectFields, show } from '../framework/output.js'
import {
  printDryRun,
  serviceCommand,
  type RunContext
} from '../framework/service-command.js'

function changesOf(ctx: RunContext): ServiceAccountUpdate {
  // --description "" sets an empty description: the schema allows one.
  const description =
    ctx.raw.description === '' ? '' : optional(ctx.raw, 'description')
  const clear = boolFlag(ctx.raw, 'clear-description')
  const privilege = choiceFlag(ctx.raw, 'privilege', PRIVILEGES)
  if (description !== undefined && clear) {
    throw new ConfigError(
      '--description and --clear-description: give one; --clear-description removes it'
    )
  }
  if (description === undefined && !clear && privilege === undefined) {
    throw new ConfigError(
      'nothing to change: give --description, --clear-description and/or --privilege'
    )
  }
  return {
    // Sending null clears the description; leaving it out keeps it.
    ...(clear
      ? { description: null }
      : description !== undefined && { description }),
    ...(privilege !== undefined && { privilege })
  }
}

function accountView(account: ServiceAccount) {
  return { json: account, table: () => fieldsTable(objectFields(account)) }
}

export const updateServiceAccountCommand = serviceCommand({
  name: 'update service-account',
  summary: 'Change the description or privilege of a service account',
  usage: 'NAME [--description TEXT | --clear-description] [--privilege P]',
  description:
    'Changes a service account; what is not given stays as it is. Prints the account as Kosli returns it.',
  positionals: { min: 1, max: 1, what: 'the service account NAME' },
  flags: {
    description: {
      type: 'string',
      value: 'TEXT',
      help: 'The new description (at most 512 characters).'
    },
    'clear-description': {
      type: 'boolean',
      help: 'Remove the description (sends description: null).'
    },
    privilege: {
      type: 'string',
      value: 'P',
      help: `One of ${PRIVILEGES.join(', ')}.`
    }
  },
  output: true,
  writes: true,
  example:
    'kosli-attest update service-account ci-bot --privilege member \\\n  --description "Attests from GitLab CI"',
  run: async (ctx) => {
    const name = ctx.args[0] ?? ''
    const changes = changesOf(ctx)
    const org = ctx.service.org
    if (ctx.dryRun) {
      return printDryRun(
        ctx,
        await updateServiceAccount.request({ org, name, changes })
      )
    }
    const account = await updateServiceAccount(ctx.client(), {
      org,
      name,
      changes
    })
    show(ctx.io, ctx.output, accountView(account))
    return 0
  }
})

/** Yes only when the person at the terminal says so, or --yes. */
async function confirmed(ctx: RunContext, names: string[]): Promise<boolean> {
  if (boolFlag(ctx.raw, 'yes') || ctx.dryRun) return true
  if (!ctx.io.isTTY) {
    throw new ConfigError(
      `deleting ${names.join(', ')} needs confirmation and there is no terminal to ask on: add --yes`
    )
  }
  const which = names.length === 1 ? 'service account' : 'service accounts'
  return ctx.io.confirm(
    `Delete ${which} ${names.join(', ')} of org ${ctx.service.org}? This cannot be undone.`
  )
}

export const deleteServiceAccountCommand = serviceCommand({
  name: 'delete service-account',
  summary: 'Delete service accounts (asks first)',
  usage: 'NAME... [--yes]',
  description:
    'Deletes each named service account, one request per name, stopping at the first failure. On a terminal it asks first; elsewhere (CI, scripts) --yes is required, so nothing is deleted by accident.',
  positionals: { min: 1, max: 100, what: 'service account NAMEs' },
  flags: {
    yes: {
      type: 'boolean',
      help: 'Do not ask. Only a flag: no variable or config file sets it.'
    }
  },
  writes: true,
  exitStatus:
    '0 deleted, 1 not confirmed or Kosli refused, 2 usage error (also: no terminal and no --yes).',
  example: 'kosli-attest delete service-account old-ci-bot --yes',
  run: async (ctx) => {
    if (!(await confirmed(ctx, ctx.args))) {
      ctx.io.stderr('Not confirmed: nothing was deleted.\n')
      return 1
    }
    const org = ctx.service.org
    for (const name of ctx.args) {
      if (ctx.dryRun) {
        printDryRun(ctx, await deleteServiceAccount.request({ org, name }))
        continue
      }
      await deleteServiceAccount(ctx.client(), { org, name })
      ctx.io.stdout(`service account ${name} was deleted\n`)
    }
    return 0
  }
})
