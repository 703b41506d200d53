/** A trail judged against its flow's template (docs/emulator.md, The web pages). */
import { describe, expect, it } from 'vitest'
import { MemoryAttachments } from '../../../../src/emulator/attachments.js'
import { trailCompliance } from '../../../../src/emulator/pages/compliance.js'
import type {
  Flow,
  StoredAttestation,
  Trail
} from '../../../../src/emulator/state.js'

function attestation(
  name: string,
  compliant: boolean,
  extra: { at?: number; targets?: string[] } = {}
): StoredAttestation {
  return {
    id: name,
    attestation_name: name,
    attestation_type: 'junit',
    created_at: extra.at ?? 1,
    compliant,
    data_json: extra.targets ? { target_artifacts: extra.targets } : {},
    attachment: null
  }
}

function judge(slots: string[], attestations: StoredAttestation[]) {
  const trail: Trail = { name: 't', created_at: 0, attestations, moments: [] }
  const flow: Flow = {
    id: 'f',
    name: 'f',
    template: { id: 'tpl', slots },
    trails: [trail],
    artifacts: []
  }
  const verdict = trailCompliance(flow, trail)
  const bySlot = Object.fromEntries(verdict.slots.map((s) => [s.slot, s]))
  return { compliant: verdict.compliant, bySlot }
}

describe('trailCompliance', () => {
  it('is compliant when every required attestation is there and compliant', () => {
    const v = judge(
      ['unit', 'lint'],
      [attestation('unit', true), attestation('lint', true)]
    )
    expect(v.compliant).toBe(true)
  })

  it('is not compliant when a required attestation is missing or failing', () => {
    expect(
      judge(['unit', 'lint'], [attestation('unit', true)]).bySlot.lint?.status
    ).toBe('missing')
    expect(judge(['unit', 'lint'], [attestation('unit', true)]).compliant).toBe(
      false
    )
    const failing = judge(['unit'], [attestation('unit', false)])
    expect(failing.bySlot.unit?.status).toBe('non-compliant')
    expect(failing.compliant).toBe(false)
  })

  it('counts the latest attestation of a slot: a passing re-run replaces a failure', () => {
    const rerun = judge(
      ['unit'],
      [
        attestation('unit', false, { at: 1 }),
        attestation('unit', true, { at: 2 })
      ]
    )
    expect(rerun.compliant).toBe(true)
    expect(rerun.bySlot.unit?.number).toBe(2)
  })

  it('fills an artifact slot only with an attestation that targets that artifact', () => {
    const slots = ['api.unit']
    expect(
      judge(slots, [attestation('unit', true)]).bySlot['api.unit']?.status
    ).toBe('missing')
    expect(
      judge(slots, [attestation('unit', true, { targets: ['api'] })]).compliant
    ).toBe(true)
  })

  it('lets a failing attestation outside the template make the trail not compliant', () => {
    const v = judge([], [attestation('extra', false)])
    expect(v.bySlot.extra).toMatchObject({
      required: false,
      status: 'non-compliant'
    })
    expect(v.compliant).toBe(false)
    expect(judge([], []).compliant).toBe(true)
  })
})

describe('Attachments', () => {
  it('keeps bytes within its budget, dropping the oldest first', () => {
    const store = new MemoryAttachments(10)
    store.put('a', Buffer.alloc(4))
    store.put('b', Buffer.alloc(4))
    store.put('c', Buffer.alloc(4))
    expect([store.has('a'), store.has('b'), store.has('c')]).toEqual([
      false,
      true,
      true
    ])
    store.put('huge', Buffer.alloc(11))
    expect(store.has('huge')).toBe(false)
    expect(store.get('c')?.length).toBe(4)
  })
})
