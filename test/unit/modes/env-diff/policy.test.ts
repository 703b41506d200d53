import { describe, expect, it } from 'vitest'
import type { FailOn } from '../../../../src/config/index.js'
import {
  countDiff,
  describeDifferences,
  evaluateGate
} from '../../../../src/modes/env-diff/policy.js'
import { artifact, diffOf } from './fixture.js'

const identical = diffOf({ same: [artifact('web')] })
const removedOnly = diffOf({ only1: [artifact('cron')] })
const addedOnly = diffOf({ only2: [artifact('api'), artifact('jobs')] })
const changedOnly = diffOf({
  changed: [artifact('web', { s1_instance_count: 3, s2_instance_count: 4 })]
})

// Rows: diff, then whether each policy passes it.
const table: [string, ReturnType<typeof diffOf>, Record<FailOn, boolean>][] = [
  [
    'identical',
    identical,
    { 'any-change': true, added: true, removed: true, never: true }
  ],
  [
    'only removed',
    removedOnly,
    { 'any-change': false, added: true, removed: false, never: true }
  ],
  [
    'only added',
    addedOnly,
    { 'any-change': false, added: false, removed: true, never: true }
  ],
  [
    'only a changed instance count',
    changedOnly,
    { 'any-change': false, added: true, removed: true, never: true }
  ]
]

describe('evaluateGate', () => {
  for (const [label, diff, expected] of table) {
    for (const [failOn, passes] of Object.entries(expected)) {
      it(`${label}: fail-on ${failOn} ${passes ? 'passes' : 'fails'}`, () => {
        const verdict = evaluateGate(diff, failOn as FailOn)
        expect(verdict.passed).toBe(passes)
        expect(verdict.failOn).toBe(failOn)
        expect(verdict.differs).toBe(label !== 'identical')
        expect(verdict.reason).toContain(`fail-on ${failOn}`)
      })
    }
  }

  it('says why, with the counts', () => {
    expect(evaluateGate(addedOnly, 'added').reason).toBe(
      'fail-on added (an artifact only in snapshot 2 fails): 2 artifacts only in snapshot 2'
    )
    expect(evaluateGate(identical, 'any-change').reason).toMatch(
      /no differences/
    )
  })
})

describe('countDiff and describeDifferences', () => {
  it('counts every list and names every non-empty one', () => {
    const diff = diffOf({
      only1: [artifact('a')],
      only2: [artifact('b'), artifact('c')],
      changed: [artifact('d')],
      same: [artifact('e'), artifact('f'), artifact('g')]
    })
    const counts = countDiff(diff)
    expect(counts).toEqual({
      onlyIn1: 1,
      onlyIn2: 2,
      changed: 1,
      notChanged: 3
    })
    expect(describeDifferences(counts)).toBe(
      '1 artifact only in snapshot 1, 2 artifacts only in snapshot 2 and 1 artifact with a changed instance count'
    )
  })
})
