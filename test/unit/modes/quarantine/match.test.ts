/**
 * The quarantine's matching: which failures an entry excuses, named as the
 * test inventory names cases; expired entries excuse nothing; a failure
 * that cannot be named, or a suite's own failure, closes the quarantine.
 */
import { describe, expect, it } from 'vitest'
import type { QuarantineEntry } from '../../../../src/config/quarantine-file.js'
import type { ParseOutcome, SuiteReport } from '../../../../src/junit/index.js'
import type { TestEntry } from '../../../../src/junit/inventory.js'
import type { HashedTests } from '../../../../src/junit/hashed-tests.js'
import { matchQuarantine } from '../../../../src/modes/quarantine/match.js'

const TODAY = '2026-11-28'

function entry(fields: Partial<QuarantineEntry>): QuarantineEntry {
  return {
    line: 1,
    owner: 'alice',
    issue: 'https://example.test/issues/1',
    expires: '2026-12-20',
    ...fields
  }
}

function suite(
  name: string,
  failed: { name: string; classname?: string; kind?: 'failure' | 'error' }[],
  extra: Partial<SuiteReport> = {}
): SuiteReport {
  return {
    result: {
      name,
      failures: failed.length,
      errors: 0,
      skipped: 0,
      total: 5,
      duration: 1
    },
    flaky: 0,
    failedCases: failed.map((f) => ({
      suite: name,
      name: f.name,
      ...(f.classname !== undefined && { classname: f.classname }),
      kind: f.kind ?? 'failure',
      message: 'boom',
      trace: ''
    })),
    failedCasesOmitted: 0,
    ...extra
  }
}

function outcome(suites: SuiteReport[], tests?: TestEntry[]): ParseOutcome {
  return {
    files: [{ path: 'r.xml', status: 'parsed', suites }],
    results: suites.map((s) => s.result),
    notes: [],
    ...(tests !== undefined && { tests: { hashed: false, tests } })
  }
}

describe('matchQuarantine', () => {
  it('excuses a failure an unexpired entry matches, by glob or exactly', () => {
    const run = outcome([
      suite('api', [
        { name: 'test_port[1/2]', classname: 'tests.api' },
        { name: 'test_db', classname: 'tests.db' }
      ])
    ])
    const matched = matchQuarantine({
      outcome: run,
      today: TODAY,
      entries: [
        entry({ classname: 'tests.api', name: 'test_port[1/2]', line: 2 }),
        entry({ name: 'test_d*', line: 7 })
      ]
    })
    expect(matched.excused.map((c) => [c.name, c.entry.line])).toEqual([
      ['test_port[1/2]', 2],
      ['test_db', 7]
    ])
    expect(matched.unexcused).toBe(0)
    expect(matched.closed).toBeUndefined()
  })

  it('an expired entry excuses nothing, and the failure names it', () => {
    const matched = matchQuarantine({
      outcome: outcome([suite('api', [{ name: 'a' }])]),
      today: TODAY,
      entries: [entry({ name: 'a', expires: '2026-11-27', owner: 'bob' })]
    })
    expect(matched.excused).toEqual([])
    expect(matched.unexcused).toBe(1)
    expect(matched.expired[0]?.entry.owner).toBe('bob')
    expect(matched.expiredEntries).toHaveLength(1)
  })

  it('an entry expiring today still excuses, and is near expiry', () => {
    const matched = matchQuarantine({
      outcome: outcome([suite('api', [{ name: 'a' }])]),
      today: TODAY,
      entries: [entry({ name: 'a', expires: TODAY })]
    })
    expect(matched.unexcused).toBe(0)
    expect(matched.nearExpiry.map((e) => e.daysLeft)).toEqual([0])
  })

  it('lists entries that match no test as stale, from the inventory', () => {
    const run = outcome(
      [suite('api', [{ name: 'a' }])],
      [
        ['api', '', 'a', 'failed'],
        ['api', '', 'b', 'passed']
      ]
    )
    const matched = matchQuarantine({
      outcome: run,
      today: TODAY,
      entries: [
        entry({ name: 'a' }),
        entry({ name: 'b', line: 5 }),
        entry({ name: 'gone', line: 9 })
      ]
    })
    expect(matched.stale?.map((e) => e.line)).toEqual([9])
    expect(matched.excused).toHaveLength(1)
  })

  it('without an inventory, stale entries are not known', () => {
    const matched = matchQuarantine({
      outcome: outcome([suite('api', [{ name: 'a' }])]),
      today: TODAY,
      entries: [entry({ name: 'gone' })]
    })
    expect(matched.stale).toBeUndefined()
  })

  it('closes when failed cases are left unnamed (no inventory, bounded list)', () => {
    const big = suite('api', [{ name: 'a' }], { failedCasesOmitted: 3 })
    big.result.failures = 4
    const matched = matchQuarantine({
      outcome: outcome([big]),
      today: TODAY,
      entries: [entry({ name: '*' })]
    })
    expect(matched.closed).toContain('3 failed cases of this run are not named')
  })

  it('with a hashed inventory, names come from the bounded list, and an unnamed failure closes it', () => {
    const big = suite('api', [{ name: 'a' }], { failedCasesOmitted: 2 })
    big.result.failures = 3
    const run: ParseOutcome = {
      ...outcome([big]),
      tests: { hashed: true, tests: {} as HashedTests }
    }
    const matched = matchQuarantine({
      outcome: run,
      today: TODAY,
      entries: [entry({ name: '*' })]
    })
    expect(matched.closed).toContain('only hashes')
    expect(matched.stale).toBeUndefined()
  })

  it('never excuses a suite that failed by itself', () => {
    const own = suite('api', [{ name: '(suite)', kind: 'error' }])
    const uncased = suite('ui', [])
    uncased.result.errors = 1
    for (const s of [own, uncased]) {
      const matched = matchQuarantine({
        outcome: outcome([s]),
        today: TODAY,
        entries: [entry({ suite: '*' })]
      })
      expect(matched.closed).toContain('failed by itself')
    }
  })
})
