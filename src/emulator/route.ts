import type { Attachments } from './attachments.js'
import type { RequestBody } from './body.js'
import type { EnvEvent } from './events.js'
import type { EmulatorState, Org, Token } from './state.js'

/** What a route handler gets: everything already authenticated and read. */
export interface ApiRequest {
  params: Record<string, string>
  query: URLSearchParams
  body: RequestBody
  orgName: string
  org: Org
  state: EmulatorState
  token: Token
  /** Unix seconds from the injected clock. */
  now: number
  /** The request URL as the client addressed it (Host header), for links. */
  url: URL
  /** Events the request causes; delivered once it has been answered. */
  events: EnvEvent[]
  /** Attachment bytes, which the trail page offers for download. */
  attachments: Attachments
}

export interface ApiResult {
  status: number
  body: unknown
}

export type Access = 'read' | 'write' | 'admin'

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Below `/api/v2`; `:name` segments become `params`. */
  path: string
  access: Access
  beta?: keyof Org['features']
  /** The 403 message when the token's privilege is too low. */
  forbidden?: string
  /** Handlers are synchronous, so a request's state change is atomic. */
  handle(req: ApiRequest): ApiResult
}

export function ok(body: unknown, status = 200): ApiResult {
  return { status, body }
}

/** Query parameters as an object: one value a string, repeated an array. */
export function queryObject(
  query: URLSearchParams
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key)
    out[key] = all.length === 1 ? (all[0] ?? '') : all
  }
  return out
}
