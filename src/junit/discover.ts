import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs'
import path from 'node:path'
import picomatch from 'picomatch'
import { isKeptPayloadDir } from './kept-marker.js'
import { sortByUtf8 } from './utf8-order.js'
import { isInside } from '../paths.js'

export interface Discovery {
  /** Paths relative to cwd (absolute when outside it), sorted by UTF-8 bytes, deduplicated. */
  files: string[]
  /** Every pattern; for `!pattern`, how many files it removed. */
  perPattern: { pattern: string; matched: number }[]
  /** Directories the walk reached but could not list, shown like `files`. */
  unreadable: Unreadable[]
}

export interface Unreadable {
  path: string
  /** The system's reason, e.g. `EACCES: permission denied`. */
  reason: string
}

/** `EACCES: permission denied` from a failed fs call. */
export function systemReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException
  if (code === undefined) return String(message)
  // Node's message repeats the call and path: keep the code and its words.
  const words = /^[A-Z]+: ([^,]+)/.exec(message)?.[1]
  return words === undefined ? code : `${code}: ${words}`
}

/** What one include pattern walks: a directory and a test on paths below it. */
interface Walk {
  /** Absolute directory to start from. */
  root: string
  /** Matches a path relative to root (posix separators), named `name`. */
  accepts: (relative: string, name: string) => boolean
  /** Prunes a directory at `depth` (0 = a child of root) by name. */
  enters: (name: string, depth: number) => boolean
}

const toPosix = (p: string): string => p.split(path.sep).join('/')

/** One pattern per entry, trimmed; blank lines and `#` comments dropped. */
export function patternLines(patterns: readonly string[]): string[] {
  return patterns
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}

// Hidden folders and node_modules are entered only when the glob names them.
function hiddenAllowed(name: string, globSegments: readonly string[]): boolean {
  if (name === 'node_modules') return globSegments.includes('node_modules')
  if (!name.startsWith('.')) return true
  return globSegments.some((segment) => segment.startsWith('.'))
}

/** What a directory input reads: `*.xml`, and `*.trx` when asked for. */
function directoryWalk(root: string, trx: boolean): Walk {
  return {
    root,
    accepts: (_relative, name) => {
      const lower = name.toLowerCase()
      const report = lower.endsWith('.xml') || (trx && lower.endsWith('.trx'))
      return report && !name.startsWith('.')
    },
    enters: (name) => hiddenAllowed(name, [])
  }
}

function globWalk(root: string, glob: string): Walk {
  const segments = glob.split('/')
  const matcher = picomatch(glob)
  // Segment-by-segment pruning is only sound without braces or extglobs,
  // which may hold a `/`.
  const simple = !/[{}()]/.test(glob)
  const globstar = segments.findIndex((segment) => segment.includes('**'))
  const fixedDepth = globstar < 0 ? segments.length - 1 : globstar
  const segmentMatchers = segments.map((segment) => picomatch(segment))
  return {
    root,
    accepts: (relative) => matcher(relative),
    enters: (name, depth) => {
      if (!hiddenAllowed(name, segments)) return false
      if (!simple) return true
      if (globstar < 0 && depth >= segments.length - 1) return false
      if (depth >= fixedDepth) return true
      return segmentMatchers[depth]?.(name) ?? false
    }
  }
}

function realpathOrUndefined(target: string): string | undefined {
  try {
    return realpathSync(target)
  } catch {
    return undefined
  }
}

interface Place {
  dir: string
  relative: string
  depth: number
  /** Real path of dir, and of every symlinked directory on the way. */
  real: string
  chain: readonly string[]
}

interface Bounds {
  /** Symlinks are followed only to targets inside it (the workspace). */
  boundary: string
  /** The walk's real root: a link into it would list files twice. */
  realRoot: string
}

/** The real target of a symlinked directory worth entering, else undefined. */
function linkedDirectory(
  target: string,
  place: Place,
  bounds: Bounds
): string | undefined {
  const real = realpathOrUndefined(target)
  if (real === undefined || !isInside(bounds.boundary, real)) return undefined
  if (isInside(bounds.realRoot, real)) return undefined
  // A target that holds where we are, or a directory already followed, loops.
  const loops = [place.real, ...place.chain].some((dir) => isInside(real, dir))
  return loops ? undefined : real
}

