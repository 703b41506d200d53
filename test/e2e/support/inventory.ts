/**
 * Base inventories for the removed-tests tests: this run's own inventory,
 * read by the parser in process (as a run on the base commit would have
 * written it), then changed the way a change between base and head would
 * change it: a test that is gone now, one skipped now, one renamed.
 */
import { writeFileSync } from 'node:fs'
import {
  INVENTORY_FORMAT,
  parseReports,
  type InventoryFile,
  type TestEntry
} from '../../../src/junit/index.js'

export async function inventoryOf(
  paths: readonly string[],
  cwd: string,
  formats: ('junit' | 'trx' | 'nunit' | 'xunit')[] = ['junit']
): Promise<TestEntry[]> {
  const outcome = await parseReports(paths, {
    cwd,
    strict: true,
    formats,
    inventory: {}
  })
  const tests = outcome.tests
  if (tests === undefined || tests.hashed) throw new Error('no named inventory')
  return [...tests.tests]
}

/** A test that is in the base only: removed now. */
export const GONE: TestEntry = [
  'com.acme.shop.Gone',
  'com.acme.shop.Gone',
  'was here',
  'passed'
]

/** The base: `tests` with GONE added and the skipped ones run (passed). */
export function baseOf(
  tests: readonly TestEntry[],
  change: { gone?: boolean; unskip?: boolean; rename?: boolean } = {}
): TestEntry[] {
  const base = tests.map((t): TestEntry =>
    change.unskip === true && t[3] === 'skipped'
      ? [t[0], t[1], t[2], 'passed']
      : t
  )
  if (change.rename === true) {
    const [first] = base
    if (first !== undefined)
      base[0] = [first[0], first[1], `${first[2]} (old name)`, first[3]]
  }
  return change.gone === false ? base : [...base, GONE]
}

export function writeInventory(
  file: string,
  tests: readonly TestEntry[],
  commit: string | null = 'b'.repeat(40)
): string {
  const content: InventoryFile = {
    format: INVENTORY_FORMAT,
    attestation: 'unit-tests',
    commit,
    tests: [...tests]
  }
  writeFileSync(file, JSON.stringify(content))
  return file
}
