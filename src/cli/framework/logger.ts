/** The CLI's logger: messages on stderr, debug lines with --verbose only, no warnings with --quiet. */
import type { InputName } from '../../config/index.js'
import type { Logger } from '../../log.js'
import { printable } from '../../text.js'
import type { CommandIo } from './types.js'

export function cliLogger(
  io: CommandIo,
  switches: { verbose: boolean; quiet: boolean }
): Logger {
  return {
    debug: (m) =>
      switches.verbose
        ? io.stderr(`debug: ${printable(m, true)}\n`)
        : undefined,
    info: (m) => io.stderr(`${printable(m, true)}\n`),
    warn: (m) =>
      switches.quiet
        ? undefined
        : io.stderr(`warning: ${printable(m, true)}\n`),
    error: (m) => io.stderr(`error: ${printable(m, true)}\n`)
  }
}

/** Where each setting came from, with --verbose. */
export function debugSources(
  logger: Logger,
  sources: Readonly<Partial<Record<InputName, string>>>
) {
  for (const [key, source] of Object.entries(sources)) {
    // Where the token came from, never what it is.
    logger.debug(`${key} from ${source}`)
  }
}
