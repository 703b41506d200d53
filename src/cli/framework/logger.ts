/** The CLI's logger: messages on stderr, debug lines with --verbose only, no warnings with --quiet. */
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
