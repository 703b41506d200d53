/**
 * Path globs for injected faults, matched in time linear in the path times
 * the pattern: no backtracking, so no pattern can stall the event loop (a
 * regular expression such as `^/(a+)+$` could, for seconds).
 *
 * `*` matches within one segment and `**` across segments; a `**` that is a
 * whole segment may also match no segment at all (`/a/` `**` `/b` matches
 * `/a/b`). `?` matches one character other than `/`, and `\` escapes the
 * next character. Everything else is literal.
 */

export const MAX_GLOB_LENGTH = 200

/** Paths longer than this match no glob, which keeps the worst case small. */
export const MAX_MATCHED_PATH = 2048

type Token =
  | { kind: 'literal'; char: string }
  | { kind: 'one' }
  | { kind: 'star' }
  | { kind: 'any' }
  /** A whole-segment `**` and its slash: nothing, or anything ending in `/`. */
  | { kind: 'segments' }

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = []
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] ?? ''
    if (char === '\\' && i + 1 < pattern.length) {
      tokens.push({ kind: 'literal', char: pattern[++i] ?? '' })
    } else if (char === '?') {
      tokens.push({ kind: 'one' })
    } else if (char === '*' && pattern[i + 1] === '*') {
      const wholeSegment = pattern[i - 1] === '/' && pattern[i + 2] === '/'
      tokens.push({ kind: wholeSegment ? 'segments' : 'any' })
      i += wholeSegment ? 2 : 1
      while (pattern[i + 1] === '*') i++
    } else if (char === '*') {
      tokens.push({ kind: 'star' })
    } else {
      tokens.push({ kind: 'literal', char })
    }
  }
  return tokens
}

/**
 * A matcher for `pattern`. Works from the end of the path to its start,
 * keeping one row of "pattern from i matches path from j" per position.
 */
export function globMatcher(pattern: string): (path: string) => boolean {
  const tokens = tokenize(pattern)
  const m = tokens.length
  return (path) => {
    if (path.length > MAX_MATCHED_PATH) return false
    const n = path.length
    let next = new Array<boolean>(m + 1).fill(false)
    let nextSlash = new Array<boolean>(m + 1).fill(false)
    for (let j = n; j >= 0; j--) {
      const cur = new Array<boolean>(m + 1).fill(false)
      const curSlash = new Array<boolean>(m + 1).fill(false)
      cur[m] = j === n
      const char = j < n ? path[j] : undefined
      for (let i = m - 1; i >= 0; i--) {
        const token = tokens[i] as Token
        const rest = cur[i + 1] === true
        const stepRest = char !== undefined && next[i + 1] === true
        switch (token.kind) {
          case 'literal':
            cur[i] = char === token.char && stepRest
            break
          case 'one':
            cur[i] = char !== '/' && stepRest
            break
          case 'star':
            cur[i] = rest || (char !== undefined && char !== '/' && !!next[i])
            break
          case 'any':
            cur[i] = rest || (char !== undefined && !!next[i])
            break
          case 'segments':
            // Some `/` at or after j ends the skipped segments.
            curSlash[i] =
              (char === '/' && stepRest) ||
              (char !== undefined && !!nextSlash[i])
            cur[i] = rest || !!curSlash[i]
            break
        }
      }
      next = cur
      nextSlash = curSlash
    }
    return next[0] === true
  }
}
