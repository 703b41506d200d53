/**
 * What `junit-results` and `junit-inventory` share: both read reports as
 * the action does, take the same arguments, write the same notes on
 * stderr and exit the same way; each prints its own result.
 */
import { parseArgs } from 'node:util'
import { parseArgsMessage } from '../framework/suggest.js'
import {
  DEFAULT_REPORT_FORMATS,
  reportFormatsValue,
  stripTestNamesValue,
  type ReportFormat
} from '../../config/index.js'
import {
  ConfigError,
  errorMessage,
  NoReportsError,
  ParseError
} from '../../errors.js'
import type { Note } from '../../junit/index.js'
import type { CommandIo } from '../framework/types.js'
import { printable } from '../../text.js'

/** The arguments of a run. */
/** The help both report commands give for their paths and reading options. */
export const REPORT_HELP = {
  arguments: `Arguments:
  <path-or-glob>  A report file, a directory (every *.xml below it, and
                  *.trx with trx), or a glob (\`**\` allowed). Prefix with !
                  to exclude. Quote globs so that the shell does not expand
                  them.`,
  reading: `  --no-strict     Warn about a malformed report and leave it out, instead of
                  failing (default: strict).
  --report-formats LIST
                  The formats read: a comma list of junit, trx, nunit, xunit,
                  or all (default junit). A file's format is its root
                  element's; other formats are skipped with a notice.`
}

export interface ReportArgs {
  patterns: string[]
  strict: boolean
  verbose: boolean
  formats: ReportFormat[]
  /** --strip-test-names, for a command that takes it. */
  strip: RegExp | undefined
}

export interface ReportCommandSpec {
  usage: string
  help: string
  /** Whether the command takes --strip-test-names. */
  strip: boolean
  /** Reads the reports and prints the command's result on stdout. */
  print: (args: ReportArgs, io: CommandIo) => Promise<void>
}

type Parsed =
  | { kind: 'run'; args: ReportArgs }
  | { kind: 'help' }
  | { kind: 'usage'; message: string }

const FLAGS = {
  strict: { type: 'boolean', default: true },
  'report-formats': { type: 'string' },
  'strip-test-names': { type: 'string' },
  verbose: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false }
} as const

function flagsOf(strip: boolean) {
  if (strip) return FLAGS
  const { 'strip-test-names': _strip, ...others } = FLAGS
  return others
}

function parse(argv: string[], strip: boolean): Parsed {
  const options = flagsOf(strip)
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: options as typeof FLAGS,
      allowNegative: true,
      allowPositionals: true,
      strict: true
    })
    if (values.help) return { kind: 'help' }
    if (positionals.length === 0) {
      return { kind: 'usage', message: 'no report path or glob given' }
    }
    const formats = values['report-formats']
    const args: ReportArgs = {
      patterns: positionals,
      strict: values.strict,
      verbose: values.verbose,
      formats:
        formats === undefined
          ? [...DEFAULT_REPORT_FORMATS]
          : reportFormatsValue(formats, '--report-formats'),
      strip: stripTestNamesValue(
        values['strip-test-names'],
        '--strip-test-names'
      )
    }
    return { kind: 'run', args }
  } catch (error) {
    if (error instanceof ConfigError) {
      return { kind: 'usage', message: error.message }
    }
    const names = Object.keys(options)
    return { kind: 'usage', message: parseArgsMessage(error, names) }
  }
}

/** The command's `run`: help, usage (exit 2), its result (0) or why not (1). */
export function reportCommand(spec: ReportCommandSpec) {
  return async (argv: string[], io: CommandIo): Promise<number> => {
    const parsed = parse(argv, spec.strip)
    if (parsed.kind === 'help') {
      io.stdout(spec.help)
      return 0
    }
    if (parsed.kind === 'usage') {
      io.stderr(
        `error: ${parsed.message}\n${spec.usage}\nRun with --help for more.\n`
      )
      return 2
    }
    try {
      await spec.print(parsed.args, io)
      return 0
    } catch (error) {
      if (error instanceof ParseError || error instanceof NoReportsError) {
        io.stderr(`${printable(error.message, true)}\n`)
        return 1
      }
      io.stderr(`error: ${printable(errorMessage(error), true)}\n`)
      return 1
    }
  }
}

function noteLine(note: Note): string {
  const where =
    note.suite === undefined ? note.file : `${note.file} (${note.suite})`
  // One line per note, whatever the producer put in a suite name.
  const message = note.message.replace(/\s*[\r\n]+\s*/g, ' ')
  return `${note.level}: ${printable(where)}: ${printable(message)}\n`
}

/**
 * Suite notices are one per suite for a common producer (2,000 lines for
 * 2,000 Gradle reports): counted unless asked for.
 */
export function writeNotes(
  notes: readonly Note[],
  verbose: boolean,
  io: CommandIo
) {
  let hidden = 0
  for (const note of notes) {
    if (verbose || note.level === 'warning' || note.suite === undefined) {
      io.stderr(noteLine(note))
    } else {
      hidden++
    }
  }
  if (hidden > 0) {
    io.stderr(
      `notice: ${hidden} notice(s) about suites not shown (departures from the Kosli CLI's reading, flaky tests); --verbose lists them\n`
    )
  }
}
