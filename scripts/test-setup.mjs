// The first step of `npm test`: the real parts the image tests need (a
// registry, skopeo, htpasswd, openssl, the Docker Engine API description in
// tmp/engine-api/) are installed by .ci/registry-tools.sh when one is
// missing and this machine can (Linux with apt-get, as root or with sudo
// that asks no password). Where it cannot, it says so and the tests that
// need a missing part are skipped, each naming it
// (test/support/registry/tools.ts). Never fails the run by itself.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { delimiter, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const COMMANDS = ['docker-registry', 'skopeo', 'htpasswd', 'openssl']
const SPEC = 'tmp/engine-api/swagger.json'

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

/** Why .ci/registry-tools.sh cannot run here, or undefined when it can. */
function cannotInstall() {
  if (process.platform !== 'linux') return 'it installs Debian packages'
  if (!onPath('apt-get') || !onPath('bash')) return 'no apt-get here'
  if (process.getuid?.() === 0) return undefined
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' })
  return sudo.status === 0
    ? undefined
    : 'not root, and no sudo without a password'
}

const missing = COMMANDS.filter((command) => !onPath(command))
if (!existsSync(join(root, SPEC))) missing.push(SPEC)
if (missing.length > 0) {
  const why = cannotInstall()
  const run =
    why === undefined
      ? spawnSync('bash', [join(root, '.ci', 'registry-tools.sh')], {
          cwd: root,
          stdio: 'inherit'
        })
      : undefined
  if (run?.status !== 0) {
    const because = why ?? '.ci/registry-tools.sh failed (see above)'
    console.warn(
      `test setup: ${missing.join(', ')} missing and not installed (${because}); the tests that need them are skipped, each saying why`
    )
  }
}

// Debian's chromium for the emulator's page tests, the same way
// (.ci/browser.sh); without it they are skipped (test/e2e/support/browser.ts).
if (!existsSync('/usr/bin/chromium')) {
  const why = cannotInstall()
  const run =
    why === undefined
      ? spawnSync('bash', [join(root, '.ci', 'browser.sh')], {
          cwd: root,
          stdio: 'inherit'
        })
      : undefined
  if (run?.status !== 0) {
    console.warn(
      `test setup: /usr/bin/chromium missing and not installed (${why ?? '.ci/browser.sh failed (see above)'}); the browser tests are skipped, each saying why`
    )
  }
}
