/**
 * The Docker Engine API's published description (Swagger 2.0, v1.41, from
 * Debian's golang-github-docker-docker-dev, extracted and turned into JSON
 * by .ci/registry-tools.sh in tmp/engine-api/): the Engine stand-in checks
 * each request's path, method and query against it, and each answer's
 * status and body against the operation's documented responses.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { Ajv } from 'ajv'
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
  const doc = DocumentSchema.parse(JSON.parse(text))
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    validateSchema: false
  })
  ajv.addSchema({ definitions: doc.definitions }, 'engine')
  const routes = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '(.+)')}$`),
    names: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '')
  }))
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>()
  const operationOf = (template: string, method: string) =>
    OperationSchema.safeParse(doc.paths[template]?.[method.toLowerCase()])

  return {
    version: doc.info.version,
    matchRequest(method, url) {
      const parsed = new URL(url, 'http://engine')
      const path = decodeURIComponent(parsed.pathname).replace(
        /^\/v\d+\.\d+(?=\/)/,
        ''
      )
      const candidates = routes.filter((r) => r.pattern.test(path))
      if (candidates.length === 0) {
        return `no path of the Engine API matches ${path}`
      }
      const route = candidates.find(
        (r) => operationOf(r.template, method).success
      )
      const operation = route && operationOf(route.template, method)
      if (!route || !operation?.success) {
        const templates = candidates.map((r) => r.template).join(' or ')
        return `${method} is not an operation of ${templates}`
      }
      const declared = new Set(
        (operation.data.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name)
      )
      const unknown = [...parsed.searchParams.keys()].filter(
        (k) => !declared.has(k)
      )
      if (unknown.length > 0)
        return `${route.template}: undeclared query parameters ${unknown.join(', ')}`
      const values = route.pattern.exec(path)?.slice(1) ?? []
      const params = Object.fromEntries(
        route.names.map((n, i) => [n, values[i] ?? ''])
      )
      return {
        operationId: operation.data.operationId,
        template: route.template,
        method,
        params
      }
    },
    checkResponse(operation, status, body) {
      const parsed = operationOf(operation.template, operation.method)
      const response = parsed.success
        ? parsed.data.responses[String(status)]
        : undefined
      if (!response)
        return [`${operation.operationId} does not document status ${status}`]
      if (response.schema === undefined) return []
      const key = JSON.stringify(response.schema)
      const validate = compiled.get(key) ?? ajv.compile(rebase(response.schema))
      compiled.set(key, validate)
      return validate(body)
        ? []
        : [
            `${operation.operationId} ${status}: ${ajv.errorsText(validate.errors)}`
          ]
    }
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
