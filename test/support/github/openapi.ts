/**
 * GitHub's published OpenAPI description of api.github.com, as far as the
 * stand-in needs it: the extract in operations.json (the operations our
 * code and tests call, and every schema and example they reference), made
 * from a pinned @octokit/openapi by scripts/github-operations.mjs and
 * checked against it by `npm test`. Loaded once per test file: operations
 * found by method and path, and ajv validators for any schema in it. Local
 * `$ref`s resolve as in the whole description. The extract also indexes
 * every operation GitHub has, so a path routes as on GitHub, and an
 * operation the extract leaves out is named as such, not as unknown.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import { z } from 'zod'

const ID = 'https://openapi.test/api.github.com'

const JsonObject = z.record(z.string(), z.unknown())
export type JsonObject = z.infer<typeof JsonObject>

interface Spec {
  openapi: string
  paths: Record<string, Record<string, unknown>>
  components: Record<'schemas' | 'examples', Record<string, unknown>>
  /** Every operation GitHub has: `{ template: { method: operationId } }`. */
  index: Record<string, Record<string, string>>
}

/** The extract, and the command that remakes it after its lists change. */
export const EXTRACT = 'test/support/github/operations.json'
const REMAKE =
  'add it to WANTED in scripts/github-operations.mjs and run `npm run github-operations`'

// Only the top is checked here; ajv reads the rest.
const SpecTopSchema = z.object({
  openapi: z.string(),
  paths: JsonObject,
  components: z.object({ schemas: JsonObject, examples: JsonObject }),
  index: z.record(z.string(), z.record(z.string(), z.string()))
})

const ParameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  schema: JsonObject.optional()
})
export type Parameter = z.infer<typeof ParameterSchema>

const OperationSchema = z.object({
  operationId: z.string(),
  parameters: z.array(JsonObject).optional(),
  requestBody: JsonObject.optional(),
  responses: z.record(z.string(), JsonObject)
})

export interface Operation {
  method: string
  template: string
  operationId: string
  parameters: Parameter[]
  requestBody?: JsonObject
  responses: Record<string, JsonObject>
}

/** One operation of GitHub's, extracted (`operation`) or only indexed. */
interface Route {
  method: string
  template: string
  operationId: string
  operation?: Operation
  pattern: RegExp
  names: string[]
  literals: number
}

export interface OpenApi {
  version: string
  find(method: string, path: string): Found | undefined
  /**
   * Why `find` found nothing: GitHub has no such operation, or the extract
   * leaves it out (and how to add it).
   */
  notFound(method: string, path: string): string
  operation(operationId: string): Operation
  /** A validator for the schema at a JSON pointer, e.g. `/components/schemas/artifact`. */
  validator(pointer: string): ValidateFunction
  /** A validator for an inline schema taken from the description. */
  inline(schema: JsonObject, key: string): ValidateFunction
  /** Follows `$ref`s until a non-reference object. */
  deref(value: unknown): JsonObject
  example(name: string): unknown
  errorsText(validate: ValidateFunction): string
}

export interface Found {
  operation: Operation
  pathParams: Record<string, string>
}

function pointerGet(spec: unknown, pointer: string): unknown {
  let node = spec
  for (const raw of pointer.replace(/^#?\//, '').split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    const next = JsonObject.parse(node)[key]
    if (next === undefined) {
      throw new Error(`${pointer} is not in ${EXTRACT}: ${REMAKE}`)
    }
    node = next
  }
  return node
}

function patternOf(template: string) {
  const names: string[] = []
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)
      if (!param?.[1]) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      names.push(param[1])
      return '([^/]+)'
    })
    .join('/')
  const literals = template.split('/').length - names.length
  return { pattern: new RegExp(`^${source}$`), names, literals }
}

function operationOf(
  spec: Spec,
  route: { method: string; template: string },
  deref: (v: unknown) => JsonObject
): Operation | undefined {
  const raw = spec.paths[route.template]?.[route.method.toLowerCase()]
  if (raw === undefined) return undefined
  const op = OperationSchema.parse(raw)
  return {
    ...route,
    operationId: op.operationId,
    parameters: (op.parameters ?? []).map((p) =>
      ParameterSchema.parse(deref(p))
    ),
    responses: op.responses,
    ...(op.requestBody ? { requestBody: deref(op.requestBody) } : {})
  }
}

