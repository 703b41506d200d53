/**
 * The base commit's inventory as a file (`base-tests`, or the file of the
 * downloaded artifact): read as data within a size limit and checked entry
 * by entry, so that a wrong file is named with what is wrong in it rather
 * than compared as if it held no test.
 */
import { ConfigError, errorMessage } from '../../../errors.js'
import {
  INVENTORY_FORMAT,
  type HashedEntry,
  type InventoryFile,
  type TestEntry,
  type TestStatus
} from '../../../junit/index.js'
import type { ComparableInventory } from './compare.js'
import { readRegularFile } from '../../../regular-file.js'
import { printable } from '../../../text.js'

/** Room for about two million named cases; hashed ones take less. */
export const MAX_INVENTORY_BYTES = 256 * 1024 * 1024

const STATUSES: ReadonlySet<string> = new Set([
  'passed',
  'failed',
  'errored',
  'skipped'
])
const HASH = /^[0-9a-f]{32}$/

export interface BaseInventory {
  inventory: ComparableInventory
  /** The attestation name and commit the file says it is about. */
  attestation: string
  commit: string | null
  strip?: string
}

function isStatus(value: unknown): value is TestStatus {
  return typeof value === 'string' && STATUSES.has(value)
}

function namedEntry(value: unknown): TestEntry | undefined {
  if (!Array.isArray(value) || value.length !== 4) return undefined
  const [suite, classname, name, status] = value as unknown[]
  if (
    typeof suite !== 'string' ||
    typeof classname !== 'string' ||
    typeof name !== 'string' ||
    !isStatus(status)
  ) {
    return undefined
  }
  return [suite, classname, name, status]
}

function hashedEntry(value: unknown): HashedEntry | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined
  const [hash, status] = value as unknown[]
  if (typeof hash !== 'string' || !HASH.test(hash) || !isStatus(status)) {
    return undefined
  }
  return [hash, status]
}

/** Each entry checked; the first bad one is named by its index. */
function entriesOf<T>(
  tests: unknown,
  read: (value: unknown) => T | undefined,
  shape: string
): T[] {
  if (!Array.isArray(tests)) throw new Error('"tests" is not an array')
  const out: T[] = []
  for (const [index, value] of (tests as unknown[]).entries()) {
    const entry = read(value)
    if (entry === undefined) {
      const shown = printable(JSON.stringify(value) ?? String(value)).slice(
        0,
        120
      )
      throw new Error(`tests[${index}] is not ${shape}: ${shown}`)
    }
    out.push(entry)
  }
  return out
}

type Fields = Partial<Record<keyof InventoryFile, unknown>>

/** The inventory a parsed JSON value holds, or an Error saying why not. */
export function inventoryOf(value: unknown): BaseInventory {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('it is not a JSON object')
  }
  const fields = value as Fields
  if (fields.format !== INVENTORY_FORMAT) {
    throw new Error(
      `"format" is ${JSON.stringify(fields.format) ?? 'missing'}, not "${INVENTORY_FORMAT}"`
    )
  }
  const { attestation, commit, strip } = fields
  if (typeof attestation !== 'string') {
    throw new Error('"attestation" is not a string')
  }
  if (commit !== null && typeof commit !== 'string') {
    throw new Error('"commit" is neither a string nor null')
  }
  const inventory: ComparableInventory =
    fields.hashed === true
      ? {
          hashed: true,
          tests: entriesOf(fields.tests, hashedEntry, '[hash, status]')
        }
      : {
          hashed: false,
          tests: entriesOf(
            fields.tests,
            namedEntry,
            '[suite, classname, name, status]'
          )
        }
  return {
    inventory,
    attestation,
    commit,
    ...(typeof strip === 'string' && { strip })
  }
}

/**
 * The inventory in the file at `path`. `what` names where it came from in
 * the error (`base-tests`, `artifact kosli-tests-unit-tests`).
 */
export function readInventoryFile(
  path: string,
  what: string,
  shown = path
): BaseInventory {
  const bytes = readRegularFile(path, { maxBytes: MAX_INVENTORY_BYTES, what })
  let value: unknown
  try {
    value = JSON.parse(bytes.toString('utf8'))
  } catch (error) {
    throw new ConfigError(
      `${what}: ${printable(shown)} is not JSON (${errorMessage(error)}); give the file that a run on the base commit wrote with the tests-file output (CLI: --tests-file)`,
      { cause: error }
    )
  }
  try {
    return inventoryOf(value)
  } catch (error) {
    throw new ConfigError(
      `${what}: ${printable(shown)} is not a test inventory: ${errorMessage(error)}; give the file that a run on the base commit wrote with the tests-file output (CLI: --tests-file)`,
      { cause: error }
    )
  }
}
