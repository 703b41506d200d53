/**
 * What an artifact's zip may hold. A fork's pull request controls the zip
 * that the `workflow_run` recipe downloads, so every figure here is a
 * ceiling on what a stranger can make the trusted job write or hold.
 */
import { grouped, printable } from '../../text.js'

export interface ZipLimits {
  /** Bytes written for all entries of all artifacts of a run. */
  maxBytes: number
  /** Entries (files and folders) in one zip. */
  maxEntries: number
  /** Bytes of one entry's name, UTF-8. */
  maxNameBytes: number
}

const DEFAULT_MAX_BYTES = 1024 ** 3
const MAX_ENTRIES = 10_000
const MAX_NAME_BYTES = 1024

export function defaultLimits(maxBytes = DEFAULT_MAX_BYTES): ZipLimits {
  return { maxBytes, maxEntries: MAX_ENTRIES, maxNameBytes: MAX_NAME_BYTES }
}

/**
 * A zip that is not a valid archive, or holds what we refuse. Never
 * retried: downloading it again brings the same bytes.
 */
export class ArchiveRefusedError extends Error {
  override name = 'ArchiveRefusedError'
}

/**
 * Bytes that could not be written on this runner (a full disk, a name too
 * long for its file system, a read-only folder): not the artifact's doing
 * nor GitHub's, and not tried again.
 */
export class LocalWriteError extends Error {
  override name = 'LocalWriteError'
}

/** A name from the archive as it may be printed: quoted, escaped, cut short. */
export function quoted(name: string): string {
  const shown = name.length > 200 ? `${name.slice(0, 200)}…` : name
  return printable(JSON.stringify(shown))
}

/** `1,073,741,824 bytes (artifact-max-bytes)` */
export function bytesLimit(limits: ZipLimits): string {
  return `${grouped(limits.maxBytes)} bytes (artifact-max-bytes)`
}
