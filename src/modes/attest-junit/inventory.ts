/**
 * attest-junit's test inventory (docs/inventory.md): always collected with
 * the parse, written as kosli-tests.json beside the payload (the
 * `tests-file` output), attached to the evidence, and counted in the
 * attestation's `kosli_attest_tests` annotation.
 */
import { open } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { JunitAttestationInput } from '../../api/schemas/index.js'
import type { GeneratedFile } from '../../artifact/evidence.js'
import type { AttestJunitConfig } from '../../config/index.js'
import {
  inventoryJson,
  type InventoryOptions,
  type ParseOutcome
} from '../../junit/index.js'
import { attestedCommit, type AttestContext } from './context.js'

/** Its name in the step's temp folder and in the evidence archive. */
export const TESTS_FILE_NAME = 'kosli-tests.json'

/** What the parse is asked for: the inventory, with strip-test-names. */
export function inventoryOptions(config: AttestJunitConfig): InventoryOptions {
  return config.stripTestNames === undefined
    ? {}
    : { strip: config.stripTestNames }
}

/** The attestation's annotation: how many identities the inventory holds. */
export function inventoryAnnotations(
  outcome: ParseOutcome
): Record<string, string> {
  if (outcome.tests === undefined) return {}
  return { kosli_attest_tests: String(outcome.tests.tests.length) }
}

/** The evidence the inventory adds to the attachment. */
export function testsEvidence(testsFile: string | undefined): GeneratedFile[] {
  return testsFile === undefined
    ? []
    : [{ name: TESTS_FILE_NAME, path: testsFile }]
}

/** Writes the pieces to `path`, never holding the whole. */
export async function writePieces(
  path: string,
  pieces: Iterable<Uint8Array>
): Promise<void> {
  const file = await open(path, 'w')
  try {
    for (const piece of pieces) await file.write(piece)
  } finally {
    await file.close()
  }
}

/**
 * Writes kosli-tests.json beside the payload file (in the step's temp
 * folder); its path, or undefined when the parse collected no inventory.
 */
export async function writeTestsFile(
  payloadFile: string,
  parts: {
    config: AttestJunitConfig
    outcome: ParseOutcome
    data: JunitAttestationInput
    context: AttestContext
  }
): Promise<string | undefined> {
  const inventory = parts.outcome.tests
  if (inventory === undefined) return undefined
  const path = join(dirname(payloadFile), TESTS_FILE_NAME)
  const strip = parts.config.stripTestNames?.source
  const header = {
    attestation: parts.data.attestation_name,
    commit: attestedCommit(parts.context) ?? null,
    ...(strip !== undefined && { strip })
  }
  await writePieces(path, inventoryJson(header, inventory))
  return path
}
