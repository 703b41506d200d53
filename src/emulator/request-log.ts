import type { IncomingMessage } from 'node:http'
import { MB } from '../api/schemas/patterns.js'
import { redactAuthorization } from './auth.js'
import { parseJsonText, type RequestBody } from './body.js'
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
  /** Set when the body was too large to keep within the log's byte limit. */
  body_omitted?: string
  /** The status the client received; 0 when the connection was cut. */
  status?: number
  fault?: boolean
  /** With a fault that acts after the request was handled: its status. */
  handled_status?: number
}

export interface RequestLogLimits {
  /** Entries kept; the oldest are dropped first. */
  maxEntries: number
  /** Bytes of bodies, headers and queries kept, roughly; oldest dropped. */
  maxBytes: number
}

export const DEFAULT_REQUEST_LOG_LIMITS: RequestLogLimits = {
  maxEntries: 10_000,
  maxBytes: 32 * MB
}

export interface RequestLogStats {
  max_entries: number
  max_bytes: number
  entries: number
  bytes: number
  /** Entries dropped to stay within the limits since the last clear. */
  dropped: number
}

/**
 * Bodies are kept as the text that arrived, not as parsed objects: parsed
 * JSON can take ten times its text in memory, and the text is what the
 * byte limit counts.
 */
interface Entry {
  record: RequestRecord
  bodyText?: string
  /** `data_json` as sent, and whether it is JSON (else shown as a string). */
  dataJsonText?: string
  dataJsonIsJson?: boolean
  bytes: number
  /** Dropped or cleared: a body arriving late is not kept. */
  gone?: boolean
}

const ENTRY_OVERHEAD = 256

const SECRET_HEADERS = new Set(['proxy-authorization', 'cookie'])

export class RequestLog {
  private entries: Entry[] = []
  private readonly byRecord = new WeakMap<RequestRecord, Entry>()
  private seq = 0
  private bytes = 0
  private dropped = 0

  constructor(readonly limits: RequestLogLimits = DEFAULT_REQUEST_LOG_LIMITS) {}

  add(record: Omit<RequestRecord, 'seq'>): RequestRecord {
    const entry: Entry = { record: { seq: ++this.seq, ...record }, bytes: 0 }
    this.entries.push(entry)
    this.byRecord.set(entry.record, entry)
    this.resize(entry, ENTRY_OVERHEAD + JSON.stringify(record).length)
    return entry.record
  }

  /** Keeps the body of the request `record` belongs to. */
  addBody(record: RequestRecord, body: RequestBody): void {
    const entry = this.byRecord.get(record)
    if (!entry || entry.gone) return
    if (body.kind === 'invalid-json') record.invalid_json = body.reason
    if (body.kind === 'json') entry.bodyText = body.text
    if (body.kind === 'multipart') {
      record.parts = body.form.parts
      record.files = body.form.files
      const dataJson = body.form.fields.data_json
      if (dataJson !== undefined) {
        entry.dataJsonText = dataJson
        entry.dataJsonIsJson = parseJsonText(dataJson).ok
      }
    }
    const size =
      (entry.bodyText?.length ?? 0) +
      (entry.dataJsonText?.length ?? 0) +
      JSON.stringify([record.parts ?? [], record.files ?? []]).length
    if (entry.bytes + size > this.limits.maxBytes) {
      record.body_omitted = `${size} bytes; the log keeps at most ${this.limits.maxBytes}`
      delete entry.bodyText
      delete entry.dataJsonText
      return
    }
    this.resize(entry, entry.bytes + size)
  }

  private resize(entry: Entry, bytes: number): void {
    this.bytes += bytes - entry.bytes
    entry.bytes = bytes
    while (
      this.entries.length > 1 &&
      (this.entries.length > this.limits.maxEntries ||
        this.bytes > this.limits.maxBytes)
    ) {
      const oldest = this.entries.shift()
      if (oldest) oldest.gone = true
      this.bytes -= oldest?.bytes ?? 0
      this.dropped++
    }
  }

  stats(): RequestLogStats {
    return {
      max_entries: this.limits.maxEntries,
      max_bytes: this.limits.maxBytes,
      entries: this.entries.length,
      bytes: this.bytes,
      dropped: this.dropped
    }
  }

  /** The log as a JSON array, built from the kept text without re-parsing. */
  json(): string {
    return `[${this.entries.map(entryJson).join(',')}]`
  }

  clear(): void {
    for (const entry of this.entries) entry.gone = true
    this.entries = []
    this.seq = 0
    this.bytes = 0
    this.dropped = 0
  }
}

function entryJson(entry: Entry): string {
  const head = JSON.stringify(entry.record).slice(0, -1)
  const extra: string[] = []
  if (entry.bodyText !== undefined) extra.push(`"body":${entry.bodyText}`)
  const dataJson = entry.dataJsonText
  if (dataJson !== undefined) {
    // Valid JSON goes in as it came; anything else as a string.
    const raw = entry.dataJsonIsJson ? dataJson : JSON.stringify(dataJson)
    extra.push(`"data_json":${raw}`)
  }
  return extra.length > 0 ? `${head},${extra.join(',')}}` : `${head}}`
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
  target: { path: string; url: URL }
): RequestRecord {
  return ctx.requests.add({
    time: ctx.clock(),
    method: req.method ?? 'GET',
    path: target.path,
    query: queryObject(target.url.searchParams),
    headers: headersOf(req)
  })
}
