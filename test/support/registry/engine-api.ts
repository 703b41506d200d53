/**
 * The Docker Engine API's published description (Swagger 2.0, v1.41, from
 * Debian's golang-github-docker-docker-dev, extracted and turned into JSON
 * by .ci/registry-tools.sh in tmp/engine-api/): the Engine stand-in checks
 * each request's path, method and query against it, and each answer's
 * status and body against the operation's documented responses.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import { z } from 'zod'

export const ENGINE_API_PATH = resolve('tmp/engine-api/swagger.json')

const ParameterSchema = z.looseObject({ name: z.string(), in: z.string() })
const OperationSchema = z.looseObject({
  operationId: z.string(),
  parameters: z.array(ParameterSchema).optional(),
  responses: z.record(
    z.string(),
    z.looseObject({ schema: z.unknown().optional() })
  )
})
const DocumentSchema = z.looseObject({
  swagger: z.literal('2.0'),
  info: z.looseObject({ version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  definitions: z.record(z.string(), z.unknown())
})

export interface MatchedOperation {
  operationId: string
  /** The path template, e.g. `/images/{name}/json`. */
  template: string
  method: string
  params: Record<string, string>
}

export interface EngineApi {
  version: string
  /** The operation, or why the request is not one the API describes. */
  matchRequest(method: string, url: string): MatchedOperation | string
  /** Why the answer is not one the operation documents ([] when it is). */
  checkResponse(
    operation: MatchedOperation,
    status: number,
    body: unknown
  ): string[]
}

export async function loadEngineApi(): Promise<EngineApi> {
  const text = await readFile(ENGINE_API_PATH, 'utf8').catch(() => {
    throw new Error(
      `${ENGINE_API_PATH} is missing: run bash .ci/registry-tools.sh (it extracts the Docker Engine API description from Debian's golang-github-docker-docker-dev)`
    )
  })
  return new Description(DocumentSchema.parse(JSON.parse(text)))
}

interface Route {
  template: string
  pattern: RegExp
  names: string[]
}

class Description implements EngineApi {
  readonly version: string
  private readonly ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    validateSchema: false
  })
  private readonly routes: Route[]
  private readonly compiled = new Map<string, ValidateFunction>()

  constructor(private readonly doc: z.infer<typeof DocumentSchema>) {
    this.version = doc.info.version
    this.ajv.addSchema({ definitions: doc.definitions }, 'engine')
    // A path parameter may hold slashes (image names do).
    this.routes = Object.keys(doc.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '(.+)')}$`),
      names: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '')
    }))
  }

  matchRequest(method: string, url: string): MatchedOperation | string {
    const parsed = new URL(url, 'http://engine')
    const path = decodeURIComponent(parsed.pathname).replace(
      /^\/v\d+\.\d+(?=\/)/,
      ''
    )
    const candidates = this.routes.filter((r) => r.pattern.test(path))
    if (candidates.length === 0) {
      return `no path of the Engine API matches ${path}`
    }
    const route = candidates.find((r) => this.operation(r.template, method))
    const operation = route && this.operation(route.template, method)
    if (!route || !operation) {
      const templates = candidates.map((r) => r.template).join(' or ')
      return `${method} is not an operation of ${templates}`
    }
    const declared = new Set(
      (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
    )
    const unknown = [...parsed.searchParams.keys()].filter(
      (k) => !declared.has(k)
    )
    if (unknown.length > 0) {
      return `${route.template}: undeclared query parameters ${unknown.join(', ')}`
    }
    const values = route.pattern.exec(path)?.slice(1) ?? []
    const params = Object.fromEntries(
      route.names.map((n, i) => [n, values[i] ?? ''])
    )
    const { operationId } = operation
    return { operationId, template: route.template, method, params }
  }

  checkResponse(
    operation: MatchedOperation,
    status: number,
    body: unknown
  ): string[] {
    const described = this.operation(operation.template, operation.method)
    const response = described?.responses[String(status)]
    if (!response) {
      return [`${operation.operationId} does not document status ${status}`]
    }
    if (response.schema === undefined) return []
    const key = JSON.stringify(response.schema)
    const validate =
      this.compiled.get(key) ?? this.ajv.compile(rebase(response.schema))
    this.compiled.set(key, validate)
    if (validate(body)) return []
    const why = this.ajv.errorsText(validate.errors)
    return [`${operation.operationId} ${status}: ${why}`]
  }

  private operation(template: string, method: string) {
    const parsed = OperationSchema.safeParse(
      this.doc.paths[template]?.[method.toLowerCase()]
    )
    return parsed.success ? parsed.data : undefined
  }
}

/** Points `#/definitions/…` references at the document added as `engine`. */
function rebase(schema: unknown): Record<string, unknown> {
  const text = JSON.stringify(schema).replace(
    /"#\/definitions\//g,
    '"engine#/definitions/'
  )
  return JSON.parse(text) as Record<string, unknown>
}
