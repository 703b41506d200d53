/**
 * The `attachment_file` of an attestation, as the vendor CLI builds it: one
 * regular file is sent as is; one directory, or several paths, become
 * `evidence.tgz` (gzipped ustar, regular files only). The archive is
 * streamed to disk, so no file is ever held in memory whole.
 */
import { lstat, readdir, realpath } from 'node:fs/promises'
import { basename, join, relative, resolve, sep } from 'node:path'
import { ConfigError } from '../errors.js'
import { isInside } from '../paths.js'
import type {
  ArchiveEntry,
  Attachment,
  AttachmentOptions
} from './evidence-archive.js'

export type { Attachment, AttachmentOptions } from './evidence-archive.js'
import { statOrExplain } from './files.js'

// The archive's streams and gzip load only when an archive is written, so
// the common case (one report file) starts without them.
async function writeArchive(
  entries: readonly ArchiveEntry[],
  options: AttachmentOptions
): Promise<Attachment> {
  const archive = await import('./evidence-archive.js')
  return archive.writeArchive(entries, options)
}

/**
 * A file we wrote (the test inventory), at the archive's root under
 * `name`; a user's file of the same name there gives way to it.
 */
export interface GeneratedFile {
  name: string
  path: string
}

export async function buildAttachment(
  paths: readonly string[],
  options: AttachmentOptions,
  generated: readonly GeneratedFile[] = []
): Promise<Attachment | undefined> {
  const [only] = paths
  const [made] = generated
  if (only === undefined && made === undefined) return undefined
  if (paths.length === 0 && generated.length === 1 && made !== undefined) {
    const { size } = await lstat(made.path)
    const cleanup = async () => {}
    return { path: made.path, filename: made.name, bytes: size, cleanup }
  }
  let entries: ArchiveEntry[]
  if (paths.length === 1 && only !== undefined) {
    const path = resolve(options.cwd, only)
    const info = await statOrExplain(path, `attachment ${only}`)
    await refuseLinkOut(only, path, options.cwd)
    if (info.isFile() && generated.length === 0) {
      const filename = basename(path)
      return { path, filename, bytes: info.size, cleanup: async () => {} }
    }
    if (info.isDirectory()) entries = await filesUnder(path, '')
    else if (info.isFile()) entries = await entriesOf(paths, options.cwd)
    else throw notFileOrDir(only)
  } else {
    entries = await entriesOf(paths, options.cwd)
  }
  return writeArchive(await withGenerated(entries, generated), options)
}

async function withGenerated(
  entries: ArchiveEntry[],
  generated: readonly GeneratedFile[]
): Promise<ArchiveEntry[]> {
  if (generated.length === 0) return entries
  const names = new Set(generated.map((file) => file.name))
  const made = await Promise.all(
    generated.map(async ({ name, path }) => ({
      name,
      path,
      info: await lstat(path)
    }))
  )
  return [...entries.filter((entry) => !names.has(entry.name)), ...made]
}

/**
 * Names are paths relative to cwd. A path outside cwd keeps its absolute
 * path without the leading separator (and without a Windows drive colon),
 * like the vendor CLI does for absolute paths: `/a/b.xml` -> `a/b.xml`.
 */
export function archiveName(path: string, cwd: string): string {
  const absolute = resolve(cwd, path)
  const name = isInside(cwd, absolute)
    ? relative(cwd, absolute)
    : absolute.replace(/^([A-Za-z]):/, '$1')
  return name.split(sep).join('/').replace(/^\/+/, '')
}

/**
 * The report paths' rule: a path given inside the workspace whose real
 * path leaves it (the file is a symlink, or a folder on its way is) is
 * refused, so a committed `notes.txt -> /etc/passwd` cannot ship that file
 * in evidence.tgz. A path given outside the workspace is the user's choice.
 */
async function refuseLinkOut(given: string, path: string, cwd: string) {
  if (!isInside(cwd, path)) return
  const [realCwd, real] = await Promise.all([realpath(cwd), realpath(path)])
  if (isInside(realCwd, real)) return
  throw new ConfigError(
    `attachment ${given} leads through a symlink to ${real}, outside the workspace ${cwd}; symlinks that leave the workspace are not followed. Copy the file into the workspace, or give its own path if it is meant to be attached.`
  )
}

async function entriesOf(paths: readonly string[], cwd: string) {
  const byName = new Map<string, ArchiveEntry>()
  for (const given of paths) {
    const path = resolve(cwd, given)
    const info = await statOrExplain(path, `attachment ${given}`)
    await refuseLinkOut(given, path, cwd)
    const name = archiveName(given, cwd)
    if (info.isFile()) byName.set(name, { name, path, info })
    else if (info.isDirectory()) {
      for (const entry of await filesUnder(path, name)) {
        byName.set(entry.name, entry)
      }
    } else throw notFileOrDir(given)
  }
  return [...byName.values()]
}

/** Regular files below `dir`, sorted; symlinks and specials are skipped. */
async function filesUnder(
  dir: string,
  prefix: string
): Promise<ArchiveEntry[]> {
  const names = (await readdir(dir)).sort()
  const out: ArchiveEntry[] = []
  for (const entryName of names) {
    const path = join(dir, entryName)
    const name = prefix ? `${prefix}/${entryName}` : entryName
    const info = await lstat(path)
    if (info.isFile()) out.push({ name, path, info })
    else if (info.isDirectory()) out.push(...(await filesUnder(path, name)))
  }
  return out
}

function notFileOrDir(given: string): ConfigError {
  return new ConfigError(
    `attachment ${given} is neither a regular file nor a directory`
  )
}
