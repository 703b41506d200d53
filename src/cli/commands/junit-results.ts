import { parseArgs } from 'node:util'
import { parseArgsMessage } from '../framework/suggest.js'
import {
  DEFAULT_REPORT_FORMATS,
  reportFormatsValue,
  type ReportFormat
} from '../../config/index.js'
import {
  ConfigError,
  errorMessage,
  NoReportsError,
  ParseError
} from '../../errors.js'
import { parseReports, type Note } from '../../junit/index.js'
import type { Command, CommandIo } from '../framework/types.js'
import { printable } from '../../text.js'

const USAGE =
  'Usage: kosli-attest junit-results [--no-strict] [--report-formats LIST] <path-or-glob>...'

const HELP = `${USAGE}

Parses test reports the way the action does and prints the JSON array
that it would send as \`junit_results\` (one entry per suite).

Arguments:
  <path-or-glob>  A report file, a directory (every *.xml below it, and
                  *.trx with trx), or a glob (\`**\` allowed). Prefix with !
                  to exclude. Quote globs so that the shell does not expand
                  them.

Options:
  --no-strict     Warn about a malformed report and leave it out, instead of
                  failing (default: strict).
  --report-formats LIST
                  The formats read: a comma list of junit, trx, nunit, xunit,
                  or all (default junit). A file's format is its root
                  element's; other formats are skipped with a notice.
  --verbose       Also list every notice about a suite (where the Kosli CLI
                  would have read it differently, flaky tests); by default
                  they are counted in one line.
  -h, --help      Show this help.

Warnings (repaired bytes, counts that disagree) and notices about files
(a non-JUnit file skipped) go to stderr, one per line.
Exit status: 0 parsed, 1 malformed report or no report found, 2 usage.

Example:
  kosli-attest junit-results 'build/test-results/**/*.xml' '!**/*-summary.xml'
`

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

type Parsed =
  | {
      kind: 'run'
      patterns: string[]
      strict: boolean
      verbose: boolean
      formats: ReportFormat[]
    }
  | { kind: 'help' }
  | { kind: 'usage'; message: string }

function parse(argv: string[]): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        strict: { type: 'boolean', default: true },
        'report-formats': { type: 'string' },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false }
      },
      allowNegative: true,
      allowPositionals: true,
      strict: true
    })
    if (values.help) return { kind: 'help' }
    if (positionals.length === 0) {
      return { kind: 'usage', message: 'no report path or glob given' }
    }
    const formats = values['report-formats']
    return {
      kind: 'run',
      patterns: positionals,
      strict: values.strict,
      verbose: values.verbose,
      formats:
        formats === undefined
          ? [...DEFAULT_REPORT_FORMATS]
          : reportFormatsValue(formats, '--report-formats')
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      return { kind: 'usage', message: error.message }
    }
    const names = ['strict', 'report-formats', 'verbose', 'help']
    return { kind: 'usage', message: parseArgsMessage(error, names) }
  }
}

async function run(argv: string[], io: CommandIo): Promise<number> {
  const parsed = parse(argv)
  if (parsed.kind === 'help') {
    io.stdout(HELP)
    return 0
  }
  if (parsed.kind === 'usage') {
    io.stderr(`error: ${parsed.message}\n${USAGE}\nRun with --help for more.\n`)
    return 2
  }
  try {
    const outcome = await parseReports(parsed.patterns, {
      cwd: io.cwd,
      strict: parsed.strict,
      formats: parsed.formats
    })
    writeNotes(outcome.notes, parsed.verbose, io)
    io.stdout(`${JSON.stringify(outcome.results, null, 2)}\n`)
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

export const junitResultsCommand: Command = {
  name: 'junit-results',
  summary: 'Print the junit_results JSON that JUnit XML reports produce',
  help: HELP,
  run
}
