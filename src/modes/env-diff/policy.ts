import type { EnvDiff } from '../../api/schemas/index.js'
import type { FailOn } from '../../config/index.js'
import type { DiffCounts, GateVerdict } from '../../report/env-diff-summary.js'
import { plural } from '../../text.js'

/**
 * The env-diff gate: which differences between two snapshots fail the step.
 * The service sorts each artifact into one of four lists: only in snapshot 1
 * (`snappish1`), only in snapshot 2 (`snappish2`), in both with a changed
 * instance count (`changed`), and in both unchanged (`not-changed`).
 */
export function countDiff(diff: EnvDiff): DiffCounts {
  return {
    onlyIn1: diff.snappish1.artifacts.length,
    onlyIn2: diff.snappish2.artifacts.length,
    changed: diff.changed.artifacts.length,
    notChanged: diff['not-changed'].artifacts.length
  }
}

/** e.g. `1 artifact only in snapshot 1 and 2 artifacts with a changed instance count`. */
export function describeDifferences(counts: DiffCounts): string {
  const parts = [
    counts.onlyIn1 > 0 &&
      `${plural(counts.onlyIn1, 'artifact')} only in snapshot 1`,
    counts.onlyIn2 > 0 &&
      `${plural(counts.onlyIn2, 'artifact')} only in snapshot 2`,
    counts.changed > 0 &&
      `${plural(counts.changed, 'artifact')} with a changed instance count`
  ].filter((part): part is string => part !== false)
  if (parts.length === 0) {
    return 'no differences: the same artifacts with the same instance counts'
  }
  const last = parts.pop() as string
  return parts.length === 0 ? last : `${parts.join(', ')} and ${last}`
}

function failingCount(counts: DiffCounts, failOn: FailOn): number {
  switch (failOn) {
    case 'any-change':
      return counts.onlyIn1 + counts.onlyIn2 + counts.changed
    case 'added':
      return counts.onlyIn2
    case 'removed':
      return counts.onlyIn1
    case 'never':
      return 0
  }
}

const WHAT_FAILS: Record<FailOn, string> = {
  'any-change':
    'anything only in one snapshot or with a changed instance count fails',
  added: 'an artifact only in snapshot 2 fails',
  removed: 'an artifact only in snapshot 1 fails',
  never: 'report only, nothing fails'
}

/** Decides the gate; pure, so the CLI and the action agree by construction. */
export function evaluateGate(diff: EnvDiff, failOn: FailOn): GateVerdict {
  const counts = countDiff(diff)
  const differs = counts.onlyIn1 + counts.onlyIn2 + counts.changed > 0
  const passed = failingCount(counts, failOn) === 0
  const reason = `fail-on ${failOn} (${WHAT_FAILS[failOn]}): ${describeDifferences(counts)}`
  return { failOn, passed, differs, reason, counts }
}
