/**
 * Files read as data, never as file-system tricks: a kept payload's files
 * and the CLI's config file are read only when they are regular files (a
 * symbolic link could point anywhere, a FIFO blocks the read for ever, a
 * device such as /dev/zero never ends) and within a size limit. Every
 * refusal names the path and why.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync } from 'node:fs'
import { readSync, type Stats } from 'node:fs'
import { ConfigError, errorMessage } from './errors.js'

export interface RegularFileLimit {
  /** Most bytes accepted. */
  maxBytes: number
  /** How the refusal names the file and where it was given: `--config-file`. */
  what: string
}

/** `1 MiB`, `8 MiB`, `512 bytes`. */
export function sizeText(bytes: number): string {
  const mib = 1024 * 1024
  return bytes % mib === 0 ? `${bytes / mib} MiB` : `${bytes} bytes`
}

function kindOf(stats: Stats): string | undefined {
  if (stats.isFile()) return undefined
  if (stats.isSymbolicLink()) return 'a symbolic link'
  if (stats.isDirectory()) return 'a directory'
  if (stats.isFIFO()) return 'a FIFO (named pipe)'
  if (stats.isCharacterDevice()) return 'a character device'
  if (stats.isBlockDevice()) return 'a block device'
  if (stats.isSocket()) return 'a socket'
  return 'not a regular file'
}

function refuse(path: string, limit: RegularFileLimit, why: string): never {
  throw new ConfigError(`${limit.what}: ${path} ${why}`)
}

/** Refuses anything but a regular file within the limit. */
function checked(path: string, stats: Stats, limit: RegularFileLimit) {
  const kind = kindOf(stats)
  if (kind !== undefined) {
    refuse(path, limit, `is ${kind}; only a regular file is read`)
  }
  if (stats.size > limit.maxBytes) {
    refuse(
      path,
      limit,
      `is ${stats.size} bytes, more than the limit of ${sizeText(limit.maxBytes)}`
    )
  }
}

/** Refuses a path that is not a regular file within the limit, unread. */
export function checkRegularFile(path: string, limit: RegularFileLimit): void {
  let stats: Stats
  try {
    stats = lstatSync(path)
  } catch (error) {
    refuse(path, limit, `cannot be read (${errorMessage(error)})`)
  }
  checked(path, stats, limit)
}

// O_NONBLOCK: should the path become a FIFO between the lstat and the open,
// the open does not wait for a writer. O_NOFOLLOW: nor a symbolic link.
const OPEN_FLAGS =
  constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0)

/**
 * The bytes of the regular file at `path`, at most `limit.maxBytes`. The
 * file is checked before it is opened and again, by its descriptor, after.
 */
export function readRegularFile(path: string, limit: RegularFileLimit): Buffer {
  checkRegularFile(path, limit)
  let fd: number
  try {
    fd = openSync(path, OPEN_FLAGS)
  } catch (error) {
    refuse(path, limit, `cannot be read (${errorMessage(error)})`)
  }
  try {
    const stats = fstatSync(fd)
    checked(path, stats, limit)
    // One byte more than allowed tells a file that grew after the check.
    const buffer = Buffer.alloc(Math.min(stats.size, limit.maxBytes) + 1)
    let size = 0
    for (;;) {
      const read = readSync(fd, buffer, size, buffer.length - size, null)
      if (read === 0) break
      size += read
      if (size === buffer.length) {
        refuse(path, limit, `grew past ${sizeText(limit.maxBytes)} while read`)
      }
    }
    return buffer.subarray(0, size)
  } finally {
    closeSync(fd)
  }
}

/** Refuses a folder that is not a real directory (a symbolic link to one, say). */
export function checkRealDirectory(path: string, what: string): void {
  let stats: Stats
  try {
    stats = lstatSync(path)
  } catch (error) {
    throw new ConfigError(
      `${what}: cannot read ${path} (${errorMessage(error)})`
    )
  }
  if (stats.isSymbolicLink() || !stats.isDirectory()) {
    const kind = stats.isSymbolicLink() ? 'a symbolic link' : 'not a folder'
    throw new ConfigError(
      `${what}: ${path} is ${kind}; only a real folder is read`
    )
  }
}
