// The first step of `npm test`: the real programs some tests need are
// installed, when one is missing and this machine can (Linux with apt-get,
// as root or with sudo that asks no password), by the script of their tool
// set below. It says what it installs and why before it starts. With
// TEST_SETUP_NO_INSTALL=1 it installs nothing; where it cannot or may not
// install, the tests that need a missing part are skipped, each naming it
// (test/support/registry/tools.ts). Never fails the run by itself. CI
// (.ci/run) installs them and allows no skip.
//
// A tool set is a list of parts (commands on PATH, files below the
// repository), what needs them, and the script that installs them and what
// that script does to the machine, in words.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { delimiter, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const OPT_OUT = 'TEST_SETUP_NO_INSTALL'

/**
 * @typedef {{
 *   name: string,
 *   neededBy: string,
 *   commands: string[],
 *   files: string[],
 *   script: string,
 *   does: string
 * }} ToolSet
 */

/** @type {ToolSet[]} */
const TOOL_SETS = [
  {
    name: 'registry tools',
    neededBy: 'the container-image tests (test/e2e/artifact/)',
    commands: ['docker-registry', 'skopeo', 'htpasswd', 'openssl'],
    files: ['tmp/engine-api/swagger.json'],
    script: '.ci/registry-tools.sh',
    does: 'apt-get update, then apt-get install of the missing ones among docker-registry, skopeo, apache2-utils (htpasswd), openssl and python3-yaml; and apt-get download of golang-github-docker-docker-dev, to take the Docker Engine API description from it into tmp/engine-api/ (that package is not installed)'
  },
  {
    name: 'browser',
    neededBy: "the emulator's page tests (test/e2e/emulator/pages*.test.ts)",
    commands: ['chromium'],
    files: [],
    script: '.ci/browser.sh',
    does: "apt-get update, then apt-get install of Debian's chromium (playwright-core drives it; no browser is downloaded)"
  }
]

/** @param {string} command */
function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK)
      return dir !== ''
    } catch {
      return false
    }
  })
}

/** @param {ToolSet} set */
function missingParts(set) {
  return [
    ...set.commands.filter((command) => !onPath(command)),
    ...set.files.filter((file) => !existsSync(join(root, file)))
  ]
}

/** Why nothing may be installed here, or undefined when it can be. */
function cannotInstall() {
  const value = process.env[OPT_OUT] ?? ''
  if (!['', '0', 'false'].includes(value)) return `${OPT_OUT} is set`
  if (process.platform !== 'linux') return 'it installs Debian packages'
  if (!onPath('apt-get') || !onPath('bash')) return 'no apt-get here'
  if (process.getuid?.() === 0) return undefined
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' })
  return sudo.status === 0
    ? undefined
    : 'not root, and no sudo without a password'
}

/**
 * @param {ToolSet} set
 * @param {string[]} missing
 */
function install(set, missing) {
  const as = process.getuid?.() === 0 ? 'as root' : 'with sudo'
  console.warn(
    [
      `test setup: ${missing.join(', ')} missing, which ${set.neededBy} need.`,
      `Installing the ${set.name} now with ${set.script} (${as}): ${set.does}.`,
      `To run the tests without installing anything, set ${OPT_OUT}=1; the tests that need them are then skipped, each saying why.`
    ].join('\n')
  )
  const run = spawnSync('bash', [join(root, set.script)], {
    cwd: root,
    stdio: 'inherit'
  })
  return run.status === 0 ? undefined : `${set.script} failed (see above)`
}

function main() {
  const wanted = TOOL_SETS.map((set) => ({ set, missing: missingParts(set) }))
  if (wanted.every(({ missing }) => missing.length === 0)) return
  const why = cannotInstall()
  for (const { set, missing } of wanted) {
    if (missing.length === 0) continue
    const failed = why ?? install(set, missing)
    if (failed === undefined) continue
    console.warn(
      `test setup: ${missing.join(', ')} missing and not installed (${failed}); the tests that need them are skipped, each saying why`
    )
  }
}

main()
