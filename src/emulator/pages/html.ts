/**
 * HTML built from text that came from stored requests: every interpolated
 * value is escaped unless it is already `Html` (built here, so escaped
 * itself). A page can only break out of its markup through `raw`, which
 * takes constant text of our own.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

/** Markup that is safe to place as it is. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text
  }
}

export type Fragment =
  Html | string | number | false | null | undefined | readonly Fragment[]

function render(value: Fragment): string {
  if (value instanceof Html) return value.text
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === false || value === null || value === undefined) return ''
  return escapeHtml(String(value))
}

/** The template tag: literal parts as written, values escaped. */
export function html(
  parts: TemplateStringsArray,
  ...values: readonly Fragment[]
): Html {
  let out = parts[0] ?? ''
  for (const [i, value] of values.entries()) {
    out += render(value) + (parts[i + 1] ?? '')
  }
  return new Html(out)
}

/** Constant markup of our own (never text from a request). */
export function raw(text: string): Html {
  return new Html(text)
}

/** A path segment of a page's URL. */
export function segment(name: string): string {
  return encodeURIComponent(name)
}

/** A link whose target came from a request: only http(s), else plain text. */
export function externalLink(url: unknown, label?: string): Html {
  if (typeof url !== 'string' || url === '') return html``
  let parsed: URL | undefined
  try {
    parsed = new URL(url)
  } catch {
    parsed = undefined
  }
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    return html`<span class="mono">${label ?? url}</span>`
  }
  return html`<a href="${parsed.href}" rel="noreferrer noopener"
    >${label ?? url}</a
  >`
}
