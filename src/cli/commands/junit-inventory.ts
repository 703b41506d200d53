/**
 * `junit-inventory`: the test inventory of reports (docs/inventory.md), as
 * attest-junit writes it, printed on stdout in pieces: a million hashed
 * tests make 45 MB of JSON, never held as one string.
 */
import { readCommit } from '../../context/git.js'
import { inventoryJson, parseReports } from '../../junit/index.js'
import type { Command, CommandIo } from '../framework/types.js'
import {
  REPORT_HELP,
  reportCommand,
  writeNotes,
  type ReportArgs
} from './report-command.js'

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

${REPORT_HELP.arguments}

Options:
${REPORT_HELP.reading}
  --strip-test-names REGEX
                  A JavaScript regular expression (no slashes) whose every
                  match is removed from test names and classnames, e.g.
                  parameters or seeds.
  --verbose       Also list every notice about a suite.
  -h, --help      Show this help.

Warnings and notices go to stderr, one per line. Into a pipe, the JSON is
written as fast as the reader takes it, never held whole; a reader that
stops early (| head) ends it quietly.
Exit status: 0 parsed, 1 malformed report or no report found, 2 usage.

Example:
  kosli-attest junit-inventory --report-formats all 'TestResults/**' > tests.json
`

async function print(args: ReportArgs, io: CommandIo): Promise<void> {
  const { strip } = args
  const [outcome, commit] = await Promise.all([
    parseReports(args.patterns, {
      cwd: io.cwd,
      strict: args.strict,
      formats: args.formats,
      inventory: strip === undefined ? {} : { strip }
    }),
    readCommit('HEAD', { cwd: io.cwd })
  ])
  writeNotes(outcome.notes, args.verbose, io)
  const header = {
    attestation: '',
    commit: commit?.sha1 ?? null,
    ...(strip !== undefined && { strip: strip.source })
  }
  if (outcome.tests === undefined) throw new Error('no inventory collected')
  for (const piece of inventoryJson(header, outcome.tests))
    if (!(await io.stdoutPaced(piece))) return
}

export const junitInventoryCommand: Command = {
  name: 'junit-inventory',
  summary:
    'Print the test inventory (every test case and its status) of reports',
  help: HELP,
  run: reportCommand({ usage: USAGE, help: HELP, strip: true, print })
}
