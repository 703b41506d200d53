import type { IncomingMessage, ServerResponse } from 'node:http'
import type { EmulatorContext } from './context.js'
import { sendJson } from './respond.js'
import { authenticate } from './auth.js'
import { readBody, type RequestBody } from './body.js'
import { handleControl } from './control.js'
import type { Fault } from './faults.js'
import { FORBIDDEN, HttpError } from './http-error.js'
import { recordBody, startRecord } from './request-log.js'
import type { Access, ApiResult, Route } from './route.js'
import type { Token } from './state.js'

const API_PREFIX = '/api/v2'

const RANK: Record<Token['privilege'], number> = {
  reader: 0,
  snapshotter: 0,
  member: 1,
  admin: 2
}
const NEEDED: Record<Access, number> = { read: 0, write: 1, admin: 2 }

function authorize(
  ctx: EmulatorContext,
  route: Route,
  token: Token,
  org?: string
) {
  const orgName = org ?? token.org
  const state = ctx.state.orgs[orgName]
  if (!state) throw new HttpError(404, 'Organization not found')
  if (token.org !== orgName) throw new HttpError(403, FORBIDDEN)
  if (RANK[token.privilege] < NEEDED[route.access]) {
    throw new HttpError(403, route.forbidden ?? FORBIDDEN)
  }
  if (route.beta && !state.features[route.beta]) {
    throw new HttpError(403, FORBIDDEN)
  }
  return { orgName, org: state }
}

async function serveApi(
  ctx: EmulatorContext,
  req: IncomingMessage,
  url: URL,
  onBody: (body: RequestBody) => void
): Promise<ApiResult> {
  const path = url.pathname.replace(/\/+$/, '')
  const method = req.method ?? 'GET'
  const found = path.startsWith(`${API_PREFIX}/`)
    ? ctx.router.match(method, path.slice(API_PREFIX.length))
    : ({ kind: 'none' } as const)
  if (found.kind === 'none') {
    throw new HttpError(404, `No such endpoint: ${method} ${url.pathname}`)
  }
  if (found.kind === 'wrong-method') {
    throw new HttpError(
      405,
      `Method ${method} is not allowed here`,
      undefined,
      {
        allow: found.allowed.join(', ')
      }
    )
  }
  const token = authenticate(ctx.state, req.headers.authorization)
  const { orgName, org } = authorize(ctx, found.route, token, found.params.org)
  const body = await readBody(req)
  onBody(body)
  return found.route.handle({
    params: found.params,
    query: url.searchParams,
    body,
    orgName,
    org,
    state: ctx.state,
    token,
    now: Math.floor(ctx.clock() / 1000),
    url: new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Answers with the fault; returns the status sent (0 when dropped). */
async function applyFault(
  req: IncomingMessage,
  res: ServerResponse,
  fault: Fault,
  onBody: (body: RequestBody) => void
): Promise<number> {
  // Read what was sent, so the log shows what a retried request carried.
  onBody(await readBody(req).catch(() => ({ kind: 'none' }) as const))
  if (fault.delayMs) await sleep(fault.delayMs)
  if (fault.drop) {
    req.socket.destroy()
    return 0
  }
  const status = fault.status ?? 500
  const headers: Record<string, string> = {}
  if (fault.retryAfter !== undefined) {
    headers['retry-after'] = String(fault.retryAfter)
  }
  sendJson(
    res,
    status,
    fault.body ?? { message: `Injected fault: ${status}` },
    headers
  )
  return status
}

async function handleApi(
  ctx: EmulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL
): Promise<number> {
  const record = startRecord(ctx, req, url)
  const onBody = (body: RequestBody) => recordBody(record, body)
  const fault = ctx.faults.take(req.method ?? 'GET', url.pathname)
  if (fault) {
    record.fault = true
    if (fault.status === undefined && !fault.drop) {
      await sleep(fault.delayMs ?? 0) // a pure delay: then answer normally
    } else {
      record.status = await applyFault(req, res, fault, onBody)
      return record.status
    }
  }
  try {
    const result = await serveApi(ctx, req, url, onBody)
    record.status = result.status
    sendJson(res, result.status, result.body)
  } catch (error) {
    const failure =
      error instanceof HttpError
        ? error
        : new HttpError(500, `Emulator error: ${String(error)}`)
    record.status = failure.status
    sendJson(res, failure.status, failure.body, failure.headers)
  }
  return record.status ?? 0
}

/** The node:http request listener of one emulator. */
export function requestListener(ctx: EmulatorContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://emulator')
    const work = url.pathname.startsWith('/_emulator/')
      ? handleControl(ctx, req, res, url)
      : handleApi(ctx, req, res, url)
    work.catch((error: unknown) => {
      sendJson(res, 500, { message: `Emulator error: ${String(error)}` })
    })
  }
}
