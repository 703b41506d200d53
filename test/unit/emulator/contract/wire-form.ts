/**
 * From a typed request to what goes over the wire, and back: path segments
 * and query values are text, arrays are repeated keys, null is left out.
 * Reading the text back the way the service's schemas type it (a number
 * parameter is a number only when its text is one) lets ajv judge a request
 * whose text was changed.
 */
import { FormData, type Harness } from '../../../support/emulator.js'
import {
  scalarType,
  type Operation,
  type Schema,
  type TypedRequest
} from './catalogue.js'

export interface WireRequest {
  path: Record<string, string>
  query: [string, string][]
  body?: unknown
}

export interface WireAnswer {
  status: number
  body: unknown
}

const INTEGER = /^-?\d+$/
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/

function text(value: unknown, type: string): string {
  if (type === 'integer' && typeof value === 'number') {
    return BigInt(value).toString()
  }
  return String(value)
}

const paramsOf = (op: Operation, where: 'path' | 'query') =>
  op.parameters.filter((p) => p.in === where)

export function toWire(op: Operation, req: TypedRequest): WireRequest {
  const path: Record<string, string> = {}
  for (const p of paramsOf(op, 'path')) {
    path[p.name] = text(req.path[p.name], scalarType(p.schema))
  }
  const query: [string, string][] = []
  for (const p of paramsOf(op, 'query')) {
    const value = req.query[p.name]
    if (value === undefined || value === null) continue
    const type = scalarType(p.schema)
    for (const item of Array.isArray(value) ? value : [value]) {
      query.push([p.name, text(item, type)])
    }
  }
  return { path, query, ...('body' in req && { body: req.body }) }
}

function typed(value: string, schema: Schema): unknown {
  const type = scalarType(schema)
  if (type === 'integer' && INTEGER.test(value)) return Number(value)
  if (type === 'number' && NUMBER.test(value)) return Number(value)
  return value
}

/** The typed request the service would read from this wire request. */
export function fromWire(op: Operation, wire: WireRequest): TypedRequest {
  const path: Record<string, unknown> = {}
  for (const p of paramsOf(op, 'path')) {
    const value = wire.path[p.name]
    if (value !== undefined) path[p.name] = typed(value, p.schema)
  }
  const query: Record<string, unknown> = {}
  for (const p of paramsOf(op, 'query')) {
    const values = wire.query.filter(([k]) => k === p.name).map(([, v]) => v)
    if (values.length === 0) continue
    const many = JSON.stringify(p.schema).includes('"type":"array"')
    const items = values.map((v) => typed(v, p.schema))
    query[p.name] = many ? items : items.at(-1)
  }
  return { path, query, ...('body' in wire && { body: wire.body }) }
}

/** A path segment; `.` and `..` are escaped so no client folds them away. */
function segment(value: string): string {
  const encoded = encodeURIComponent(value)
  return encoded === '.' || encoded === '..'
    ? encoded.replace(/\./g, '%2E')
    : encoded
}

export function urlPath(op: Operation, wire: WireRequest): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    segment(wire.path[name] ?? '')
  )
  const query = new URLSearchParams(wire.query).toString()
  return `/api/v2${path}${query ? `?${query}` : ''}`
}

function multipart(body: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue
    if (key === 'attachment_file' && typeof value === 'string') {
      form.append(key, new Blob([value]), 'results.xml')
    } else {
      form.append(key, JSON.stringify(value))
    }
  }
  return form
}

/** Sends the request through the harness, its path as written. */
export async function send(
  h: Pick<Harness, 'api'>,
  request: { op: Operation; wire: WireRequest }
): Promise<WireAnswer> {
  const { op, wire } = request
  const path = urlPath(op, wire).slice('/api/v2'.length)
  if (!('body' in wire) || wire.body === undefined) {
    return h.api(path, { method: op.method })
  }
  return op.spec_operation === 1 && isObject(wire.body)
    ? h.api(path, { method: op.method, body: multipart(wire.body) })
    : h.api(path, { method: op.method, json: wire.body })
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
