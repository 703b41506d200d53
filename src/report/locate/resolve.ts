/**
 * A frame resolved to a file of the workspace, as a path from its root:
 * an absolute path inside the workspace made relative, a relative one
 * tried under the reports' folder, the annotations prefix and the root, a
 * JVM package path looked up under any source root. A frame that names no
 * workspace file resolves to nothing rather than to a wrong place.
 */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, posix, relative, resolve } from 'node:path'
import { isInside } from '../../paths.js'
import type { Frame } from './frames.js'

export interface Workspace {
  /** The repository's root (GITHUB_WORKSPACE). */
  root: string
  /** Where the reports were read; report paths may be relative to it. */
  reportsDir: string
  /** annotations-path-prefix: the reports' own folder in the repository. */
  prefix?: string
}

// Folders that hold no source of the project's own tests.
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'target', 'build'])
const MAX_ENTRIES = 50_000

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path)
    return true
  } catch {
    return false
  }
}

function inside(root: string, path: string): string | undefined {
  if (!isInside(root, path)) return undefined
  const rel = relative(root, path)
  return rel === '' ? undefined : rel.replaceAll('\\', '/')
}

/**
 * Whether `path`, with every link followed, stays below `realRoot`: the
 * nearest part of it that exists decides, so a link out of the workspace
 * (a file, or a folder on the way) is not a workspace file.
 */
function staysInside(realRoot: string, path: string): boolean {
  for (let at = path; ; at = dirname(at)) {
    try {
      return isInside(realRoot, realpathSync(at))
    } catch {
      if (dirname(at) === at) return false
    }
  }
}

/**
 * A repository path as written, when it can only mean one: relative,
 * forward slashes, no `..` or drive letter, no control character.
 */
function plainRelative(path: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (isAbsolute(path) || /^[A-Za-z]:|[\u0000-\u001f\u007f]/.test(path))
    return undefined
  const segments = path.split('/').filter((s) => s !== '' && s !== '.')
  if (segments.length === 0 || segments.includes('..')) return undefined
  return segments.join('/')
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

/** Every file of the workspace, bounded, read once on first need. */
function walk(root: string): string[] {
  const files: string[] = []
  const queue = ['']
  while (queue.length > 0 && files.length < MAX_ENTRIES) {
    const dir = queue.shift() ?? ''
    let entries
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      const rel = dir === '' ? entry.name : `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.'))
          queue.push(rel)
      } else if (entry.isFile()) files.push(rel)
    }
  }
  return files.sort()
}

export class Resolver {
  private files: string[] | undefined
  private realRoot: string | undefined

  constructor(private readonly workspace: Workspace) {}

  /** The workspace file at `rel` (from the root), never through a link out. */
  private workspaceFile(rel: string | undefined): string | undefined {
    if (rel === undefined) return undefined
    const path = join(this.workspace.root, rel)
    if (!isFile(path)) return undefined
    this.realRoot ??= realpathOr(this.workspace.root)
    return staysInside(this.realRoot, path) ? rel : undefined
  }

  /** A path written in a report, as a workspace path, if that file exists. */
  path(written: string): string | undefined {
    const { root, reportsDir, prefix } = this.workspace
    const path = written.trim().replaceAll('\\', '/')
    if (path === '') return undefined
    if (isAbsolute(path) || /^[A-Za-z]:\//.test(path)) {
      return this.workspaceFile(inside(root, resolve(path)))
    }
    const bases = [
      ...(prefix === undefined ? [] : [join(root, prefix)]),
      reportsDir,
      root
    ]
    for (const base of bases) {
      const rel = this.workspaceFile(inside(root, resolve(base, path)))
      if (rel !== undefined) return rel
    }
    return undefined
  }

  /**
   * A case's own `file` that is not (yet) a workspace file, such as a test
   * file of a repository not checked out here: kept as a repository path
   * (below the annotations prefix) only when it is plainly one and nothing
   * on its way leads out of the workspace. `../../etc/passwd`, `/etc/passwd`
   * or `C:/Users/…` are no place in the repository.
   */
  absentPath(written: string): string | undefined {
    const { root, prefix } = this.workspace
    const plain = plainRelative(written.trim().replaceAll('\\', '/'))
    if (plain === undefined) return undefined
    const rel =
      prefix === undefined ? plain : plainRelative(posix.join(prefix, plain))
    if (rel === undefined) return undefined
    const path = join(root, rel)
    // Something is there, and path() found no file in it: a folder, a link out.
    if (exists(path)) return undefined
    this.realRoot ??= realpathOr(root)
    return staysInside(this.realRoot, path) ? rel : undefined
  }

  /** A JVM package path under any source root (`src/test/java/…`). */
  packagePath(packagePath: string): string | undefined {
    this.files ??= walk(this.workspace.root)
    const suffix = `/${packagePath}`
    return this.files.find(
      (file) => file === packagePath || file.endsWith(suffix)
    )
  }

  frame(frame: Frame): string | undefined {
    if (frame.packagePath !== undefined)
      return this.packagePath(frame.packagePath)
    return frame.path === undefined ? undefined : this.path(frame.path)
  }
}
