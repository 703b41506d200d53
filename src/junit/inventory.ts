/**
 * The test inventory: the identity and status of every test case read, the
 * one identity that the removed-tests gate, the quarantine and matrix legs
 * share (docs/inventory.md).
 */
type Crypto = typeof import('node:crypto')

export const INVENTORY_FORMAT = 'kosli-attest/tests@1'

export type TestStatus = 'passed' | 'failed' | 'errored' | 'skipped'

/** One case: its suite, classname ('' when none), name and status. */
export type TestEntry = readonly [
  suite: string,
  classname: string,
  name: string,
  status: TestStatus
]

/**
 * Named cases in identity order: an array, or the packed list a parse
 * makes (named-tests.ts), whose entries are made as they are read.
 */
export type TestList = Iterable<TestEntry> & { readonly length: number }

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

let crypto: Crypto | undefined

/**
 * node:crypto, loaded on the first hash: the action's start loads no
 * hashing (docs/performance.md, Start-up), and most runs never hash. A Node
 * without `process.getBuiltinModule` (22.0 to 22.2) gets it from
 * `loadHashing` before the parse.
 */
function cryptoModule(): Crypto {
  crypto ??= process.getBuiltinModule('node:crypto')
  return crypto
}

/** Loads node:crypto ahead where it cannot be loaded on first use. */
export async function loadHashing(): Promise<void> {
  // Typed as always present; absent before Node 22.3.
  if (typeof process.getBuiltinModule !== 'function')
    crypto ??= await import('node:crypto')
}

/** The hash's 16 bytes: the first 128 bits of SHA-256 of the key's UTF-8. */
export function identityDigest(key: string): Buffer {
  // The one-shot hash (Node 21.7+) makes no Hash object: a quarter faster.
  return cryptoModule().hash('sha256', key, 'buffer').subarray(0, 16)
}

/**
 * The hash a hashed inventory keeps: 128 bits of SHA-256, hex. A hex string
 * lives on V8's heap and dies young; a Buffer per case holds memory outside
 * it that a busy machine's collector frees late (a million cases: 50 MiB).
 */
export function identityHash(key: string): string {
  return cryptoModule().hash('sha256', key).slice(0, 32)
}
