import { z } from 'zod'
import { FINGERPRINT_PATTERN } from '../../api/schemas/patterns.js'
import type { EmulatorContext } from '../context.js'
import { latestSnapshot, snapshotEvents } from '../events.js'
import { HttpError } from '../http-error.js'
import type { Snapshot } from '../state.js'

/**
 * `POST /_emulator/snapshots/{org}/{env}`: reports what runs in an
 * environment now, as an environment reporter would. The new snapshot is
 * compared with the latest one, and the events that follow (artifacts
 * started, stopped, changed compliance; the environment's compliance
 * flipping) are delivered to the notifications that listen for them.
 */

const ReportedArtifactSchema = z.looseObject({
  fingerprint: z
    .string()
    .regex(FINGERPRINT_PATTERN, 'must be 64 lowercase hex characters'),
  name: z.string().min(1),
  instance_count: z.number().int().min(1).default(1),
  compliant: z.boolean().optional(),
  flow: z.string().optional(),
  commit_url: z.string().optional(),
  most_recent_timestamp: z.number().optional(),
  pods: z.array(z.string()).optional()
})

export const SnapshotReportSchema = z.strictObject({
  artifacts: z.array(ReportedArtifactSchema)
})
export type SnapshotReport = z.input<typeof SnapshotReportSchema>

function decoded(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

export function addSnapshot(
  ctx: EmulatorContext,
  path: string,
  report: z.output<typeof SnapshotReportSchema>
) {
  const [orgName, envName, ...rest] = path.split('/').map(decoded)
  const org = orgName === undefined ? undefined : ctx.state.orgs[orgName]
  const env = org?.environments.find((e) => e.name === envName)
  if (!org || !env || orgName === undefined || rest.length > 0) {
    throw new HttpError(
      404,
      `No environment ${JSON.stringify(envName)} in org ${JSON.stringify(orgName)}; the path is /_emulator/snapshots/{org}/{env}`
    )
  }
  const now = Math.floor(ctx.clock() / 1000)
  const previous = latestSnapshot(org, env.name)
  const flowOf = (fingerprint: string) =>
    org.flows.find((f) =>
      f.artifacts.some((a) => a.fingerprint === fingerprint)
    )
  const next: Snapshot = {
    index: (previous?.index ?? 0) + 1,
    created_at: now,
    artifacts: report.artifacts.map((a) => ({
      ...a,
      flow: a.flow ?? flowOf(a.fingerprint)?.name ?? '',
      commit_url: a.commit_url ?? '',
      most_recent_timestamp: a.most_recent_timestamp ?? now
    }))
  }
  const events = snapshotEvents({ orgName, org, env, previous, next })
  org.snapshots[env.name] = [...(org.snapshots[env.name] ?? []), next]
  const deliveries = ctx.deliveries.dispatch(events)
  return {
    snapshot: next,
    events: events.map((e) => ({
      trigger: e.trigger,
      description: e.description,
      ...(e.artifact && { artifact: e.artifact })
    })),
    deliveries: deliveries.map((d) => d.id)
  }
}
