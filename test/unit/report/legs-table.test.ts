/** The job summary's table of legs: above the totals, names escaped. */
import { describe, expect, it } from 'vitest'
import { legsSection } from '../../../src/report/legs-table.js'
import { junitSummary } from '../../../src/report/summary.js'

const leg = (name: string, failed = 0) => ({
  name,
  tests: 10,
  failed,
  errored: 0,
  skipped: 1,
  duration: 2.5
})

describe('legsSection', () => {
  it('one row per leg, the missing marked, the legs that left no folder counted', () => {
    const md = legsSection({
      expected: 4,
      legs: [
        leg('linux'),
        leg('macos', 2),
        { ...leg('win'), tests: 0, missing: 'no report' }
      ]
    })
    expect(md).toContain('### Legs: 2 of 4 expected reported tests')
    expect(md).toContain('> **Missing legs**: 2 legs did not report tests')
    expect(md).toContain('| ✅ linux | 10 | 0 | 0 | 1 |')
    expect(md).toContain('| ❌ macos | 10 | 2 | 0 | 1 |')
    expect(md).toContain('| ⚠️ win | *missing: no report* |')
    expect(md).toContain(
      '| ⚠️ *1 leg with no folder* | *missing: never uploaded* |'
    )
  })

  it('escapes a leg name that carries Markdown or HTML', () => {
    const md = legsSection({ legs: [leg('x | <img src=y>](z)')] })
    expect(md).not.toContain('Missing legs')
    expect(md).not.toContain('<img')
    expect(md).not.toMatch(/\| x \| </)
  })

  it('goes above the totals of the job summary', () => {
    const summary = junitSummary({
      outcome: { files: [], results: [], notes: [] },
      destination: {
        host: 'h',
        org: 'o',
        flow: 'f',
        trail: 't',
        attestationName: 'n'
      },
      dryRun: true,
      recorded: false,
      legs: { legs: [leg('linux')] }
    })
    expect(summary.indexOf('| Leg |')).toBeGreaterThan(0)
    expect(summary.indexOf('| Leg |')).toBeLessThan(
      summary.indexOf('| Suites |')
    )
  })

  it('a clean run with a leg missing never reads Compliant', () => {
    const outcome = {
      files: [
        {
          path: 'legs/linux/junit.xml',
          status: 'parsed' as const,
          suites: [
            {
              result: {
                name: '[linux] api',
                failures: 0,
                errors: 0,
                skipped: 0,
                total: 3,
                duration: 1
              },
              flaky: 0,
              failedCases: [],
              failedCasesOmitted: 0
            }
          ]
        }
      ],
      results: [],
      notes: []
    }
    const summary = junitSummary({
      outcome,
      destination: {
        host: 'h',
        org: 'o',
        flow: 'f',
        trail: 't',
        attestationName: 'n'
      },
      dryRun: false,
      recorded: false,
      legs: { expected: 2, legs: [leg('linux')] }
    })
    expect(summary).not.toContain('✅ **Compliant**')
    expect(summary).toContain(
      '⚠️ **Incomplete**: no failures in the legs that reported, but 1 leg did not report tests'
    )
  })
})
