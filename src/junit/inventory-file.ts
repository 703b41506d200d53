/**
 * The inventory file's JSON (docs/inventory.md), made in pieces of bytes: a
 * million hashed cases make 45 MB of JSON, which as one string (and the
 * arrays it would be built from) would take several times the parser's
 * memory.
 */
import { INVENTORY_FORMAT } from './inventory.js'
import type { TestInventory } from './model.js'
import { JsonPieces } from './json-pieces.js'
import { NamedTests } from './named-tests.js'

/** What the file says besides its tests. */
export interface InventoryHeader {
  attestation: string
  commit: string | null
  /** The strip pattern's source, when one was set. */
  strip?: string
}

/**
 * Writes the `index`th test's JSON array into `out`; the packed lists write
 * their own from their bytes.
 */
function lineOf(
  inventory: TestInventory,
  out: JsonPieces
): (index: number) => void {
  if (inventory.hashed) {
    const hashed = inventory.tests
    return (index) => hashed.writeJson(index, out)
  }
  const tests = inventory.tests
  if (tests instanceof NamedTests) return (index) => tests.writeJson(index, out)
  const list = Array.isArray(tests) ? tests : [...tests]
  return (index) => out.bytes(Buffer.from(JSON.stringify(list[index])))
}

/**
 * The file's bytes, piece by piece: the header's fields, then one test per
 * line (easy to diff and to grep), then the closing brackets.
 */
export function* inventoryJson(
  header: InventoryHeader,
  inventory: TestInventory
): Generator<Buffer> {
  const head = {
    format: INVENTORY_FORMAT,
    attestation: header.attestation,
    commit: header.commit,
    ...(header.strip !== undefined && { strip: header.strip }),
    ...(inventory.hashed && { hashed: true })
  }
  const out = new JsonPieces()
  out.bytes(Buffer.from(`${JSON.stringify(head).slice(0, -1)},"tests":[`))
  const line = lineOf(inventory, out)
  for (let index = 0; index < inventory.tests.length; index++) {
    out.ascii(index === 0 ? '\n' : ',\n')
    line(index)
    if (out.full) yield* out.take()
  }
  out.ascii('\n]}\n')
  yield* out.end()
}
