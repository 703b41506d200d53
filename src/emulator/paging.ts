/** Page envelope of the list operations: `page`, `per_page`, counts, links. */
export interface Page<T> {
  page: number
  per_page: number
  total_pages: number
  total_count: number
  items: T[]
  _links: Record<string, { href: string }>
}

/**
 * Cuts one page out of `items`. `per_page` 0 (allowed on deployments) gives
 * the counts without items. Links repeat the request's query with `page`
 * changed.
 */
export function paginate<T>(
  items: readonly T[],
  options: { page: number; perPage: number; url: URL }
): Page<T> {
  const { page, perPage, url } = options
  const totalPages = perPage > 0 ? Math.ceil(items.length / perPage) : 0
  const link = (n: number) => {
    const target = new URL(url)
    target.searchParams.set('page', String(n))
    target.searchParams.set('per_page', String(perPage))
    return { href: target.toString() }
  }
  const links: Record<string, { href: string }> = { self: link(page) }
  if (page < totalPages) links.next = link(page + 1)
  if (page > 1 && totalPages > 0)
    links.prev = link(Math.min(page - 1, totalPages))
  return {
    page,
    per_page: perPage,
    total_pages: totalPages,
    total_count: items.length,
    items: perPage > 0 ? items.slice((page - 1) * perPage, page * perPage) : [],
    _links: links
  }
}
