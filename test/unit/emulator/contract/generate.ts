/**
 * Requests the service's schemas accept, from a JSON-Schema data generator
 * (json-schema-faker, seeded), with extra keys added where an object is
 * open; and, from each, one that the schemas refuse, made by changing one
 * thing and confirmed invalid with ajv.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { generateSync } from 'json-schema-faker'
import {
  requestSchema,
  type Operation,
  type Schema,
  type TypedRequest
} from './catalogue.js'
import { fromWire, isObject, toWire, type WireRequest } from './wire-form.js'

const ajv = new Ajv2020({ strict: false, validateFormats: false })
const compiled = new WeakMap<Schema, ValidateFunction>()

export function validator(schema: Schema): ValidateFunction {
  let v = compiled.get(schema)
  if (!v) {
    v = ajv.compile(schema)
    compiled.set(schema, v)
  }
  return v
}

export const isValid = (op: Operation, req: TypedRequest) =>
  validator(schemaOf(op))(req)

const schemas = new WeakMap<Operation, Schema>()
function schemaOf(op: Operation): Schema {
  let s = schemas.get(op)
  if (!s) {
    s = requestSchema(op)
    schemas.set(op, s)
  }
  return s
}

/** A small seeded generator (mulberry32) for choices the test makes. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(rng: () => number, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)] as T

/**
 * Names the demo state knows, so some requests reach deeper than a 404, and
 * a few odd ones the schemas allow (a space, a dot segment, a slash).
 */
const KNOWN: Record<string, unknown[]> = {
  flow_name: ['demo-flow', 'demo-flow', '-dash', 'a b'],
  trail_name: ['demo-trail', 'demo-trail', '.hidden', 'x/y'],
  env_name: ['staging', 'production', 'all', 'qa-server', '..', 'a/b', 'ü'],
  name: ['ci-bot', 'reporter'],
  notification_number: [1, 2],
  identifier: ['CTRL-001', 'CTRL-003'],
  snappish1: ['staging', 'production#3', 'staging~1', 'production@{now}'],
  snappish2: ['production', 'staging#2'],
  flow_id: ['flow-0001', 'web-flow']
}

const KNOWN_BODY: Record<string, unknown[]> = {
  physical_env_name: ['qa-server', 'staging', 'all'],
  policy_names: [['prod-approval'], ['provenance-required', 'prod-approval']]
}

/**
 * The subschema that describes `value`: the schema itself, or the first
 * branch of its anyOf that the value fits.
 */
function resolve(schema: Schema, value: unknown): Schema {
  const anyOf = schema.anyOf as Schema[] | undefined
  if (!anyOf) return schema
  return anyOf.find((branch) => validator(branch)(value)) ?? schema
}

interface Node {
  pointer: (string | number)[]
  schema: Schema
  value: unknown
}

function nodes(schema: Schema, value: unknown, at: Node['pointer'] = []) {
  const here = resolve(schema, value)
  const found: Node[] = [{ pointer: at, schema: here, value }]
  if (Array.isArray(value)) {
    const items = (here.items as Schema | undefined) ?? {}
    value.forEach((v, i) => found.push(...nodes(items, v, [...at, i])))
  } else if (isObject(value)) {
    const props = (here.properties as Record<string, Schema>) ?? {}
    for (const [k, v] of Object.entries(value)) {
      const sub = props[k] ?? patternSchema(here, k) ?? {}
      found.push(...nodes(sub, v, [...at, k]))
    }
  }
  return found
}

function patternSchema(schema: Schema, key: string): Schema | undefined {
  const patterns = (schema.patternProperties ?? {}) as Record<string, Schema>
  const hit = Object.keys(patterns).find((p) => new RegExp(p, 'u').test(key))
  return hit === undefined ? undefined : patterns[hit]
}

function parentOf(root: unknown, pointer: Node['pointer']) {
  let parent: unknown = root
  for (const key of pointer.slice(0, -1)) {
    parent = (parent as Record<string | number, unknown>)[key]
  }
  return parent as Record<string | number, unknown>
}

const EXTRA_KEYS = ['extra_field', 'x-note', 'a.b', 'nested', '']
const EXTRA_VALUES: unknown[] = ['text', 7, 2.5, null, true, { deep: [1] }]

/** Adds an unknown key to some open objects, keeping the request valid. */
function addExtras(op: Operation, req: TypedRequest, rng: () => number) {
  if (req.body === undefined) return
  const schema = (schemaOf(op).properties as Record<string, Schema>).body
  for (const node of nodes(schema ?? {}, req.body)) {
    if (!isObject(node.value) || node.schema.additionalProperties === false) {
      continue
    }
    if (rng() > 0.3) continue
    const key = pick(rng, EXTRA_KEYS)
    if (key in node.value) continue
    node.value[key] = structuredClone(pick(rng, EXTRA_VALUES))
    if (!isValid(op, req)) delete node.value[key]
  }
}

