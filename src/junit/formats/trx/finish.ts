/**
 * The end of a TRX root: groups become suites by class (T3), the header
 * is checked or used (T7), an aborted run adds an error (T7), and every
 * suite takes the run's start (T8).
 */
import type { SuiteReport } from '../../model.js'
import { ERRORED, describeFailure } from '../../rules/index.js'
import { fileSuiteName } from '../common/names.js'
import type { ReaderContext } from '../common/reader.js'
import type { SuiteTable } from '../common/table.js'
import { countOf } from '../common/values.js'
import type { TrxJoin } from './join.js'
import { ABORTED_RUN } from './outcome.js'
import { COUNTERS } from './vocabulary.js'

export interface RunFacts {
  resultElements: number
  failingElements: number
  /** Warning text → how many results it concerns. */
  problems: Map<string, number>
  counters?: (string | undefined)[]
  outcome?: string | undefined
  start?: string | undefined
  creation?: string | undefined
  runText?: string
}

function counter(facts: RunFacts, name: (typeof COUNTERS)[number]): number {
  return countOf(facts.counters?.[COUNTERS.indexOf(name)]) ?? 0
}

function sum(facts: RunFacts, names: (typeof COUNTERS)[number][]): number {
  return names.reduce((total, name) => total + counter(facts, name), 0)
}

/** T7: with no result element, Counters are the suite. */
function fromCounters(table: SuiteTable, facts: RunFacts, fileSuite: string) {
  if (facts.counters === undefined) return
  const row = table.row(fileSuite)
  row.stated = true
  row.total = counter(facts, 'total')
  row.failures = sum(facts, ['failed', 'timeout'])
  row.errors = sum(facts, [
    'error',
    'aborted',
    'notRunnable',
    'disconnected',
    'inProgress',
    'pending'
  ])
  row.skipped = sum(facts, ['notExecuted', 'inconclusive'])
}

function headerWarning(facts: RunFacts, context: ReaderContext): void {
  if (facts.counters === undefined || facts.resultElements === 0) return
  const stated = sum(facts, [
    'failed',
    'error',
    'timeout',
    'aborted',
    'notRunnable',
    'disconnected'
  ])
  if (stated === facts.failingElements) return
  context.note({
    level: 'warning',
    file: context.fileName,
    message: `ResultSummary/Counters state ${stated} failing result(s), the file holds ${facts.failingElements}; the results are counted`
  })
}

/** T7: an aborted run with no failing test must not look green. */
function abortedRun(table: SuiteTable, facts: RunFacts, fileSuite: string) {
  if (facts.outcome === undefined || !ABORTED_RUN.has(facts.outcome)) return
  if (table.rows.some((row) => row.failures + row.errors > 0)) return
  const row = table.row(fileSuite)
  table.count(row, ERRORED)
  table.fail(row, () => ({
    suite: row.name,
    name: '(run)',
    kind: 'error',
    ...describeFailure(
      `the test run ended with outcome ${facts.outcome ?? ''}`,
      facts.runText ?? ''
    )
  }))
}

export function finishTrx(
  join: TrxJoin,
  facts: RunFacts,
  context: ReaderContext
): SuiteReport[] {
  const { table } = join
  const fileSuite = fileSuiteName(context.fileName)
  if (facts.resultElements === 0) fromCounters(table, facts, fileSuite)
  join.finish(fileSuite)
  for (const row of table.rows) {
    row.omitted = row.failures + row.errors - row.failed.length
  }
  headerWarning(facts, context)
  abortedRun(table, facts, fileSuite)
  for (const [message, count] of facts.problems) {
    context.note({
      level: 'warning',
      file: context.fileName,
      message: count > 1 ? `${message} (${count} results)` : message
    })
  }
  const start = facts.start ?? facts.creation
  if (start !== undefined) {
    const from = facts.start !== undefined ? 'Times start' : 'Times creation'
    for (const row of table.rows) row.timestamp = { text: start, from }
  }
  const suites = table.reports()
  if (suites.length === 0) {
    context.note({
      level: 'notice',
      file: context.fileName,
      message:
        'no test suite in it: its <TestRun> holds no test result and no Counters; nothing from this file is recorded'
    })
  }
  return suites
}
