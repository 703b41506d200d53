import { z } from 'zod'
import type { EnvEvent } from './events.js'
import type { Org } from './state.js'

/**
 * The JSON a WEBHOOK target receives, in the shape Kosli documents for its
 * custom webhooks (docs/spec/events.md): `version` "1.0", the Unix time and
 * the snapshot index as strings, `event_type` the trigger without its `ON_`
 * prefix. The interface does not show the payload; this is the emulator's
 * reading of Kosli's published example. Links point at the emulator.
 */

const status = z.enum(['compliant', 'non-compliant', 'unknown'])

export const WebhookPayloadSchema = z.object({
  version: z.literal('1.0'),
  timestamp: z.string(),
  org: z.string(),
  environment: z.string(),
  event_type: z.string(),
  description: z.string(),
  snapshot: z
    .object({
      index: z.string(),
      status,
      html_url: z.string(),
      api_url: z.string()
    })
    .nullable(),
  artifact: z
    .object({
      name: z.string(),
      fingerprint: z.string(),
      provenance: z
        .object({
          flow: z.string(),
          status: z.string(),
          commit: z.string().nullable(),
          commit_url: z.string().nullable(),
          html_url: z.string().nullable(),
          api_url: z.string().nullable(),
          build_url: z.string().nullable()
        })
        .nullable()
    })
    .nullable()
})
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>

const statusOf = (compliant: boolean | undefined) =>
  compliant === undefined
    ? 'unknown'
    : compliant
      ? 'compliant'
      : 'non-compliant'

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : null

function provenance(org: Org, fingerprint: string) {
  for (const flow of org.flows) {
    const a = flow.artifacts.find((x) => x.fingerprint === fingerprint)
    if (!a) continue
    return {
      flow: flow.name,
      status: typeof a.state === 'string' ? a.state.toLowerCase() : 'unknown',
      commit: text(a.git_commit),
      commit_url: text(a.commit_url),
      html_url: text(a.html_url),
      api_url: text(a.api_url),
      build_url: text(a.build_url)
    }
  }
  return null
}

export function payloadOf(
  event: EnvEvent,
  org: Org,
  context: { now: number; baseUrl: string }
): WebhookPayload {
  const { snapshot, artifact } = event
  const orgSegment = encodeURIComponent(event.org)
  const envSegment = encodeURIComponent(event.environment)
  return {
    version: '1.0',
    timestamp: String(context.now),
    org: event.org,
    environment: event.environment,
    event_type: event.trigger.replace(/^ON_/, ''),
    description: event.description,
    snapshot: snapshot
      ? {
          index: String(snapshot.index),
          status: statusOf(snapshot.compliant),
          html_url: `${context.baseUrl}/${orgSegment}/environments/${envSegment}/snapshots/${snapshot.index}`,
          api_url: `${context.baseUrl}/api/v2/snapshots/${orgSegment}/${envSegment}/${snapshot.index}`
        }
      : null,
    artifact: artifact
      ? { ...artifact, provenance: provenance(org, artifact.fingerprint) }
      : null
  }
}
