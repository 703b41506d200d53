/**
 * `WWW-Authenticate` challenges (RFC 9110 §11.6.1): a scheme, then
 * `name=value` or `name="quoted value"` parameters separated by commas.
 * Registries send `Bearer realm=…,service=…,scope=…` or `Basic realm=…`.
 */

export interface Challenge {
  /** Lowercase: `bearer`, `basic`, … */
  scheme: string
  params: Record<string, string>
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/

/** Every challenge in the header value, in order. */
export function parseChallenges(header: string): Challenge[] {
  const challenges: Challenge[] = []
  let rest = header.trim()
  while (rest !== '') {
    const scheme = TOKEN.exec(rest)?.[0]
    if (!scheme) break
    rest = rest.slice(scheme.length).trimStart()
    const params: Record<string, string> = {}
    rest = readParams(rest, params)
    challenges.push({ scheme: scheme.toLowerCase(), params })
  }
  return challenges
}

/** Reads `name=value` pairs into `params`; returns what follows them. */
function readParams(text: string, params: Record<string, string>): string {
  let rest = text
  for (;;) {
    const pair = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*/.exec(rest)
    if (!pair?.[1]) return rest.replace(/^[\s,]+/, '')
    rest = rest.slice(pair[0].length)
    const [value, after] = readValue(rest)
    params[pair[1].toLowerCase()] = value
    rest = after.replace(/^\s*,\s*/, '')
  }
}

function readValue(text: string): [string, string] {
  if (!text.startsWith('"')) {
    const token = /^[^\s,]*/.exec(text)?.[0] ?? ''
    return [token, text.slice(token.length)]
  }
  let value = ''
  for (let i = 1; i < text.length; i++) {
    const char = text[i]
    if (char === '\\' && i + 1 < text.length) {
      value += text[++i]
    } else if (char === '"') {
      return [value, text.slice(i + 1)]
    } else {
      value += char
    }
  }
  return [value, '']
}
