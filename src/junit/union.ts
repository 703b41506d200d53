/**
 * The union of test inventories, loaded on its first call: inventories
 * hash (node:crypto), which the action's start does not load.
 */
import type { InventorySource } from './inventory-union.js'
import type { TestInventory } from './model.js'

export type { InventorySource } from './inventory-union.js'
export type { TestInventory } from './model.js'
export { sortByUtf8 } from './utf8-order.js'

/** Inventories as one, each entry's suite renamed by its source. */
export async function unionOfInventories(
  sources: readonly InventorySource[]
): Promise<TestInventory | undefined> {
  const { inventoryUnion } = await import('./inventory-union.js')
  return inventoryUnion(sources)
}
