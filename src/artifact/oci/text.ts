/**
 * Untrusted text (registry error bodies, daemon messages, names read from
 * config files) reaches logs and terminals only through `quote`: control
 * characters, newlines and lone surrogates become visible escapes, so a
 * body cannot forge log lines or workflow commands, and long text is cut.
 */

const DEFAULT_MAX_CHARS = 300

/** Escaped and cut to `max` characters, without surrounding quotes. */
export function escapeText(text: string, max = DEFAULT_MAX_CHARS): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text
  // JSON string escaping covers controls, quotes and lone surrogates.
  return JSON.stringify(cut).slice(1, -1)
}

/** Escaped, cut, and wrapped in double quotes: `"text"`. */
export function quote(text: string, max = DEFAULT_MAX_CHARS): string {
  return `"${escapeText(text, max)}"`
}

/** Replaces every secret in `text` with `***`, longest first. */
export function redactSecrets(text: string, secrets: Iterable<string>): string {
  const sorted = [...secrets]
    .filter((secret) => secret !== '')
    .sort((a, b) => b.length - a.length)
  let out = text
  for (const secret of sorted) out = out.split(secret).join('***')
  return out
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s`
}
