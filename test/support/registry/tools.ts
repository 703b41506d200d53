/**
 * The real parts the image tests need, and why a test cannot run when one
 * is missing. `npm test` installs them first where it can
 * (scripts/test-setup.mjs runs .ci/registry-tools.sh: Debian, as root or
 * with sudo); elsewhere each test that needs a missing part is skipped,
 * its reason naming the part and the script that provides it.
 */
import { accessSync, constants, existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { it } from 'vitest'
import { itUnless } from '../skip.js'
import { ENGINE_API_PATH } from './engine-api.js'

const SCRIPT = 'bash .ci/registry-tools.sh installs them on Debian'

function onPath(command: string): boolean {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean)
  return dirs.some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

function reason(missing: string[]): string | false {
  return missing.length === 0
    ? false
    : `needs ${missing.join(', ')} (${SCRIPT})`
}

/** A real registry, skopeo, htpasswd and openssl. */
export const REGISTRY_TOOLS = reason(
  ['docker-registry', 'skopeo', 'htpasswd', 'openssl'].filter(
    (command) => !onPath(command)
  )
)

/** The Docker Engine API description the Engine stand-in checks against. */
export const ENGINE_API = reason(
  existsSync(ENGINE_API_PATH) ? [] : ['tmp/engine-api/swagger.json']
)

/**
 * `it` for a file whose tests need these parts: each test runs, or is
 * skipped with the first reason given (its hooks then do not run either).
 */
export function itNeeding(
  ...reasons: (string | false)[]
): (title: string, test: () => unknown, timeout?: number) => void {
  const why = reasons.find((r) => r !== false) ?? false
  if (why === false) return it
  return (title, test, timeout) => itUnless(why, title, test, timeout)
}