function linkedFile(target: string, bounds: Bounds): boolean {
  const real = realpathOrUndefined(target)
  return real !== undefined && isInside(bounds.boundary, real)
}

/**
 * `dir` joined with an entry name. Cheaper than path.join, which normalizes
 * again: `dir` is already normalized and a name holds no separator.
 */
const childPath = (dir: string, name: string): string =>
  dir.endsWith(path.sep) ? dir + name : dir + path.sep + name

/**
 * Every file below walk.root that the walk accepts, as absolute paths. A
 * directory that cannot be listed goes to `unreadable`: skipping it silently
 * could drop failing tests (docs/counting.md, F7).
 */
function runWalk(
  walk: Walk,
  bounds: Bounds,
  unreadable: Map<string, string>
): string[] {
  const found: string[] = []
  const stack: Place[] = [
    { dir: walk.root, relative: '', depth: 0, real: bounds.realRoot, chain: [] }
  ]
  for (let place = stack.pop(); place; place = stack.pop()) {
    let entries: Dirent[]
    try {
      entries = readdirSync(place.dir, { withFileTypes: true })
    } catch (error) {
      unreadable.set(place.dir, systemReason(error))
      continue
    }
    if (isKeptPayloadDir(place.dir, entries)) continue
    for (const entry of entries) {
      const full = childPath(place.dir, entry.name)
      const relative =
        place.relative === '' ? entry.name : `${place.relative}/${entry.name}`
      const next = { dir: full, relative, depth: place.depth + 1 }
      if (entry.isSymbolicLink()) {
        if (existingKind(full) === 'file') {
          if (walk.accepts(relative, entry.name) && linkedFile(full, bounds))
            found.push(full)
        } else if (walk.enters(entry.name, place.depth)) {
          const real = linkedDirectory(full, place, bounds)
          if (real) stack.push({ ...next, real, chain: [...place.chain, real] })
        }
      } else if (entry.isFile()) {
        if (walk.accepts(relative, entry.name)) found.push(full)
      } else if (entry.isDirectory() && walk.enters(entry.name, place.depth)) {
        stack.push({
          ...next,
          real: childPath(place.real, entry.name),
          chain: place.chain
        })
      }
    }
  }
  return found
}

function existingKind(target: string): 'file' | 'dir' | undefined {
  try {
    const stats = statSync(target)
    if (stats.isDirectory()) return 'dir'
    return stats.isFile() ? 'file' : undefined
  } catch {
    return undefined
  }
}

interface Workspace {
  cwd: string
  realCwd: string
  /** Absolute path of each directory that could not be listed, and why. */
  unreadable: Map<string, string>
  /** A directory input also means its `*.trx` files. */
  trx: boolean
}

/** Absolute paths one include pattern matches. */
function matchInclude(pattern: string, ws: Workspace): string[] {
  const scan = picomatch.scan(pattern)
  const root = path.resolve(ws.cwd, scan.isGlob ? scan.base : pattern)
  let realRoot: string
  try {
    realRoot = realpathSync(root)
  } catch (error) {
    // Missing is "matched nothing"; a path we may not enter is unreadable.
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'ENOTDIR') {
      ws.unreadable.set(root, systemReason(error))
    }
    return []
  }
  const insideWorkspace = isInside(ws.cwd, root)
  // A path in the workspace that resolves outside it is a symlink out.
  if (insideWorkspace && !isInside(ws.realCwd, realRoot)) return []
  const bounds = { boundary: insideWorkspace ? ws.realCwd : realRoot, realRoot }
  const kind = existingKind(root)
  if (!scan.isGlob) {
    if (kind === 'file') return [root]
    return kind === 'dir'
      ? runWalk(directoryWalk(root, ws.trx), bounds, ws.unreadable)
      : []
  }
  return kind === 'dir'
    ? runWalk(globWalk(root, scan.glob), bounds, ws.unreadable)
    : []
}

