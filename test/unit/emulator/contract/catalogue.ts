/**
 * The service's request schemas (fixtures/contract/server-operations.json)
 * as one JSON Schema per operation, over a typed request:
 * `{ path: {…}, query: {…}, body? }`. What a URL cannot carry is taken out:
 * null in a query parameter (an optional one is left out instead), and an
 * empty path segment, which makes another URL, not an empty parameter.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export type Schema = Record<string, unknown>

export interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: Schema
}

export interface Operation {
  spec_operation: number
  id: string
  method: string
  path: string
  parameters: Parameter[]
  requestBody: { schema: Schema }[] | null
}

/** A request as the service's schemas see it: values typed, not text. */
export interface TypedRequest {
  path: Record<string, unknown>
  query: Record<string, unknown>
  body?: unknown
}

const FILE = fileURLToPath(
  new URL(
    '../../../../fixtures/contract/server-operations.json',
    import.meta.url
  )
)

export function loadCatalogue(): Operation[] {
  return JSON.parse(readFileSync(FILE, 'utf8')) as Operation[]
}

/** The schema without its `null` branch (`anyOf: [X, {type: null}]` → X). */
export function withoutNull(schema: Schema): Schema {
  const anyOf = schema.anyOf as Schema[] | undefined
  if (!anyOf) return schema
  const rest = anyOf.filter((s) => s.type !== 'null')
  return rest.length === 1 ? (rest[0] ?? schema) : { ...schema, anyOf: rest }
}

function wireSchema(p: Parameter): Schema {
  if (p.in === 'query') return withoutNull(p.schema)
  return p.schema.type === 'string' && p.schema.minLength === undefined
    ? { ...p.schema, minLength: 1 }
    : p.schema
}

function group(params: Parameter[]): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    required: params.filter((p) => p.required).map((p) => p.name),
    properties: Object.fromEntries(params.map((p) => [p.name, wireSchema(p)]))
  }
}

export function requestSchema(op: Operation): Schema {
  const body = op.requestBody?.[0]
  return {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'query', ...(body ? ['body'] : [])],
    properties: {
      path: group(op.parameters.filter((p) => p.in === 'path')),
      query: group(op.parameters.filter((p) => p.in === 'query')),
      ...(body && { body: body.schema })
    }
  }
}

/** The JSON type a parameter's value takes: integer, number or string. */
export function scalarType(schema: Schema): string {
  const plain = withoutNull(schema)
  const type = plain.type
  if (type === 'array') return scalarType((plain.items as Schema) ?? {})
  return typeof type === 'string' ? type : 'string'
}
