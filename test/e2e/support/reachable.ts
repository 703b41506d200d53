/**
 * A copy of the built CLI that any user can run. A test that drops to
 * another user (`nobody`) cannot load dist/ from the clone when one of the
 * clone's parent folders is private (a folder made by `mktemp -d`, a home
 * folder, a container's /root), so it runs this copy instead: node itself
 * (hard-linked when it can be, else copied), dist/package.json (which makes
 * the bundle an ES module) and dist/cli/, in a fresh folder under the
 * system's temporary folder, every ancestor of which others can enter.
 * Modes are set outright, not left to the umask (a umask of 077 would
 * make every copied file private again).
 */
import {
  chmodSync,
  copyFileSync,
  cpSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, parse } from 'node:path'
import { CLI } from '../../support/paths.js'

export interface ReachableCli {
  /** The folder that holds the copy; give it to `remove`. */
  dir: string
  /** The node binary to run. */
  node: string
  /** The CLI entry, next to its chunks. */
  cli: string
}

/** The first ancestor of `path` that others may not enter, if any. */
export function privateAncestor(path: string): string | undefined {
  const root = parse(path).root
  for (let dir = path; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return dir
    if (dir === root) return undefined
  }
}

/** Why the copy cannot be reached by another user here, or false. */
export function unreachableReason(): string | false {
  const blocked = privateAncestor(tmpdir())
  return blocked === undefined
    ? false
    : `the temporary folder's ancestor ${blocked} cannot be entered by other users (set TMPDIR to one they can)`
}

/**
 * Links an executable that others may run already (a link shares its
 * mode); else, or when it lives on another file system, copies it and
 * lets everyone run the copy.
 */
function linkOrCopy(from: string, to: string): void {
  if ((statSync(from).mode & 0o005) === 0o005) {
    try {
      return linkSync(from, to)
    } catch {
      // another file system: copied below
    }
  }
  copyFileSync(from, to)
  chmodSync(to, 0o755)
}

/**
 * Makes `path` and everything below it readable by every user, folders
 * enterable: 0755 and 0644, whatever the umask was when they were made.
 */
export function openToAll(path: string): void {
  if (!statSync(path).isDirectory()) return chmodSync(path, 0o644)
  chmodSync(path, 0o755)
  for (const entry of readdirSync(path)) openToAll(join(path, entry))
}

/** Copies node and the CLI into a folder that every user can enter. */
export function reachableCli(): ReachableCli {
  const dir = mkdtempSync(join(tmpdir(), 'reachable-cli-'))
  const dist = dirname(dirname(CLI))
  mkdirSync(join(dir, 'dist'))
  copyFileSync(join(dist, 'package.json'), join(dir, 'dist', 'package.json'))
  cpSync(dirname(CLI), join(dir, 'dist', 'cli'), { recursive: true })
  openToAll(dir)
  const node = join(dir, 'node')
  linkOrCopy(process.execPath, node)
  return { dir, node, cli: join(dir, 'dist', 'cli', 'index.js') }
}

export function removeReachable(copy: ReachableCli): void {
  rmSync(copy.dir, { recursive: true, force: true })
}
