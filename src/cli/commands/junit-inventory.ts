/**
 * `junit-inventory`: the test inventory of reports (docs/inventory.md), as
 * attest-junit writes it, printed on stdout in pieces: a million hashed
 * tests make 45 MB of JSON, never held as one string.
 */
import { parseArgs } from 'node:util'
import { parseArgsMessage } from '../framework/suggest.js'
import {
  DEFAULT_REPORT_FORMATS,
  reportFormatsValue,
  stripTestNamesValue,
  type ReportFormat
} from '../../config/index.js'
import { readCommit } from '../../context/git.js'
import {
  ConfigError,
  errorMessage,
  NoReportsError,
  ParseError
} from '../../errors.js'
import { inventoryJson, parseReports } from '../../junit/index.js'
import type { Command, CommandIo } from '../framework/types.js'
import { printable } from '../../text.js'
import { writeNotes } from './junit-results.js'

const USAGE =
  'Usage: kosli-attest junit-inventory [--no-strict] [--report-formats LIST] [--strip-test-names REGEX] <path-or-glob>...'

const HELP = `${USAGE}

Parses test reports the way the action does and prints their test
inventory: every test case read, as [suite, classname, name, status],
merged and sorted, in the JSON that attest junit writes as kosli-tests.json
(format kosli-attest/tests@1; see docs/inventory.md). Past 200,000 cases
only a hash of each test's identity is kept ("hashed": true).

"attestation" is "" (no attestation is made); "commit" is the HEAD of the
git repository in the working directory, or null outside one.

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
                  or all (default junit).
  --strip-test-names REGEX
                  A JavaScript regular expression (no slashes) whose every
                  match is removed from test names and classnames, e.g.
                  parameters or seeds.
  --verbose       Also list every notice about a suite.
  -h, --help      Show this help.

Warnings and notices go to stderr, one per line.
Exit status: 0 parsed, 1 malformed report or no report found, 2 usage.

Example:
  kosli-attest junit-inventory --report-formats all 'TestResults/**' > tests.json
`

type Parsed =
  | {
      kind: 'run'
      patterns: string[]
      strict: boolean
      verbose: boolean
      formats: ReportFormat[]
      strip: RegExp | undefined
    }
  | { kind: 'help' }
  | { kind: 'usage'; message: string }

const FLAGS = {
  strict: { type: 'boolean', default: true },
  'report-formats': { type: 'string' },
  'strip-test-names': { type: 'string' },
  verbose: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false }
} as const

function parse(argv: string[]): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: FLAGS,
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
          : reportFormatsValue(formats, '--report-formats'),
      strip: stripTestNamesValue(
        values['strip-test-names'],
        '--strip-test-names'
      )
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      return { kind: 'usage', message: error.message }
    }
    return {
      kind: 'usage',
      message: parseArgsMessage(error, Object.keys(FLAGS))
    }
  }
}

async function print(
  parsed: Extract<Parsed, { kind: 'run' }>,
  io: CommandIo
): Promise<void> {
  const { strip } = parsed
  const [outcome, commit] = await Promise.all([
    parseReports(parsed.patterns, {
      cwd: io.cwd,
      strict: parsed.strict,
      formats: parsed.formats,
      inventory: strip === undefined ? {} : { strip }
    }),
    readCommit('HEAD', { cwd: io.cwd })
  ])
  writeNotes(outcome.notes, parsed.verbose, io)
  const header = {
    attestation: '',
    commit: commit?.sha1 ?? null,
    ...(strip !== undefined && { strip: strip.source })
  }
  if (outcome.tests === undefined) throw new Error('no inventory collected')
  for (const piece of inventoryJson(header, outcome.tests)) io.stdout(piece)
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
    await print(parsed, io)
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

export const junitInventoryCommand: Command = {
  name: 'junit-inventory',
  summary:
    'Print the test inventory (every test case and its status) of reports',
  help: HELP,
  run
}
