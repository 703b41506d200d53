/**
 * A payload kept after a failed upload (src/modes/attest-junit/kept-payload.ts) holds
 * the reports it attached. Its folder is marked by a `meta.json` of this
 * kind, so that discovery never reads it back as reports, wherever it is.
 */
import { readFileSync, type Dirent } from 'node:fs'
import path from 'node:path'

export const KEPT_PAYLOAD_KIND = 'kosli-attest-kept-payload'
export const KEPT_META_FILE = 'meta.json'

/** Whether `dir`, listed as `entries`, is a kept payload folder. */
export function isKeptPayloadDir(
  dir: string,
  entries: readonly Dirent[]
): boolean {
  if (!entries.some((e) => e.name === KEPT_META_FILE && e.isFile())) {
    return false
  }
  try {
    const meta = JSON.parse(
      readFileSync(path.join(dir, KEPT_META_FILE), 'utf8')
    ) as unknown
    return (
      typeof meta === 'object' &&
      meta !== null &&
      (meta as { kind?: unknown }).kind === KEPT_PAYLOAD_KIND
    )
  } catch {
    return false
  }
}
