/**
 * `evidence.tgz`: the gzipped ustar archive of several attachment paths,
 * streamed to disk so that no file is held in memory whole.
 */
import { createWriteStream, type Stats } from 'node:fs'
import { mkdtemp, open, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { ArchiveTooBig } from '../errors.js'
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
  /**
   * Stop writing once the compressed archive passes this many bytes, with
   * ArchiveTooBig: for an archive wanted only if it fits.
   */
  stopAbove?: number
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
    await gzipTo(path, tarChunks(entries), options.stopAbove)
    const { size } = await stat(path)
    return { path, filename: ARCHIVE_NAME, bytes: size, cleanup }
  } catch (error) {
    await cleanup()
    throw error
  }
}

/**
 * Gzips the chunks into `path`, each chunk handed to gzip only once the
 * one before is consumed, so that one read buffer serves a whole file:
 * a fresh 64 KiB buffer per read left a 208 MB report's worth of them for
 * the collector, 60 MiB more at the peak. Compressing is the slow part,
 * so reading waiting for it costs nothing.
 */
async function gzipTo(
  path: string,
  chunks: AsyncIterable<Buffer>,
  stopAbove = Infinity
) {
  const gzip = createGzip()
  let bytes = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      if (bytes > stopAbove) done(new ArchiveTooBig(stopAbove))
      else done(null, chunk)
    }
  })
  const written = pipeline(gzip, counted, createWriteStream(path))
  // Awaited below; a failure of the file (a full disk) must end the wait
  // for gzip too, and must not count as unhandled before then.
  written.catch(() => undefined)
  try {
    for await (const chunk of chunks) {
      const consumed = new Promise<void>((resolve, reject) =>
        gzip.write(chunk, (error) => (error ? reject(error) : resolve()))
      )
      await Promise.race([consumed, written])
    }
    gzip.end()
  } catch (error) {
    gzip.destroy(error as Error)
  }
  await written
}

/** Bytes read from a file at a time, into one buffer. */
const READ_BYTES = 64 * 1024

/**
 * The archive's bytes. A file's contents come through one buffer, read
 * again for the next chunk: a chunk is good until the next is asked for.
 */
async function* tarChunks(
  entries: readonly ArchiveEntry[]
): AsyncGenerator<Buffer> {
  const buffer = Buffer.allocUnsafe(READ_BYTES)
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
      const file = await open(path, 'r')
      try {
        while (written < info.size) {
          const wanted = Math.min(READ_BYTES, info.size - written)
          const { bytesRead } = await file.read(buffer, 0, wanted, written)
          if (bytesRead === 0) break
          written += bytesRead
          yield buffer.subarray(0, bytesRead)
        }
      } finally {
        await file.close()
      }
    }
    // A file that shrank is padded with zeros, a buffer's worth at a time.
    const zeros = written < info.size ? Buffer.alloc(READ_BYTES) : buffer
    for (; written < info.size; written += READ_BYTES)
      yield zeros.subarray(0, Math.min(READ_BYTES, info.size - written))
    yield tarPadding(info.size)
  }
  yield tarEnd()
}
