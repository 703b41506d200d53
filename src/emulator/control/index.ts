import type { IncomingMessage, ServerResponse } from 'node:http'
import { MB } from '../../api/schemas/patterns.js'
import { readBody } from '../body.js'
import { persist, type EmulatorContext } from '../context.js'
import { sendBackup } from './backup.js'
import { guardControl } from './guard.js'
import { addSnapshot, SnapshotReportSchema } from './snapshots.js'
import { FaultSchema } from '../faults.js'
import { fieldErrors, HttpError, validationError } from '../http-error.js'
import { sendJson, sendJsonText } from '../respond.js'
import { EmulatorStateSchema, parseState } from '../state.js'
import { STRICTNESS_RULES } from '../strictness.js'

/**
 * `/_emulator/*`: test and demo control, outside `/api/v2`. Without a token
 * from this machine (the emulator binds to loopback by default, and
 * guard.ts keeps web pages out); from another machine with the control
 * token. Not recorded in the request log. With a store, what a control
 * request changed is committed before it is answered, as for the API.
 */

const STATE_BODY_LIMIT = 64 * MB

async function jsonOf(req: IncomingMessage, limit?: number): Promise<unknown> {
  const body = await readBody(req, limit)
  if (body.kind === 'json') return body.value
  if (body.kind === 'invalid-json') {
    throw validationError({ body: `Invalid JSON: ${body.reason}` })
  }
  throw validationError({ body: 'Expected a JSON body' })
}

async function addFault(ctx: EmulatorContext, req: IncomingMessage) {
  const parsed = FaultSchema.safeParse(await jsonOf(req))
  if (!parsed.success) throw validationError(fieldErrors(parsed.error, ''))
  try {
    return ctx.faults.add(parsed.data)
  } catch (error) {
    throw new HttpError(409, String(error))
  }
}

/** The depth was checked as the body was read (body.ts). */
async function putState(ctx: EmulatorContext, req: IncomingMessage) {
  const json = await jsonOf(req, STATE_BODY_LIMIT)
  const parsed = EmulatorStateSchema.safeParse(json)
  if (!parsed.success) throw validationError(fieldErrors(parsed.error, ''))
  try {
    ctx.state = parseState(parsed.data, 'the posted state')
  } catch (error) {
    throw validationError({ tokens: String(error) })
  }
  return { message: 'state replaced' }
}

async function postSnapshot(
  ctx: EmulatorContext,
  req: IncomingMessage,
  path: string
) {
  const parsed = SnapshotReportSchema.safeParse(await jsonOf(req))
  if (!parsed.success) throw validationError(fieldErrors(parsed.error, ''))
  return addSnapshot(ctx, path, parsed.data)
}

function reset(ctx: EmulatorContext) {
  ctx.state = structuredClone(ctx.initial)
  ctx.requests.clear()
  ctx.faults.clear()
  ctx.deliveries.clear({ reset: true })
  ctx.attachments.clear()
  return { message: 'reset to the start state' }
}

function limits(ctx: EmulatorContext) {
  return {
    requests: ctx.requests.stats(),
    deliveries: ctx.deliveries.stats()
  }
}

/** The request log's limits, also as headers of `GET /_emulator/requests`. */
function logHeaders(ctx: EmulatorContext): Record<string, string> {
  const stats = ctx.requests.stats()
  return {
    'x-emulator-log-max-entries': String(stats.max_entries),
    'x-emulator-log-max-bytes': String(stats.max_bytes),
    'x-emulator-log-bytes': String(stats.bytes),
    'x-emulator-log-dropped': String(stats.dropped)
  }
}

/** `GET /_emulator/`: what the control API offers, so the URL serve prints answers. */
export const CONTROL_INDEX = {
  message:
    'Control API of the Kosli emulator (no token from this machine; the control token from others)',
  endpoints: [
    'GET /_emulator/requests: the request log (DELETE clears it)',
    'GET /_emulator/limits: sizes and limits of the request and delivery logs',
    'GET /_emulator/faults: active faults (POST adds one, DELETE clears them)',
    'GET /_emulator/deliveries: notification deliveries (DELETE clears them)',
    'POST /_emulator/reset: back to the start state (the store too)',
    'GET /_emulator/state: the whole state (PUT replaces it)',
    'POST /_emulator/snapshots/ENV: report a snapshot of an environment',
    'GET /_emulator/strictness: where the emulator is stricter than the schemas'
  ]
} as const

const BACKUP = 'GET /_emulator/backup: a copy of the store file'

/** The index; the backup is there only when there is a store to copy. */
function controlIndex(ctx: EmulatorContext) {
  if (!ctx.store) return CONTROL_INDEX
  return { ...CONTROL_INDEX, endpoints: [...CONTROL_INDEX.endpoints, BACKUP] }
}

async function route(
  ctx: EmulatorContext,
  req: IncomingMessage,
  what: string
): Promise<[number, unknown]> {
  const method = req.method ?? 'GET'
  if (method === 'POST' && what.startsWith('snapshots/')) {
    return [201, await postSnapshot(ctx, req, what.slice('snapshots/'.length))]
  }
  switch (`${method} ${what}`) {
    case 'GET ':
      return [200, controlIndex(ctx)]
    case 'DELETE requests':
      ctx.requests.clear()
      return [200, { message: 'requests cleared' }]
    case 'GET limits':
      return [200, limits(ctx)]
    case 'GET faults':
      return [200, ctx.faults.list()]
    case 'POST faults':
      return [201, await addFault(ctx, req)]
    case 'DELETE faults':
      ctx.faults.clear()
      return [200, { message: 'faults cleared' }]
    case 'GET deliveries':
      return [200, ctx.deliveries.list()]
    case 'DELETE deliveries':
      ctx.deliveries.clear()
      return [200, { message: 'deliveries cleared' }]
    case 'POST reset':
      return [200, reset(ctx)]
    case 'GET state':
      return [200, ctx.state]
    case 'PUT state':
      return [200, await putState(ctx, req)]
    case 'GET strictness':
      return [200, STRICTNESS_RULES]
    default:
      throw new HttpError(
        404,
        `No such control endpoint: ${method} /_emulator/${what}`
      )
  }
}

export async function handleControl(
  ctx: EmulatorContext,
  connection: { req: IncomingMessage; res: ServerResponse },
  path: string
): Promise<void> {
  const { req, res } = connection
  const what = path.slice('/_emulator/'.length).replace(/\/+$/, '')
  try {
    guardControl(req, ctx)
    if (req.method === 'GET' && what === 'backup') {
      await sendBackup(ctx, res)
      return
    }
    if (req.method === 'GET' && what === 'requests') {
      // Built from the kept text: no parsed copy of every body at once.
      sendJsonText(res, ctx.requests.json(), {
        status: 200,
        headers: logHeaders(ctx)
      })
      return
    }
    const [status, body] = await route(ctx, req, what)
    if (req.method !== 'GET') persist(ctx)
    sendJson(res, status, body)
  } catch (error) {
    const failure =
      error instanceof HttpError ? error : new HttpError(500, String(error))
    sendJson(res, failure.status, failure.body)
  }
}
