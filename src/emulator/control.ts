import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody } from './body.js'
import { FaultSchema } from './faults.js'
import { fieldErrors, HttpError, validationError } from './http-error.js'
import type { EmulatorContext } from './context.js'
import { sendJson } from './respond.js'
import { EmulatorStateSchema, parseState } from './state.js'

/**
 * `/_emulator/*`: test and demo control, outside `/api/v2`, without auth
 * (the emulator binds to loopback by default). Not recorded in the log.
 */

const STATE_BODY_LIMIT = 64 * 1024 * 1024

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
    throw validationError({ path: `Bad regular expression: ${String(error)}` })
  }
}

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

function reset(ctx: EmulatorContext) {
  ctx.state = structuredClone(ctx.initial)
  ctx.requests.clear()
  ctx.faults.clear()
  return { message: 'reset to the start state' }
}

async function route(
  ctx: EmulatorContext,
  req: IncomingMessage,
  what: string
): Promise<[number, unknown]> {
  switch (`${req.method ?? 'GET'} ${what}`) {
    case 'GET requests':
      return [200, ctx.requests.list()]
    case 'DELETE requests':
      ctx.requests.clear()
      return [200, { message: 'requests cleared' }]
    case 'GET faults':
      return [200, ctx.faults.list()]
    case 'POST faults':
      return [201, await addFault(ctx, req)]
    case 'DELETE faults':
      ctx.faults.clear()
      return [200, { message: 'faults cleared' }]
    case 'POST reset':
      return [200, reset(ctx)]
    case 'GET state':
      return [200, ctx.state]
    case 'PUT state':
      return [200, await putState(ctx, req)]
    default:
      throw new HttpError(
        404,
        `No such control endpoint: ${req.method} /_emulator/${what}`
      )
  }
}

export async function handleControl(
  ctx: EmulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL
): Promise<void> {
  const what = url.pathname.slice('/_emulator/'.length).replace(/\/+$/, '')
  try {
    const [status, body] = await route(ctx, req, what)
    sendJson(res, status, body)
  } catch (error) {
    const failure =
      error instanceof HttpError ? error : new HttpError(500, String(error))
    sendJson(res, failure.status, failure.body)
  }
}
