import { describe, expect, it } from 'vitest'
import { failedCaseLines, stepLogLines } from '../../../src/report/step-log.js'
import { failedCase, file, suite } from './outcomes.js'

describe('failedCaseLines: the step log’s FAILED lines, from the reports', () => {
  it('lists the first cases with their places, a suite’s uncased failures, and counts the rest', () => {
    const cases = Array.from({ length: 3 }, (_, i) =>
      failedCase({ name: `case ${i}`, file: 'tests/a.py', line: i + 1 })
    )
    const files = [
      file('r.xml', [
        suite('checkout', { failures: 3 }, cases),
        suite('header-only', { failures: 2, errors: 1 })
      ])
    ]
    expect(failedCaseLines(files)).toEqual([
      'FAILED checkout › case 0 (tests/a.py:1)',
      'FAILED checkout › case 1 (tests/a.py:2)',
      'FAILED checkout › case 2 (tests/a.py:3)',
      'FAILED header-only (3 without a test case)'
    ])
    expect(failedCaseLines(files, 2)).toEqual([
      'FAILED checkout › case 0 (tests/a.py:1)',
      'FAILED checkout › case 1 (tests/a.py:2)',
      '... and 4 more'
    ])
  })

  it('escapes what a report wrote, for a log', () => {
    const files = [
      file('r.xml', [
        suite('s', { failures: 1 }, [
          failedCase({ suite: 's', name: '\u001b[31mred\n::error::x' })
        ])
      ])
    ]
    const [line] = failedCaseLines(files)
    expect(line).not.toContain('\u001b')
    expect(line).not.toContain('\n')
  })
})

describe('stepLogLines', () => {
  it('prints the mode’s FAILED lines and the check run’s address', () => {
    const lines = stepLogLines({
      outputs: {
        'attestation-name': 'unit-tests',
        verdict: 'failed',
        tests: '2',
        failures: '1',
        'check-run-url': 'https://github.example/acme/shop/runs/7'
      },
      summary: '',
      annotations: [],
      failedLines: ['FAILED s › a']
    })
    expect(lines).toEqual([
      'unit-tests: 2 tests, 1 failed, 0 errored, 0 skipped: failed',
      'FAILED s › a',
      'Check run: https://github.example/acme/shop/runs/7'
    ])
  })
})
