import type { z } from 'zod'
import {
  FlowInputSchema,
  FlowNameSchema,
  LegacyFlowInputSchema,
  TrailInputSchema
} from '../../api/schemas/index.js'
import { jsonBody, parseJsonText } from '../body.js'
import { templateSlots } from '../flow-template.js'
import { HttpError, validate, validationError } from '../http-error.js'
import type { ApiRequest, ApiResult, Route } from '../route.js'
import { ok } from '../route.js'
import type { Flow } from '../state.js'

/**
 * Create flow and begin trail (docs/spec/flows-and-trails.md): both create
 * or update by name, 201 when created, 200 when updated.
 */

/** A multipart text part holding JSON, checked against `schema`. */
function partJson<T>(req: ApiRequest, schema: z.ZodType<T>): T {
  const text =
    req.body.kind === 'multipart' ? req.body.form.fields.data_json : undefined
  if (text === undefined) {
    throw validationError({ data_json: 'Field required' })
  }
  const json = parseJsonText(text)
  if (!json.ok) {
    throw validationError({ data_json: `Invalid JSON: ${json.reason}` })
  }
  return validate(schema, json.value, 'data_json')
}

function templateText(req: ApiRequest): string | undefined {
  return req.body.kind === 'multipart'
    ? req.body.form.fields.template_file
    : undefined
}

/** `template-<flow>-v<N>`, N counting the flow's templates from 1. */
function nextTemplateId(name: string, previous?: string): string {
  const version = Number(/-v(\d+)$/.exec(previous ?? '')?.[1] ?? 0) + 1
  return `template-${name}-v${version}`
}

interface FlowUpsert {
  name: string
  description?: string | null | undefined
  slots: string[]
}

function upsertFlow(req: ApiRequest, input: FlowUpsert): ApiResult {
  const { flows } = req.org
  const existing = flows.find((f) => f.name === input.name)
  const template = {
    id: nextTemplateId(input.name, existing?.template.id),
    slots: input.slots
  }
  const description = input.description ?? ''
  if (existing) {
    existing.template = template
    existing.description = description
    return ok('OK', 200)
  }
  const flow: Flow = {
    id: `flow-${String(flows.length + 1).padStart(4, '0')}`,
    name: input.name,
    template,
    description,
    trails: [],
    artifacts: []
  }
  flows.push(flow)
  return ok('OK', 201)
}

function createFlow(req: ApiRequest): ApiResult {
  const input = partJson(req, FlowInputSchema)
  const text = templateText(req)
  if (text === undefined) {
    throw validationError({ template_file: 'Field required' })
  }
  const slots = templateSlots(text, req.state)
  return upsertFlow(req, { ...input, slots })
}

/** The deprecated form: a JSON body whose `template` lists slot names. */
function createLegacyFlow(req: ApiRequest): ApiResult {
  const input = validate(LegacyFlowInputSchema, jsonBody(req.body), '')
  const slots = (input.template ?? []).filter((name) => name !== 'artifact')
  return upsertFlow(req, { ...input, slots })
}

function pathFlowName(req: ApiRequest): string {
  return validate(FlowNameSchema, req.params.flow_name, 'path.flow_name')
}

function namedFlow(req: ApiRequest, flowName: string): Flow {
  const flow = req.org.flows.find((f) => f.name === flowName)
  if (!flow) {
    throw new HttpError(
      404,
      `Flow named '${flowName}' does not exist for organization '${req.orgName}'`
    )
  }
  return flow
}

/** The Kosli CLI's `get flow`: the flow's name, description and slots. */
function getFlow(req: ApiRequest): ApiResult {
  const flow = namedFlow(req, pathFlowName(req))
  return ok({
    name: flow.name,
    description: flow.description,
    template: flow.template.slots
  })
}

function beginTrail(req: ApiRequest): ApiResult {
  const flowName = pathFlowName(req)
  const input = partJson(req, TrailInputSchema)
  const text = templateText(req)
  if (text !== undefined) templateSlots(text, req.state)
  const flow = namedFlow(req, flowName)
  const trail = flow.trails.find((t) => t.name === input.name)
  if (trail) {
    trail.data_json = input
    trail.updated_at = req.now
    return ok('OK', 200)
  }
  flow.trails.push({
    name: input.name,
    created_at: req.now,
    attestations: [],
    moments: [],
    data_json: input,
    updated_at: req.now
  })
  return ok('OK', 201)
}

export const flowRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/flows/:org/template_file',
    access: 'write',
    handle: createFlow
  },
  {
    method: 'PUT',
    path: '/flows/:org',
    access: 'write',
    handle: createLegacyFlow
  },
  {
    method: 'GET',
    path: '/flows/:org/:flow_name',
    access: 'read',
    handle: getFlow
  },
  {
    method: 'PUT',
    path: '/trails/:org/:flow_name',
    access: 'write',
    handle: beginTrail
  }
]
