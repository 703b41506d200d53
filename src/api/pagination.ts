/** Walking the paginated listings (environments, deployments). */
import { ConfigError } from '../errors.js'

interface PageInfo {
  total_pages: number
}

/**
 * Yields page 1, 2, … and stops after the last page. The number of pages is
 * fixed by the first answer: a service whose `total_pages` keeps growing, or
 * which never reports a last page, cannot keep the loop going forever. An
 * empty page also ends the walk.
 */
export async function* pages<P extends PageInfo>(
  fetchPage: (page: number) => Promise<P>,
  items: (answer: P) => readonly unknown[]
): AsyncGenerator<P> {
  let limit = Infinity
  for (let page = 1; page <= limit; page++) {
    const answer = await fetchPage(page)
    if (page === 1) limit = Math.max(1, answer.total_pages)
    yield answer
    if (items(answer).length === 0 || page >= answer.total_pages) return
  }
}

export function checkPageSize(perPage: number): number {
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 50) {
    throw new ConfigError(
      `per_page must be a whole number from 1 to 50 to walk every page, got ${perPage}`
    )
  }
  return perPage
}

/**
 * Every item of a paged listing, page after page (50 per page unless
 * `perPage`): `list` gets the page number and size to ask for.
 */
export async function* everyItem<P extends PageInfo, T>(
  list: (page: { page: number; per_page: number }) => Promise<P>,
  perPage: number | undefined,
  items: (answer: P) => readonly T[]
): AsyncGenerator<T> {
  const per_page = checkPageSize(perPage ?? 50)
  for await (const answer of pages((page) => list({ page, per_page }), items)) {
    yield* items(answer)
  }
}
