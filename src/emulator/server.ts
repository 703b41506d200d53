import type { IncomingMessage, ServerResponse } from 'node:http'
import { persist, type EmulatorContext } from './context.js'
import { sendAnswer, sendJson, type Answer } from './respond.js'
import { authenticate } from './auth.js'
import { readBody, type RequestBody } from './body.js'
import { handleControl } from './control/index.js'
import { servePage } from './pages/index.js'
import type { EnvEvent } from './events.js'
import type { Fault } from './faults.js'
import { FORBIDDEN, HttpError } from './http-error.js'
import { startRecord, type RequestRecord } from './request-log.js'
import type { Access, Route } from './route.js'
import type { Token } from './state.js'

const API_PREFIX = '/api/v2'

const RANK: Record<Token['privilege'], number> = {
  reader: 0,
  snapshotter: 0,
  member: 1,
  admin: 2
}
const NEEDED: Record<Access, number> = { read: 0, write: 1, admin: 2 }

/** A request target: its path as sent, and a URL for the query and links. */
export interface Target {
  /**
   * Still percent-encoded, and not normalised: `/a/%2E%2E/b` keeps its
   * segment `..`, as a path parameter of that value must.
   */
  path: string
  url: URL
}

/**
 * The request target, or undefined. An origin-form target is read as a path
 * whatever follows its first slash (`//[` is a path, not a host), so no
 * target can make URL parsing throw past this point.
 */
