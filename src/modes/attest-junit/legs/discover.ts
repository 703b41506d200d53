/**
 * The legs of a matrix: each immediate folder of `legs-dir` is one leg,
 * named by its folder (the layout actions/download-artifact writes for a
 * `pattern:`, one folder per artifact). A link is no leg, wherever it
 * leads: out of `legs-dir` it would read what is not a leg, and inside it
 * would read a leg twice (or all of them as one) and so stand in for a leg
 * that never reported. Each is named in a warning.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
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
  /** Entries that are links, as shown: not read. */
  links: string[]
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

/**
 * The leg folders of `legsDir`, sorted by name in UTF-8 byte order. A
 * missing `legsDir` has no leg (a download that found no artifact writes
 * none): the missing-legs check then names what was expected.
 */
export function findLegs(legsDir: string, cwd: string): LegFolders {
  const root = resolve(cwd, legsDir)
  const shown = shownPath(cwd, root)
  if (!existsSync(root)) return { shown, legs: [], links: [] }
  if (!isDirectory(root)) {
    throw new ConfigError(
      `legs-dir ${printable(legsDir)} is not a folder: give the folder that holds one folder per matrix leg (where actions/download-artifact put them)`
    )
  }
  const legs: LegFolder[] = []
  const links: string[] = []
  const entries = readdirSync(root, { withFileTypes: true })
  const byName = new Map(entries.map((entry) => [entry.name, entry]))
  const names = sortByUtf8(
    entries
      .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
      .map((entry) => entry.name)
  )
  for (const name of names) {
    const legShown = `${shown === '.' ? '' : `${shown}/`}${name}`
    if (byName.get(name)?.isSymbolicLink() === true) {
      links.push(legShown)
      continue
    }
    legs.push({ name, dir: join(root, name), shown: legShown })
  }
  return { shown, legs, links }
}
