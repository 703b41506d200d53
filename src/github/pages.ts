/**
 * GitHub's paged listings, read page by page with every page checked.
 * Octokit's own paginator reads a body that could not be read (a cut or
 * stalled answer gives `""`) as an empty page and stops there, so a listing
 * of 150 artifacts came back as 100 and a lost page of comments made a
 * second comment. Here a page is the listing's shape or a failure, tried
 * again by the one retry loop (src/net/retry.ts); pages are asked for by
 * number, never by following the Link header's URL (which names a host the
 * token would go to); and a listing that gives `total_count` must end with
 * that many items.
 */
import type { Logger } from '../log.js'
import { errorMessage } from '../errors.js'
import { printable } from '../text.js'
import type { Octokit } from './connection.js'
import { GitHubApiError } from './failure.js'
import {
  isRetryableNetworkError,
  isRetryableStatus,
  retryAfterMs,
  shortPolicy,
  withRetries,
  type Attempt
} from '../net/retry.js'

export const PER_PAGE = 100
const ATTEMPTS = 3
/** Waiting between the attempts at one page: the 1 s and 2 s backoffs with jitter. */
const BUDGET_MS = 10_000

/** One page's items, and the listing's `total_count` when it gives one. */
export interface PageItems<T> {
  items: T[]
  total?: number
}

export interface Listing<T> {
  /** An Octokit route: `GET /repos/{owner}/{repo}/issues/{issue_number}/comments`. */
  route: string
  params: Record<string, string | number>
  /** What is listed, for messages: `the artifacts of run 7`. */
  what: string
  /** The page's items, or undefined when the body is not the listing's shape. */
  read: (data: unknown) => PageItems<T> | undefined
  logger: Logger
}

/** A page whose body is not the listing's: worth another attempt. */
class UnreadablePage extends Error {}

interface Page<T> extends PageItems<T> {
  next: boolean
}

function hasNext(link: unknown): boolean {
  return typeof link === 'string' && /<[^<>]*>;\s*rel="next"/.test(link)
}

function shapeOf(data: unknown): string {
  if (data === '' || data === undefined) return 'an empty or unreadable body'
  if (Array.isArray(data)) return `an array of ${data.length}`
  return typeof data === 'string' ? 'text, not JSON' : `a JSON ${typeof data}`
}

interface CallFailure {
  response?: { status?: unknown; headers?: Record<string, unknown> }
  cause?: { code?: unknown; cause?: { code?: unknown } }
}

/**
 * A failed call: retried on a network failure or a status worth retrying,
 * after GitHub's `Retry-After` when it gives one (a wait over the budget
 * ends the loop: a secondary rate limit is reported, not waited out).
 */
function failedCall<T>(error: unknown): Attempt<Page<T>, unknown> {
  const failed = error as CallFailure | null
  const status = failed?.response?.status
  if (typeof status === 'number') {
    const header = failed?.response?.headers?.['retry-after']
    const wait = retryAfterMs(
      typeof header === 'string' ? header : undefined,
      Date.now()
    )
    return {
      ok: false,
      failure: error,
      retryable: isRetryableStatus(status),
      ...(wait !== undefined && { retryAfterMs: wait })
    }
  }
  const code = failed?.cause?.cause?.code ?? failed?.cause?.code
  const retryable = isRetryableNetworkError(
    typeof code === 'string' ? code : undefined
  )
  return { ok: false, failure: error, retryable }
}

async function fetchPage<T>(
  octokit: Octokit,
  listing: Listing<T>,
  page: number
): Promise<Attempt<Page<T>, unknown>> {
  try {
    const answer = await octokit.request(listing.route, {
      ...listing.params,
      per_page: PER_PAGE,
      page
    })
    const read = listing.read(answer.data)
    if (read === undefined) {
      const failure = new UnreadablePage(
        `page ${page} of ${listing.what} could not be read: GitHub answered ${answer.status} with ${shapeOf(answer.data)}`
      )
      return { ok: false, failure, retryable: true }
    }
    return { ok: true, value: { ...read, next: hasNext(answer.headers.link) } }
  } catch (error) {
    return failedCall(error)
  }
}

async function readPage<T>(
  octokit: Octokit,
  listing: Listing<T>,
  page: number
): Promise<Page<T>> {
  const result = await withRetries(
    () => fetchPage(octokit, listing, page),
    shortPolicy(ATTEMPTS, BUDGET_MS),
    (notice) =>
      listing.logger.debug(
        `Reading page ${page} of ${listing.what}: attempt ${notice.attempt} failed: ${printable(errorMessage(notice.failure))}`
      )
  )
  if (result.ok) return result.value
  if (result.failure instanceof UnreadablePage) {
    throw new GitHubApiError(
      `${result.failure.message} (${result.attempts} attempts); nothing was read from this listing, so no partial result is used`,
      undefined,
      { cause: result.failure }
    )
  }
  throw result.failure
}

/**
 * The listing's pages one after another, each page's items once it was
 * read whole. A caller may stop early; one that reads to the end gets the
 * count checked against `total_count`.
 */
export async function* pagesOf<T>(
  octokit: Octokit,
  listing: Listing<T>
): AsyncGenerator<T[]> {
  let seen = 0
  let total: number | undefined
  for (let page = 1; ; page++) {
    const read = await readPage(octokit, listing, page)
    seen += read.items.length
    total = read.total ?? total
    yield read.items
    const more = total === undefined ? read.next : seen < total
    if (!more || read.items.length === 0) break
  }
  if (total !== undefined && seen !== total) {
    throw new GitHubApiError(
      `GitHub listed ${seen} of ${listing.what} but gave total_count ${total}: the listing changed or was cut while it was read; run the job again`,
      undefined
    )
  }
}

/** Every item of the listing, checked as `pagesOf` does. */
export async function readAllPages<T>(
  octokit: Octokit,
  listing: Listing<T>
): Promise<T[]> {
  const all: T[] = []
  for await (const items of pagesOf(octokit, listing)) all.push(...items)
  return all
}
