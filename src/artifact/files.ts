/** File-system reads of the artifact and evidence code, with clear errors. */
import { stat } from 'node:fs/promises'
import type { Stats } from 'node:fs'
import { ConfigError, errorMessage } from '../errors.js'

/**
 * `stat`, with a ConfigError naming `what` (the path as the user gave it)
 * when the path does not exist or cannot be read.
 */
export async function statOrExplain(
  path: string,
  what: string = path
): Promise<Stats> {
  try {
    return await stat(path)
  } catch (error) {
    const missing = errorCode(error) === 'ENOENT'
    throw new ConfigError(
      missing
        ? `${what} does not exist`
        : `${what} cannot be read: ${errorMessage(error)}`,
      { cause: error }
    )
  }
}

export function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined
}
