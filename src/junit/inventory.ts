/**
 * The test inventory: the identity and status of every test case read, the
 * one identity that the removed-tests gate, the quarantine and matrix legs
 * share (docs/inventory.md).
 */
import { createHash } from 'node:crypto'

export const INVENTORY_FORMAT = 'kosli-attest/tests@1'

export type TestStatus = 'passed' | 'failed' | 'errored' | 'skipped'

/** One case: its suite, classname ('' when none), name and status. */
export type TestEntry = readonly [
  suite: string,
  classname: string,
  name: string,
  status: TestStatus
]

/** A case of a hashed inventory: its identity's hash and its status. */
export type HashedEntry = readonly [hash: string, status: TestStatus]

/** The inventory as written to `tests-file` and the evidence archive. */
export type InventoryFile = {
  format: typeof INVENTORY_FORMAT
  attestation: string
  commit: string | null
  /** The pattern removed from names before they were kept, when one was set. */
  strip?: string
} & (
  | { hashed?: false; tests: TestEntry[] }
  /** Above the documented number of cases only hashes are kept. */
  | { hashed: true; tests: HashedEntry[] }
)

/**
 * Which status a name seen twice keeps (a parameterised test after strip, a
 * case repeated in two reports): the first of this order that occurs, so a
 * merged identity never reads greener than any of its cases.
 */
export const STATUS_ORDER: readonly TestStatus[] = [
  'errored',
  'failed',
  'passed',
  'skipped'
]

export function worseStatus(a: TestStatus, b: TestStatus): TestStatus {
  return STATUS_ORDER.indexOf(a) <= STATUS_ORDER.indexOf(b) ? a : b
}

/** The identity as one string; NUL cannot occur in XML text. */
export function identityKey(
  suite: string,
  classname: string,
  name: string
): string {
  return `${suite}\u0000${classname}\u0000${name}`
}

/** The hash a hashed inventory keeps: 128 bits of SHA-256, hex. */
export function identityHash(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32)
}
