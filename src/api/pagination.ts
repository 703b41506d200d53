/** Walking the paginated listings (environments, deployments). */
import { ConfigError } from '../errors.js'

interface PageInfo {
  total_pages: number
  environments?: readonly unknown[]
  deployments?: readonly unknown[]
}

/**
 * Yields page 1, 2, … and stops after the last page. The number of pages is
 * fixed by the first answer: a service whose `total_pages` keeps growing, or
 * which never reports a last page, cannot keep the loop going forever. An
 * empty page also ends the walk.
 */
export async function* pages<P extends PageInfo>(
  fetchPage: (page: number) => Promise<P>
): AsyncGenerator<P> {
  let limit = Infinity
  for (let page = 1; page <= limit; page++) {
    const answer = await fetchPage(page)
    if (page === 1) limit = Math.max(1, answer.total_pages)
    yield answer
    const items = answer.environments ?? answer.deployments ?? []
    if (items.length === 0 || page >= answer.total_pages) return
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
