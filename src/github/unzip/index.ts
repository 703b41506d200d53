/**
 * An artifact's zip, unpacked within our limits. yauzl reads the central
 * directory (never a stream of local headers, which a cut archive can make
 * loop), checks each entry's data against its declared sizes, and loads
 * only on the first archive. Every entry is checked before its bytes are
 * read: its name (entry-name.ts), its kind (a file or a folder, never a
 * link), a name given twice, its declared size against what is left of
 * the total. Its bytes are then counted and their CRC-32 checked as they
 * are written.
 */
import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { crc32 } from 'node:zlib'
import type { Entry, ZipFile } from 'yauzl'
import { errorMessage } from '../../errors.js'
import { grouped, printable } from '../../text.js'
import { checkName, decodeName } from './entry-name.js'
import { Layout } from './layout.js'
import {
  ArchiveRefusedError,
  bytesLimit,
  LocalWriteError,
  quoted,
  type ZipLimits
} from './limits.js'
import { checkSpans, spanOf, type Span } from './spans.js'

export {
  ArchiveRefusedError,
  defaultLimits,
  LocalWriteError,
  type ZipLimits
} from './limits.js'

export interface ExtractOptions {
  zipPath: string
  /** The artifact's folder: exists and is empty. */
  destination: string
  limits: ZipLimits
  /** Bytes written so far by this run, across its artifacts; updated. */
  budget: { written: number }
}

const UNIX = 3
const S_IFMT = 0o170000
const S_IFREG = 0o100000
const S_IFDIR = 0o040000
const S_IFLNK = 0o120000
const STORED = 0
const DEFLATED = 8

function refuse(name: string, why: string): ArchiveRefusedError {
  return new ArchiveRefusedError(`entry ${quoted(name)} ${why}`)
}

function invalid(error: unknown): ArchiveRefusedError {
  return new ArchiveRefusedError(
    `the artifact's zip is not valid: ${printable(errorMessage(error))}`,
    { cause: error }
  )
}

async function openZip(path: string): Promise<ZipFile> {
  const { open } = await import('yauzl')
  const options = {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: false,
    validateEntrySizes: true
  }
  return new Promise((resolve, reject) => {
    open(path, options, (error, zip) => {
      if (error) reject(invalid(error))
      else resolve(zip)
    })
  })
}

/** A file or a folder; anything else (a link, a device) is refused. */
function kindOf(entry: Entry, name: string): 'file' | 'dir' {
  const unix = entry.versionMadeBy >> 8 === UNIX
  const mode = unix ? (entry.externalFileAttributes >>> 16) & S_IFMT : 0
  if (mode === S_IFLNK) return fail(refuse(name, 'is a symbolic link'))
  if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) {
    return fail(refuse(name, 'is neither a file nor a folder'))
  }
  if (entry.isEncrypted()) return fail(refuse(name, 'is encrypted'))
  const method = entry.compressionMethod
  if (method !== STORED && method !== DEFLATED) {
    return fail(
      refuse(
        name,
        `uses compression method ${method}; only stored and deflated entries are read`
      )
    )
  }
  return name.endsWith('/') || mode === S_IFDIR ? 'dir' : 'file'
}

function fail(error: Error): never {
  throw error
}

/** Counts and checks an entry's bytes on their way to disk. */
function checker(name: string, entry: Entry): Transform {
  let size = 0
  let crc = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length
      if (size > entry.uncompressedSize) {
        done(tooLarge(name, entry))
        return
      }
      crc = crc32(chunk, crc)
      done(null, chunk)
    },
    flush(done: TransformCallback) {
      if (size !== entry.uncompressedSize) {
        done(
          refuse(
            name,
            `holds ${grouped(size)} bytes, not the ${grouped(entry.uncompressedSize)} it declares`
          )
        )
      } else if (crc >>> 0 !== entry.crc32) {
        done(
          refuse(
            name,
            'fails its CRC-32 check: its data is not what the archive says'
          )
        )
      } else {
        done()
      }
    }
  })
}

function tooLarge(name: string, entry: Entry): ArchiveRefusedError {
  return refuse(
    name,
    `inflates past the ${grouped(entry.uncompressedSize)} bytes it declares`
  )
}

/** What a failure while writing an entry is: a refusal, a bad zip, a disk error. */
function entryFailure(error: unknown, name: string, entry: Entry): Error {
  if (error instanceof ArchiveRefusedError) return error
  const message = errorMessage(error)
  if (/^too many bytes in the stream/.test(message))
    return tooLarge(name, entry)
  if (isSystemError(error)) return localFailure(error, name)
  return invalid(`entry ${quoted(name)}: ${message}`)
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error && 'syscall' in error
}

