import { describe, expect, it } from 'vitest'
import { verdictOf } from '../../../src/junit/index.js'

const totals = (tests: number, failures = 0, errors = 0, skipped = 0) => ({
  suites: 1,
  tests,
  failures,
  errors,
  skipped,
  flaky: 0
})

describe('verdictOf: the verdict output', () => {
  it('is failed when a test failed or errored', () => {
    expect(verdictOf(totals(3, 1))).toBe('failed')
    expect(verdictOf(totals(3, 0, 1))).toBe('failed')
  })

  it('is no-tests when no test ran: none, or every one skipped', () => {
    expect(verdictOf(totals(0))).toBe('no-tests')
    expect(verdictOf(totals(2, 0, 0, 2))).toBe('no-tests')
  })

  it('is compliant otherwise', () => {
    expect(verdictOf(totals(3, 0, 0, 1))).toBe('compliant')
  })
})