export function generateValid(
  op: Operation,
  seed: number,
  rng: () => number
): TypedRequest {
  const req = generateSync(schemaOf(op), {
    seed,
    optionalsProbability: 0.5,
    maxItems: 4
  }) as TypedRequest
  if ('org' in req.path) req.path.org = 'demo'
  for (const where of [req.path, req.query]) {
    for (const key of Object.keys(where)) {
      const known = KNOWN[key]
      if (known && rng() < 0.5) where[key] = pick(rng, known)
    }
  }
  if (isObject(req.body)) {
    for (const key of Object.keys(req.body)) {
      const known = KNOWN_BODY[key]
      if (known && rng() < 0.5)
        req.body[key] = structuredClone(pick(rng, known))
    }
  }
  addExtras(op, req, rng)
  return req
}

const NUMBER_TEXTS = ['0x10', ' 1', '1.5', '', 'abc', '1_000', '+1', '1e']
const WRONG_TYPES: unknown[] = [42, 'text', true, null, [], {}, 1.5]

/** One change to a path or query value, as text. */
function mutateWire(op: Operation, wire: WireRequest, rng: () => number) {
  const params = op.parameters.filter((p) => p.name !== 'org')
  const param = pick(rng, params)
  if (!param) return
  const where = param.in
  const drop = () => {
    if (where === 'path') delete wire.path[param.name]
    else wire.query = wire.query.filter(([k]) => k !== param.name)
  }
  const set = (value: string) => {
    if (where === 'path') wire.path[param.name] = value
    else
      wire.query = [
        ...wire.query.filter(([k]) => k !== param.name),
        [param.name, value]
      ]
  }
  const r = rng()
  // An empty path segment would be another route, not this parameter.
  const texts = where === 'path' ? NUMBER_TEXTS.filter(Boolean) : NUMBER_TEXTS
  if (where === 'query' && param.required && r < 0.3) drop()
  else if (r < 0.6) set(pick(rng, texts))
  else if (r < 0.8) set('NOT_AN_OPTION')
  else set(pick(rng, ['a b', 'x'.repeat(65), '-', 'é']))
}

/** One change somewhere in the body. */
function mutateBody(op: Operation, req: TypedRequest, rng: () => number) {
  const schema = (schemaOf(op).properties as Record<string, Schema>).body ?? {}
  const multipart = op.spec_operation === 1
  const all = nodes(schema, req.body).filter(
    (n) =>
      !(multipart && n.pointer.length === 0) &&
      n.pointer[0] !== (multipart ? 'attachment_file' : '\u0000')
  )
  const node = pick(rng, all)
  if (!node) return
  const { pointer, schema: s, value } = node
  const replace = (next: unknown) => {
    if (pointer.length === 0) req.body = next
    else parentOf(req.body, pointer)[pointer.at(-1) as string] = next
  }
  const r = rng()
  const required = (s.required as string[] | undefined) ?? []
  if (isObject(value) && s.additionalProperties === false && r < 0.2) {
    value.__unexpected__ = 1
  } else if (isObject(value) && required.length > 0 && r < 0.4) {
    delete value[pick(rng, required)]
  } else if (pointer.length === 0 && r < 0.45) {
    delete req.body
  } else if (
    typeof value === 'string' &&
    typeof s.pattern === 'string' &&
    r < 0.6
  ) {
    replace(`${value}!`)
  } else if ((s.enum || 'const' in s) && r < 0.7) {
    replace('NOT_AN_OPTION')
  } else if (typeof s.maxLength === 'number' && r < 0.75) {
    replace('x'.repeat(s.maxLength + 1))
  } else if (s.type === 'integer' && typeof value === 'number' && r < 0.85) {
    replace(value + 0.5)
  } else {
    replace(structuredClone(pick(rng, WRONG_TYPES)))
  }
}

/** A schema-invalid variant of `valid`, or undefined if none was found. */
export function generateInvalid(
  op: Operation,
  valid: TypedRequest,
  rng: () => number
): WireRequest | undefined {
  for (let attempt = 0; attempt < 40; attempt++) {
    const wire = toWire(op, structuredClone(valid))
    if (op.requestBody !== null && rng() < 0.6) {
      const holder: TypedRequest = { path: {}, query: {}, body: wire.body }
      mutateBody(op, holder, rng)
      if ('body' in holder) wire.body = holder.body
      else delete wire.body
    } else {
      mutateWire(op, wire, rng)
    }
    if (!isValid(op, fromWire(op, wire))) return wire
  }
  return undefined
}
