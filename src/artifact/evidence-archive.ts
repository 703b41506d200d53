/**
 * `evidence.tgz`: the gzipped ustar archive of several attachment paths,
 * streamed to disk so that no file is held in memory whole.
 */
import { createReadStream, createWriteStream, type Stats } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { tarEnd, tarHeaders, tarPadding } from './tar.js'

export interface Attachment {
  path: string
  filename: string
  bytes: number
  /** Removes what we created (never the user's own file). */
  cleanup(): Promise<void>
}

export interface AttachmentOptions {
  cwd: string
  /** Where evidence.tgz is written (a fresh subfolder is made inside). */
  tmpDir: string
}

export const ARCHIVE_NAME = 'evidence.tgz'

export interface ArchiveEntry {
  /** The name inside the archive. */
  name: string
  path: string
  info: Stats
}

export async function writeArchive(
  entries: readonly ArchiveEntry[],
  options: AttachmentOptions
): Promise<Attachment> {
  const dir = await mkdtemp(join(options.tmpDir, 'evidence-'))
  const path = join(dir, ARCHIVE_NAME)
  const cleanup = () => rm(dir, { recursive: true, force: true })
  try {
    await pipeline(
      Readable.from(tarStream(entries)),
      createGzip(),
      createWriteStream(path)
    )
    const { size } = await stat(path)
    return { path, filename: ARCHIVE_NAME, bytes: size, cleanup }
  } catch (error) {
    await cleanup()
    throw error
  }
}

async function* tarStream(
  entries: readonly ArchiveEntry[]
): AsyncGenerator<Buffer> {
  for (const { name, path, info } of entries) {
    yield tarHeaders({
      name,
      mode: info.mode & 0o7777,
      size: info.size,
      mtime: Math.floor(info.mtimeMs / 1000)
    })
    // Exactly the size the header announced, even if the file changes.
    let written = 0
    if (info.size > 0) {
      const stream = createReadStream(path, { start: 0, end: info.size - 1 })
      for await (const chunk of stream) {
        written += (chunk as Buffer).length
        yield chunk as Buffer
      }
    }
    if (written < info.size) yield Buffer.alloc(info.size - written)
    yield tarPadding(info.size)
  }
  yield tarEnd()
}
