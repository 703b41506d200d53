import type { Snapshot } from './state.js'

/**
 * Snapshot expressions of env-diff (REFERENCE-CLI §4): `env` (latest),
 * `env#N` (snapshot number N), `env~N` (N behind the latest; SPEC.md's
 * "plain number N"), and `env@{...}` with `now`, a UTC time
 * `YYYY-MM-DDTHH:MM:SS` or `N.<hours|days|weeks|months>.ago`. A bare
 * trailing number is part of the name: `staging2` is environment staging2.
 */
export type Selector =
  | { kind: 'latest' }
  | { kind: 'number'; n: number }
  | { kind: 'behind'; n: number }
  | { kind: 'at'; ts: number }

export interface Snappish {
  env: string
  selector: Selector
}

const GRAMMAR = /^([^#~@\s]+)(?:#(\d+)|~(\d+)|@\{([^{}]+)\})?$/
const UNIT_SECONDS: Record<string, number> = {
  hours: 3600,
  days: 86_400,
  weeks: 7 * 86_400,
  months: 30 * 86_400
}

function momentOf(text: string, now: number): number | undefined {
  if (text === 'now') return now
  const ago = /^(\d+)\.(hours|days|weeks|months)\.ago$/.exec(text)
  if (ago) return now - Number(ago[1]) * (UNIT_SECONDS[ago[2] ?? ''] ?? 0)
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text)) {
    const ms = Date.parse(`${text}Z`)
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000)
  }
  return undefined
}

/** The parsed expression, or undefined when it is not one (a 400). */
export function parseSnappish(text: string, now: number): Snappish | undefined {
  const match = GRAMMAR.exec(text)
  if (!match) return undefined
  const [, env = '', number, behind, at] = match
  if (number !== undefined) {
    const n = Number(number)
    return n >= 1 ? { env, selector: { kind: 'number', n } } : undefined
  }
  if (behind !== undefined) {
    return { env, selector: { kind: 'behind', n: Number(behind) } }
  }
  if (at !== undefined) {
    const ts = momentOf(at, now)
    return ts === undefined ? undefined : { env, selector: { kind: 'at', ts } }
  }
  return { env, selector: { kind: 'latest' } }
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
      return sorted.filter((s) => s.created_at <= selector.ts).at(-1)
  }
}
