/**
 * SHA-256 fingerprints of files and directories, equal to the vendor CLI's
 * (`kosli fingerprint --artifact-type file|dir`), so an artifact we report
 * matches one an environment snapshot reports.
 */
import { createHash, type Hash } from 'node:crypto'
import { createReadStream, type Stats } from 'node:fs'
import { readdir, readFile, readlink, stat } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { ConfigError } from '../errors.js'
import { errorCode, statOrExplain } from './files.js'
import {
  BadPatternError,
  ROOT,
  resolveExcludes,
  type TreeNode
} from './fingerprint-glob.js'

/** Exclusion list a directory artifact may carry at its root. */
export const IGNORE_FILE = '.kosli_ignore'

export interface DirFingerprintOptions {
  /** Glob patterns relative to the directory (`--exclude`). */
  exclude?: readonly string[]
  /** Receives advice that weakens the fingerprint (never secrets). */
  warn?: (message: string) => void
}

/** Lowercase hex SHA-256 of the file's bytes, streamed. */
export async function fingerprintFile(path: string): Promise<string> {
  const info = await statOrExplain(path)
  if (info.isDirectory()) {
    throw new ConfigError(
      `${path} is a directory: fingerprint it as a directory artifact`
    )
  }
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/**
 * Hex SHA-256 over, for each entry in a pre-order walk sorted by byte-wise
 * name (root excluded): sha256(name), then sha256(content) for a file or a
 * symlink to a file, or sha256(link target text) for a symlink to a
 * directory (not followed). Entries matched by `exclude` or by the root
 * `.kosli_ignore` are skipped, an excluded directory with its subtree.
 */
export async function fingerprintDir(
  dir: string,
  options: DirFingerprintOptions = {}
): Promise<string> {
  const info = await statOrExplain(dir)
  if (!info.isDirectory()) throw new ConfigError(`${dir} is not a directory`)
  const tree = await readTree(dir)
  const excluded = await exclusions(dir, tree, options)
  const outer = createHash('sha256')
  await hashChildren(tree, { dir, virtualDir: ROOT }, { excluded, outer })
  return outer.digest('hex')
}

/**
 * Like the current vendor CLI (kosli-dev/cli#1156), the root ignore file
 * cannot exclude itself: its name and rules stay in the fingerprint, so a
 * tree cannot hide an added file by listing it. Only `--exclude` can drop it,
 * and its rules still apply then (we warn).
 */
async function exclusions(
  dir: string,
  tree: TreeNode,
  options: DirFingerprintOptions
): Promise<Set<string>> {
  const ignoreNode = tree.children?.get(IGNORE_FILE)
  const ignorePath = join(dir, IGNORE_FILE)
  let protectedPath =
    ignoreNode && ignoreNode.kind !== 'dir' ? `${ROOT}/${IGNORE_FILE}` : ''
  const flagged = resolve(tree, options.exclude ?? [], '--exclude')
  const rules = protectedPath ? await readIgnoreRules(ignorePath) : []
  if (protectedPath && flagged.has(protectedPath)) {
    protectedPath = ''
    if (rules.length > 0) {
      options.warn?.(
        `${ignorePath} is excluded by --exclude, so the paths it lists still ` +
          'apply while the file itself is not fingerprinted: a file added to ' +
          `the directory and listed in ${IGNORE_FILE} stays invisible. Move ` +
          'its entries to --exclude and delete the file instead.'
      )
    }
  }
  const excluded = new Set([...flagged, ...resolve(tree, rules, ignorePath)])
  excluded.delete(protectedPath)
  return excluded
}

function resolve(
  tree: TreeNode,
  rules: readonly string[],
  source: string
): Set<string> {
  const out = new Set<string>()
  for (const raw of rules) {
    // Go on Windows reads a backslash as a separator, never as an escape.
    const rule = sep === '\\' ? raw.replaceAll('\\', '/') : raw
    try {
      for (const p of resolveExcludes(tree, [rule])) out.add(p)
    } catch (error) {
      if (!(error instanceof BadPatternError)) throw error
      throw new ConfigError(
        `${source}: invalid exclude pattern "${raw}": ${error.message} ` +
          '(Go filepath.Match syntax: * ? [a-z] [^a] \\x, plus **)'
      )
    }
  }
  return out
}

/** Non-empty lines, text after the first `#` removed, trimmed. */
async function readIgnoreRules(path: string): Promise<string[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'EISDIR') return []
    throw error
  }
  return text
    .split('\n')
    .map((line) => (line.split('#', 1)[0] ?? '').trim())
    .filter((line) => line.length > 0)
}

/** The whole tree, symlinks not followed, names sorted byte-wise. */
async function readTree(dir: string): Promise<TreeNode> {
  const entries = await readdir(dir, { withFileTypes: true })
  const names = entries.map((e) => e.name).sort(byteWise)
  const children = new Map<string, TreeNode>()
  for (const entry of entries) {
    const kind = entry.isDirectory()
      ? 'dir'
      : entry.isSymbolicLink()
        ? 'link'
        : entry.isFile()
          ? 'file'
          : 'other'
    const node: TreeNode =
      kind === 'dir' ? await readTree(join(dir, entry.name)) : { kind }
    children.set(entry.name, node)
  }
  return { kind: 'dir', names, children }
}

interface WalkState {
  excluded: ReadonlySet<string>
  outer: Hash
}

/** `node`'s subtree, found at `at.dir` and named `at.virtualDir` for the exclusions. */
async function hashChildren(
  node: TreeNode,
  at: { dir: string; virtualDir: string },
  state: WalkState
): Promise<void> {
  const { dir, virtualDir } = at
  for (const name of node.names ?? []) {
    const child = node.children?.get(name)
    const virtualPath = `${virtualDir}/${name}`
    if (!child || state.excluded.has(virtualPath)) continue
    const path = join(dir, name)
    state.outer.update(sha256Hex(name))
    if (child.kind === 'dir') {
      await hashChildren(child, { dir: path, virtualDir: virtualPath }, state)
    } else if (child.kind === 'link') {
      state.outer.update(await linkDigest(path))
    } else if (child.kind === 'file') {
      state.outer.update(await fingerprintFile(path))
    } else {
      throw new ConfigError(
        `${path} is not a regular file, directory or symbolic link: ` +
          'exclude it (--exclude or .kosli_ignore) to fingerprint the directory'
      )
    }
  }
}

async function linkDigest(path: string): Promise<string> {
  const target = await readlink(path)
  let info: Stats
  try {
    info = await stat(path)
  } catch (error) {
    throw new ConfigError(
      `${path} is a broken symbolic link (target ${target}): fix or exclude it`,
      { cause: error }
    )
  }
  return info.isDirectory() ? sha256Hex(target) : fingerprintFile(path)
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

function byteWise(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}
