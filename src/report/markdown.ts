/**
 * Building blocks for GitHub-flavoured Markdown made from untrusted report
 * text: names, messages and traces can hold anything, including Markdown,
 * HTML, table pipes and code fences.
 */

export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

// C0/C1 controls other than tab and newline render as nothing or break the
// page; invisible format characters (bidi overrides such as U+202E,
// zero-width ones) would make a name read as something else, as in logs
// (src/text.ts); lone surrogates cannot be encoded. All show as U+FFFD.
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g
const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

function printable(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(UNPRINTABLE, '\ufffd')
    .replace(LONE_SURROGATE, '\ufffd')
}

/**
 * The longest start of `text` that is at most `max` UTF-8 bytes, ending on
 * a character boundary (GitHub counts some limits in bytes).
 */
export function bytePrefix(text: string, max: number): string {
  if (byteLength(text) <= max) return text
  const { read } = new TextEncoder().encodeInto(
    text,
    new Uint8Array(Math.max(0, max))
  )
  return text.slice(0, read)
}

/** At most `max` code points, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const points = Array.from(text)
  if (points.length <= max) return text
  return `${points.slice(0, Math.max(0, max - 1)).join('')}…`
}

// Every character that means something to Markdown, GFM tables, GitHub math
// or HTML becomes a numeric reference: literal text in both Markdown and
// HTML contexts (table cells, <summary>), and never a cell separator.
const SPECIAL = /[&<>"'`|*_[\]\\~$]/g

// GitHub turns `@name` into a mention (a notification), `#12`, `GH-12` and
// `owner/repo#12` into cross-references, `GHSA-xxxx-xxxx-xxxx` into a link
// to an advisory, and a bare `https://…` or `www.…` into a link, in
// comments, check runs and job summaries alike. A zero-width joiner after
// the sign (or the `GH`, `GHSA` prefix) reads the same and stops all of them.
const ZWJ = '\u200d'
const AUTOLINKED =
  /@(?=\w)|(?<!\w)#(?=\d)|(?<=[\w.-]\/[\w.-]+)#(?=\d)|\bGH(?=-\d)|\bGHSA(?=-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}\b)|:(?=\/\/)|\bwww(?=\.)/gi

/** Report text that GitHub shows as written: no mention, reference or link. */
export function inert(value: string): string {
  return value.replace(AUTOLINKED, (sign) => `${sign}${ZWJ}`)
}

/**
 * One line of plain text, safe anywhere inline (table cells included):
 * whitespace runs and newlines become one space, then cut to `max` code
 * points, then made inert and escaped.
 */
export function text(value: string, max = 300): string {
  const line = printable(value).replace(/\s+/g, ' ').trim()
  return inert(shorten(line, max)).replace(
    SPECIAL,
    (char) => `&#${char.charCodeAt(0)};`
  )
}

/** The first `maxLines` lines of `value`, at most `maxChars` code points. */
export function firstLines(
  value: string,
  maxLines: number,
  maxChars: number
): string {
  const lines = printable(value).replace(/\s+$/, '').split('\n')
  const kept = lines.slice(0, maxLines).join('\n')
  const cut = shorten(kept, maxChars)
  return lines.length > maxLines && cut === kept ? `${kept}\n…` : cut
}

/**
 * A fenced code block that the content cannot close: the fence is longer
 * than any backtick run inside.
 */
export function codeBlock(value: string): string {
  const body = printable(value)
  const longest = Math.max(
    0,
    ...Array.from(body.matchAll(/`+/g), (m) => m[0].length)
  )
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}text\n${body}\n${fence}`
}

/** A code span that the content cannot close; newlines become spaces. */
export function inlineCode(value: string, max = 300): string {
  const body = shorten(printable(value).replace(/\s+/g, ' ').trim(), max)
  const longest = Math.max(
    0,
    ...Array.from(body.matchAll(/`+/g), (m) => m[0].length)
  )
  const ticks = '`'.repeat(longest + 1)
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${body}${pad}${ticks}`
}

/** An http(s) URL usable as a Markdown link target, else undefined. */
export function safeUrl(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  // URL leaves parentheses as they are; in a Markdown link they would end
  // the target.
  return url.href.replaceAll('(', '%28').replaceAll(')', '%29')
}

/** Seconds as `12.345 s` or `1 h 2 min 3.5 s`. */
export function formatSeconds(seconds: number): string {
  if (seconds > 0 && seconds < 0.001) return '< 0.001 s'
  const millis = Math.round(seconds * 1000)
  const hours = Math.floor(millis / 3_600_000)
  const minutes = Math.floor((millis % 3_600_000) / 60_000)
  const parts = [
    hours > 0 ? `${hours} h` : '',
    millis >= 60_000 ? `${minutes} min` : '',
    `${(millis % 60_000) / 1000} s`
  ]
  return parts.filter((part) => part !== '').join(' ')
}
