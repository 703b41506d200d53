/**
 * Report files are read in the byte order of their UTF-8 paths
 * (docs/counting.md), the same on every platform and locale.
 */

// Without surrogates, UTF-16 code unit order is UTF-8 byte order.
const SURROGATE = /[\uD800-\uDFFF]/

/** `paths` sorted by their UTF-8 bytes. */
export function sortByUtf8(paths: string[]): string[] {
  if (!paths.some((p) => SURROGATE.test(p))) {
    return paths.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  }
  return paths
    .map((shown) => ({ shown, key: Buffer.from(shown, 'utf8') }))
    .sort((a, b) => Buffer.compare(a.key, b.key))
    .map(({ shown }) => shown)
}
