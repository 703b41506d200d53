/**
 * A loopback stand-in for GitHub's REST API, served below `/api/v3` as on
 * GitHub Enterprise Server, plus a second server playing the blob storage
 * that artifact downloads are redirected to.
 *
 * Every API request is checked against GitHub's published description
 * (operation, path and query parameters, body) and every answer against the
 * operation's response schema; whatever does not fit is answered with an
 * error and kept in `problems`, which `assertFits()` turns into a test
 * failure with the reasons. Every request to either server is recorded.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse
} from 'node:http'
import { loadOpenApi, type OpenApi } from './openapi.js'
import { sendCut, takeCut, type Cut } from './cut.js'
import { closeServer, listen, readBody } from './servers.js'
import { ROUTES, type Answer } from './routes.js'
import { StandInState } from './state.js'
import { checkAnswer, checkRequest } from './validate.js'

export const API_PREFIX = '/api/v3'

export interface RecordedRequest {
  server: 'api' | 'blob'
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export interface Fault {
  operationId: string
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** How many calls get this answer; default 1. */
  times?: number
}

export interface GitHubStandIn {
  /** The base URL to pass as GITHUB_API_URL. */
  apiUrl: string
  blobUrl: string
  state: StandInState
  requests: RecordedRequest[]
  problems: string[]
  /** Answer the next call of `operationId` with this (checked too). */
  fail(fault: Fault): void
  /** Cut the next `times` (1) answers (of `page` only) mid-body, or */
  cut(operationId: string, which?: { page?: number; times?: number }): void
  /** never answer them at all: cut.ts. */
  hold(operationId: string, times?: number): void
  /** Throws with every problem seen, then forgets them. */
  assertFits(): void
  close(): Promise<void>
}

let shared: OpenApi | undefined
/** The description, parsed once per test file. */
export function openApi(): OpenApi {
  shared ??= loadOpenApi()
  return shared
}

function send(response: ServerResponse, answer: Answer): void {
  if (answer.hold) return
  if (answer.cut) {
    sendCut(response, answer)
    return
  }
  if (answer.raw) {
    response.writeHead(answer.status, answer.headers)
    response.end(answer.raw)
    return
  }
  const headers = { ...answer.headers }
  if (answer.body !== undefined)
    headers['content-type'] = 'application/json; charset=utf-8'
  response.writeHead(answer.status, headers)
  response.end(
    answer.body === undefined ? undefined : JSON.stringify(answer.body)
  )
}

interface Shared {
  api: OpenApi
  state: StandInState
  token: string
  faults: Fault[]
  /** Answers to cut: which, and how many are left. */
  cuts: Cut[]
  problems: string[]
  apiUrl: string
  blobUrl: string
}

function authorized(headers: IncomingHttpHeaders, token: string): boolean {
  const auth = headers.authorization
  return auth === `token ${token}` || auth === `bearer ${token}`
}

function answerApi(shared: Shared, request: RecordedRequest): Answer {
  const url = new URL(request.url, 'http://stand-in')
  if (!url.pathname.startsWith(`${API_PREFIX}/`)) {
    shared.problems.push(
      `${request.method} ${url.pathname}: not below ${API_PREFIX}`
    )
    return { status: 404, body: { message: 'Not Found' } }
  }
  const path = url.pathname.slice(API_PREFIX.length)
  const checked = checkRequest(shared.api, {
    method: request.method,
    path,
    query: url.searchParams,
    contentType: request.headers['content-type'],
    body: request.body
  })
  if (!checked.ok) {
    shared.problems.push(checked.reason)
    return { status: checked.status, body: { message: checked.reason } }
  }
  if (!authorized(request.headers, shared.token)) {
    return { status: 401, body: { message: 'Bad credentials' } }
  }
  const answer =
    takeFault(shared, checked.operation.operationId) ??
    routed(shared, {
      operationId: checked.operation.operationId,
      pathParams: checked.pathParams,
      query: url.searchParams,
      body: checked.body,
      path
    })
  const problem = checkAnswer(
    shared.api,
    checked.operation,
    answer.status,
    answer.body
  )
  if (problem) shared.problems.push(problem)
  return takeCut(shared.cuts, {
    operationId: checked.operation.operationId,
    query: url.searchParams,
    answer
  })
}

