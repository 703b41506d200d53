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

/**
 * Compares two strings by their UTF-8 bytes without encoding them: code
 * units compare as UTF-8 bytes do, except that a surrogate (a character
 * past U+FFFF) sorts after U+E000-U+FFFF in UTF-8 and before them in
 * UTF-16, so it is moved above them at the first difference.
 */
export function compareUtf8(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let k = 0; k < length; k++) {
    let ca = a.charCodeAt(k)
    let cb = b.charCodeAt(k)
    if (ca === cb) continue
    if (ca >= 0xd800 && ca <= 0xdfff) ca += 0x10000
    if (cb >= 0xd800 && cb <= 0xdfff) cb += 0x10000
    return ca - cb
  }
  return a.length - b.length
}
