import type { IncomingMessage } from 'node:http'
import { redactAuthorization } from './auth.js'
import type { RequestBody } from './body.js'
import type { FormFile, PartSummary } from './multipart.js'
import { queryObject } from './route.js'

/** One API request as `GET /_emulator/requests` shows it. */
export interface RequestRecord {
  seq: number
  /** Milliseconds from the injected clock. */
  time: number
  method: string
  path: string
  query: Record<string, string | string[]>
  /** Lower-cased names; credentials redacted (`Bearer ***`). */
  headers: Record<string, string>
  body?: unknown
  invalid_json?: string
  parts?: PartSummary[]
  data_json?: unknown
  files?: FormFile[]
  status?: number
  fault?: boolean
}

/** Oldest entries are dropped past this, so a long `serve` stays bounded. */
export const REQUEST_LOG_LIMIT = 10_000

const SECRET_HEADERS = new Set(['proxy-authorization', 'cookie'])

export class RequestLog {
  private entries: RequestRecord[] = []
  private seq = 0

  add(record: Omit<RequestRecord, 'seq'>): RequestRecord {
    const entry = { seq: ++this.seq, ...record }
    this.entries.push(entry)
    if (this.entries.length > REQUEST_LOG_LIMIT) this.entries.shift()
    return entry
  }

  list(): readonly RequestRecord[] {
    return this.entries
  }

  clear(): void {
    this.entries = []
    this.seq = 0
  }
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    const text = Array.isArray(value) ? value.join(', ') : value
    if (name === 'authorization') headers[name] = redactAuthorization(text)
    else headers[name] = SECRET_HEADERS.has(name) ? '***' : text
  }
  return headers
}

export function startRecord(
  ctx: { requests: RequestLog; clock: () => number },
  req: IncomingMessage,
  url: URL
): RequestRecord {
  return ctx.requests.add({
    time: ctx.clock(),
    method: req.method ?? 'GET',
    path: url.pathname,
    query: queryObject(url.searchParams),
    headers: headersOf(req)
  })
}

export function recordBody(record: RequestRecord, body: RequestBody): void {
  if (body.kind === 'json') record.body = body.value
  if (body.kind === 'invalid-json') record.invalid_json = body.reason
  if (body.kind !== 'multipart') return
  record.parts = body.form.parts
  record.files = body.form.files
  const dataJson = body.form.fields.data_json
  if (dataJson === undefined) return
  try {
    record.data_json = JSON.parse(dataJson) as unknown
  } catch {
    record.data_json = dataJson
  }
}