function excluder(
  pattern: string
): (display: string, absolute: string) => boolean {
  const normalized = path.posix.normalize(pattern).replace(/\/$/, '')
  const absolute = path.isAbsolute(normalized)
  const matcher = picomatch(normalized)
  const literal = !picomatch.scan(normalized).isGlob
  return (display, full) => {
    const subject = absolute ? toPosix(full) : display
    return matcher(subject) || (literal && subject.startsWith(`${normalized}/`))
  }
}

/**
 * Path as shown: relative to cwd with `/` when inside it, else absolute.
 * `full` is normalized, so a path below `cwd/` needs no path.relative.
 */
function displayer(cwd: string): (full: string) => string {
  const prefix = cwd.endsWith(path.sep) ? cwd : cwd + path.sep
  return (full) => {
    if (full.startsWith(prefix)) return toPosix(full.slice(prefix.length))
    return isInside(cwd, full) ? toPosix(path.relative(cwd, full)) : full
  }
}

/**
 * Finds report files. Each entry is a glob (`**` allowed), a directory (every
 * `*.xml` below it, and `*.trx` with `trx`), a file, or `!pattern` to exclude. Only the fixed prefix
 * of a glob is walked; symlinks are not followed out of the workspace; hidden
 * folders and node_modules are searched only when a pattern names them.
 */
export function discoverReports(
  patterns: readonly string[],
  options: { cwd: string; trx?: boolean }
): Promise<Discovery> {
  return Promise.resolve(discoverReportsSync(patterns, options))
}

/** What the include lines match: shown path → full path, and counts per line. */
interface Included {
  found: Map<string, string>
  counts: Map<string, number>
}

function includeAll(
  lines: readonly string[],
  ws: Workspace,
  display: (full: string) => string
): Included {
  const found = new Map<string, string>()
  const counts = new Map<string, number>()
  for (const line of lines) {
    if (line.startsWith('!')) continue
    const matched = new Set<string>()
    for (const full of matchInclude(line, ws)) {
      const shown = display(full)
      matched.add(shown)
      // `full` is normalized and absolute: path.resolve(cwd, shown) itself.
      if (!found.has(shown)) found.set(shown, full)
    }
    counts.set(line, matched.size)
  }
  return { found, counts }
}

/** Applies the `!` lines to what was found and to the unreadable paths. */
function excludeAll(
  lines: readonly string[],
  included: Included,
  unreadable: Map<string, { full: string; reason: string }>
): void {
  const { found, counts } = included
  for (const line of lines) {
    if (!line.startsWith('!')) continue
    const excludes = excluder(line.slice(1).trim())
    let removed = 0
    for (const [shown, full] of found) {
      if (excludes(shown, full)) {
        found.delete(shown)
        removed++
      }
    }
    // An excluded directory need not be readable.
    for (const [shown, { full }] of unreadable) {
      if (excludes(shown, full)) unreadable.delete(shown)
    }
    counts.set(line, removed)
  }
}

function discoverReportsSync(
  patterns: readonly string[],
  options: { cwd: string; trx?: boolean }
): Discovery {
  const cwd = path.resolve(options.cwd)
  const ws: Workspace = {
    cwd,
    realCwd: realpathOrUndefined(cwd) ?? cwd,
    unreadable: new Map(),
    trx: options.trx ?? false
  }
  const lines = patternLines(patterns)
  const display = displayer(cwd)
  const included = includeAll(lines, ws, display)
  const unreadable = new Map(
    [...ws.unreadable].map(([full, reason]) => [
      display(full),
      { full, reason }
    ])
  )
  excludeAll(lines, included, unreadable)
  const files = sortByUtf8([...included.found.keys()])
  const perPattern = lines.map((pattern) => ({
    pattern,
    matched: included.counts.get(pattern) ?? 0
  }))
  return {
    files,
    perPattern,
    unreadable: sortByUtf8([...unreadable.keys()]).map((shown) => ({
      path: shown,
      reason: unreadable.get(shown)?.reason ?? ''
    }))
  }
}
