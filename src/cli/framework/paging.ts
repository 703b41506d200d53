/** `--page`, `--per-page` and `--all` of the paged listings. */
import { ConfigError } from '../../errors.js'
import { boolFlag, intFlag } from './flag-values.js'
import type { Flags } from './help.js'
import { show } from './output.js'
import type { RunContext } from './service-command.js'

export function PAGE_FLAGS(maxPerPage: number): Flags {
  return {
    page: { type: 'string', value: 'N', help: 'Page number, from 1.' },
    'per-page': {
      type: 'string',
      value: 'N',
      help: `Page size, at most ${maxPerPage}.`
    },
    all: {
      type: 'boolean',
      help: 'Every page, one request after another (progress on a terminal).'
    }
  }
}

export interface Paging {
  all: boolean
  /** The page size of an --all walk, when given. */
  walk: { per_page?: number }
  query: { page?: number; per_page?: number }
}

export function pageOf(
  ctx: RunContext,
  maxPerPage: number,
  minPerPage = 1
): Paging {
  const all = boolFlag(ctx.raw, 'all')
  const page = intFlag(ctx.raw, 'page', { min: 1 })
  const perPage = intFlag(ctx.raw, 'per-page', {
    min: all ? 1 : minPerPage,
    max: maxPerPage
  })
  if (all && page !== undefined) {
    throw new ConfigError('--all and --page: give one; --all reads every page')
  }
  return {
    all,
    walk: all && perPage !== undefined ? { per_page: perPage } : {},
    query: all
      ? {}
      : {
          ...(page !== undefined && { page }),
          ...(perPage !== undefined && { per_page: perPage })
        }
  }
}

/**
 * The line under a table of one page: `Page 2 of 5 (73 deployments)`, and
 * how to read on when there are more.
 */
export function pageLine(
  page: { page: number; total_pages: number; total_count: number },
  what: string
): string {
  const more =
    page.total_pages > page.page
      ? `: --page ${page.page + 1} for more, or --all`
      : ''
  return `Page ${page.page} of ${page.total_pages} (${page.total_count} ${what})${more}.`
}

/**
 * `--all`: every item of a paged walk, with progress on a terminal, shown
 * as JSON or as the table `view.table` builds.
 */
export async function showEvery<T>(
  ctx: RunContext,
  items: AsyncIterable<T>,
  view: { what: string; table: (all: T[]) => string }
): Promise<number> {
  const all = await collectAll(ctx, view.what, items)
  show(ctx.io, ctx.output, { json: all, table: () => view.table(all) })
  return 0
}

/** Every item of a paged walk, with progress on a terminal. */
async function collectAll<T>(
  ctx: RunContext,
  what: string,
  items: AsyncIterable<T>
): Promise<T[]> {
  const all: T[] = []
  for await (const item of items) {
    all.push(item)
    ctx.progress.update(`Reading ${what}: ${all.length}`)
  }
  ctx.progress.done()
  ctx.logger.debug(`${all.length} ${what} read`)
  return all
}
