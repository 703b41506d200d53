/**
 * A frame resolved to a file of the workspace, as a path from its root:
 * an absolute path inside the workspace made relative, a relative one
 * tried under the reports' folder, the annotations prefix and the root, a
 * JVM package path looked up under any source root. A frame that names no
 * workspace file resolves to nothing rather than to a wrong place.
 */
import { readdirSync, statSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
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

function inside(root: string, path: string): string | undefined {
  if (!isInside(root, path)) return undefined
  const rel = relative(root, path)
  return rel === '' ? undefined : rel.replaceAll('\\', '/')
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

  constructor(private readonly workspace: Workspace) {}

  /** A path written in a report, as a workspace path, if that file exists. */
  path(written: string): string | undefined {
    const { root, reportsDir, prefix } = this.workspace
    const path = written.trim().replaceAll('\\', '/')
    if (path === '') return undefined
    if (isAbsolute(path) || /^[A-Za-z]:\//.test(path)) {
      const rel = inside(root, resolve(path))
      return rel !== undefined && isFile(join(root, rel)) ? rel : undefined
    }
    const bases = [
      ...(prefix === undefined ? [] : [join(root, prefix)]),
      reportsDir,
      root
    ]
    for (const base of bases) {
      const rel = inside(root, resolve(base, path))
      if (rel !== undefined && isFile(join(root, rel))) return rel
    }
    return undefined
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
