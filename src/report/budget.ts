import { byteLength } from './markdown.js'

export interface FitOptions {
  /** How many items `items` would yield in all. */
  total: number
  /** Bytes the joined items and the "more" line may take. */
  budget: number
  /** The line that replaces the items left out. */
  more: (left: number) => string
  /** Between items; default one newline. */
  separator?: string
  /** Shows at most this many items whatever the budget. */
  maxItems?: number
}

export interface Fitted {
  text: string
  shown: number
}

/**
 * Joins items while they fit in the byte budget, keeping room for the line
 * that says how many were left out. Items are pulled lazily, so a huge
 * outcome costs only what is shown.
 */
export function fitItems(items: Iterable<string>, options: FitOptions): Fitted {
  const separator = options.separator ?? '\n'
  const reserve =
    byteLength(options.more(options.total)) + byteLength(separator)
  const parts: string[] = []
  let used = 0
  const maxItems = options.maxItems ?? Infinity
  for (const item of items) {
    if (parts.length >= maxItems) break
    const cost =
      byteLength(item) + (parts.length > 0 ? byteLength(separator) : 0)
    const last = parts.length + 1 === options.total
    if (used + cost + (last ? 0 : reserve) > options.budget) break
    parts.push(item)
    used += cost
  }
  const left = options.total - parts.length
  if (left > 0) parts.push(options.more(left))
  return { text: parts.join(separator), shown: options.total - left }
}
