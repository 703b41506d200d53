/**
 * Untrusted text (registry error bodies, daemon messages, names read from
 * config files) reaches logs and terminals only through `quote`: it is made
 * printable as every message is (`printable` in src/text.ts: controls as
 * visible escapes, no workflow command), and long text is cut.
 */
import { printable } from '../../text.js'

const DEFAULT_MAX_CHARS = 300

/** Escaped and cut to `max` characters, without surrounding quotes. */
export function escapeText(text: string, max = DEFAULT_MAX_CHARS): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text
  return printable(cut)
}

/** Escaped, cut, and wrapped in double quotes (a quote inside as `\"`). */
export function quote(text: string, max = DEFAULT_MAX_CHARS): string {
  return `"${escapeText(text, max).replace(/"/g, '\\"')}"`
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`
}
