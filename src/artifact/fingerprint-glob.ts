/**
 * Exclusion patterns of a directory fingerprint, resolved the way the vendor
 * CLI resolves them (Go's path/filepath Glob and Match, plus the "**" reading
 * of github.com/yargevad/filepathx), over an in-memory tree instead of the
 * disk. Reproducing the algorithm step for step rather than its apparent
 * meaning is what keeps our fingerprints equal to the CLI's for rules users
 * already wrote: e.g. `**\/x` never matches `x` at the root (the pieces join to
 * `<root>//x`) while `**\/*.log` does, and `logs/**` excludes what is inside
 * `logs` but not `logs` itself. picomatch is not used here because its dialect
 * differs from Go's (`[!a]`, braces, extglobs, no error on a malformed class).
 */

export interface TreeNode {
  kind: 'dir' | 'file' | 'link' | 'other'
  /** Child names, sorted byte-wise (UTF-8), for directories. */
  names?: string[]
  children?: Map<string, TreeNode>
}

/** Stands in for the directory path; a NUL cannot appear in a typed rule. */
export const ROOT = '\u0000'

export class BadPatternError extends Error {
  override name = 'BadPatternError'
}

export function goClean(p: string): string {
  if (p === '') return '.'
  const rooted = p.startsWith('/')
  const out: string[] = []
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue
    if (seg !== '..') out.push(seg)
    else if (out.length > 0 && out[out.length - 1] !== '..') out.pop()
    else if (!rooted) out.push('..')
  }
  const body = out.join('/')
  if (rooted) return '/' + body
  return body === '' ? '.' : body
}

export function goJoin(a: string, b: string): string {
  if (a === '') return b === '' ? '' : goClean(b)
  return goClean(b === '' ? a : `${a}/${b}`)
}

const hasMeta = (p: string) => /[*?[\\]/.test(p)

/** Translates one Go pattern to a RegExp; throws BadPatternError like Go. */
export function goPatternRegExp(pattern: string): RegExp {
  const cps = Array.from(pattern)
  let src = ''
  for (let i = 0; i < cps.length;) {
    const c = cps[i] ?? ''
    if (c === '[') {
      const parsed = charClass(cps, i + 1)
      src += parsed.src
      i = parsed.next
      continue
    }
    if (c === '\\') {
      const next = cps[i + 1]
      if (next === undefined) throw bad()
      src += esc(next)
      i += 2
      continue
    }
    src += c === '*' ? '[^/]*' : c === '?' ? '[^/]' : esc(c)
    i++
  }
  return new RegExp(`^${src}$`, 'u')
}

/** `[^a-z\\]]` from just after the `[`; Go rejects empty or open classes. */
function charClass(cps: string[], from: number): { src: string; next: number } {
  let i = from
  const negated = cps[i] === '^'
  if (negated) i++
  const member = (): string => {
    let c = cps[i]
    if (c === undefined || c === '-' || c === ']') throw bad()
    if (c === '\\') c = cps[++i]
    if (c === undefined || ++i >= cps.length) throw bad()
    return c
  }
  let ranges = ''
  for (let n = 0; !(cps[i] === ']' && n > 0); n++) {
    const lo = member()
    const hi = cps[i] === '-' ? (i++, member()) : lo
    // Go lets a reversed range match nothing; a RegExp would throw.
    if ((lo.codePointAt(0) ?? 0) <= (hi.codePointAt(0) ?? 0)) {
      ranges += `${esc(lo)}-${esc(hi)}`
    }
  }
  return { src: negated ? `[^${ranges}]` : `[${ranges}]`, next: i + 1 }
}

const esc = (c: string) => `\\u{${c.codePointAt(0)?.toString(16)}}`

function bad(): BadPatternError {
  return new BadPatternError('syntax error in pattern')
}

/** A resolver bound to one tree: returns the set of excluded path spellings. */
export function resolveExcludes(
  root: TreeNode,
  rules: readonly string[]
): Set<string> {
  const excluded = new Set<string>()
  for (const rule of rules) {
    const pattern = goJoin(ROOT, rule)
    goPatternRegExp(pattern) // Go validates before looking at the disk
    if (!pattern.startsWith(ROOT + '/')) continue
    for (const m of globDoubleStar(root, pattern)) excluded.add(m)
  }
  return excluded
}

function globDoubleStar(root: TreeNode, pattern: string): string[] {
  if (!pattern.includes('**')) return glob(root, pattern)
  let matches = ['']
  for (const piece of pattern.split('**')) {
    const hits: string[] = []
    const seen = new Set<string>()
    for (const match of matches) {
      for (const p of glob(root, match + piece)) {
        walk(root, p, (visited) => {
          if (seen.has(visited)) return
          seen.add(visited)
          hits.push(visited)
        })
      }
    }
    matches = hits
  }
  return matches
}

function glob(root: TreeNode, pattern: string): string[] {
  goPatternRegExp(pattern)
  // A literal pattern comes back as written, not cleaned.
  if (!hasMeta(pattern)) return lookup(root, pattern) ? [pattern] : []
  const cut = pattern.lastIndexOf('/') + 1
  const file = pattern.slice(cut)
  let dir = pattern.slice(0, cut)
  dir = dir === '' ? '.' : dir === '/' ? dir : dir.slice(0, -1)
  if (!hasMeta(dir)) return globDir(root, dir, file)
  if (dir === pattern) throw bad()
  return glob(root, dir).flatMap((d) => globDir(root, d, file))
}

function globDir(root: TreeNode, dir: string, file: string): string[] {
  const node = lookup(root, dir)
  if (node?.kind !== 'dir') return []
  const re = goPatternRegExp(file)
  return (node.names ?? [])
    .filter((name) => re.test(name))
    .map((name) => goJoin(dir, name))
}

function walk(root: TreeNode, p: string, visit: (p: string) => void): void {
  const node = lookup(root, p)
  if (!node) return
  visit(p)
  for (const name of node.names ?? []) walk(root, goJoin(p, name), visit)
}

function lookup(root: TreeNode, p: string): TreeNode | undefined {
  const cleaned = goClean(p)
  if (cleaned === ROOT) return root
  if (!cleaned.startsWith(ROOT + '/')) return undefined
  // lstat of "file/" fails on disk: a trailing slash needs a directory.
  const wantDir = p.endsWith('/')
  let node: TreeNode | undefined = root
  for (const seg of cleaned.slice(ROOT.length + 1).split('/')) {
    node = node.kind === 'dir' ? node.children?.get(seg) : undefined
    if (!node) return undefined
  }
  return wantDir && node.kind === 'file' ? undefined : node
}
