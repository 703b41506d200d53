// npm run docs: regenerates what the documentation copies from elsewhere,
//   - README.md's inputs and outputs tables, from action.yml;
//   - docs/cli.md, from the built CLI's --help and each command's --help
//     (dist/ is built first when it is missing or older than the source);
// then checks every relative link in README.md and docs/.
// npm run docs:check (--check): writes nothing; exits 1 naming each stale
// file and broken link, and the command that fixes it. `npm test` runs it.
//
//   node scripts/docs.mjs [--check] [--root DIR] [--cli FILE]
//
// --root: the project to document (default: this repository). --cli: a CLI
// entry to ask for help instead of dist/cli/index.js (nothing is built).
import { execFile, execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import {
  brokenLinks,
  foreignCitations,
  markdownPages,
  unlistedPages,
  wordingProblems
} from './docs-links.mjs'
import {
  betweenMarkers,
  listCommands,
  readActionMetadata,
  renderCliPage,
  renderInputsTable,
  renderOutputsTable,
  replaceBetweenMarkers
} from './docs-render.mjs'

/**
 * @typedef {{ file: string, text: string }} Page what a generated file holds
 * @typedef {import('./docs-render.mjs').DocumentedCommand} DocumentedCommand
 */

const REPO = dirname(dirname(fileURLToPath(import.meta.url)))
const CLI_PAGE = 'docs/cli.md'
const FIX = 'run `npm run docs` and commit the result'

/**
 * Formats Markdown as `npm run lint` (prettier --check) expects it.
 * @param {string} text
 */
async function formatMarkdown(text) {
  const prettier = await import('prettier')
  const config = await prettier.resolveConfig(join(REPO, 'README.md'))
  return prettier.format(text, { ...config, parser: 'markdown' })
}

/**
 * The newest modification time under `paths` (files or folders).
 * @param {string[]} paths
 */
function newestChange(paths) {
  let newest = 0
  /** @param {string} path */
  const visit = (path) => {
    if (!existsSync(path)) return
    const stats = statSync(path)
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs)
      return
    }
    for (const name of readdirSync(path)) visit(join(path, name))
  }
  paths.forEach(visit)
  return newest
}

/**
 * dist/cli/index.js, rebuilt first when missing or older than its inputs.
 * @param {string} root
 */
function builtCli(root) {
  const bundle = join(root, 'dist', 'cli', 'index.js')
  const inputs = [
    'src',
    'package.json',
    'package-lock.json',
    'scripts/package.mjs',
    'scripts/ncc-flags.mjs'
  ]
  const built = existsSync(bundle) ? statSync(bundle).mtimeMs : -1
  if (built >= newestChange(inputs.map((path) => join(root, path)))) {
    return bundle
  }
  console.error(
    'docs: dist/ is missing or stale; building it (npm run package)'
  )
  execFileSync('npm', ['run', 'package'], {
    cwd: root,
    stdio: ['ignore', 2, 2]
  })
  return bundle
}

const execFileAsync = promisify(execFile)

/**
 * Runs the CLI with `args`; the help must not depend on the caller's KOSLI_*.
 * @param {string} cli
 * @param {string[]} args
 */
async function runCli(cli, args) {
  try {
    const { stdout } = await execFileAsync(process.execPath, [cli, ...args], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' }
    })
    return stdout
  } catch (error) {
    const { stderr } = /** @type {{ stderr?: unknown }} */ (error)
    const detail = stderr ? `: ${String(stderr).trim()}` : ''
    throw new Error(
      `\`${['kosli-attest', ...args].join(' ')}\` failed${detail}`,
      { cause: error }
    )
  }
}

/**
 * The top-level help and every command's help (a few CLIs at a time).
 * @param {string} cli
 */
