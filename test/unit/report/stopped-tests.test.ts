/**
 * The section on tests that stopped running: within its byte budget
 * whatever the number of tests, with the count of the rest, names escaped,
 * and each state of the comparison worded.
 */
import { describe, expect, it } from 'vitest'
import { byteLength } from '../../../src/report/markdown.js'
import {
  stoppedTestsSection,
  type StoppedTestsReport
} from '../../../src/report/stopped-tests.js'

const report = (over: Partial<StoppedTestsReport>): StoppedTestsReport => ({
  source: 'exact',
  baseCommit: 'b'.repeat(40),
  commit: 'b'.repeat(40),
  removed: [],
  newlySkipped: [],
  added: 0,
  baseCount: 10,
  byHash: false,
  mode: 'warn',
  fails: false,
  warned: false,
  ...over
})

describe('stoppedTestsSection', () => {
  it('100,000 removed tests fit the budget, and the rest is counted', () => {
    const removed = Array.from(
      { length: 100_000 },
      (_, i) => `suite › class › test number ${i}`
    )
    const section = stoppedTestsSection(report({ removed }), {
      budget: 16 * 1024
    })
    expect(byteLength(section)).toBeLessThanOrEqual(16 * 1024)
    expect(section).toContain('**100,000 tests stopped running**')
    expect(section).toContain('- suite › class › test number 0')
    expect(section).toMatch(
      /- … and [\d,]+ more \(the evidence file kosli-tests-stopped\.json lists them all\)/
    )
    const shown = section.split('\n').filter((l) => l.startsWith('- suite'))
    const more = /and ([\d,]+) more/.exec(section)?.[1]?.replaceAll(',', '')
    expect(shown.length + Number(more)).toBe(100_000)
  })

  it('maxItems caps the list (the comment shows 10)', () => {
    const removed = Array.from({ length: 30 }, (_, i) => `t${i}`)
    const section = stoppedTestsSection(report({ removed }), {
      budget: 64 * 1024,
      maxItems: 10
    })
    expect(section.split('\n').filter((l) => /^- t\d/.test(l))).toHaveLength(10)
    expect(section).toContain('- … and 20 more')
  })

  it('escapes test names: no HTML, mention or link from a report', () => {
    const section = stoppedTestsSection(
      report({ removed: ['<img src=x> @octocat #12 `code`'] }),
      { budget: 4096 }
    )
    expect(section).not.toContain('<img')
    expect(section).not.toMatch(/@octocat|#12/)
  })

  it('says a rename is one removed and one added, and a hashed comparison names what it can', () => {
    const section = stoppedTestsSection(
      report({ removed: ['a'], added: 1, byHash: true }),
      { budget: 4096 }
    )
    expect(section).toContain(
      'A renamed or moved test counts as one removed and one added.'
    )
    expect(section).toContain('kept only hashes')
  })

  it('nothing stopped; allowed by a label; approximate; not compared', () => {
    expect(stoppedTestsSection(report({}), { budget: 4096 })).toContain(
      '✅ **No test stopped running** since base commit `bbbbbbbbbbbb`'
    )
    const allowed = stoppedTestsSection(
      report({ removed: ['a'], allowedBy: 'tests-removed', mode: 'fail' }),
      { budget: 4096 }
    )
    expect(allowed).toContain(
      '✅ Allowed by the pull request label `tests-removed`'
    )
    const near = stoppedTestsSection(
      report({ source: 'approximate', commit: 'c'.repeat(40), branch: 'main' }),
      { budget: 4096 }
    )
    expect(near).toContain('**approximately**')
    expect(near).toContain('on `cccccccccccc`')
    const none = stoppedTestsSection(
      report({ source: 'none', reason: 'no artifact', fails: true }),
      { budget: 4096 }
    )
    expect(none).toContain(
      '❌ **Not compared** with the base commit: no artifact. on-missing-base is fail: the step fails.'
    )
  })
})
