/**
 * What every operation needs: local validation, safe path building, and
 * one generic sender that takes an operation's description (method, path
 * template, query, body, answer) and the caller's parameters.
 */
import type { FormData } from 'undici'
import { z } from 'zod'
import { ConfigError } from '../../errors.js'
import type { Client } from '../http.js'
import type { ApiRequest, Method, Query, RequestBody } from '../request.js'
import {
  ControlIdentifierSchema,
  EnvNameSchema,
  FlowNameSchema,
  MomentExpressionSchema,
  NotificationNumberSchema,
  OrgSchema,
  ServiceAccountNameSchema,
  TrailNameSchema
} from '../schemas/index.js'

/**
 * Validates `value` before anything is sent. The message names the request
 * part (`what`) and, through zod's paths, the field.
 */
export function checked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string
): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new ConfigError(
    `Invalid ${what}; nothing was sent:\n${z.prettifyError(result.error)}`
  )
}

/** Checks one path parameter and escapes it as a URL segment. */
export function segment(
  schema: z.ZodType<string | number>,
  value: unknown,
  name: string
): string {
  const result = schema.safeParse(value)
  const text = result.success ? String(result.data) : ''
  // `.` and `..` pass escaping as they are, and the URL parser then
  // removes them: the token would go to another API path.
  const issue = !result.success
    ? (result.error.issues[0]?.message ?? 'invalid')
    : text === '.' || text === '..'
      ? 'must not be . or .. (a path segment)'
      : undefined
  if (issue !== undefined) {
    throw new ConfigError(
      `Invalid ${name} ${JSON.stringify(value)}: ${issue}; nothing was sent`
    )
  }
  return encodeURIComponent(text)
}

/**
 * Several operations answer with a JSON string (`"OK"`). Some deployments
 * answer `{"message": "OK"}` instead (docs/spec/gaps.md): both are accepted
 * and reduced to the text.
 */
export const AckSchema = z
  .unknown()
  .transform((value): string =>
    typeof value === 'string'
      ? value
      : value === undefined
        ? ''
        : typeof value === 'object' &&
            value !== null &&
            'message' in value &&
            typeof value.message === 'string'
          ? value.message
          : JSON.stringify(value)
  )

/**
 * Operations without a payload send the literal JSON `null`, as the vendor
 * CLI has always done (docs/spec/kosli-cli.md, Hosts and headers): the
 * service is known to accept
 * it, whereas an empty POST body has no such track record.
 */
export const NO_PAYLOAD = { kind: 'json', value: null } as const

/** Each path placeholder: the schema its value must meet, and its name. */
const SEGMENTS = {
  org: [OrgSchema, 'org'],
  flow: [FlowNameSchema, 'flow name'],
  trail: [TrailNameSchema, 'trail name'],
  env: [EnvNameSchema, 'environment name'],
  account: [ServiceAccountNameSchema, 'service account name'],
  number: [NotificationNumberSchema, 'notification number'],
  moment: [MomentExpressionSchema, 'moment expression'],
  control: [ControlIdentifierSchema, 'control identifier']
} as const satisfies Record<string, [z.ZodType<string | number>, string]>

export type Placeholder = keyof typeof SEGMENTS

/** A query or JSON body, checked against its schema before sending. */
export interface CheckedPart<P> {
  schema: z.ZodType
  /** Names the part in the error, e.g. `allow-list entry`. */
  what: string
  value: (params: P) => unknown
}

/** One operation of docs/spec/operations.md, as data. */
export interface Operation<P extends object, R> {
  method: Method
  /** E.g. `/environments/{org}/{env}/join`: placeholders of SEGMENTS. */
  path: string
  /** The placeholders' values by name; default: the params' own fields. */
  segments?: (params: P) => Partial<Record<Placeholder, unknown>>
  query?: CheckedPart<P>
  /** The JSON body; `null` sends the literal JSON null (NO_PAYLOAD). */
  json?: CheckedPart<P> | null
  /** A multipart body, built again on each attempt; it checks its parts. */
  multipart?: (params: P) => Promise<() => Promise<FormData>>
  response: z.ZodType<R>
}

function isPlaceholder(name: string): name is Placeholder {
  return Object.hasOwn(SEGMENTS, name)
}

/** The path with each placeholder checked and escaped, in path order. */
function pathOf<P extends object>(
  op: Operation<P, unknown>,
  params: P
): string {
  const values: Partial<Record<Placeholder, unknown>> = op.segments
    ? op.segments(params)
    : params
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!isPlaceholder(name)) throw new Error(`no segment ${name}`)
    const [schema, label] = SEGMENTS[name]
    return segment(schema, values[name], label)
  })
}

async function bodyOf<P extends object>(
  op: Operation<P, unknown>,
  params: P
): Promise<RequestBody | undefined> {
  if (op.multipart)
    return { kind: 'multipart', build: await op.multipart(params) }
  if (op.json === null) return NO_PAYLOAD
  if (op.json === undefined) return undefined
  return {
    kind: 'json',
    value: checked(op.json.schema, op.json.value(params), op.json.what)
  }
}

/**
 * The request of one operation: path segments, query and body are checked
 * first, so an invalid one throws a ConfigError and nothing is sent.
 */
export async function requestOf<P extends object>(
  op: Operation<P, unknown>,
  params: P
): Promise<ApiRequest> {
  const path = pathOf(op, params)
  // The query schemas give flat objects of QueryValue.
  const query = op.query
    ? (checked(op.query.schema, op.query.value(params), op.query.what) as Query)
    : undefined
  const body = await bodyOf(op, params)
  return {
    method: op.method,
    path,
    ...(query !== undefined && { query }),
    ...(body !== undefined && { body })
  }
}

/** The typed function of one operation, and its request for dry runs. */
export interface OperationFunction<P extends object, R> {
  (client: Client, params: P): Promise<R>
  /** What it would send, checked, without sending it. */
  request(params: P): Promise<ApiRequest>
}

/** One generic sender: the answer is parsed with the response schema. */
export function operation<P extends object, R>(
  op: Operation<P, R>
): OperationFunction<P, R> {
  const send = async (client: Client, params: P): Promise<R> =>
    client.send(await requestOf(op, params), op.response)
  return Object.assign(send, {
    request: (params: P) => requestOf(op, params)
  })
}
