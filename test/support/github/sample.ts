/**
 * The smallest value a schema of the description accepts (required
 * properties only, nullable ones null), to be overlaid with the fields a
 * test cares about and then validated. Used where GitHub publishes no
 * example, or an example that its own schema refuses.
 */
import type { JsonObject, OpenApi } from './openapi.js'

function first(values: unknown): unknown {
  return Array.isArray(values) ? values[0] : undefined
}

function sampleString(schema: JsonObject): string {
  switch (schema.format) {
    case 'date-time':
      return '2025-01-02T03:04:05Z'
    case 'uri':
    case 'url':
      return 'https://github.example/sample'
    case 'email':
      return 'sample@example.test'
    default:
      return 'sample'
  }
}

function sampleObject(api: OpenApi, schema: JsonObject, depth: number) {
  const out: JsonObject = {}
  const properties = (schema.properties ?? {}) as Record<string, unknown>
  const required = Array.isArray(schema.required) ? schema.required : []
  for (const name of required) {
    if (typeof name !== 'string') continue
    const property = properties[name]
    out[name] =
      property === undefined ? null : sampleOf(api, property, depth + 1)
  }
  return out
}

export function sampleOf(api: OpenApi, raw: unknown, depth = 0): unknown {
  const schema = api.deref(raw)
  if (depth > 40) throw new Error('sampleOf: schema nests too deep')
  if (schema.nullable === true) return null
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if (Array.isArray(schema.allOf)) {
    return Object.assign(
      {},
      ...schema.allOf.map(
        (part) => sampleOf(api, part, depth + 1) as JsonObject
      )
    ) as unknown
  }
  const choice = first(schema.oneOf) ?? first(schema.anyOf)
  if (choice !== undefined) return sampleOf(api, choice, depth + 1)
  switch (schema.type) {
    case 'string':
      return sampleString(schema)
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1
    case 'boolean':
      return false
    case 'array':
      return []
    default:
      return sampleObject(api, schema, depth)
  }
}

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The object variant of a schema that best takes the keys of `patch`. */
function objectVariant(
  api: OpenApi,
  raw: unknown,
  patch: JsonObject
): JsonObject {
  const schema = api.deref(raw)
  const variants = [schema.allOf, schema.oneOf, schema.anyOf].find(
    Array.isArray
  )
  if (!variants) return schema
  const objects: JsonObject[] = variants.map((v: unknown) =>
    objectVariant(api, v, patch)
  )
  if (Array.isArray(schema.allOf)) {
    return {
      required: objects.flatMap((o): unknown[] =>
        Array.isArray(o.required) ? (o.required as unknown[]) : []
      ),
      properties: Object.assign(
        {},
        ...objects.map((o) => o.properties ?? {})
      ) as JsonObject
    }
  }
  const fits = objects.find((o) =>
    Object.keys(patch).every(
      (key) => key in ((o.properties ?? {}) as JsonObject)
    )
  )
  return fits ?? objects[0] ?? schema
}

/**
 * A value of `raw`'s schema built around `patch`: the patch's values where
 * it has them (objects inside it filled out with their own required
 * properties, also where the schema's sample would be null), the minimal
 * sample elsewhere.
 */
export function sampleWith(
  api: OpenApi,
  raw: unknown,
  patch: unknown
): unknown {
  if (Array.isArray(patch)) {
    const items = api.deref(raw).items
    return (patch as unknown[]).map((item) =>
      items === undefined ? item : sampleWith(api, items, item)
    )
  }
  if (!isPlainObject(patch)) return patch
  const schema = objectVariant(api, raw, patch)
  const properties = (schema.properties ?? {}) as JsonObject
  const required = Array.isArray(schema.required) ? schema.required : []
  const out: JsonObject = {}
  for (const name of required) {
    if (typeof name !== 'string' || name in patch) continue
    const property = properties[name]
    out[name] = property === undefined ? null : sampleOf(api, property)
  }
  for (const [key, value] of Object.entries(patch)) {
    const property = properties[key]
    out[key] = property === undefined ? value : sampleWith(api, property, value)
  }
  return out
}

/** `base` with `overlay` laid on it: objects merge, anything else replaces. */
export function overlay(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch
  const out: JsonObject = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    out[key] = overlay(base[key], value)
  }
  return out
}
