/**
 * The top-level help and the unknown-command message, built from the static
 * registry alone: printing them loads no command module.
 */
import pkg from '../../package.json' with { type: 'json' }
import { nearest } from './framework/suggest.js'
import {
  COMMAND_ALIASES,
  COMMANDS,
  GROUPS,
  type CommandEntry
} from './registry.js'

const INTRO = `kosli-attest ${pkg.version}: record JUnit results and read or change your
Kosli org from any CI (GitHub, GitLab, Bitbucket, Azure DevOps, CircleCI,
Jenkins, CodeBuild, TeamCity) or a terminal.

Usage: kosli-attest <command> [options]`

const OUTRO = `Configuration (each value: flag > variable > config file > default):
  KOSLI_API_TOKEN   the API token (or --api-token, or "api-token:" in the file)
  KOSLI_ORG         your Kosli organization (or --org)
  KOSLI_HOST        default https://app.kosli.com; --region us for the US
  KOSLI_CONFIG_FILE a YAML or JSON file of flag names and values (or
                    --config-file), e.g. "org: acme"; keep it chmod 600
  KOSLI_<FLAG>      any other flag, e.g. KOSLI_FLOW, KOSLI_DRY_RUN=true
  KOSLI_API_TOKEN=DRY_RUN shows what would be sent and sends nothing.

Exit status: 0 OK, 1 failure (or a failed gate), 2 usage or configuration.

Example:
  export KOSLI_API_TOKEN=... KOSLI_ORG=acme
  kosli-attest attest junit --flow api --name unit-tests 'reports/**/*.xml'

Run \`kosli-attest <command> --help\` (or \`kosli-attest help <command>\`) for
its options and an example; \`kosli-attest version\` (or --version, -v) for
the version. One-letter flags mean one flag in every command: -e --environment,
-f --flow, -n --name (--per-page in lists), -o --output, -q --quiet,
-t --artifact-type, -x --exclude.`

const WIDTH = Math.max(...COMMANDS.map((c) => c.name.length), 8)

function commandLines(list: readonly CommandEntry[]): string[] {
  return list.map((c) => `  ${c.name.padEnd(WIDTH)}  ${c.summary}`)
}

/** `kosli-attest --help`: every command by group, configuration, example. */
export function usage(): string {
  const sections = Object.entries(GROUPS)
    .map(([group, title]) => ({
      title,
      list: COMMANDS.filter((c) => c.group === group)
    }))
    .filter((s) => s.list.length > 0)
  return [
    INTRO,
    '',
    ...sections.flatMap((s) => [`${s.title}:`, ...commandLines(s.list), '']),
    OUTRO
  ].join('\n')
}

/** The command a mistyped one most likely meant, by edit distance. */
function nearestCommand(argv: readonly string[]): string | undefined {
  const names = [
    ...COMMANDS.map((c) => c.name),
    ...Object.keys(COMMAND_ALIASES)
  ]
  for (const count of [2, 1]) {
    const typed = argv.slice(0, count).join(' ')
    const same = names.filter((name) => name.split(' ').length === count)
    const guess = argv.length >= count ? nearest(typed, same) : undefined
    if (guess !== undefined) return COMMAND_ALIASES[guess] ?? guess
  }
  return undefined
}

/**
 * A mistyped command: the nearest name; `kosli-attest list` alone: what it
 * can list; else the whole help.
 */
export function unknownCommand(argv: readonly string[]): string {
  const head = `Unknown command: ${argv.join(' ')}\n\n`
  const guess = nearestCommand(argv)
  if (guess !== undefined) {
    return `${head}Did you mean \`kosli-attest ${guess}\`? Run \`kosli-attest --help\` for every command.\n`
  }
  const family = COMMANDS.filter((c) => c.name.startsWith(`${argv[0]} `))
  return family.length > 0
    ? `${head}Did you mean one of:\n${commandLines(family).join('\n')}\n`
    : `${head}${usage()}\n`
}
