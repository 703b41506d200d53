import type { FileReport, SuiteReport } from '../junit/index.js'
import { fitItems } from './budget.js'
import { grouped, plural } from '../text.js'
import { byteLength, formatSeconds, text } from './markdown.js'
import { passedOf } from './passed.js'

/** Beyond this many rows the full table is folded away. */
export const OPEN_TABLE_ROWS = 50

// File and suite share one column (the file in small print under the suite)
// so that the table fits GitHub's width.
const HEADER = [
  '| Suite · file | Tests | Passed | Failures | Errors | Skipped | Flaky | Duration |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'
].join('\n')

interface Row {
  file: FileReport
  /** Absent for a file that yielded no suite (skipped or unreadable). */
  suite?: SuiteReport
}

function failing(suite: SuiteReport): boolean {
  return suite.result.failures + suite.result.errors > 0
}

/** The file's format beside its path, unless it is plain JUnit. */
function formatOf(file: FileReport): string {
  const { format } = file
  return format === undefined || format === 'junit' ? '' : ` · ${format}`
}

function renderRow(row: Row): string {
  const file = `<br><sub>${text(row.file.path)}${formatOf(row.file)}</sub>`
  const { suite } = row
  if (suite === undefined) {
    const status = row.file.status === 'failed' ? 'unreadable' : 'skipped'
    return `| *(${status}: see notes)*${file} | | | | | | | |`
  }
  const r = suite.result
  // A suite that ran no test proves nothing: never a check mark.
  const icon = failing(suite) ? '❌' : r.total === 0 ? '⚠️' : '✅'
  const passed = passedOf({
    tests: r.total,
    failures: r.failures,
    errors: r.errors,
    skipped: r.skipped
  })
  const cells = [
    r.total,
    passed,
    r.failures,
    r.errors,
    r.skipped,
    suite.flaky
  ].map(grouped)
  return `| ${icon} ${text(r.name)}${file} | ${cells.join(' | ')} | ${formatSeconds(r.duration)} |`
}

/** Rows of the suites that `keep` accepts; all rows, unread files too, without it. */
function* rows(
  files: readonly FileReport[],
  keep?: (suite: SuiteReport) => boolean
): Generator<Row> {
  for (const file of files) {
    if (!keep && file.suites.length === 0 && file.status !== 'parsed') {
      yield { file }
      continue
    }
    for (const suite of file.suites) {
      if (keep && !keep(suite)) continue
      yield { file, suite }
    }
  }
}

function countRows(
  files: readonly FileReport[],
  keep?: (suite: SuiteReport) => boolean
): number {
  let count = 0
  for (const _row of rows(files, keep)) count += 1
  return count
}

function table(
  files: readonly FileReport[],
  keep: ((suite: SuiteReport) => boolean) | undefined,
  limits: { budget: number; maxRows?: number; more?: string }
): string {
  const total = countRows(files, keep)
  const fitted = fitItems(
    (function* () {
      for (const row of rows(files, keep)) yield renderRow(row)
    })(),
    {
      total,
      budget: limits.budget - byteLength(HEADER) - 2,
      ...(limits.maxRows !== undefined && { maxItems: limits.maxRows }),
      more: (left) =>
        `\n… and ${plural(left, 'more row')} ${limits.more ?? 'not shown'}.`
    }
  )
  return `${HEADER}\n${fitted.text}`
}

/**
 * `### Suites`: one row per suite, grouped by file. A long table is folded
 * into `<details>`, with the failing suites shown openly above it.
 */
export function suitesSection(
  files: readonly FileReport[],
  budget: number
): string {
  const total = countRows(files)
  if (total === 0) return ''
  const heading = '### Suites'
  if (total <= OPEN_TABLE_ROWS) {
    return `${heading}\n\n${table(files, undefined, { budget: budget - byteLength(heading) - 2 })}`
  }
  const failingCount = countRows(files, failing)
  const failingPart =
    failingCount === 0
      ? ''
      : `Suites with failures or errors:\n\n${table(files, failing, {
          budget: budget / 3,
          maxRows: OPEN_TABLE_ROWS,
          more: 'in the full table below'
        })}\n\n`
  const suiteCount = files.reduce((n, f) => n + f.suites.length, 0)
  const summary = `<details><summary>All ${plural(suiteCount, 'suite')} in ${plural(files.length, 'file')}</summary>`
  const rest = budget - byteLength(heading + failingPart + summary) - 40
  return [
    heading,
    '',
    `${failingPart}${summary}`,
    '',
    table(files, undefined, { budget: rest }),
    '',
    '</details>'
  ].join('\n')
}
