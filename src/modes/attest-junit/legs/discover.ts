/**
 * The legs of a matrix: each immediate folder of `legs-dir` is one leg,
 * named by its folder (the layout actions/download-artifact writes for a
 * `pattern:`, one folder per artifact). A folder that is a link leading out
 * of `legs-dir` is no leg, as discovery follows no link out of the
 * workspace; it is named in a warning.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { ConfigError } from '../../../errors.js'
import { sortByUtf8 } from '../../../junit/index.js'
import { isInside } from '../../../paths.js'
import { printable } from '../../../text.js'

export interface LegFolder {
  /** The folder's name: untrusted (an artifact's name), escape it to show it. */
  name: string
  /** Absolute. */
  dir: string
  /** As the user sees it: relative to the workspace, `/`-separated. */
  shown: string
}

export interface LegFolders {
  /** legs-dir as shown. */
  shown: string
  legs: LegFolder[]
  /** Folders that are links out of legs-dir, as shown: not read. */
  linksOut: string[]
}

/** A path from `cwd` with `/`, or the absolute path outside it. */
export function shownPath(cwd: string, path: string): string {
  if (!isInside(cwd, path)) return path
  const rel = relative(cwd, path).split(sep).join('/')
  return rel === '' ? '.' : rel
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

function realOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path)
  } catch {
    return undefined
  }
}

/**
 * The leg folders of `legsDir`, sorted by name in UTF-8 byte order. A
 * missing `legsDir` has no leg (a download that found no artifact writes
 * none): the missing-legs check then names what was expected.
 */
export function findLegs(legsDir: string, cwd: string): LegFolders {
  const root = resolve(cwd, legsDir)
  const shown = shownPath(cwd, root)
  const realRoot = realOrUndefined(root)
  if (realRoot === undefined) return { shown, legs: [], linksOut: [] }
  if (!isDirectory(root)) {
    throw new ConfigError(
      `legs-dir ${printable(legsDir)} is not a folder: give the folder that holds one folder per matrix leg (where actions/download-artifact put them)`
    )
  }
  const legs: LegFolder[] = []
  const linksOut: string[] = []
  const entries = readdirSync(root, { withFileTypes: true })
  const names = sortByUtf8(
    entries
      .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
      .map((entry) => entry.name)
  )
  for (const name of names) {
    const dir = join(root, name)
    if (!isDirectory(dir)) continue
    const real = realOrUndefined(dir)
    const legShown = `${shown === '.' ? '' : `${shown}/`}${name}`
    if (real === undefined || !isInside(realRoot, real)) {
      linksOut.push(legShown)
      continue
    }
    legs.push({ name, dir, shown: legShown })
  }
  return { shown, legs, linksOut }
}
