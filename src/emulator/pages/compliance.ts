import type { Flow, StoredAttestation, Trail } from '../state.js'

/**
 * A trail against its flow's template, as the pages show it. The service
 * description says only that a required attestation missing or
 * non-compliant makes a trail non-compliant; the rest is this page's
 * reading (docs/emulator.md, "The web pages"):
 * - a slot `name` is filled by an attestation of that name sent to the
 *   trail, a slot `artifact.name` by one of that name whose
 *   `target_artifacts` holds `artifact`;
 * - the latest attestation for a slot counts (a re-run replaces the
 *   earlier result, as each attestation records a new moment);
 * - an attestation outside the template counts too: a failing one makes
 *   the trail non-compliant, as a failed run should.
 */

export type SlotStatus = 'compliant' | 'non-compliant' | 'missing'

export interface SlotVerdict {
  slot: string
  status: SlotStatus
  /** The attestation that fills it, latest first. */
  attestation?: StoredAttestation
  /** Position of that attestation in the trail, from 1. */
  number?: number
  /** False for an attestation that fills no slot of the template. */
  required: boolean
}

export interface TrailCompliance {
  compliant: boolean
  slots: SlotVerdict[]
}

function targetsOf(attestation: StoredAttestation): string[] {
  const data = attestation.data_json
  if (typeof data !== 'object' || data === null) return []
  const targets = (data as { target_artifacts?: unknown }).target_artifacts
  return Array.isArray(targets)
    ? targets.filter((t): t is string => typeof t === 'string')
    : []
}

/** The slot names an attestation fills. */
export function slotsOf(attestation: StoredAttestation): string[] {
  const targets = targetsOf(attestation)
  const name = attestation.attestation_name
  return targets.length === 0 ? [name] : targets.map((t) => `${t}.${name}`)
}

/** Each slot name with its latest attestation and that one's number. */
function latestBySlot(trail: Trail) {
  const latest = new Map<string, { a: StoredAttestation; n: number }>()
  for (const [i, a] of trail.attestations.entries()) {
    for (const slot of slotsOf(a)) {
      const seen = latest.get(slot)
      if (!seen || seen.a.created_at <= a.created_at) {
        latest.set(slot, { a, n: i + 1 })
      }
    }
  }
  return latest
}

function verdict(
  slot: string,
  found: { a: StoredAttestation; n: number } | undefined,
  required: boolean
): SlotVerdict {
  if (!found) return { slot, status: 'missing', required }
  return {
    slot,
    status: found.a.compliant ? 'compliant' : 'non-compliant',
    attestation: found.a,
    number: found.n,
    required
  }
}

export function trailCompliance(flow: Flow, trail: Trail): TrailCompliance {
  const latest = latestBySlot(trail)
  const required = [...new Set(flow.template.slots)]
  const slots = [
    ...required.map((slot) => verdict(slot, latest.get(slot), true)),
    ...[...latest.keys()]
      .filter((slot) => !required.includes(slot))
      .map((slot) => verdict(slot, latest.get(slot), false))
  ]
  return {
    compliant: slots.every((s) => s.status === 'compliant'),
    slots
  }
}
