/**
 * The quarantine list's parser, loaded on its first call (it brings yaml,
 * which the action's start must not load).
 */
import type { QuarantineEntry, QuarantineFileOptions } from './quarantine.js'

/** The list's entries; a ConfigError naming each bad line. */
export async function parseQuarantineList(
  text: string,
  options: QuarantineFileOptions
): Promise<QuarantineEntry[]> {
  const { parseQuarantineFile } = await import('./quarantine-file.js')
  return parseQuarantineFile(text, options)
}
