/**
 * The union of test inventories, loaded on its first call: inventories
 * hash (node:crypto), which the action's start does not load.
 */
import type { TestInventory } from './model.js'

export type { TestInventory } from './model.js'
export { sortByUtf8 } from './utf8-order.js'

/** Inventories as one; each source's suites are already its own. */
export async function unionOfInventories(
  sources: readonly (TestInventory | undefined)[]
): Promise<TestInventory | undefined> {
  const { inventoryUnion } = await import('./inventory-union.js')
  return inventoryUnion(sources)
}
