/**
 * `get notification` and `update notification` (docs/spec/operations.md,
 * operations 5, 4).
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { z } from 'zod'
import {
  getNotification,
  NotificationUpdateSchema,
  TRIGGERS,
  updateNotification,
  type Notification,
  type NotificationUpdate
} from '../../api/index.js'
import { choice, optional, type InputName } from '../../config/index.js'
import { ConfigError, errorMessage } from '../../errors.js'
import { listFlag } from '../framework/flag-values.js'
import {
  cellText,
  fieldsTable,
  objectFields,
  show
} from '../framework/output.js'
import {
  printDryRun,
  serviceCommand,
  type RunContext
} from '../framework/service-command.js'

function numberOf(text: string): number {
  if (!/^\d+$/.test(text)) {
    throw new ConfigError(
      `notification number "${text}" is not a whole number, e.g. 2`
    )
  }
  return Number(text)
}

function targetsText(notification: Notification): string {
  return (notification.targets ?? [])
    .map(
      (t) =>
        `${t.type}${t.webhook ? ` ${t.webhook}` : ''}${t.emails ? ` ${cellText(t.emails)}` : ''}`
    )
    .join('; ')
}

function notificationTable(notification: Notification): string {
  const { targets: _targets, ...rest } = notification
  return fieldsTable([
    ...objectFields(rest),
    ['targets', targetsText(notification)]
  ])
}

export const getNotificationCommand = serviceCommand({
  name: 'get notification',
  summary: 'Show an environment notification',
  usage: 'NUMBER [--output table|json]',
  description:
    'Shows the environment notification with this number: its environments, triggers and targets.',
  positionals: { min: 1, max: 1, what: 'the notification NUMBER' },
  output: true,
  example: 'kosli-attest get notification 2 --output json',
  run: async (ctx) => {
    const notification = await getNotification(ctx.client(), {
      org: ctx.service.org,
      number: numberOf(ctx.args[0] ?? '')
    })
    show(ctx.io, ctx.output, {
      json: notification,
      table: () => notificationTable(notification)
    })
    return 0
  }
})

async function readJsonFile(ctx: RunContext, key: InputName): Promise<unknown> {
  const path = resolve(ctx.io.cwd, optional(ctx.raw, key) ?? '')
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown
  } catch (error) {
    throw new ConfigError(
      `--${key}: cannot read JSON from ${path}: ${errorMessage(error)}`,
      { cause: error }
    )
  }
}

/** The fields an update sends, from what Kosli has now. */
function editable(current: Notification): Record<string, unknown> {
  return {
    name: current.name,
    environments: current.environments ?? [],
    triggers: current.triggers ?? [],
    targets: current.targets ?? [],
    type: current.type ?? 'env'
  }
}

async function baseBody(ctx: RunContext, number: number) {
  if (optional(ctx.raw, 'file') !== undefined) {
    return { body: await readJsonFile(ctx, 'file'), from: '--file' }
  }
  // Flags alone change the notification as it is now (read, then write).
  const current = await getNotification(ctx.client(), {
    org: ctx.service.org,
    number
  })
  return { body: editable(current), from: `notification ${number} as read` }
}

async function bodyOf(ctx: RunContext, number: number) {
  const { body, from } = await baseBody(ctx, number)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ConfigError(`${from}: the body must be a JSON object`)
  }
  const merged: Record<string, unknown> = { ...body }
  const name = optional(ctx.raw, 'name')
  if (name !== undefined) merged.name = name
  const environments = listFlag(ctx.raw, 'environments')
  if (environments.length > 0) merged.environments = environments
  const triggers = listFlag(ctx.raw, 'triggers')
  if (triggers.length > 0) {
    merged.triggers = triggers.map((t) => choice(t, '--triggers', TRIGGERS))
  }
  if (optional(ctx.raw, 'targets-file') !== undefined) {
    merged.targets = await readJsonFile(ctx, 'targets-file')
  }
  const checked = NotificationUpdateSchema.safeParse(merged)
  if (!checked.success) {
    throw new ConfigError(
      `The notification update (${from} and the flags) is not valid; nothing was sent:\n${z.prettifyError(checked.error)}`
    )
  }
  return checked.data
}

const NEEDS_CHANGE =
  'nothing to change: give --file, or one of --name, --environments, --triggers, --targets-file'

export const updateNotificationCommand = serviceCommand({
  name: 'update notification',
  summary: 'Change an environment notification',
  usage:
    'NUMBER (--file BODY.json | [--name N] [--environments E ...] [--triggers T ...] [--targets-file T.json])',
  description:
    'Replaces an environment notification. With --file, the JSON body {name, environments, triggers, targets, type: "env"} is sent; flags override its fields. Without --file, the notification is read first and the flags change only what they name. The body is checked locally (names, trigger values, target kinds SLACK, WEBHOOK, EMAIL) before anything is sent.',
  positionals: { min: 1, max: 1, what: 'the notification NUMBER' },
  flags: {
    file: {
      type: 'string',
      value: 'PATH',
      help: 'JSON file with the whole body.'
    },
    name: { type: 'string', value: 'NAME', help: 'The new name.' },
    environments: {
      type: 'string',
      multiple: true,
      value: 'ENV',
      help: 'Environment names (repeat the flag); replaces the list.'
    },
    triggers: {
      type: 'string',
      multiple: true,
      value: 'T',
      help: `Replaces the triggers (repeat the flag): ${TRIGGERS.join(', ')}.`
    },
    'targets-file': {
      type: 'string',
      value: 'PATH',
      help: 'JSON file with the targets array, e.g. [{"type": "WEBHOOK", "webhook": "https://...", "payload_version": "1.0"}].'
    }
  },
  writes: true,
  example:
    'kosli-attest update notification 2 --environments staging \\\n  --environments production --triggers ON_NON_COMPLIANT_ENV',
  run: async (ctx) => {
    const number = numberOf(ctx.args[0] ?? '')
    const given = [
      'file',
      'name',
      'environments',
      'triggers',
      'targets-file'
    ] as const
    if (!given.some((key) => optional(ctx.raw, key) !== undefined)) {
      throw new ConfigError(NEEDS_CHANGE)
    }
    const body: NotificationUpdate = await bodyOf(ctx, number)
    const org = ctx.service.org
    if (ctx.dryRun) {
      return printDryRun(
        ctx,
        await updateNotification.request({ org, number, notification: body })
      )
    }
    await updateNotification(ctx.client(), { org, number, notification: body })
    ctx.io.stdout(`notification ${number} was updated\n`)
    return 0
  }
})
