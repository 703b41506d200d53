import { parseReports } from '../../junit/index.js'
import type { Command } from '../framework/types.js'
import { REPORT_HELP, reportCommand, writeNotes } from './report-command.js'

const USAGE =
  'Usage: kosli-attest junit-results [--no-strict] [--report-formats LIST] <path-or-glob>...'

const HELP = `${USAGE}

Parses test reports the way the action does and prints the JSON array
that it would send as \`junit_results\` (one entry per suite).

${REPORT_HELP.arguments}

Options:
${REPORT_HELP.reading}
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

export const junitResultsCommand: Command = {
  name: 'junit-results',
  summary: 'Print the junit_results JSON that JUnit XML reports produce',
  help: HELP,
  run: reportCommand({
    usage: USAGE,
    help: HELP,
    strip: false,
    print: async (args, io) => {
      const outcome = await parseReports(args.patterns, {
        cwd: io.cwd,
        strict: args.strict,
        formats: args.formats
      })
      writeNotes(outcome.notes, args.verbose, io)
      io.stdout(`${JSON.stringify(outcome.results, null, 2)}\n`)
    }
  })
}
