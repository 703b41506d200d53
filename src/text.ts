/** Text shared by messages, logs and reports: counts, and JSON values. */

/**
 * A whole number with a comma between groups of three digits (`12,345`), as
 * en-US writes it. Not `toLocaleString`: its first call loads Intl, which
 * took about 15 ms of the action's start.
 */
export function grouped(count: number): string {
  return Number.isInteger(count)
    ? String(count).replace(/\B(?=(\d{3})+$)/g, ',')
    : count.toLocaleString('en-US')
}

/** `1 file`, `2 files`, `1,000 suites`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${grouped(count)} ${count === 1 ? one : many}`
}

export function isScalar(value: unknown): value is string | number | boolean {
  return ['string', 'number', 'boolean'].includes(typeof value)
}

/**
 * A scalar as text, a list of scalars or a map of scalars (as key=value)
 * joined by `separator`; undefined for anything nested.
 */
export function flatText(
  value: unknown,
  separator: string
): string | undefined {
  if (isScalar(value)) return String(value)
  if (Array.isArray(value)) {
    return value.every(isScalar) ? value.map(String).join(separator) : undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const entries = Object.entries(value)
  return entries.every(([, v]) => isScalar(v))
    ? entries.map(([k, v]) => `${k}=${String(v)}`).join(separator)
    : undefined
}

// C0 controls but tab, DEL, and C1 controls: they end lines (\n, \r, and
// \v/\f for some readers) or drive a terminal (ESC, CSI U+009B, OSC U+009D).
// Then the invisible format characters: bidirectional controls (U+061C,
// U+200E/F, U+202A-U+202E, U+2066-U+2069) reorder what a reader sees, so
// that a name can read as another; zero-width ones (U+00AD, U+180E,
// U+200B-U+200D, U+2060-U+2064, U+FEFF) hide in a name; U+2028/U+2029 end
// lines for some readers; U+206A-U+206F and U+FFF9-U+FFFB are deprecated
// or interlinear controls.
const CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r' }
// A GitHub runner obeys `::command::` at the start of a line (after
// whitespace) and the legacy `##[command]` anywhere in a line.
const LINE_COMMAND = /^(\s*):(?=:)/
const LEGACY_COMMAND = /##\[/g

function escapeControl(char: string): string {
  const code = char.charCodeAt(0)
  if (code > 0xff) return `\\u${code.toString(16).padStart(4, '0')}`
  return NAMED[char] ?? `\\x${code.toString(16).padStart(2, '0')}`
}

function printableLine(line: string): string {
  return line
    .replace(CONTROL, escapeControl)
    .replace(LINE_COMMAND, '$1\\x3a')
    .replace(LEGACY_COMMAND, '#\\x23[')
}

/**
 * Untrusted text (file, suite, case and class names, messages, error
 * bodies) made safe to print to a terminal or a CI log: every control
 * character but tab is shown as an escape (`\n`, `\r`, `\x1b`, `\x9b`), so
 * the text stays on its line and cannot move the cursor, set the window
 * title or write the clipboard, and so is every invisible format character
 * (`\u202e`, `\u200b`), so that what is shown is what the text holds; a line that would start a GitHub workflow
 * command (`::stop-commands::…`, `::add-mask::…`) shows its first colon as
 * `\x3a`, and `##[` shows as `#\x23[`. A backslash is left as it is, so
 * Windows paths stay readable. The result is unchanged by a second pass.
 *
 * With `lines`, the text's own `\n` line breaks are kept and every line is
 * made safe: for messages that are meant to span lines.
 */
export function printable(text: string, lines = false): string {
  return lines
    ? text.split('\n').map(printableLine).join('\n')
    : printableLine(text)
}
