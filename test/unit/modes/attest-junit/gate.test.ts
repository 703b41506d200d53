/**
 * The pull request comment of a run whose reports were refused: nothing was
 * sent, so it neither offers a resend nor says what Kosli records.
 */
import { describe, expect, it } from 'vitest'
import { junitPullRequestReport } from '../../../../src/modes/attest-junit/gate.js'

const facts = {
  name: 'unit-tests',
  outcome: { files: [], results: [], notes: [] },
  dryRun: false,
  recorded: false,
  skipped: false,
  commit: undefined
}

describe('junitPullRequestReport', () => {
  it('a refusal says the reports were refused, fails, and offers no resend', () => {
    const report = junitPullRequestReport({ ...facts, refused: true })
    expect(report.passed).toBe(false)
    expect(report.details).toContain(
      'Nothing was sent to Kosli: the reports were refused'
    )
    expect(report.details).not.toContain('resend')
    expect(report.details).not.toContain('Kosli records')
  })

  it('a failed send still points to the resend in the job summary', () => {
    const report = junitPullRequestReport(facts)
    expect(report.details).toContain('the job summary says how to resend it')
  })
})
