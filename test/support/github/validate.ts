/**
 * A request checked against GitHub's description: the operation exists for
 * that method and path, path and query parameters are declared and fit their
 * schemas, a JSON body fits the request body schema; and an answer checked
 * against the operation's response for its status.
 */
import type { JsonObject, OpenApi, Operation, Parameter } from './openapi.js'

export interface Incoming {
  method: string
  /** Below the API base, without the query. */
  path: string
  query: URLSearchParams
  contentType: string | undefined
  body: string
}

export type Checked =
  | {
      ok: true
      operation: Operation
      pathParams: Record<string, string>
      body: unknown
    }
  | { ok: false; status: number; reason: string }

/** A path or query value as the schema types it. */
function typed(schema: JsonObject | undefined, value: string): unknown {
  const type = schema?.type
  if (type === 'integer' || type === 'number') {
    return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value
  }
  if (type === 'boolean') {
    return value === 'true' ? true : value === 'false' ? false : value
  }
  return value
}

function checkParam(
  api: OpenApi,
  operation: Operation,
  param: Parameter,
  value: string
): string | undefined {
  if (!param.schema) return undefined
  const key = `${operation.operationId}:${param.in}:${param.name}`
  const validate = api.inline(param.schema, key)
  if (validate(typed(param.schema, value))) return undefined
  return `${param.in} parameter ${param.name}=${JSON.stringify(value)}: ${api.errorsText(validate)}`
}

function checkQuery(
  api: OpenApi,
  operation: Operation,
  query: URLSearchParams
) {
  const declared = operation.parameters.filter((p) => p.in === 'query')
  for (const name of new Set(query.keys())) {
    const param = declared.find((p) => p.name === name)
    if (!param) return `query parameter ${name} is not declared`
    for (const value of query.getAll(name)) {
      const problem = checkParam(api, operation, param, value)
      if (problem) return problem
    }
  }
  const missing = declared.find((p) => p.required && !query.has(p.name))
  return missing
    ? `required query parameter ${missing.name} is missing`
    : undefined
}

function jsonSchemaOf(api: OpenApi, holder: JsonObject | undefined) {
  if (!holder) return undefined
  const content = api.deref(holder).content as
    Record<string, unknown> | undefined
  const json = content?.['application/json']
  return json === undefined ? undefined : api.deref(json).schema
}

function checkBody(api: OpenApi, operation: Operation, incoming: Incoming) {
  const schema = jsonSchemaOf(api, operation.requestBody)
  if (incoming.body === '') {
    const required = operation.requestBody?.required === true
    return required
      ? { problem: 'the request body is missing' }
      : { value: undefined }
  }
  if (schema === undefined)
    return { problem: 'a body was sent to an operation that takes none' }
  if (!incoming.contentType?.startsWith('application/json')) {
    return {
      problem: `content-type ${String(incoming.contentType)} is not application/json`
    }
  }
  let value: unknown
  try {
    value = JSON.parse(incoming.body)
  } catch {
    return { problem: 'the body is not JSON' }
  }
  const validate = api.inline(
    api.deref(schema),
    `${operation.operationId}:body`
  )
  if (validate(value)) return { value }
  return { problem: `body: ${api.errorsText(validate)}` }
}

export function checkRequest(api: OpenApi, incoming: Incoming): Checked {
  const found = api.find(incoming.method, incoming.path)
  if (!found) {
    const reason = api.notFound(incoming.method, incoming.path)
    return { ok: false, status: 404, reason }
  }
  const { operation, pathParams } = found
  const where = `${operation.operationId} (${incoming.method} ${operation.template})`
  for (const param of operation.parameters.filter((p) => p.in === 'path')) {
    const problem = checkParam(
      api,
      operation,
      param,
      pathParams[param.name] ?? ''
    )
    if (problem)
      return { ok: false, status: 422, reason: `${where}: ${problem}` }
  }
  const queryProblem = checkQuery(api, operation, incoming.query)
  if (queryProblem)
    return { ok: false, status: 422, reason: `${where}: ${queryProblem}` }
  const body = checkBody(api, operation, incoming)
  if ('problem' in body)
    return { ok: false, status: 422, reason: `${where}: ${body.problem}` }
  return { ok: true, operation, pathParams, body: body.value }
}

/**
 * Problems with an answer: its status must be one the operation documents
 * (an error status it does not document is checked against `basic-error`,
 * GitHub's common error body), and a JSON body must fit that response.
 */
export function checkAnswer(
  api: OpenApi,
  operation: Operation,
  status: number,
  body: unknown
): string | undefined {
  const response = operation.responses[String(status)]
  const where = `answer ${status} to ${operation.operationId}`
  if (!response && status < 400)
    return `${where}: status not in the description`
  const schema = response
    ? jsonSchemaOf(api, response)
    : { $ref: '#/components/schemas/basic-error' }
  if (schema === undefined) {
    return body === undefined
      ? undefined
      : `${where}: the description has no body`
  }
  const validate = api.inline(
    api.deref(schema),
    `${operation.operationId}:${status}`
  )
  return validate(body) ? undefined : `${where}: ${api.errorsText(validate)}`
}
