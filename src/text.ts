/** Text shared by messages, logs and reports: counts, and JSON values. */

/** `1 file`, `2 files`, `1,000 suites`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
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
