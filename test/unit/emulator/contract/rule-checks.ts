/**
 * For each row of the emulator's strictness table (src/emulator/
 * strictness.ts), whether a typed request falls under it. The contract test
 * expects a request to be refused exactly when some row applies.
 */
import { readSnapshotExpression } from '../../../../src/api/snapshot-expression.js'
import {
  MAX_JSON_DEPTH,
  textDepth
} from '../../../../src/emulator/json-depth.js'
import { demoState } from '../../../../src/emulator/index.js'
import type { TypedRequest } from './catalogue.js'
import { isObject } from './wire-form.js'

/** Environment types of the demo state, which the test runs against. */
const ENV_TYPES = new Map(
  (demoState(0).orgs.demo?.environments ?? []).map((e) => [e.name, e.type])
)

type Check = (op: number, req: TypedRequest) => boolean

const N1 = /^[a-zA-Z0-9][a-zA-Z0-9._~-]*$/
const ANNOTATION_KEY = /^[A-Za-z0-9_]+$/
// eslint-disable-next-line no-control-regex
const EXTERNAL_URL_KEY = /^[^=.\u0000]+$/
const ENV_FILTER = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/
const MB = 1_000_000

const dataJson = (op: number, req: TypedRequest) => {
  if (op !== 1 || !isObject(req.body)) return undefined
  const data = req.body.data_json
  return isObject(data) ? data : undefined
}

const text = (v: unknown) => (typeof v === 'string' ? v : String(v))

const entries = (v: unknown) => (isObject(v) ? Object.entries(v) : [])

const targets = (data: Record<string, unknown>) =>
  Array.isArray(data.target_artifacts) ? data.target_artifacts.length : 0

const bodyText = (req: TypedRequest) => JSON.stringify(req.body ?? null)

export const RULE_CHECKS: Record<string, Check> = {
  'n1-names': (op, req) =>
    op === 1 &&
    (!N1.test(text(req.path.flow_name)) || !N1.test(text(req.path.trail_name))),
  'junit-results-not-empty': (op, req) => {
    const results = dataJson(op, req)?.junit_results
    return Array.isArray(results) && results.length === 0
  },
  'one-target-with-fingerprint': (op, req) => {
    const data = dataJson(op, req)
    return !!data && targets(data) > 1 && data.artifact_fingerprint != null
  },
  'targets-need-commit': (op, req) => {
    const data = dataJson(op, req)
    return (
      !!data &&
      targets(data) >= 1 &&
      data.artifact_fingerprint == null &&
      data.git_commit_info == null
    )
  },
  'annotation-keys': (op, req) =>
    entries(dataJson(op, req)?.annotations).some(
      ([k, v]) => !ANNOTATION_KEY.test(k) || typeof v !== 'string'
    ),
  'external-url-keys': (op, req) =>
    entries(dataJson(op, req)?.external_urls).some(
      ([k]) => !EXTERNAL_URL_KEY.test(k)
    ),
  'account-patch-not-empty': (op, req) =>
    op === 2 &&
    isObject(req.body) &&
    req.body.description === undefined &&
    req.body.privilege === undefined,
  'privilege-not-null': (op, req) =>
    op === 2 && isObject(req.body) && req.body.privilege === null,
  'snapshot-expression': (op, req) =>
    op === 10 &&
    [req.query.snappish1, req.query.snappish2].some(
      (s) => readSnapshotExpression(text(s)) === undefined
    ),
  'env-name-filter': (op, req) =>
    op === 13 &&
    typeof req.query.env_name === 'string' &&
    !ENV_FILTER.test(req.query.env_name),
  'join-physical-only': (op, req) => {
    if (op !== 8 || !isObject(req.body)) return false
    const into = ENV_TYPES.get(text(req.path.env_name))
    const joined = ENV_TYPES.get(text(req.body.physical_env_name))
    if (into === undefined || joined === undefined) return false
    return into !== 'logical' || joined === 'logical'
  },
  'attachment-size': (op, req) =>
    op === 1 &&
    isObject(req.body) &&
    typeof req.body.attachment_file === 'string' &&
    Buffer.byteLength(req.body.attachment_file) > 10 * MB,
  'body-size': (_op, req) => Buffer.byteLength(bodyText(req)) > 1 * MB,
  'json-depth': (_op, req) => textDepth(bodyText(req)) > MAX_JSON_DEPTH
}
