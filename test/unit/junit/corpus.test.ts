import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ParseError } from '../../../src/errors.js'
import { parseReportFile, parseReports } from '../../../src/junit/index.js'
import { fixture, REPO_ROOT } from '../../support/paths.js'

const corpus = fixture('corpus')

interface Counts {
  total: number
  failures: number
  errors: number
  skipped: number
}

type Expectation =
  | { outcome: 'skipped'; why: string }
  | {
      outcome: 'failed'
      /** Line and column, as expat reports them (1-based). */
      at: [number, number]
      reason: RegExp
      why: string
    }
  | { outcome: 'parsed'; counts: Counts; why: string }

/**
 * Every file whose outcome is not "parses, and its testcase columns in
 * counts.tsv are the sums over its suites". Each entry was checked by hand
 * against the file and docs/counting.md.
 */
const EXPECTED: Record<string, Expectation> = {
  'maven-failsafe/failsafe-summary.xml': {
    outcome: 'skipped',
    why: 'root <failsafe-summary> is not JUnit'
  },
  'testng/testng-results-NOT-junit.xml': {
    outcome: 'skipped',
    why: 'root <testng-results> is not JUnit'
  },
  'oddities/jenkins-xxe-attempt-not-junit.xml': {
    outcome: 'skipped',
    why: 'its roots <r>, <xyz> are not JUnit; its internal subset declares a (parameter) entity, which is refused and never processed, and no <testsuite> is in it, so it is skipped, not failed'
  },
  'oddities/enricomi-not-xml.xml': {
    outcome: 'failed',
    at: [1, 1],
    reason: /text outside the root element/,
    why: 'plain text'
  },
  'oddities/enricomi-zero-byte.xml': {
    outcome: 'failed',
    at: [1, 1],
    reason: /empty/,
    why: 'empty files are errors (a crashed reporter)'
  },
  'pytest/pytest-truncated-corrupt.xml': {
    outcome: 'failed',
    at: [11, 22],
    reason: /unexpected end of file/,
    why: 'truncated mid-text'
  },
  'dart/dart-junitreport-tojunit.xml': {
    outcome: 'failed',
    at: [15, 54],
    reason: /&#8;.*not a legal XML character/,
    why: '&#8; refers to a character illegal in XML 1.0'
  },
  'web-test-runner/web-test-runner-placeholder-time.xml': {
    outcome: 'failed',
    at: [9, 59],
    reason: /"<" is not allowed in an attribute value/,
    why: 'literal < inside the attribute value time="<<computed>>"'
  },
  'gtest/tst-disabled-status.xml': {
    outcome: 'parsed',
    counts: { total: 31, failures: 19, errors: 1, skipped: 5 },
    why: "5 cases have status='disabled', a skip marker; the column counts <skipped> children only"
  },
  'oddities/enricomi-multiple-results-per-testcase.xml': {
    outcome: 'parsed',
    counts: { total: 4, failures: 1, errors: 1, skipped: 1 },
    why: 'the most severe result child wins: <skipped/><failure/><error/> is one error, <skipped/><failure/> one failure; the columns count each child'
  },
  'oddities/jenkins-nested-testsuites-error-under-suite.xml': {
    outcome: 'parsed',
    counts: { total: 3, failures: 0, errors: 1, skipped: 0 },
    why: 'the header-only suite test.3rdlevel (tests=1 errors=1) holds a suite-level <error>: one errored test next to the 2 testcase elements'
  },
  'pytest/pytest-counters-without-testcases.xml': {
    outcome: 'parsed',
    counts: { total: 6, failures: 1, errors: 0, skipped: 2 },
    why: 'no testcase at all: the suite attributes stand'
  }
}

interface Row {
  file: string
  columns: Counts | undefined
  note: string
}

function readRows(): Row[] {
  const [, ...lines] = readFileSync(path.join(corpus, 'counts.tsv'), 'utf8')
    .trimEnd()
    .split('\n')
  return lines.map((line) => {
    const cells = line.split('\t')
    const numbers = cells.slice(6, 10).map(Number)
    const [total, failures, errors, skipped] = numbers
    const known = numbers.every(Number.isInteger)
    return {
      file: cells[0] ?? '',
      note: cells[10] ?? '',
      columns:
        known &&
        total !== undefined &&
        failures !== undefined &&
        errors !== undefined &&
        skipped !== undefined
          ? { total, failures, errors, skipped }
          : undefined
    }
  })
}

function sums(file: string): Counts {
  const { report } = parseReportFile(path.join(corpus, file), file)
  expect(report.status).toBe('parsed')
  const counts = { total: 0, failures: 0, errors: 0, skipped: 0 }
  for (const { result } of report.suites) {
    counts.total += result.total
    counts.failures += result.failures
    counts.errors += result.errors
    counts.skipped += result.skipped
  }
  return counts
}

function failure(file: string): ParseError {
  try {
    parseReportFile(path.join(corpus, file), file)
  } catch (error) {
    expect(error).toBeInstanceOf(ParseError)
    return error as ParseError
  }
  throw new Error(`${file} parsed, but it should fail`)
}

describe('JUnit corpus (fixtures/corpus)', () => {
  const rows = readRows()

  it('has an expectation for every file', () => {
    expect(rows.length).toBeGreaterThanOrEqual(72)
    for (const file of Object.keys(EXPECTED)) {
      expect(rows.map((row) => row.file)).toContain(file)
    }
  })

  it.each(rows.map((row) => [row.file, row] as const))('%s', (file, row) => {
    const expected = EXPECTED[file]
    if (expected?.outcome === 'skipped') {
      const { report, notes } = parseReportFile(path.join(corpus, file), file)
      expect(report.status).toBe('skipped')
      expect(notes.some((n) => n.level === 'notice' && n.file === file)).toBe(
        true
      )
    } else if (expected?.outcome === 'failed') {
      const error = failure(file)
      expect(error.message).toMatch(
        new RegExp(`^${file.replace(/\./g, '\\.')}:\\d+:\\d+: `)
      )
      expect([error.line, error.column]).toEqual(expected.at)
      expect(error.reason).toMatch(expected.reason)
    } else if (expected?.outcome === 'parsed') {
      expect(sums(file)).toEqual(expected.counts)
    } else {
      // Test cases win over attributes, so even a MISMATCH row's testcase
      // columns are the answer, unless listed above.
      expect(row.columns, `${file}: no testcase columns`).toBeDefined()
      expect(sums(file)).toEqual(row.columns)
    }
  })

  it('reads the whole corpus leniently: 3 skipped, 5 failed, the rest parsed', async () => {
    const outcome = await parseReports([corpus], {
      cwd: REPO_ROOT,
      strict: false
    })
    const status = (s: string) =>
      outcome.files.filter((f) => f.status === s).length
    expect(outcome.files).toHaveLength(rows.length)
    expect(status('skipped')).toBe(3)
    expect(status('failed')).toBe(5)
    expect(status('parsed')).toBe(rows.length - 8)
    for (const file of outcome.files.filter((f) => f.status === 'failed')) {
      expect(file.error).toMatch(/:\d+:\d+: \S/)
    }
  })

  it('names every malformed file, in sorted order, when strict', async () => {
    await expect(
      parseReports([corpus], { cwd: REPO_ROOT, strict: true })
    ).rejects.toThrow(
      /^fixtures\/corpus\/dart\/dart-junitreport-tojunit\.xml: not well-formed XML at line 15, column \d+: /
    )
  })
})