async function cliHelp(cli) {
  const topHelp = await runCli(cli, ['--help'])
  /** @type {DocumentedCommand[]} */
  const commands = listCommands(topHelp).map((c) => ({ ...c, help: '' }))
  if (commands.length === 0) {
    throw new Error(`found no command in the output of ${cli} --help`)
  }
  const queue = [...commands]
  const worker = async () => {
    for (let command = queue.shift(); command; command = queue.shift()) {
      command.help = await runCli(cli, [...command.name.split(' '), '--help'])
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return { topHelp, commands }
}

/** @param {string} root */
async function expectedReadme(root) {
  const action = readActionMetadata(
    readFileSync(join(root, 'action.yml'), 'utf8')
  )
  let text = readFileSync(join(root, 'README.md'), 'utf8')
  const tables = {
    inputs: renderInputsTable(action.inputs),
    outputs: renderOutputsTable(action.outputs)
  }
  for (const [name, table] of Object.entries(tables)) {
    text = replaceBetweenMarkers(text, name, await formatMarkdown(table))
  }
  return text
}

/**
 * Which generated tables of README.md differ from what action.yml gives.
 * @param {string} current
 * @param {string} expected
 */
function staleTables(current, expected) {
  return ['inputs', 'outputs'].filter((name) => {
    const a = betweenMarkers(current, name)
    const b = betweenMarkers(expected, name)
    return current.slice(a?.from, a?.to) !== expected.slice(b?.from, b?.to)
  })
}

/**
 * @param {string} root
 * @param {string | undefined} cliOption
 * @returns {Promise<Page[]>}
 */
async function generated(root, cliOption) {
  const cli = cliOption ? resolve(cliOption) : builtCli(root)
  return [
    { file: 'README.md', text: await expectedReadme(root) },
    {
      file: CLI_PAGE,
      text: await formatMarkdown(renderCliPage(await cliHelp(cli)))
    }
  ]
}

/**
 * @param {string} root
 * @param {Page} page
 */
function staleMessage(root, { file, text }) {
  const path = join(root, file)
  if (!existsSync(path)) return `${file} is missing: ${FIX}.`
  const current = readFileSync(path, 'utf8')
  if (current === text) return undefined
  if (file === CLI_PAGE) {
    return `${file} is stale: it differs from the commands' --help; ${FIX}.`
  }
  const tables = staleTables(current, text).join(' and ')
  return `${file} is stale: its ${tables} table differs from action.yml; ${FIX}.`
}

/**
 * @param {string} root
 * @param {Page} page
 */
function write(root, { file, text }) {
  const path = join(root, file)
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
  console.log(`docs: wrote ${file}`)
}

/** @param {string} root */
function linkReport(root) {
  const pages = markdownPages(root)
  const { problems, checked } = brokenLinks(root, pages)
  const handWritten = pages.filter((page) => page !== CLI_PAGE)
  return {
    checked,
    problems: [
      ...problems,
      ...unlistedPages(root, pages),
      ...foreignCitations(root),
      ...wordingProblems(root, handWritten)
    ]
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      root: { type: 'string' },
      cli: { type: 'string' }
    }
  })
  const root = resolve(values.root ?? REPO)
  const files = await generated(root, values.cli)
  const stale = values.check
    ? files.map((file) => staleMessage(root, file)).filter(Boolean)
    : (files.forEach((file) => write(root, file)), [])
  const { checked, problems } = linkReport(root)
  for (const message of [...stale, ...problems]) console.error(message)
  if (problems.length > 0) {
    console.error(
      `docs: fix the ${problems.length} problem(s) above in the pages`
    )
  }
  if (stale.length + problems.length > 0) return 1
  const state = values.check ? 'are up to date' : 'written'
  console.log(
    `docs: README.md tables and ${CLI_PAGE} ${state}; ${checked} relative links resolve`
  )
  return 0
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(`docs: ${error instanceof Error ? error.message : error}`)
  const { code } = /** @type {{ code?: unknown }} */ (error ?? {})
  const usage = typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')
  process.exitCode = usage ? 2 : 1
}
