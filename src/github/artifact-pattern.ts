/**
 * The `artifact` input: an artifact name, or `/regex/` (optionally `/regex/i`).
 *
 * Artifact names come from the triggering run, which a fork's pull request
 * controls, so a pattern must not be able to backtrack for ever on a crafted
 * name. A pattern is refused when it could: a repeated group that holds a
 * repetition or an alternation (`(a+)+`, `(a|ab)*`), a backreference, more
 * than three unbounded repetitions, or over 200 characters. Names longer
 * than 256 characters are only compared by exact name. What is left runs in
 * at most cubic time on names that short.
 */
import { ConfigError } from '../errors.js'

export type ArtifactPattern =
  | { kind: 'name'; text: string }
  | { kind: 'regex'; text: string; regex: RegExp }

export const PATTERN_LIMIT = 200
export const REGEX_NAME_LIMIT = 256
export const UNBOUNDED_LIMIT = 3
// Characters GitHub refuses in an artifact name.
const NOT_IN_NAMES = /[":<>|*?\\/\r\n]/

interface Frame {
  repeats: boolean
  alternates: boolean
}

interface Scan {
  stack: Frame[]
  last: Frame | 'atom' | undefined
  unbounded: number
}

function refuse(text: string, why: string): ConfigError {
  return new ConfigError(
    `artifact pattern ${JSON.stringify(text)}: ${why}. Write a simpler ` +
      'pattern, e.g. /^junit-.*$/'
  )
}

function top(scan: Scan): Frame {
  const frame = scan.stack[scan.stack.length - 1]
  if (!frame) throw new Error('regex scan lost its frame')
  return frame
}

/** The largest count a quantifier at `at` allows and its length, if any. */
function quantifier(source: string, at: number): [number, number] | undefined {
  const char = source[at]
  if (char === '*' || char === '+') return [Infinity, 1]
  if (char === '?') return [1, 1]
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at))
  if (!braces) return undefined
  const max = braces[2] === undefined ? braces[1] : braces[3]
  const count = max === undefined || max === '' ? Infinity : Number(max)
  return [count > 100 ? Infinity : count, braces[0].length]
}

function classEnd(source: string, at: number): number {
  let i = at + 1
  if (source[i] === '^') i += 1
  if (source[i] === ']') return i
  for (; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1
    else if (source[i] === ']') return i
  }
  return source.length
}

function groupHeader(source: string, at: number): number {
  const header = /^\((?:\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>))?/.exec(
    source.slice(at)
  )
  return header ? header[0].length : 1
}

function applyQuantifier(scan: Scan, max: number, text: string): void {
  const last = scan.last
  if (last === undefined) return
  if (last !== 'atom' && max > 1 && (last.repeats || last.alternates)) {
    throw refuse(text, 'a repeated group holds a repetition or an alternation')
  }
  if (max === Infinity) scan.unbounded += 1
  if (scan.unbounded > UNBOUNDED_LIMIT) {
    throw refuse(text, `over ${UNBOUNDED_LIMIT} unbounded repetitions`)
  }
  top(scan).repeats = true
  scan.last = undefined
}

/** Throws a ConfigError when the regex could backtrack catastrophically. */
function checkBounded(source: string, text: string): void {
  const scan: Scan = {
    stack: [{ repeats: false, alternates: false }],
    last: undefined,
    unbounded: 0
  }
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]
    const quant = quantifier(source, i)
    if (quant) {
      applyQuantifier(scan, quant[0], text)
      i += quant[1] - 1
      if (source[i + 1] === '?') i += 1
    } else if (char === '\\') {
      if (/^[1-9]|^k</.test(source.slice(i + 1))) {
        throw refuse(text, 'backreferences are not supported')
      }
      i += 1
      scan.last = 'atom'
    } else if (char === '[') {
      i = classEnd(source, i)
      scan.last = 'atom'
    } else if (char === '(') {
      scan.stack.push({ repeats: false, alternates: false })
      i += groupHeader(source, i) - 1
      scan.last = undefined
    } else if (char === ')' && scan.stack.length > 1) {
      const inner = top(scan)
      scan.stack.pop()
      const outer = top(scan)
      outer.repeats ||= inner.repeats
      outer.alternates ||= inner.alternates
      scan.last = inner
    } else if (char === '|') {
      top(scan).alternates = true
      scan.last = undefined
    } else {
      scan.last = 'atom'
    }
  }
}

function parseRegex(
  text: string,
  body: string,
  flags: string
): ArtifactPattern {
  if (/[^i]/.test(flags)) {
    throw refuse(
      text,
      `only the i flag is supported, not ${JSON.stringify(flags)}`
    )
  }
  checkBounded(body, text)
  let regex: RegExp
  try {
    regex = new RegExp(body, flags)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw refuse(text, `not a valid regular expression (${reason})`)
  }
  return { kind: 'regex', text, regex }
}

/** Reads the `artifact` input; throws a ConfigError naming it if unusable. */
export function parseArtifactPattern(input: string): ArtifactPattern {
  const text = input.trim()
  if (text === '')
    throw new ConfigError('artifact is empty: give a name or /regex/')
  if (text.length > PATTERN_LIMIT) {
    throw refuse(text.slice(0, 40) + '…', `over ${PATTERN_LIMIT} characters`)
  }
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(text)
  if (regex?.[1] !== undefined)
    return parseRegex(text, regex[1], regex[2] ?? '')
  if (NOT_IN_NAMES.test(text)) {
    throw new ConfigError(
      `artifact ${JSON.stringify(text)} is neither an artifact name (GitHub ` +
        'refuses " : < > | * ? \\ / in those) nor a /regex/'
    )
  }
  return { kind: 'name', text }
}

export function matchesArtifact(
  pattern: ArtifactPattern,
  name: string
): boolean {
  if (pattern.kind === 'name') return name === pattern.text
  if (name.length > REGEX_NAME_LIMIT) return false
  return pattern.regex.test(name)
}
