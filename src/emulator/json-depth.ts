/**
 * Nesting depth of JSON, measured without recursion. The emulator stores and
 * later serialises what it is sent; `JSON.stringify` recurses, so a value
 * nested 200,000 deep would be taken in and then fail every read of the
 * state. Anything deeper than MAX_JSON_DEPTH is refused on the way in.
 */

/** Arrays and objects nested deeper than this are refused. */
export const MAX_JSON_DEPTH = 512

const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** The deepest nesting of arrays and objects in a JSON text. */
export function textDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) {
      inString = true
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++
      if (depth > deepest) deepest = depth
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--
    }
  }
  return deepest
}

/** The deepest nesting of arrays and objects in a value already parsed. */
export function valueDepth(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, depth] = next
    if (typeof item !== 'object' || item === null) continue
    const level = depth + 1
    if (level > deepest) deepest = level
    if (level > MAX_JSON_DEPTH) return level
    for (const child of Object.values(item)) stack.push([child, level])
  }
  return deepest
}

export function tooDeepMessage(depth: number): string {
  return `nested ${depth} levels deep; the emulator takes at most ${MAX_JSON_DEPTH}`
}
