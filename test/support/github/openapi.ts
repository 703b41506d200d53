/**
 * GitHub's published OpenAPI description of api.github.com (the
 * @octokit/openapi package), loaded once per test file: operations found by
 * method and path, and ajv validators for any schema in it. Local `$ref`s
 * are resolved against the whole description.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Ajv, type ValidateFunction } from 'ajv'
import { z } from 'zod'

const ID = 'https://openapi.test/api.github.com'

const JsonObject = z.record(z.string(), z.unknown())
export type JsonObject = z.infer<typeof JsonObject>

interface Spec {
  openapi: string
  paths: Record<string, Record<string, unknown>>
  components: Record<'schemas' | 'examples', Record<string, unknown>>
}

// Only the top is checked: a full zod parse of the 13 MB description takes
// seconds, and ajv reads the rest.
const SpecTopSchema = z.object({
  openapi: z.string(),
  paths: JsonObject,
  components: z.object({ schemas: JsonObject, examples: JsonObject })
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

interface Route {
  operation: Operation
  pattern: RegExp
  names: string[]
  literals: number
}

export interface OpenApi {
  version: string
  find(method: string, path: string): Found | undefined
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
    node = JsonObject.parse(node)[key]
  }
  return node
}

function routesOf(spec: Spec, deref: (v: unknown) => JsonObject): Route[] {
  const routes: Route[] = []
  for (const [template, methods] of Object.entries(spec.paths)) {
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
    for (const [method, raw] of Object.entries(methods)) {
      const parsed = OperationSchema.safeParse(raw)
      if (!parsed.success) continue
      const op = parsed.data
      const operation: Operation = {
        method: method.toUpperCase(),
        template,
        operationId: op.operationId,
        parameters: (op.parameters ?? []).map((p) =>
          ParameterSchema.parse(deref(p))
        ),
        responses: op.responses,
        ...(op.requestBody ? { requestBody: deref(op.requestBody) } : {})
      }
      const literals = template.split('/').length - names.length
      routes.push({
        operation,
        pattern: new RegExp(`^${source}$`),
        names,
        literals
      })
    }
  }
  // A literal segment wins over a parameter (`/pulls/comments` over `/pulls/{n}`).
  return routes.sort((a, b) => b.literals - a.literals)
}

/** Finds the operation for a method and a path below the API base. */
function finder(routes: Route[]): OpenApi['find'] {
  return (method, path) => {
    for (const route of routes) {
      if (route.operation.method !== method) continue
      const match = route.pattern.exec(path)
      if (!match) continue
      const pathParams: Record<string, string> = {}
      route.names.forEach((name, i) => {
        pathParams[name] = decodeURIComponent(match[i + 1] ?? '')
      })
      return { operation: route.operation, pathParams }
    }
    return undefined
  }
}

/** Compiled validators, one per schema location, over the components. */
function validators(spec: Spec) {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    validateSchema: false
  })
  ajv.addSchema({ $id: ID, components: spec.components })
  const cache = new Map<string, ValidateFunction>()
  const cached = (key: string, make: () => ValidateFunction) => {
    const hit = cache.get(key) ?? make()
    cache.set(key, hit)
    return hit
  }
  return {
    validator: (pointer: string) =>
      cached(pointer, () => ajv.compile({ $ref: `${ID}#${pointer}` })),
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
  const require = createRequire(import.meta.url)
  const file = require.resolve('@octokit/openapi/generated/api.github.com.json')
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
  const routes = routesOf(spec, deref)
  const byId = new Map(
    routes.map((r) => [r.operation.operationId, r.operation])
  )
  return {
    version: spec.openapi,
    find: finder(routes),
    operation(operationId) {
      const operation = byId.get(operationId)
      if (!operation) throw new Error(`no operation ${operationId}`)
      return operation
    },
    ...validators(spec),
    deref,
    example: (name) => deref(spec.components.examples[name]).value
  }
}
