// Checks that keep the documentation true as files move: every relative link
// in README.md and docs/ reaches a file (and a heading, for a #fragment into
// a Markdown page), each docs folder's README.md links every page beside it,
// and the pages keep the project's wording.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'

/** @typedef {{ target: string, line: number }} Link */

/**
 * README.md and every Markdown file under docs/, as root-relative paths.
 * @param {string} root
 */
export function markdownPages(root) {
  const pages = existsSync(join(root, 'README.md')) ? ['README.md'] : []
  /** @param {string} dir */
  const walk = (dir) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.md'))
        pages.push(relative(root, full).split(sep).join('/'))
    }
  }
  walk(join(root, 'docs'))
  return pages.sort()
}

/**
 * For each line: is it part of a fenced code block (fences included)?
 * @param {string[]} lines
 */
function fencedLines(lines) {
  /** @type {string | undefined} */
  let fence
  return lines.map((line) => {
    if (fence === undefined) {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)
      if (opening) fence = opening[1]
      return opening !== null
    }
    const closing = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1]
    if (
      closing !== undefined &&
      closing[0] === fence[0] &&
      closing.length >= fence.length
    ) {
      fence = undefined
    }
    return true
  })
}

/** @param {string} line */
const blankCodeSpans = (line) =>
  line.replace(/(`+)(?:(?!\1)[^])*?\1/g, (span) => ' '.repeat(span.length))

/**
 * GitHub's anchor for a heading's text.
 * @param {string} heading
 */
export function slug(heading) {
  // Code spans keep their text (`<testsuite>` is text there, not a tag).
  const parts = heading.split(/(`+)((?:(?!\1)[^])*?)\1/)
  const text = parts
    .map((part, i) =>
      i % 3 === 2 ? part : i % 3 === 1 ? '' : part.replace(/<[^>]*>/g, '')
    )
    .join('')
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-')
}

/**
 * Every anchor a Markdown page offers: its headings and HTML ids.
 * @param {string} text
 */
export function anchorsOf(text) {
  const lines = text.split('\n')
  const fenced = fencedLines(lines)
  /** @type {Set<string>} */
  const anchors = new Set()
  /** @type {Map<string, number>} */
  const seen = new Map()
  lines.forEach((line, i) => {
    if (fenced[i]) return
    for (const match of blankCodeSpans(line).matchAll(
      /<a\s[^>]*?(?:id|name)="([^"]+)"/g
    )) {
      if (match[1] !== undefined) anchors.add(match[1])
    }
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)
    if (!heading) return
    const base = slug(heading[1] ?? '')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  })
  return anchors
}

const INLINE_LINK =
  /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/
const HTML_LINK = /<(?:a|img)\s[^>]*?(?:href|src)="([^"]*)"/g

/**
 * The link targets of a page, with their line numbers; code is skipped.
 * @param {string} text
 */
export function linksOf(text) {
  const lines = text.split('\n')
  const fenced = fencedLines(lines)
  /** @type {Link[]} */
  const links = []
  lines.forEach((raw, i) => {
    if (fenced[i]) return
    const line = blankCodeSpans(raw)
    const found = [
      ...[...line.matchAll(INLINE_LINK)].map((m) => m[1]),
      ...[...line.matchAll(HTML_LINK)].map((m) => m[1]),
      REFERENCE_DEFINITION.exec(line)?.[1]
    ]
    for (const target of found) {
      if (target) links.push({ target, line: i + 1 })
    }
  })
  return links
}

/** @param {string} target */
const isExternal = (target) =>
  /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')

/**
 * What is wrong with a link of `page`, if anything.
 * @param {string} page
 * @param {Link} link
 * @param {{ root: string, cache: Map<string, Set<string>> }} site the
 *   repository root, and the anchors of the pages read so far
 * @returns {string | undefined}
 */
function checkLink(page, link, site) {
  const { root, cache } = site
  const hash = link.target.indexOf('#')
  const pathPart = hash < 0 ? link.target : link.target.slice(0, hash)
  const fragment =
    hash < 0 ? '' : decodeURIComponent(link.target.slice(hash + 1))
  const decoded = decodeURIComponent(pathPart)
  const target =
    decoded === ''
      ? page
      : decoded.startsWith('/')
        ? posix.normalize(decoded.slice(1))
        : posix.normalize(posix.join(posix.dirname(page), decoded))
  const where = `${page}:${link.line}: ${link.target}`
  const clean = target.replace(/\/$/, '')
  if (clean.startsWith('..')) return `${where}: points outside the repository`
  if (!existsSync(join(root, clean))) return `${where}: no such file (${clean})`
  if (fragment === '' || !clean.endsWith('.md')) return undefined
  let anchors = cache.get(clean)
  if (anchors === undefined) {
    anchors = anchorsOf(readFileSync(join(root, clean), 'utf8'))
    cache.set(clean, anchors)
  }
  if (anchors.has(fragment) || anchors.has(fragment.toLowerCase()))
    return undefined
  return `${where}: ${clean} has no heading or anchor "${fragment}"`
}