/** The scripted answer for this operation, if one is due. */
function takeFault(shared: Shared, operationId: string): Answer | undefined {
  const at = shared.faults.findIndex((f) => f.operationId === operationId)
  const fault = shared.faults[at]
  if (!fault) return undefined
  fault.times = (fault.times ?? 1) - 1
  if (fault.times <= 0) shared.faults.splice(at, 1)
  const answer: Answer = { status: fault.status, body: fault.body }
  if (fault.headers) answer.headers = fault.headers
  return answer
}

interface Call {
  operationId: string
  pathParams: Record<string, string>
  query: URLSearchParams
  body: unknown
  path: string
}

function routed(shared: Shared, call: Call): Answer {
  const route = ROUTES[call.operationId]
  if (route) return route({ ...shared, ...call })
  const message = `${call.operationId} is not served by the stand-in`
  shared.problems.push(message)
  return { status: 501, body: { message } }
}

function answerBlob(shared: Shared, request: RecordedRequest): Answer {
  const match = /^\/blobs\/(\d+)\.zip\?/.exec(request.url)
  const artifact = shared.state.artifacts.find(
    (a) => a.id === Number(match?.[1])
  )
  if (request.method !== 'GET' || !artifact) {
    shared.problems.push(
      `blob storage: ${request.method} ${request.url} is not a blob`
    )
    return { status: 404, raw: Buffer.from('BlobNotFound') }
  }
  const fault = artifact.blobFaults.shift()
  if (fault !== undefined) {
    return { status: fault, raw: Buffer.from('ServerBusy') }
  }
  return {
    status: 200,
    headers: { 'content-type': 'application/zip' },
    raw: artifact.zip
  }
}

function serve(
  shared: Shared,
  requests: RecordedRequest[],
  kind: RecordedRequest['server']
): Server {
  return createServer((req, res) => {
    void readBody(req).then((body) => {
      const request: RecordedRequest = {
        server: kind,
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body
      }
      requests.push(request)
      send(
        res,
        kind === 'api'
          ? answerApi(shared, request)
          : answerBlob(shared, request)
      )
    })
  })
}

export async function startGitHubStandIn(options: {
  token: string
}): Promise<GitHubStandIn> {
  const requests: RecordedRequest[] = []
  const shared: Shared = {
    api: openApi(),
    state: new StandInState(),
    token: options.token,
    faults: [],
    cuts: [],
    problems: [],
    apiUrl: '',
    blobUrl: ''
  }
  const apiServer = serve(shared, requests, 'api')
  const blobServer = serve(shared, requests, 'blob')
  shared.apiUrl = `${await listen(apiServer)}${API_PREFIX}`
  shared.blobUrl = await listen(blobServer)
  return {
    apiUrl: shared.apiUrl,
    blobUrl: shared.blobUrl,
    state: shared.state,
    requests,
    problems: shared.problems,
    fail: (fault) => {
      const problem = checkAnswer(
        shared.api,
        shared.api.operation(fault.operationId),
        fault.status,
        fault.body
      )
      if (problem)
        throw new Error(`a fault the description refuses: ${problem}`)
      shared.faults.push(fault)
    },
    cut: (operationId, { page, times = 1 } = {}) => {
      shared.api.operation(operationId)
      shared.cuts.push({ operationId, page, left: times })
    },
    hold: (operationId, times = 1) => {
      shared.api.operation(operationId)
      shared.cuts.push({ operationId, left: times, hold: true })
    },
    assertFits: () => {
      const seen = shared.problems.splice(0)
      if (seen.length > 0) {
        throw new Error(
          `requests or answers outside GitHub's description:\n- ${seen.join('\n- ')}`
        )
      }
    },
    close: async () => {
      await Promise.all([closeServer(apiServer), closeServer(blobServer)])
    }
  }
}
