import type { EmulatorState } from '../state.js'
import { listsOf, type List } from './rows.js'

/**
 * What the store last committed, list by list, and the rows a new state
 * changes against it. Working out the change costs one serialisation of
 * the lists compared by body and an identity check per added item; writing
 * it costs the changed rows only.
 */

interface Kept {
  /** Bodies of a compared list, items of an identity list, by position. */
  bodies: readonly string[]
  items: readonly unknown[]
}

export interface RowWrite {
  key: string
  pos: number
  body: string
}

export interface Changes {
  writes: RowWrite[]
  /** Rows of `key` at `from` and after go (from 0: the whole list). */
  cuts: { key: string; from: number }[]
  /** What the cache holds once these changes are committed. */
  next: Map<string, Kept>
}

function deepFreeze(value: unknown): void {
  const stack = [value]
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item !== 'object' || item === null || Object.isFrozen(item)) {
      continue
    }
    Object.freeze(item)
    for (const child of Object.values(item)) stack.push(child)
  }
}

function firstChange(list: List, kept: Kept | undefined): number {
  const old = kept?.items ?? []
  const length = Math.min(old.length, list.items.length)
  for (let i = 0; i < length; i++) {
    if (old[i] !== list.items[i]) return i
  }
  return length
}

function compared(list: List, kept: Kept | undefined, out: Changes): Kept {
  const bodies = list.items.map((item) => JSON.stringify(item))
  for (const [pos, body] of bodies.entries()) {
    if (kept?.bodies[pos] !== body)
      out.writes.push({ key: list.key, pos, body })
  }
  if (kept && kept.bodies.length > bodies.length) {
    out.cuts.push({ key: list.key, from: bodies.length })
  }
  return { bodies, items: [] }
}

function appended(list: List, kept: Kept | undefined, out: Changes): Kept {
  const from = firstChange(list, kept)
  if (kept && from === list.items.length && from === kept.items.length) {
    return kept
  }
  for (let pos = from; pos < list.items.length; pos++) {
    const item = list.items[pos]
    deepFreeze(item)
    out.writes.push({ key: list.key, pos, body: JSON.stringify(item) })
  }
  if (kept && kept.items.length > list.items.length) {
    out.cuts.push({ key: list.key, from: list.items.length })
  }
  return { bodies: [], items: [...list.items] }
}

export class RowCache {
  private kept = new Map<string, Kept>()

  /** The rows `state` changes against what was last accepted. */
  changes(state: EmulatorState): Changes {
    const out: Changes = { writes: [], cuts: [], next: new Map() }
    for (const list of listsOf(state)) {
      const kept = this.kept.get(list.key)
      const now =
        list.kind === 'compare'
          ? compared(list, kept, out)
          : appended(list, kept, out)
      out.next.set(list.key, now)
    }
    for (const key of this.kept.keys()) {
      if (!out.next.has(key)) out.cuts.push({ key, from: 0 })
    }
    return out
  }

  /** Called once the changes are committed. */
  accept(changes: Changes): void {
    this.kept = changes.next
  }
}
