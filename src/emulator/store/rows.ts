import type { EmulatorState, Org } from '../state.js'

/**
 * The state as rows of the store: ordered lists, each under a key, one JSON
 * body per position. A list is either compared body by body (its items are
 * changed in place: flows, trails without their attestations) or by item
 * identity (its items are only ever added: attestations, moments,
 * snapshots). Identity lists make an attestation cost one row whatever the
 * size of its trail; their items are frozen once written, so a route that
 * changed one in place would fail loudly instead of being missed.
 */

export type ListKind = 'compare' | 'identity'

export interface List {
  key: string
  kind: ListKind
  items: readonly unknown[]
}

export const keyOf = (...parts: (string | number)[]): string =>
  JSON.stringify(parts)

function orgLists(name: string, org: Org, lists: List[]): void {
  const { flows, snapshots, ...rest } = org
  const envs = Object.keys(snapshots)
  lists.push({
    key: keyOf('org', name),
    kind: 'compare',
    items: [{ ...rest, snapshot_envs: envs }]
  })
  for (const env of envs) {
    lists.push({
      key: keyOf('snapshots', name, env),
      kind: 'identity',
      items: snapshots[env] ?? []
    })
  }
  lists.push({
    key: keyOf('flows', name),
    kind: 'compare',
    items: flows.map(({ trails: _trails, ...flow }) => flow)
  })
  for (const [f, flow] of flows.entries()) {
    lists.push({
      key: keyOf('trails', name, f),
      kind: 'compare',
      items: flow.trails.map(
        ({ attestations: _a, moments: _m, ...trail }) => trail
      )
    })
    for (const [t, trail] of flow.trails.entries()) {
      for (const part of ['attestations', 'moments'] as const) {
        lists.push({
          key: keyOf(part, name, f, t),
          kind: 'identity',
          items: trail[part]
        })
      }
    }
  }
}

/** Every list of the state, the state's own fields first. */
export function listsOf(state: EmulatorState): List[] {
  const { orgs, ...rest } = state
  const names = Object.keys(orgs)
  const lists: List[] = [
    { key: keyOf('state'), kind: 'compare', items: [{ ...rest, orgs: names }] }
  ]
  for (const name of names) orgLists(name, orgs[name] as Org, lists)
  return lists
}

type Json = Record<string, unknown>

function objectAt(rows: ReadonlyMap<string, unknown[]>, key: string): Json {
  const value = rows.get(key)?.[0]
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`the row ${key} is missing or not an object`)
  }
  return value as Json
}

function namesIn(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new Error(`${what} is not a list of names`)
  }
  return value
}

function orgOf(rows: ReadonlyMap<string, unknown[]>, name: string): Json {
  const list = (...parts: (string | number)[]) => rows.get(keyOf(...parts))
  const { snapshot_envs: envs, ...org } = objectAt(rows, keyOf('org', name))
  const snapshots: Record<string, unknown[]> = {}
  for (const env of namesIn(envs, `the snapshot list of ${name}`)) {
    snapshots[env] = list('snapshots', name, env) ?? []
  }
  const flows = (list('flows', name) ?? []).map((flow, f) => ({
    ...(flow as Json),
    trails: (list('trails', name, f) ?? []).map((trail, t) => ({
      ...(trail as Json),
      attestations: list('attestations', name, f, t) ?? [],
      moments: list('moments', name, f, t) ?? []
    }))
  }))
  return { ...org, snapshots, flows }
}

/** The state document the rows make; the caller checks it (parseState). */
export function documentOf(rows: ReadonlyMap<string, unknown[]>): Json {
  const { orgs, ...state } = objectAt(rows, keyOf('state'))
  const built: Record<string, Json> = {}
  for (const name of namesIn(orgs, 'the organisation list')) {
    built[name] = orgOf(rows, name)
  }
  return { ...state, orgs: built }
}
