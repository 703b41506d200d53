// What dist/ is built from, as one SHA-256: every build input (src/, the
// package files, tsconfig, the build scripts), path and content, in path
// order. `npm run package` writes it to dist/source.sha256, and the e2e
// setup rebuilds dist/ when the source no longer hashes to it. Contents,
// not file times: a `git checkout dist` or a fresh clone sets times that
// say nothing about which source a build came from.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export const BUILD_INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/package.mjs',
  'scripts/ncc-flags.mjs',
  'scripts/source-hash.mjs'
]

/** The stamp's name inside a built dist/. */
export const STAMP = 'source.sha256'

/**
 * @param {string} relative
 * @returns {string[]}
 */
function filesBelow(relative) {
  const full = path.join(root, relative)
  if (!statSync(full).isDirectory()) return [relative]
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesBelow(path.posix.join(relative, name)))
}

export function sourceHash() {
  const hash = createHash('sha256')
  for (const input of BUILD_INPUTS) {
    if (!existsSync(path.join(root, input))) continue
    for (const file of filesBelow(input)) {
      const content = readFileSync(path.join(root, file))
      hash.update(`${file}\0${content.length}\0`).update(content)
    }
  }
  return hash.digest('hex')
}

if (process.argv[1] === import.meta.filename) console.log(sourceHash())
