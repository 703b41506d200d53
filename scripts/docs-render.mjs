// The generated parts of the documentation, as text: the README's input and
// output tables (from action.yml) and docs/cli.md (from the CLI's own --help).
// Pure functions; scripts/docs.mjs reads and writes the files.
import { isMap, isScalar, parseDocument, Scalar } from 'yaml'

/**
 * An input or output of action.yml.
 * @typedef {{ name: string, summary: string, default?: unknown, required?: unknown }} Entry
 * A command as the top-level --help lists it.
 * @typedef {{ name: string, summary: string, group: string }} Command
 * @typedef {Command & { help: string }} DocumentedCommand
 */

/**
 * Escapes text for a Markdown table cell. Only what would change the
 * rendering is escaped, so the source stays readable: an underscore inside
 * a word (KOSLI_API_TOKEN) cannot start emphasis, so it is left alone.
 * @param {string} text
 */
export function escapeMarkdown(text) {
  return text
    .replace(/[\\`*[\]<>|~]/g, '\\$&')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
}

/**
 * A value as an inline code span that survives a table cell.
 * @param {string} value
 */
function codeSpan(value) {
  const longest = Math.max(
    0,
    ...(value.match(/`+/g) ?? []).map((r) => r.length)
  )
  const fence = '`'.repeat(longest + 1)
  const padded = /^`|`$/.test(value) ? ` ${value} ` : value
  return `${fence}${padded.replace(/\|/g, '\\|')}${fence}`
}

/**
 * The first paragraph of a description node, on one line. In a folded (>) or
 * plain scalar a line break that survives parsing was a blank line, so it
 * ends the paragraph; in a literal (|) block only a blank line does.
 * @param {unknown} node
 */
export function firstParagraph(node) {
  if (!isScalar(node)) return ''
  const text = String(node.value ?? '').trim()
  const end = node.type === Scalar.BLOCK_LITERAL ? /\n\s*\n/ : /\n/
  return (text.split(end)[0] ?? '').replace(/\s+/g, ' ')
}

/**
 * @param {import('yaml').Document} doc
 * @param {'inputs' | 'outputs'} kind
 * @param {string} file
 * @returns {Entry[]}
 */
function entries(doc, kind, file) {
  const section = doc.get(kind, true)
  if (section === undefined || section === null) return []
  if (!isMap(section)) throw new Error(`${file}: "${kind}" must be a mapping`)
  return section.items.map((pair) => {
    const name = String(isScalar(pair.key) ? pair.key.value : pair.key)
    if (!isMap(pair.value)) {
      throw new Error(`${file}: ${kind}.${name} must be a mapping`)
    }
    const spec = /** @type {{ default?: unknown, required?: unknown }} */ (
      pair.value.toJSON()
    )
    return {
      name,
      summary: firstParagraph(pair.value.get('description', true)),
      default: spec.default,
      required: spec.required
    }
  })
}

/**
 * The inputs and outputs of an action.yml text.
 * @param {string} text
 */
export function readActionMetadata(text, file = 'action.yml') {
  const doc = parseDocument(text)
  const [error] = doc.errors
  if (error) throw new Error(`${file}: ${error.message}`)
  if (!isMap(doc.contents)) throw new Error(`${file}: not a YAML mapping`)
  return {
    inputs: entries(doc, 'inputs', file),
    outputs: entries(doc, 'outputs', file)
  }
}

/**
 * @param {string[]} header
 * @param {string[][]} rows
 */
function table(header, rows) {
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join(
    '\n'
  )
}

/** @param {Entry[]} inputs */
export function renderInputsTable(inputs) {
  const rows = inputs.map((input) => [
    codeSpan(input.name),
    escapeMarkdown(input.summary),
    input.default === undefined || input.default === null
      ? ''
      : String(input.default) === ''
        ? '(empty)'
        : codeSpan(String(input.default)),
    input.required === true || input.required === 'true' ? 'yes' : 'no'
  ])
  return table(['Input', 'Description', 'Default', 'Required'], rows)
}

/** @param {Entry[]} outputs */
export function renderOutputsTable(outputs) {
  const rows = outputs.map((output) => [
    codeSpan(output.name),
    escapeMarkdown(output.summary)
  ])
  return table(['Output', 'Description'], rows)
}

/**
 * @param {string} name
 * @returns {[string, string]}
 */
