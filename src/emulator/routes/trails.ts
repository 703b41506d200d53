import {
  FlowNameSchema,
  JunitAttestationInputSchema,
  TrailNameSchema,
  type JunitAttestationInput
} from '../../api/schemas/index.js'
import { parseJsonText } from '../body.js'
import {
  fieldErrors,
  HttpError,
  validate,
  validationError
} from '../http-error.js'
import type { ApiRequest, Route } from '../route.js'
import { ok } from '../route.js'
import type { Flow, StoredAttestation, Trail } from '../state.js'

/** JUnit attestations (op 1), trail moments (op 9, beta). */

function checkNames(params: Record<string, string>): void {
  const errors: Record<string, string> = {}
  for (const [key, schema] of [
    ['flow_name', FlowNameSchema],
    ['trail_name', TrailNameSchema]
  ] as const) {
    const result = schema.safeParse(params[key])
    if (!result.success) {
      Object.assign(errors, fieldErrors(result.error, `path.${key}`))
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
}

function dataJsonOf(req: ApiRequest): JunitAttestationInput {
  const text =
    req.body.kind === 'multipart' ? req.body.form.fields.data_json : undefined
  if (text === undefined) {
    throw validationError({ data_json: 'Field required' })
  }
  const json = parseJsonText(text)
  if (!json.ok) {
    throw validationError({ data_json: `Invalid JSON: ${json.reason}` })
  }
  return validate(JunitAttestationInputSchema, json.value, 'data_json')
}

function findTrail(req: ApiRequest): { flow: Flow; trail: Trail } {
  const { flow_name: flowName = '', trail_name: trailName = '' } = req.params
  const flow = req.org.flows.find((f) => f.name === flowName)
  if (!flow) {
    throw new HttpError(
      404,
      `Flow named '${flowName}' does not exist for organization '${req.orgName}'`
    )
  }
  const trail = flow.trails.find((t) => t.name === trailName)
  if (!trail) {
    throw new HttpError(
      404,
      `Trail named '${trailName}' does not exist in flow '${flowName}' of organization '${req.orgName}'`
    )
  }
  return { flow, trail }
}

/** A new moment: the previous slots with this attestation's name replaced. */
function recordMoment(flow: Flow, trail: Trail, stored: StoredAttestation) {
  const previous = trail.moments.at(-1)
  const slot = {
    attestation_name: stored.attestation_name,
    attestation_type: stored.attestation_type,
    attestation_id: stored.id,
    is_compliant: stored.compliant,
    created_at: stored.created_at
  }
  const others = (previous?.slots ?? []).filter(
    (s) => s.attestation_name !== stored.attestation_name
  )
  trail.moments.push({
    moment_number: (previous?.moment_number ?? 0) + 1,
    created_at: stored.created_at,
    template_id: flow.template.id,
    slots: [...others, slot]
  })
}

function attestJunit(req: ApiRequest) {
  checkNames(req.params)
  const input = dataJsonOf(req)
  const { flow, trail } = findTrail(req)
  const file =
    req.body.kind === 'multipart'
      ? req.body.form.files.find((f) => f.name === 'attachment_file')
      : undefined
  const stored: StoredAttestation = {
    id: `${flow.name}/${trail.name}/${trail.attestations.length + 1}`,
    attestation_name: input.attestation_name,
    attestation_type: 'junit',
    created_at: req.now,
    // Compliant iff no suite reports a failure or an error.
    compliant: input.junit_results.every(
      (r) => r.failures === 0 && r.errors === 0
    ),
    data_json: input,
    attachment: file
      ? {
          filename: file.filename,
          content_type: file.content_type,
          size: file.size,
          sha256: file.sha256
        }
      : null
  }
  const bytes =
    file && req.body.kind === 'multipart'
      ? req.body.form.contents.get(file.name)
      : undefined
  if (file && bytes) req.attachments.put(file.sha256, bytes)
  trail.attestations.push(stored)
  recordMoment(flow, trail, stored)
  return ok('OK', 201)
}

const MOMENT_NOT_FOUND = 'Flow, trail or moment not found'

/** `N` (moment number), `latest`, or `~N` (N behind the latest). */
function momentIndex(expression: string, count: number): number | undefined {
  if (/^\d+$/.test(expression)) return Number(expression) - 1
  if (expression === 'latest') return count - 1
  const behind = /^~(\d+)$/.exec(expression)?.[1]
  if (behind !== undefined) return count - 1 - Number(behind)
  return undefined
}

function getMoment(req: ApiRequest) {
  checkNames(req.params)
  const expression = req.params.moment_expression ?? ''
  const flow = req.org.flows.find((f) => f.name === req.params.flow_name)
  const trail = flow?.trails.find((t) => t.name === req.params.trail_name)
  const index = momentIndex(expression, trail?.moments.length ?? 0)
  if (index === undefined) {
    throw validationError({
      'path.moment_expression': 'must be N (a moment number), latest or ~N'
    })
  }
  const moment = trail?.moments.find((_, i) => i === index)
  if (!moment) throw new HttpError(404, MOMENT_NOT_FOUND)
  const compliance: Record<string, unknown> = {}
  for (const slot of moment.slots) {
    if (slot.attestation_name in compliance) {
      // The interface does not give the status. 422, not 409: clients
      // retry 409.
      throw new HttpError(
        422,
        'Two slots share an attestation name, so no policy input can be built'
      )
    }
    compliance[slot.attestation_name] = slot
  }
  return ok({
    moment_number: moment.moment_number,
    created_at: moment.created_at,
    template_id: moment.template_id,
    compliance_status: compliance
  })
}

export const trailRoutes: Route[] = [
  {
    method: 'POST',
    path: '/attestations/:org/:flow_name/trail/:trail_name/junit',
    access: 'write',
    handle: attestJunit
  },
  {
    method: 'GET',
    path: '/trails/:org/:flow_name/:trail_name/moments/:moment_expression',
    access: 'read',
    beta: 'trail_moments',
    handle: getMoment
  },
  {
    method: 'GET',
    path: '/attestations/system-attestation-types',
    access: 'read',
    handle: (req) =>
      ok({ system_attestation_types: req.state.system_attestation_types })
  }
]
