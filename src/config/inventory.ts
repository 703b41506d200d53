/**
 * The test inventory's settings (docs/inventory.md): `strip-test-names`,
 * the pattern removed from test names before they are kept, and the
 * annotation keys the inventory adds to the attestation, which are ours.
 */
import { ConfigError } from '../errors.js'

/** Annotations with this prefix are written by kosli-attest itself. */
export const OWN_ANNOTATION_PREFIX = 'kosli_attest_'

/**
 * `strip-test-names`: a JavaScript regular expression, without slashes or
 * flags; every match is removed (the `g` flag is implied). Blank: none.
 */
export function stripTestNamesValue(
  value: string | undefined,
  label = 'strip-test-names'
): RegExp | undefined {
  const source = value?.trim() ?? ''
  if (source === '') return undefined
  try {
    return new RegExp(source, 'g')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConfigError(
      `${label}: ${JSON.stringify(source)} is not a regular expression (${reason}); give a JavaScript pattern without slashes, e.g. \\[[^\\]]*\\] to drop bracketed parameters`
    )
  }
}

/**
 * The user's annotations, refused when a key has our prefix: the record
 * must not let a user's value pass for the count kosli-attest wrote.
 */
export function withoutOwnKeys(
  annotations: Record<string, string>
): Record<string, string> {
  const ours = Object.keys(annotations).filter((key) =>
    key.startsWith(OWN_ANNOTATION_PREFIX)
  )
  if (ours.length > 0) {
    throw new ConfigError(
      `annotations: ${ours.join(', ')}: keys starting with ${OWN_ANNOTATION_PREFIX} are written by kosli-attest (docs/inventory.md); rename the annotation`
    )
  }
  return annotations
}
