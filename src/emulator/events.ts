import type { TRIGGERS } from '../api/schemas/patterns.js'
import type {
  EnvironmentRecord,
  Org,
  Snapshot,
  SnapshotArtifact
} from './state.js'

/**
 * Environment events the emulator can observe (docs/spec/events.md): an
 * artifact allow-listed (operation 6), and what changes between an
 * environment's latest snapshot and a new one added through the control API.
 */

export type Trigger = (typeof TRIGGERS)[number]

export interface EnvEvent {
  org: string
  environment: string
  trigger: Trigger
  description: string
  /** The snapshot the event belongs to (the latest one for allow-listing). */
  snapshot?: { index: number; compliant: boolean | undefined }
  artifact?: { name: string; fingerprint: string }
}

/**
 * An artifact's compliance in an environment: the snapshot says so, or it is
 * allow-listed there, or its flow's artifact record is COMPLIANT or
 * NON-COMPLIANT. Anything else (INCOMPLETE, unknown) cannot be told.
 */
export function artifactCompliance(
  org: Org,
  envName: string,
  artifact: Pick<SnapshotArtifact, 'fingerprint' | 'compliant'>
): boolean | undefined {
  if (typeof artifact.compliant === 'boolean') return artifact.compliant
  const allowed = org.allowlist.some(
    (a) =>
      a.env_name === envName && a.artifact_fingerprint === artifact.fingerprint
  )
  if (allowed) return true
  const known = org.flows
    .flatMap((f) => f.artifacts)
    .find((a) => a.fingerprint === artifact.fingerprint)
  if (known?.state === 'COMPLIANT') return true
  if (known?.state === 'NON-COMPLIANT') return false
  return undefined
}

/** Compliant when every running artifact is; unknown if any cannot be told. */
export function snapshotCompliance(
  org: Org,
  envName: string,
  snapshot: Snapshot
): boolean | undefined {
  let unknown = false
  for (const artifact of snapshot.artifacts) {
    const compliant = artifactCompliance(org, envName, artifact)
    if (compliant === false) return false
    if (compliant === undefined) unknown = true
  }
  return unknown ? undefined : true
}

export function latestSnapshot(org: Org, envName: string) {
  return (org.snapshots[envName] ?? []).reduce<Snapshot | undefined>(
    (latest, s) => (latest && latest.index > s.index ? latest : s),
    undefined
  )
}

const instances = (n: number) => `${n} instance${n === 1 ? '' : 's'}`

export function allowedEvent(
  { orgName, org }: { orgName: string; org: Org },
  envName: string,
  entry: { artifact_name: string; artifact_fingerprint: string }
): EnvEvent {
  const latest = latestSnapshot(org, envName)
  return {
    org: orgName,
    environment: envName,
    trigger: 'ON_ALLOWED_ARTIFACT',
    description: `${entry.artifact_name} was added to the allow-list`,
    ...(latest && {
      snapshot: {
        index: latest.index,
        compliant: snapshotCompliance(org, envName, latest)
      }
    }),
    artifact: {
      name: entry.artifact_name,
      fingerprint: entry.artifact_fingerprint
    }
  }
}

interface SnapshotChange {
  orgName: string
  org: Org
  env: EnvironmentRecord
  previous: Snapshot | undefined
  next: Snapshot
}

function artifactEvents(change: SnapshotChange): EnvEvent[] {
  const { org, env, previous, next } = change
  const before = new Map(previous?.artifacts.map((a) => [a.fingerprint, a]))
  const after = new Map(next.artifacts.map((a) => [a.fingerprint, a]))
  const events: [Trigger, SnapshotArtifact, string][] = []
  for (const a of next.artifacts) {
    const old = before.get(a.fingerprint)
    if (!old) {
      const n = a.instance_count
      events.push([
        'ON_STARTED_ARTIFACT',
        a,
        `${instances(n)} started running (from 0 to ${n})`
      ])
      continue
    }
    const was = artifactCompliance(org, env.name, old)
    const now = artifactCompliance(org, env.name, a)
    if (was !== undefined && now !== undefined && was !== now) {
      const became = now ? 'compliant' : 'non-compliant'
      events.push(['ON_SCALED_ARTIFACT', a, `the artifact became ${became}`])
    }
  }
  for (const a of previous?.artifacts ?? []) {
    if (after.has(a.fingerprint)) continue
    const n = a.instance_count
    events.push([
      'ON_EXITED_ARTIFACT',
      a,
      `${instances(n)} stopped running (from ${n} to 0)`
    ])
  }
  return events.map(([trigger, a, description]) => ({
    org: change.orgName,
    environment: env.name,
    trigger,
    description,
    artifact: { name: a.name, fingerprint: a.fingerprint }
  }))
}

/**
 * The events a new snapshot causes. Also records on the environment what the
 * snapshot changed: when it was reported and changed, and its compliance.
 */
export function snapshotEvents(change: SnapshotChange): EnvEvent[] {
  const { org, env, previous, next } = change
  const compliant = snapshotCompliance(org, env.name, next)
  // The latest snapshot says what the environment was; the stored `state`
  // stands in when that snapshot cannot tell, or there is none.
  const before =
    (previous && snapshotCompliance(org, env.name, previous)) ?? env.state
  const snapshot = { index: next.index, compliant }
  const events = artifactEvents(change).map((e) => ({ ...e, snapshot }))
  if (compliant !== undefined && before !== undefined && compliant !== before) {
    events.push({
      org: change.orgName,
      environment: env.name,
      trigger: compliant ? 'ON_COMPLIANT_ENV' : 'ON_NON_COMPLIANT_ENV',
      description: `the environment became ${compliant ? 'compliant' : 'non-compliant'}`,
      snapshot
    })
  }
  env.last_reported_at = next.created_at
  const moved = events.some((e) => e.trigger !== 'ON_SCALED_ARTIFACT')
  if (moved) env.last_changed_at = next.created_at
  if (compliant !== undefined) env.state = compliant
  return events
}