/** Every operation of the index, the extracted ones with their details. */
function routesOf(spec: Spec, deref: (v: unknown) => JsonObject): Route[] {
  const routes: Route[] = []
  for (const [template, methods] of Object.entries(spec.index)) {
    const shape = patternOf(template)
    for (const [method, operationId] of Object.entries(methods)) {
      const where = { method: method.toUpperCase(), template }
      const operation = operationOf(spec, where, deref)
      routes.push({
        ...where,
        operationId,
        ...shape,
        ...(operation ? { operation } : {})
      })
    }
  }
  // A literal segment wins over a parameter (`/pulls/comments` over `/pulls/{n}`).
  return routes.sort((a, b) => b.literals - a.literals)
}

/** The route GitHub would take for a method and a path below the API base. */
function match(routes: Route[], method: string, path: string) {
  for (const route of routes) {
    if (route.method !== method) continue
    const found = route.pattern.exec(path)
    if (!found) continue
    const pathParams: Record<string, string> = {}
    route.names.forEach((name, i) => {
      pathParams[name] = decodeURIComponent(found[i + 1] ?? '')
    })
    return { route, pathParams }
  }
  return undefined
}

function lookups(routes: Route[]) {
  const byId = new Map(routes.map((r) => [r.operationId, r]))
  return {
    find(method: string, path: string): Found | undefined {
      const found = match(routes, method, path)
      const operation = found?.route.operation
      return operation && found
        ? { operation, pathParams: found.pathParams }
        : undefined
    },
    notFound(method: string, path: string): string {
      const route = match(routes, method, path)?.route
      return route === undefined
        ? `no operation ${method} ${path} in the description`
        : `${route.operationId} (${method} ${route.template}) is not in ${EXTRACT}: ${REMAKE}`
    },
    operation(operationId: string): Operation {
      const route = byId.get(operationId)
      if (route?.operation) return route.operation
      throw new Error(
        route
          ? `${operationId} is not in ${EXTRACT}: ${REMAKE}`
          : `no operation ${operationId}`
      )
    }
  }
}

/**
 * The description's `nullable: true` beside `oneOf` or `allOf` without a
 * `type` (the commit's author, committer): Ajv refuses it, so it is written
 * as what it means, the schema or null.
 */
function typedNullable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(typedNullable)
  if (typeof value !== 'object' || value === null) return value
  const out = Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, typedNullable(v)])
  )
  if (out.nullable !== true || 'type' in out) return out
  const { nullable: _nullable, ...rest } = out
  return { anyOf: [rest, { type: 'null' }] }
}

/** Compiled validators, one per schema location, over the components. */
function validators(spec: Spec) {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    validateSchema: false
  })
  ajv.addSchema({ $id: ID, components: typedNullable(spec.components) })
  const cache = new Map<string, ValidateFunction>()
  const cached = (key: string, make: () => ValidateFunction) => {
    const hit = cache.get(key) ?? make()
    cache.set(key, hit)
    return hit
  }
  return {
    validator: (pointer: string) =>
      cached(pointer, () => {
        pointerGet(spec, pointer)
        return ajv.compile({ $ref: `${ID}#${pointer}` })
      }),
    inline: (schema: JsonObject, key: string) =>
      cached(key, () => {
        const text = JSON.stringify(schema).replaceAll(
          '"$ref":"#/',
          `"$ref":"${ID}#/`
        )
        return ajv.compile(JsonObject.parse(JSON.parse(text)))
      }),
    errorsText: (validate: ValidateFunction) =>
      ajv.errorsText(validate.errors, { separator: '; ' })
  }
}

export function loadOpenApi(): OpenApi {
  const file = join(import.meta.dirname, 'operations.json')
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'))
  SpecTopSchema.parse(raw)
  const spec = raw as Spec
  const deref = (value: unknown): JsonObject => {
    let node = JsonObject.parse(value)
    for (let hops = 0; typeof node.$ref === 'string' && hops < 20; hops += 1) {
      node = JsonObject.parse(pointerGet(raw, node.$ref))
    }
    return node
  }
  return {
    version: spec.openapi,
    ...lookups(routesOf(spec, deref)),
    ...validators(spec),
    deref,
    example: (name) =>
      deref(pointerGet(raw, `/components/examples/${name}`)).value
  }
}
