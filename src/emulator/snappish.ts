import {
  readSnapshotExpression,
  type SnapshotSelector
} from '../api/snapshot-expression.js'
import type { Snapshot } from './state.js'

/**
 * Snapshot expressions of env-diff, read with the grammar the client checks
 * them with (src/api/snapshot-expression.ts). What is the server's own is
 * resolving an `@{...}` moment against its clock.
 */
export type Selector = SnapshotSelector<number>

export interface Snappish {
  env: string
  selector: Selector
}

const UNIT_SECONDS: Record<string, number> = {
  hours: 3600,
  days: 86_400,
  weeks: 7 * 86_400,
  months: 30 * 86_400
}

/** Unix seconds of a moment the grammar accepted. */
function momentOf(text: string, now: number): number {
  if (text === 'now') return now
  const ago = /^(\d+)\.(hours|days|weeks|months)\.ago$/.exec(text)
  if (ago) return now - Number(ago[1]) * (UNIT_SECONDS[ago[2] ?? ''] ?? 0)
  return Math.floor(Date.parse(`${text}Z`) / 1000)
}

/** The parsed expression, or undefined when it is not one (a 400). */
export function parseSnappish(text: string, now: number): Snappish | undefined {
  const expression = readSnapshotExpression(text)
  if (expression === undefined) return undefined
  const { environment: env, selector } = expression
  return selector.kind === 'at'
    ? { env, selector: { kind: 'at', moment: momentOf(selector.moment, now) } }
    : { env, selector }
}

/** The snapshot an expression selects among an environment's snapshots. */
export function selectSnapshot(
  snapshots: readonly Snapshot[],
  selector: Selector
): Snapshot | undefined {
  const sorted = [...snapshots].sort((a, b) => a.index - b.index)
  switch (selector.kind) {
    case 'latest':
      return sorted.at(-1)
    case 'number':
      return sorted.find((s) => s.index === selector.n)
    case 'behind':
      return sorted[sorted.length - 1 - selector.n]
    case 'at':
      return sorted.filter((s) => s.created_at <= selector.moment).at(-1)
  }
}