export function readTarget(raw: string | undefined): Target | undefined {
  const target = raw ?? '/'
  try {
    if (!target.startsWith('/')) {
      const url = new URL(target) // absolute-form
      return { path: url.pathname, url }
    }
    const url = new URL(`http://emulator${target}`)
    return { path: target.replace(/[?#].*$/s, ''), url }
  } catch {
    return undefined
  }
}

/** The URL as the client addressed it, for links in answers. */
function linkUrl(req: IncomingMessage, url: URL): URL {
  const link = new URL(url.href)
  try {
    link.host = req.headers.host ?? 'localhost'
  } catch {
    // an unusable Host header: keep the placeholder host
  }
  return link
}

/** The organisation a matched route acts on, if the token may act there. */
function authorize(
  ctx: EmulatorContext,
  token: Token,
  found: { route: Route; params: Record<string, string> }
) {
  const { route } = found
  const orgName = found.params.org ?? token.org
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

/** A request and its response, as node:http hands them over. */
interface Connection {
  req: IncomingMessage
  res: ServerResponse
}

interface Exchange extends Connection {
  path: string
  url: URL
  onBody: (body: RequestBody) => void
  events: EnvEvent[]
}

async function serveApi(ctx: EmulatorContext, x: Exchange): Promise<Answer> {
  const { req, url } = x
  const path = x.path.replace(/\/+$/, '')
  const method = req.method ?? 'GET'
  const found = path.startsWith(`${API_PREFIX}/`)
    ? ctx.router.match(method, path.slice(API_PREFIX.length))
    : ({ kind: 'none' } as const)
  if (found.kind === 'none') {
    throw new HttpError(404, `No such endpoint: ${method} ${x.path}`)
  }
  if (found.kind === 'wrong-method') {
    throw new HttpError(405, `Method ${method} is not allowed here`, {
      headers: { allow: found.allowed.join(', ') }
    })
  }
  const token = authenticate(ctx.state, req.headers.authorization)
  const { orgName, org } = authorize(ctx, token, found)
  const body = await readBody(req)
  x.onBody(body)
  return found.route.handle({
    params: found.params,
    query: url.searchParams,
    body,
    orgName,
    org,
    state: ctx.state,
    token,
    now: Math.floor(ctx.clock() / 1000),
    url: linkUrl(req, url),
    events: x.events,
    attachments: ctx.attachments
  })
}

async function answerOf(ctx: EmulatorContext, x: Exchange): Promise<Answer> {
  try {
    return await serveApi(ctx, x)
  } catch (error) {
    const failure =
      error instanceof HttpError
        ? error
        : new HttpError(500, `Emulator error: ${String(error)}`)
    return {
      status: failure.status,
      body: failure.body,
      headers: failure.headers
    }
  }
}

/**
 * With a store, what a request changed is committed before its answer
 * leaves: an answered write survives a kill. A store that cannot write
 * turns the answer into a 500, undoes the change and drops its webhook
 * events, so nothing shows a write that was not answered as done.
 */
function committed(ctx: EmulatorContext, x: Exchange, answer: Answer) {
  if (x.req.method === 'GET' || x.req.method === 'HEAD') return answer
  try {
    persist(ctx)
    return answer
  } catch (error) {
    x.events.length = 0
    return {
      status: 500,
      body: {
        message: `The emulator's store could not record this request: ${String(error)}`
      }
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function faultAnswer(fault: Fault): Answer {
  const status = fault.status ?? 500
  return {
    status,
    body: fault.body ?? { message: `Injected fault: ${status}` },
    headers:
      fault.retryAfter === undefined
        ? {}
        : { 'retry-after': String(fault.retryAfter) }
  }
}

/** Sends the answer, or cuts the connection; returns the status sent. */
async function deliver(
  x: Exchange,
  fault: Fault | undefined,
  answer: Answer
): Promise<number> {
  if (fault?.delayMs) await sleep(fault.delayMs)
  if (fault?.drop) {
    x.req.socket.destroy()
    return 0
  }
  const sent = fault?.status === undefined ? answer : faultAnswer(fault)
  sendAnswer(x.res, sent)
  return sent.status
}

/**
 * A fault acting on receipt replaces the handling (a pure delay only waits);
 * one acting after the store lets the request change the state first.
 */
async function handleApi(
  ctx: EmulatorContext,
  connection: Connection,
  target: Target
): Promise<void> {
  const { req } = connection
  const record: RequestRecord = startRecord(ctx, req, target)
  const x: Exchange = {
    ...connection,
    ...target,
    onBody: (body) => ctx.requests.addBody(record, body),
    events: []
  }
  const fault = ctx.faults.take(req.method ?? 'GET', target.path)
  if (fault) record.fault = true
  if (
    fault?.after === 'receive' &&
    (fault.status !== undefined || fault.drop)
  ) {
    // Read what was sent, so the log shows what a retried request carried.
    x.onBody(await readBody(req).catch(() => ({ kind: 'none' }) as const))
    record.status = await deliver(x, fault, faultAnswer(fault))
    return
  }
  if (fault?.after === 'receive' && fault.delayMs) await sleep(fault.delayMs)
  const answer = committed(ctx, x, await answerOf(ctx, x))
  ctx.deliveries.dispatch(x.events)
  if (fault?.after === 'store') {
    record.handled_status = answer.status
    record.status = await deliver(x, fault, answer)
    return
  }
  record.status = answer.status
  sendAnswer(connection.res, answer)
}

function sendSafely(res: ServerResponse, status: number, message: string) {
  try {
    sendJson(res, status, { message })
  } catch {
    res.destroy()
  }
}

/** The node:http request listener of one emulator: it never throws. */
export function requestListener(ctx: EmulatorContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    try {
      const target = readTarget(req.url)
      if (!target) {
        sendSafely(res, 400, 'The request target is not a path or a URL')
        return
      }
      if (req.method === 'GET' && servePage(ctx, { req, res }, target)) return
      const work = target.path.startsWith('/_emulator/')
        ? handleControl(ctx, { req, res }, target.path)
        : handleApi(ctx, { req, res }, target)
      work.catch((error: unknown) => {
        sendSafely(res, 500, `Emulator error: ${String(error)}`)
      })
    } catch (error) {
      sendSafely(res, 500, `Emulator error: ${String(error)}`)
    }
  }
}
