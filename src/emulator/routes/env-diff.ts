import { SNAPSHOT_EXPRESSION_MESSAGE } from '../../api/schemas/queries.js'
import { HttpError, validationError } from '../http-error.js'
import type { ApiRequest, Route } from '../route.js'
import { ok } from '../route.js'
import { parseSnappish, selectSnapshot, type Snappish } from '../snappish.js'
import type { Snapshot, SnapshotArtifact } from '../state.js'

/**
 * Env-diff (op 10): artifacts only in snapshot 1, only in snapshot 2, in
 * both with a different instance count (`changed`), and in both unchanged.
 * Artifacts are matched by fingerprint.
 */

const KEYS = ['snappish1', 'snappish2'] as const

function resolve(req: ApiRequest, text: string, parsed: Snappish) {
  if (!req.org.environments.some((e) => e.name === parsed.env)) {
    throw new HttpError(404, 'Environment not found')
  }
  const snapshot = selectSnapshot(
    req.org.snapshots[parsed.env] ?? [],
    parsed.selector
  )
  if (!snapshot) throw new HttpError(404, `Snapshot not found: ${text}`)
  return { id: `${parsed.env}#${snapshot.index}`, snapshot }
}

/**
 * Both expressions, read before either is looked up, so a bad second one is
 * a 400 even when the first names an unknown environment. The message is the
 * service's (`Bad snappish <x>`); `errors` names the parameter as well.
 */
function readBoth(req: ApiRequest): [string, Snappish][] {
  const missing = KEYS.filter((k) => !req.query.has(k))
  if (missing.length > 0) {
    throw validationError(
      Object.fromEntries(missing.map((k) => [`query.${k}`, 'Field required']))
    )
  }
  return KEYS.map((key) => {
    // A repeated parameter takes its last value.
    const text = req.query.getAll(key).at(-1) ?? ''
    const parsed = parseSnappish(text, req.now)
    if (!parsed) {
      throw new HttpError(400, `Bad snappish ${text}`, {
        errors: { [`query.${key}`]: SNAPSHOT_EXPRESSION_MESSAGE }
      })
    }
    return [text, parsed]
  })
}

/** Also the snapshot diff of the web pages (src/emulator/pages/). */
export function diff(s1: Snapshot, s2: Snapshot) {
  const in2 = new Map(s2.artifacts.map((a) => [a.fingerprint, a]))
  const in1 = new Set(s1.artifacts.map((a) => a.fingerprint))
  const changed: SnapshotArtifact[] = []
  const unchanged: SnapshotArtifact[] = []
  for (const a of s1.artifacts) {
    const b = in2.get(a.fingerprint)
    if (!b) continue
    if (a.instance_count === b.instance_count) unchanged.push(b)
    else {
      // One-sided and unchanged entries carry no s1/s2 counts, changed ones
      // carry no pods, as the service answers (docs/spec/kosli-cli.md).
      const { pods: _pods, ...rest } = b
      changed.push({
        ...rest,
        s1_instance_count: a.instance_count,
        s2_instance_count: b.instance_count
      })
    }
  }
  return {
    only1: s1.artifacts.filter((a) => !in2.has(a.fingerprint)),
    only2: s2.artifacts.filter((a) => !in1.has(a.fingerprint)),
    changed,
    unchanged
  }
}

function envDiff(req: ApiRequest) {
  const [first, second] = readBoth(req)
  if (!first || !second) throw new Error('two snapshot expressions expected')
  const one = resolve(req, ...first)
  const two = resolve(req, ...second)
  const d = diff(one.snapshot, two.snapshot)
  // `changed` and `not-changed` span both snapshots: no single id applies.
  return ok({
    snappish1: { snapshot_id: one.id, artifacts: d.only1 },
    snappish2: { snapshot_id: two.id, artifacts: d.only2 },
    changed: { snapshot_id: '', artifacts: d.changed },
    'not-changed': { snapshot_id: '', artifacts: d.unchanged }
  })
}

export const envDiffRoutes: Route[] = [
  { method: 'GET', path: '/env-diff/:org', access: 'read', handle: envDiff }
]
