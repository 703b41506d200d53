/**
 * What the archive has laid out so far, so that no entry lands where
 * another already is: a name given twice (two writers into one file), a
 * file below what the archive holds as a file, or a file where it holds a
 * folder.
 */
import { ArchiveRefusedError, quoted } from './limits.js'

export class Layout {
  private readonly named = new Set<string>()
  private readonly kinds = new Map<string, 'file' | 'dir'>()

  add(name: string, segments: readonly string[], kind: 'file' | 'dir') {
    const path = segments.join('/')
    if (this.named.has(path)) {
      throw new ArchiveRefusedError(
        `entry ${quoted(name)} appears twice in the archive; names must be unique`
      )
    }
    this.named.add(path)
    for (let depth = 1; depth < segments.length; depth += 1) {
      const parent = segments.slice(0, depth).join('/')
      if (this.kinds.get(parent) === 'file') {
        throw new ArchiveRefusedError(
          `entry ${quoted(name)} lies below ${quoted(parent)}, which the archive holds as a file`
        )
      }
      this.kinds.set(parent, 'dir')
    }
    if (kind === 'file' && this.kinds.get(path) === 'dir') {
      throw new ArchiveRefusedError(
        `entry ${quoted(name)} is a file where the archive holds a folder`
      )
    }
    this.kinds.set(path, kind)
  }
}
