// npm run local-action -- . src/action/run.ts .env
//
// Runs the action from source under @github/local-action (see
// .env.example), at the version pinned by test/e2e/support/local-action/
// (package.json and package-lock.json). It is installed with `npm ci` into
// tmp/local-action/ on first use, and again when that lock changes: with
// its 350 packages it is not one of the project's devDependencies, which
// every contributor's `npm ci` installs.
//
// local-action starts the action through `npm exec tsx`, which finds tsx
// only in a node_modules/.bin above the folder it runs in: so it runs in
// tmp/local-action/, with the action folder and the .env file given as
// absolute paths (the entrypoint stays relative to the action folder), and
// GITHUB_WORKSPACE, unless the .env file sets it, is where it was started.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const REPO = resolve(import.meta.dirname, '..')
const PINNED = join(REPO, 'test', 'e2e', 'support', 'local-action')
const PREFIX = join(REPO, 'tmp', 'local-action')
/** The lock the install was made from; written once `npm ci` succeeded. */
const STAMP = join(PREFIX, 'node_modules', '.installed-from.json')
const BIN = join(
  PREFIX,
  'node_modules/@github/local-action/bin/local-action.js'
)

function installed() {
  const wanted = readFileSync(join(PINNED, 'package-lock.json'), 'utf8')
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return
  mkdirSync(PREFIX, { recursive: true })
  for (const file of ['package.json', 'package-lock.json']) {
    cpSync(join(PINNED, file), join(PREFIX, file))
  }
  console.error(
    'local-action: installing the pinned @github/local-action into tmp/local-action/ (npm ci, once)'
  )
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', PREFIX], {
    cwd: PREFIX,
    stdio: ['ignore', 2, 'inherit']
  })
  cpSync(join(PINNED, 'package-lock.json'), STAMP)
}

function main() {
  // npm run starts scripts in the repository; INIT_CWD is where it was typed.
  const from = process.env.INIT_CWD ?? process.cwd()
  const [action, entrypoint, dotenv, ...rest] = process.argv.slice(2)
  if (
    action === undefined ||
    entrypoint === undefined ||
    dotenv === undefined
  ) {
    console.error(
      'usage: npm run local-action -- <action folder> <entrypoint> <.env file>'
    )
    process.exitCode = 2
    return
  }
  installed()
  const args = [
    resolve(from, action),
    entrypoint,
    resolve(from, dotenv),
    ...rest
  ]
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: PREFIX,
    env: { GITHUB_WORKSPACE: from, ...process.env },
    stdio: 'inherit'
  })
  process.exitCode = run.status ?? 1
}

main()