/**
 * Every broken relative link in the pages, one message each.
 * @param {string} root
 * @param {string[]} pages
 */
export function brokenLinks(root, pages = markdownPages(root)) {
  const site = { root, cache: new Map() }
  /** @type {string[]} */
  const problems = []
  let checked = 0
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8')
    for (const link of linksOf(text)) {
      if (isExternal(link.target)) continue
      checked++
      const problem = checkLink(page, link, site)
      if (problem) problems.push(problem)
    }
  }
  return { problems, checked }
}

const FOREIGN_CITATION = {
  pattern:
    /\b(?:SPEC|JUNIT|FORMATS|REFERENCE-CLI|PERF-BASELINE|STYLE)\.md\b|\.\.\/shared\//g,
  why: 'cites a file outside the repository: cite docs/spec/… or docs/counting.md'
}

const WORDING = [
  FOREIGN_CITATION,
  {
    pattern: /\breference (?:CLI|client)\b/gi,
    why: 'say "the Kosli CLI"'
  },
  {
    // The release asset kosli-attest-action-1.2.3.tgz is a file, not the action.
    pattern:
      /\b(?!OWNER\/)[\w.<>-]+\/kosli-attest-action\b(?!-\d)|OWNER\/kosli-attest-action@(?!v1\b)/g,
    why: 'write the action as OWNER/kosli-attest-action@v1 (the one placeholder)'
  },
  {
    // The package name as a spec to a package manager (not a path or URL).
    pattern:
      /\b(?:npm|pnpm|yarn|npx|bunx?)\b[^`\n]*?(?<=[\s=])kosli-attest-action(?:@[^\s`'"]*)?(?=[\s`'"]|$)/g,
    why: 'installs the npm name kosli-attest-action, which is not published yet (anyone could claim it): install the release tarball, https://github.com/OWNER/kosli-attest-action/releases/download/v1.0.0/kosli-attest-action-1.0.0.tgz'
  },
  {
    pattern: /\bactions\/checkout@(?!v5\b)[\w.-]+/g,
    why: 'use actions/checkout@v5, the one version of every recipe'
  },
  {
    pattern: /\b(?:127\.0\.0\.1|localhost):8080\b|\bserve --port 8080\b/g,
    why: '`kosli-attest serve` listens on port 8001'
  }
]

/**
 * Wording the project has settled, checked in the hand-written pages.
 * @param {string} root
 * @param {string[]} pages
 */
export function wordingProblems(root, pages) {
  /** @type {string[]} */
  const problems = []
  for (const page of pages) {
    const lines = readFileSync(join(root, page), 'utf8').split('\n')
    lines.forEach((line, i) => {
      for (const rule of WORDING) {
        for (const match of line.matchAll(rule.pattern)) {
          problems.push(`${page}:${i + 1}: "${match[0]}": ${rule.why}`)
        }
      }
    })
  }
  return problems
}

/**
 * Pages of a docs folder that its README.md (the folder's index) does not
 * link to: a page nobody can find from the index.
 * @param {string} root
 * @param {string[]} pages
 */
export function unlistedPages(root, pages) {
  /** @type {string[]} */
  const problems = []
  const indexes = pages.filter(
    (page) => page.startsWith('docs/') && posix.basename(page) === 'README.md'
  )
  for (const index of indexes) {
    const dir = posix.dirname(index)
    const linked = new Set(
      linksOf(readFileSync(join(root, index), 'utf8'))
        .filter((link) => !isExternal(link.target))
        .map((link) => {
          const path = decodeURIComponent(link.target.replace(/#.*$/, ''))
          return posix.normalize(posix.join(dir, path))
        })
    )
    for (const page of pages) {
      if (page === index || posix.dirname(page) !== dir) continue
      if (!linked.has(page)) {
        problems.push(
          `${index}: does not link to ${page}: list it in the index`
        )
      }
    }
  }
  return problems
}

/**
 * Comments in src/ that cite a file the repository does not have (the
 * first wording rule, applied to the source).
 * @param {string} root
 */
export function foreignCitations(root) {
  /** @type {string[]} */
  const problems = []
  /** @param {string} dir */
  const walk = (dir) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.[cm]?ts$/.test(entry.name)) {
        const file = relative(root, full).split(sep).join('/')
        readFileSync(full, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const match of line.matchAll(FOREIGN_CITATION.pattern)) {
              problems.push(
                `${file}:${i + 1}: "${match[0]}": ${FOREIGN_CITATION.why}`
              )
            }
          })
      }
    }
  }
  walk(join(root, 'src'))
  return problems
}
