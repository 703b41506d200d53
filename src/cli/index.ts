import { createInterface } from 'node:readline/promises'
import pkg from '../../package.json' with { type: 'json' }
import { commandEntries, loadCommands } from './registry.js'
import type { CommandEntry } from './registry.js'
import type { Command, CommandIo } from './framework/types.js'
import { errorMessage } from '../errors.js'

/** How `--help` groups the commands; a command not named here is "Other". */
const GROUPS: [string, string[]][] = [
  ['Record evidence', ['attest junit', 'resend', 'allow-artifact']],
  ['Gate a pipeline', ['env-diff']],
  [
    'Read',
    [
      'list environments',
      'list deployments',
      'list artifacts',
      'list policies',
      'list attestation-types',
      'list repo-tags',
      'get moment',
      'get notification',
      'deployment-frequency'
    ]
  ],
  [
    'Change',
    [
      'detach-policy',
      'join environment',
      'archive control',
      'update notification',
      'update service-account',
      'delete service-account'
    ]
  ],
  ['Local tools (no Kosli account needed)', ['junit-results', 'serve']]
]

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
its options and an example; \`kosli-attest --version\` for the version.`

function commandLines(list: Command[], width: number): string[] {
  return list.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`)
}

function usage(commands: Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length), 8)
  const grouped = new Set(GROUPS.flatMap(([, names]) => names))
  const sections = [
    ...GROUPS.map(([title, names]) => ({
      title,
      list: names.flatMap((n) => commands.filter((c) => c.name === n))
    })),
    {
      title: 'Other commands',
      list: commands.filter((c) => !grouped.has(c.name))
    }
  ].filter((s) => s.list.length > 0)
  return [
    INTRO,
    '',
    ...sections.flatMap((s) => [
      `${s.title}:`,
      ...commandLines(s.list, width),
      ''
    ]),
    OUTRO
  ].join('\n')
}

async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer = await rl.question(`${question} [y/N] `)
    return /^y(es)?$/i.test(answer.trim())
  } finally {
    rl.close()
  }
}

/** The command `argv` starts with; longest match first (`list environments`). */
function find(argv: string[]): CommandEntry | undefined {
  const byLength = [...commandEntries].sort(
    (a, b) => b.name.split(' ').length - a.name.split(' ').length
  )
  return byLength.find((entry) =>
    entry.name.split(' ').every((word, i) => argv[i] === word)
  )
}

async function unknown(argv: string[], io: CommandIo): Promise<number> {
  const commands = await loadCommands()
  // `kosli-attest list` alone: show what it can list.
  const family = commands.filter((c) => c.name.startsWith(`${argv[0]} `))
  const width = Math.max(...commands.map((c) => c.name.length), 8)
  const text =
    family.length > 0
      ? `Unknown command: ${argv.join(' ')}\n\nDid you mean one of:\n${commandLines(family, width).join('\n')}\n`
      : `Unknown command: ${argv.join(' ')}\n\n${usage(commands)}\n`
  io.stderr(text)
  return 2
}

async function main(argv: string[]): Promise<number> {
  const io: CommandIo = {
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stderr.isTTY && process.stdin.isTTY),
    confirm
  }
  const [first] = argv
  if (first === 'help' && argv.length === 1) {
    io.stdout(`${usage(await loadCommands())}\n`)
    return 0
  }
  if (first === undefined || first === '--help' || first === '-h') {
    io.stdout(`${usage(await loadCommands())}\n`)
    return first === undefined ? 2 : 0
  }
  if (first === '--version' || first === '-V') {
    io.stdout(`${pkg.version}\n`)
    return 0
  }
  const help = first === 'help'
  const rest = help ? argv.slice(1) : argv
  const entry = find(rest)
  if (entry === undefined) return unknown(rest, io)
  const command = await entry.load()
  if (help) {
    io.stdout(command.help)
    return 0
  }
  try {
    return await command.run(rest.slice(command.name.split(' ').length), io)
  } catch (error) {
    io.stderr(`error: ${errorMessage(error)}\n`)
    return 1
  }
}

process.exitCode = await main(process.argv.slice(2))