const markers = (name) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`]

/**
 * The text between a pair of markers, or undefined when they are missing.
 * @param {string} text
 * @param {string} name
 */
export function betweenMarkers(text, name) {
  const [start, end] = markers(name)
  const from = text.indexOf(start)
  const to = text.indexOf(end, from + start.length)
  if (from < 0 || to < 0) return undefined
  return { from: from + start.length, to }
}

/**
 * Replaces what the markers hold with `body` (blank lines around it).
 * @param {string} text
 * @param {string} name
 * @param {string} body
 */
export function replaceBetweenMarkers(text, name, body) {
  const range = betweenMarkers(text, name)
  if (range === undefined) {
    const [start, end] = markers(name)
    throw new Error(
      `README.md has no ${start} … ${end} pair: add it where the ${name} table goes`
    )
  }
  return `${text.slice(0, range.from)}\n\n${body.trimEnd()}\n\n${text.slice(range.to)}`
}

// --- The CLI reference ---------------------------------------------------

const COMMAND_LINE = /^ {2}([a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*)*) {2,}(\S.*)$/
const GROUP_LINE = /^(\S.*):$/

/**
 * The commands a top-level --help lists, with their group and summary.
 * @param {string} help
 */
export function listCommands(help) {
  /** @type {Command[]} */
  const commands = []
  let group = ''
  for (const line of help.split('\n')) {
    const heading = GROUP_LINE.exec(line)
    if (heading) group = heading[1] ?? ''
    const [, name, summary] = COMMAND_LINE.exec(line) ?? []
    if (name !== undefined && summary !== undefined) {
      commands.push({ name, summary, group })
    }
  }
  return commands
}

/** @param {string} text */
function fence(text) {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length))
  return '`'.repeat(Math.max(3, longest + 1))
}

/**
 * @param {string} command
 * @param {string} text
 */
function helpBlock(command, text) {
  const marks = fence(text)
  return [`${marks}text`, `$ ${command} --help`, text.trimEnd(), marks].join(
    '\n'
  )
}

/**
 * A GitHub heading anchor for a command's section.
 * @param {string} name
 */
export const commandAnchor = (name) => name.replace(/ /g, '-')

/** @param {Command[]} commands */
function commandIndex(commands) {
  /** @type {string[]} */
  const lines = []
  let group
  for (const command of commands) {
    if (command.group !== group) {
      group = command.group
      lines.push('', `**${escapeMarkdown(group)}**`, '')
    }
    lines.push(
      `- [\`${command.name}\`](#${commandAnchor(command.name)}): ${escapeMarkdown(command.summary)}`
    )
  }
  return lines
}

const CLI_HEADER = `# The \`kosli-attest\` command line: reference

<!-- Generated by scripts/docs.mjs from the commands' own --help. Do not edit
this file: change the help text in the command's source (or this header in
scripts/docs.mjs) and run \`npm run docs\`. -->

Every command of the \`kosli-attest\` CLI, as its own \`--help\` prints it. The
CLI is the action's engine for any CI and for a terminal; it needs Node.js
22 or later, and its package has no dependencies. Install it from the
tarball attached to the release, with the version pinned in the URL (the npm
name is not published yet: never install it by name):

\`\`\`sh
npm install --global https://github.com/OWNER/kosli-attest-action/releases/download/v1.0.0/kosli-attest-action-1.0.0.tgz
kosli-attest --help
\`\`\`

(1.0.0 stands for the release you pin; see CHANGELOG.md.) How each value is
found (flag, \`KOSLI_*\` variable, config file, default), the config file, the
exit statuses and a recipe per CI are in [Running the CLI in any CI](ci.md).
The action's inputs are in the [README](../README.md#inputs); the other pages
are listed in the [documentation index](README.md).`

/**
 * docs/cli.md from the top-level help and each command's help.
 * @param {{ topHelp: string, commands: DocumentedCommand[] }} help
 */
export function renderCliPage({ topHelp, commands }) {
  const sections = commands.flatMap((command) => [
    '',
    `## ${command.name}`,
    '',
    helpBlock(`kosli-attest ${command.name}`, command.help)
  ])
  return [
    CLI_HEADER,
    '',
    '## Commands',
    ...commandIndex(commands),
    '',
    '## kosli-attest',
    '',
    helpBlock('kosli-attest', topHelp),
    ...sections,
    ''
  ].join('\n')
}
