/**
 * Digests as the service wants them: 64 lowercase hex characters, without
 * the `sha256:` prefix that registries and `docker/build-push-action` use.
 */
import { createHash } from 'node:crypto'
import { ConfigError } from '../../errors.js'
import { quote } from './text.js'

export const SHA256_DIGEST = /^sha256:([a-f0-9]{64})$/

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * A fingerprint given by the user, either `sha256:<64 hex>` (the form of
 * `docker/build-push-action`'s `digest` output) or the bare 64 hex, as the
 * bare lowercase hex. `field` names the input or flag in the error.
 */
export function bareSha256(text: string, field = 'fingerprint'): string {
  const trimmed = text.trim()
  const match = /^(?:sha256:)?([a-fA-F0-9]{64})$/.exec(trimmed)
  if (match?.[1]) return match[1].toLowerCase()
  throw new ConfigError(
    `${field} ${quote(trimmed, 100)} is not a SHA-256 digest: give sha256:<64 hex characters> or the 64 hex characters alone`
  )
}

/** The hex part of a `sha256:<hex>` digest, or undefined. */
export function hexOfDigest(digest: string): string | undefined {
  return SHA256_DIGEST.exec(digest.trim())?.[1]
}
