/**
 * The quarantine's matching: which failed or errored cases an entry of the
 * list excuses. A pure function of the parsed reports, the entries and
 * today's date. Cases are named as the test inventory names them
 * (src/junit/inventory.ts: suite, classname, name); when the run has no
 * inventory, or only its hashes, the bounded failed-case lists name them,
 * and a failure they leave unnamed excuses nothing (fail closed).
 */
import picomatch from 'picomatch'
import {
  daysBetween,
  QUARANTINE_NEAR_DAYS,
  type QuarantineEntry
} from '../../config/index.js'
import type { ParseOutcome } from '../../junit/index.js'
import type {
  QuarantineEntryView,
  QuarantinedCase,
  QuarantineReport
} from '../../report/quarantine.js'
import { plural } from '../../text.js'

type Failing = Omit<QuarantinedCase, 'entry'>

const SUITE_LEVEL = '(suite)'

/** A selector field: the value itself, or a glob whose `*` crosses `/` and `.`. */
function fieldMatcher(pattern: string | undefined): (value: string) => boolean {
  if (pattern === undefined) return () => true
  const glob = picomatch(pattern, { bash: true, dot: true, nonegate: true })
  return (value) => value === pattern || glob(value)
}

interface CompiledEntry {
  entry: QuarantineEntry
  view: QuarantineEntryView
  matches: (suite: string, classname: string, name: string) => boolean
}

function viewOf(entry: QuarantineEntry, today: string): QuarantineEntryView {
  const selector = (['suite', 'classname', 'name'] as const)
    .flatMap((key) =>
      entry[key] === undefined ? [] : [`${key}=${entry[key]}`]
    )
    .join(' ')
  return {
    line: entry.line,
    selector,
    owner: entry.owner,
    issue: entry.issue,
    expires: entry.expires,
    ...(entry.reason !== undefined && { reason: entry.reason }),
    daysLeft: daysBetween(today, entry.expires)
  }
}

function compile(entry: QuarantineEntry, today: string): CompiledEntry {
  const suite = fieldMatcher(entry.suite)
  const classname = fieldMatcher(entry.classname)
  const name = fieldMatcher(entry.name)
  return {
    entry,
    view: viewOf(entry, today),
    matches: (s, c, n) => suite(s) && classname(c) && name(n)
  }
}

/** A suite counting failures it lists no case for, or failing by itself. */
function suiteLevelFailure(outcome: ParseOutcome): string | undefined {
  for (const file of outcome.files) {
    for (const suite of file.suites) {
      const { failures, errors, name } = suite.result
      const listed = suite.failedCases.length + suite.failedCasesOmitted
      if (
        suite.failedCases.some((c) => c.name === SUITE_LEVEL) ||
        failures + errors > listed
      ) {
        return `suite ${JSON.stringify(name)} failed by itself (not as a test case), which a quarantine never excuses`
      }
    }
  }
  return undefined
}

/** The failing cases, or why some cannot be named. */
function failingCases(outcome: ParseOutcome): {
  cases: Failing[]
  unnamed?: string
} {
  const tests = outcome.tests
  if (tests !== undefined && !tests.hashed) {
    const cases: Failing[] = []
    for (const [suite, classname, name, status] of tests.tests)
      if ((status === 'failed' || status === 'errored') && name !== SUITE_LEVEL)
        cases.push({ suite, classname, name, status })
    return { cases }
  }
  const cases: Failing[] = []
  let omitted = 0
  for (const file of outcome.files) {
    for (const suite of file.suites) {
      omitted += suite.failedCasesOmitted
      for (const c of suite.failedCases) {
        if (c.name === SUITE_LEVEL) continue
        cases.push({
          suite: c.suite,
          classname: c.classname ?? '',
          name: c.name,
          status: c.kind === 'error' ? 'errored' : 'failed'
        })
      }
    }
  }
  if (omitted === 0) return { cases }
  const why =
    tests?.hashed === true
      ? 'the test list keeps only hashes for a run this large'
      : 'this run keeps no list of every test'
  return {
    cases,
    unnamed: `${plural(omitted, 'failed case')} of this run are not named (${why}), and a failure that cannot be named is never excused`
  }
}

/** Entries matching no test of the run, when every test is named. */
function staleOf(
  outcome: ParseOutcome,
  compiled: readonly CompiledEntry[]
): QuarantineEntryView[] | undefined {
  const tests = outcome.tests
  if (tests === undefined || tests.hashed) return undefined
  const unmatched = new Set(compiled)
  for (const [suite, classname, name] of tests.tests) {
    for (const c of unmatched)
      if (c.matches(suite, classname, name)) unmatched.delete(c)
    if (unmatched.size === 0) break
  }
  return [...unmatched].map((c) => c.view)
}

export interface MatchInput {
  outcome: ParseOutcome
  entries: readonly QuarantineEntry[]
  today: string
}

/** What the list does to this run: excused, expired, near expiry, stale. */
export function matchQuarantine(
  input: MatchInput
): Omit<QuarantineReport, 'file' | 'from'> & { unexcused: number } {
  const { outcome, today } = input
  const compiled = input.entries.map((e) => compile(e, today))
  const active = compiled.filter((c) => c.view.daysLeft >= 0)
  const expiredEntries = compiled.filter((c) => c.view.daysLeft < 0)
  const { cases, unnamed } = failingCases(outcome)
  const excused: QuarantinedCase[] = []
  const expired: QuarantinedCase[] = []
  let unexcused = 0
  for (const c of cases) {
    const hit = active.find((e) => e.matches(c.suite, c.classname, c.name))
    if (hit !== undefined) {
      excused.push({ ...c, entry: hit.view })
      continue
    }
    unexcused += 1
    const old = expiredEntries.find((e) =>
      e.matches(c.suite, c.classname, c.name)
    )
    if (old !== undefined) expired.push({ ...c, entry: old.view })
  }
  const closed = suiteLevelFailure(outcome) ?? unnamed
  const stale = staleOf(outcome, compiled)
  return {
    excused,
    expired,
    expiredEntries: expiredEntries.map((c) => c.view),
    nearExpiry: active
      .filter((c) => c.view.daysLeft <= QUARANTINE_NEAR_DAYS)
      .map((c) => c.view),
    ...(stale !== undefined && { stale }),
    ...(closed !== undefined && { closed }),
    unexcused
  }
}
