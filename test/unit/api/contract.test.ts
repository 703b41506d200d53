/**
 * Every request the client builds (path parameters, query, body) is checked
 * against the server's own operation catalogue
 * (fixtures/contract/server-operations.json; its SOURCES.md says where it
 * comes from).
 *
 * Documented exceptions:
 * - Operations 9 and 14 are not in the catalogue (beta / deprecated): their
 *   requests are only checked against docs/spec in operations.test.ts.
 * - Operations 3 and 12 have no request body in the catalogue; the client
 *   sends the literal JSON `null`, as the Kosli CLI does
 *   (docs/spec/kosli-cli.md, Hosts and headers).
 * - `format: email` is not checked (no ajv-formats): zod's z.email() does.
 * - Where the catalogue is looser than docs/spec, the rule of docs/spec
 *   stands; the
 *   last block shows values the catalogue accepts and our schemas refuse.
 */
import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { beforeAll, describe, expect, it } from 'vitest'
import * as api from '../../../src/api/index.js'
import { junitData } from './calls.js'
import {
  captureAll,
  multipartParts,
  splitUrl,
  type Captured
} from './capture.js'
import { fixture } from '../../support/paths.js'

const catalogueFile = fixture('contract', 'server-operations.json')

interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: Record<string, unknown>
}
interface Operation {
  spec_operation: number
  method: string
  path: string
  parameters: Parameter[]
  requestBody: { schema: Record<string, unknown> }[] | null
}

const ajv = new Ajv2020({
  strict: false,
  allErrors: true,
  validateFormats: false
})

function check(schema: Record<string, unknown>, value: unknown, what: string) {
  const validate = ajv.compile(schema)
  const ok = validate(value)
  expect(ok, `${what}: ${ajv.errorsText(validate.errors)}`).toBe(true)
}

/** A query value as the server reads it: typed by the parameter's schema. */
function typed(schema: Record<string, unknown>, values: string[]): unknown {
  const text = JSON.stringify(schema)
  if (text.includes('"type":"array"')) return values
  const value = values[0] ?? ''
  return /"type":"(integer|number)"/.test(text) ? Number(value) : value
}

function pathParams(template: string, path: string): Record<string, string> {
  const names: string[] = []
  const pattern = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const match = new RegExp(`^${pattern}$`).exec(path)
  expect(match, `${path} does not fit ${template}`).not.toBeNull()
  return Object.fromEntries(
    names.map((name, i) => [name, decodeURIComponent(match?.[i + 1] ?? '')])
  )
}

function checkRequest(operation: Operation, entry: Captured) {
  const { path, query } = splitUrl(entry.request.url)
  expect(entry.request.method).toBe(operation.method)
  const params = pathParams(operation.path, path)
  for (const p of operation.parameters.filter((p) => p.in === 'path')) {
    const raw = params[p.name] ?? ''
    check(p.schema, typed(p.schema, [raw]), `path ${p.name}`)
  }
  const known = operation.parameters.filter((p) => p.in === 'query')
  expect(
    Object.keys(query).filter((k) => !known.some((p) => p.name === k))
  ).toEqual([])
  for (const p of known) {
    const values = query[p.name]
    if (values === undefined) {
      expect(p.required, `query ${p.name} is required`).toBe(false)
      continue
    }
    check(p.schema, typed(p.schema, values), `query ${p.name}`)
  }
  const bodySchema = operation.requestBody?.[0]?.schema
  if (!bodySchema) {
    const body = entry.request.body.toString()
    expect(['', 'null']).toContain(body)
    return
  }
  if (operation.spec_operation === 1) {
    const parts = multipartParts(entry.request)
    check(
      bodySchema,
      { data_json: parts.dataJson, attachment_file: parts.file?.content },
      'multipart body'
    )
    return
  }
  check(bodySchema, JSON.parse(entry.request.body.toString()), 'JSON body')
}

describe('requests fit the server catalogue', () => {
  let catalogue: Operation[] = []
  let captured: Captured[] = []
  beforeAll(async () => {
    catalogue = JSON.parse(readFileSync(catalogueFile, 'utf8')) as Operation[]
    captured = await captureAll()
  })

  it('has 16 of the 18 operations (9 and 14 absent)', () => {
    expect(
      catalogue.map((o) => o.spec_operation).sort((a, b) => a - b)
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 15, 16, 17, 18])
  })

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 15, 16, 17, 18])(
    'operation %i',
    (op) => {
      const operation = catalogue.find((o) => o.spec_operation === op)
      const entry = captured.find((c) => c.call.op === op)
      if (!operation || !entry) throw new Error(`operation ${op} missing`)
      checkRequest(operation, entry)
    }
  )

  it('where the catalogue is looser, docs/spec stands', () => {
    const junit = catalogue.find((o) => o.spec_operation === 1)
    const schema = junit?.requestBody?.[0]?.schema.properties as
      Record<string, Record<string, unknown>> | undefined
    const dataJson = schema?.data_json ?? {}
    const looser: unknown[] = [
      { ...junitData, annotations: { 'a-b': 'x' } },
      { ...junitData, junit_results: [] },
      {
        ...junitData,
        target_artifacts: ['a', 'b'],
        artifact_fingerprint: 'f'.repeat(64)
      },
      { ...junitData, target_artifacts: ['a'], git_commit_info: null }
    ]
    for (const data of looser) {
      check(dataJson, data, 'catalogue accepts')
      expect(api.JunitAttestationInputSchema.safeParse(data).success).toBe(
        false
      )
    }
    const frequency = catalogue.find((o) => o.spec_operation === 18)
    expect(
      frequency?.parameters.find((p) => p.name === 'flow_id')?.required
    ).toBe(false)
    expect(api.DeploymentFrequencyQuerySchema.safeParse({}).success).toBe(true)
  })
})