/** A file-system failure here (ENOSPC, ENAMETOOLONG), naming the path. */
function localFailure(
  error: NodeJS.ErrnoException,
  name: string
): LocalWriteError {
  const where = error.path === undefined ? '' : ` to ${printable(error.path)}`
  // Node's text ends with the call and the path again: said once, above.
  const why = errorMessage(error).replace(/, \w+ '.*'$/s, '')
  return new LocalWriteError(
    `could not write entry ${quoted(name)}${where} on this runner: ${printable(why)} (a local write failure: free disk space, or shorten the names in the artifact; not GitHub's doing)`,
    { cause: error }
  )
}

/** Runs a file-system call of `name`'s; its failure is a LocalWriteError. */
async function locally<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw isSystemError(error) ? localFailure(error, name) : error
  }
}

/** Where one file entry goes: its zip, its path on disk, its name as given. */
interface Target {
  zip: ZipFile
  path: string
  name: string
}

async function writeFile(entry: Entry, { zip, path, name }: Target) {
  try {
    const data = await zip.openReadStreamPromise(entry)
    await pipeline(
      data,
      checker(name, entry),
      createWriteStream(path, { flags: 'wx', mode: 0o644 })
    )
  } catch (error) {
    throw entryFailure(error, name, entry)
  }
}

interface Unpacking extends ExtractOptions {
  zip: ZipFile
  layout: Layout
}

/** Writes one entry; returns the file's path, or undefined for a folder. */
async function unpack(
  entry: Entry,
  run: Unpacking
): Promise<string | undefined> {
  const name = decodeName(entry.fileNameRaw, entry.generalPurposeBitFlag)
  const segments = checkName(name, run.limits)
  const kind = kindOf(entry, name)
  run.layout.add(name, segments, kind)
  const target = join(run.destination, ...segments)
  if (kind === 'dir') {
    await locally(name, () => mkdir(target, { recursive: true }))
    return undefined
  }
  const after = run.budget.written + entry.uncompressedSize
  if (after > run.limits.maxBytes) {
    throw refuse(
      name,
      `declares ${grouped(entry.uncompressedSize)} bytes, which takes what the artifacts hold over the limit of ${bytesLimit(run.limits)}`
    )
  }
  const parent = join(run.destination, ...segments.slice(0, -1))
  await locally(name, () => mkdir(parent, { recursive: true }))
  await writeFile(entry, { zip: run.zip, path: target, name })
  run.budget.written = after
  return target
}

/** The zip, opened, within the entry limit. */
async function openChecked(options: ExtractOptions): Promise<ZipFile> {
  const zip = await openZip(options.zipPath)
  const { maxEntries } = options.limits
  if (zip.entryCount > maxEntries) {
    zip.close()
    throw new ArchiveRefusedError(
      `the artifact's zip holds ${grouped(zip.entryCount)} entries, over the limit of ${grouped(maxEntries)}`
    )
  }
  return zip
}

/** A first read of the directory: no two entries may share bytes (spans.ts). */
async function checkLayout(options: ExtractOptions): Promise<void> {
  const zip = await openChecked(options)
  try {
    const spans: Span[] = []
    for await (const entry of readEntries(zip)) {
      const name = decodeName(entry.fileNameRaw, entry.generalPurposeBitFlag)
      spans.push(spanOf(entry, name))
    }
    checkSpans(spans)
  } finally {
    zip.close()
  }
}

/**
 * Unpacks the zip into `destination`; returns the files written. Throws
 * an ArchiveRefusedError naming the entry and the rule or limit it
 * breaks, and stops at the first one; a LocalWriteError when this runner
 * cannot write it. The caller removes what a failed extraction wrote.
 */
export async function extractZip(options: ExtractOptions): Promise<string[]> {
  await checkLayout(options)
  const zip = await openChecked(options)
  try {
    const run: Unpacking = { ...options, zip, layout: new Layout() }
    const files: string[] = []
    for await (const entry of readEntries(zip)) {
      const file = await unpack(entry, run)
      if (file !== undefined) files.push(file)
    }
    return files
  } finally {
    zip.close()
  }
}

async function* readEntries(zip: ZipFile): AsyncGenerator<Entry> {
  const entries = zip.eachEntry()
  for (;;) {
    let next: IteratorResult<Entry>
    try {
      next = await entries.next()
    } catch (error) {
      throw invalid(error)
    }
    if (next.done === true) return
    yield next.value
  }
}
