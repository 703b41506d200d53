/**
 * The inventory file's JSON (docs/inventory.md), made in pieces: a million
 * hashed cases make 45 MB of JSON, which as one string (and the arrays it
 * would be built from) would take several times the parser's memory.
 */
import {
  INVENTORY_FORMAT,
  type HashedEntry,
  type TestEntry
} from './inventory.js'
import type { TestInventory } from './model.js'

/** What the file says besides its tests. */
export interface InventoryHeader {
  attestation: string
  commit: string | null
  /** The strip pattern's source, when one was set. */
  strip?: string
}

/** About this many characters per piece. */
const PIECE = 1 << 16

/**
 * Writes each test as its JSON array. A hash is hex from a HashedTests
 * buffer, so it needs no escaping; a suite's and classname's JSON is kept
 * from the line before, where most lines repeat it.
 */
function lineWriter(): (entry: TestEntry | HashedEntry) => string {
  let suite = ''
  let suiteJson = '""'
  let classname = ''
  let classnameJson = '""'
  return (entry) => {
    if (entry.length === 2) return `["${entry[0]}",${JSON.stringify(entry[1])}]`
    const [s, c, name, status] = entry
    if (s !== suite) [suite, suiteJson] = [s, JSON.stringify(s)]
    if (c !== classname) [classname, classnameJson] = [c, JSON.stringify(c)]
    return `[${suiteJson},${classnameJson},${JSON.stringify(name)},${JSON.stringify(status)}]`
  }
}

/**
 * The file's text, piece by piece: the header's fields, then one test per
 * line (easy to diff and to grep), then the closing brackets.
 */
export function* inventoryJson(
  header: InventoryHeader,
  inventory: TestInventory
): Generator<string> {
  const head = {
    format: INVENTORY_FORMAT,
    attestation: header.attestation,
    commit: header.commit,
    ...(header.strip !== undefined && { strip: header.strip }),
    ...(inventory.hashed && { hashed: true })
  }
  let piece = `${JSON.stringify(head).slice(0, -1)},"tests":[`
  let first = true
  const line = lineWriter()
  for (const entry of inventory.tests) {
    piece += `${first ? '\n' : ',\n'}${line(entry)}`
    first = false
    if (piece.length >= PIECE) {
      yield piece
      piece = ''
    }
  }
  yield `${piece}\n]}\n`
}
