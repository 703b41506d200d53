import { describe, expect, it } from 'vitest'
import { junitSummary } from '../../../src/report/summary.js'
import { file, outcome, suite } from './outcomes.js'

describe('the job summary shows each file’s format', () => {
  it('a TRX or NUnit file says so beside its path; JUnit files stay as they were', () => {
    const trx = {
      ...file('TestResults/run.trx', [suite('Calc.Tests', { total: 2 })]),
      format: 'trx'
    }
    const nunit = {
      ...file('TestResult.xml', [suite('NS.Fixture', { total: 1 })]),
      format: 'nunit3'
    }
    const junit = {
      ...file('TEST-a.xml', [suite('a', { total: 1 })]),
      format: 'junit'
    }
    const markdown = junitSummary({
      outcome: outcome([trx, nunit, junit]),
      destination: {
        host: 'https://app.kosli.com',
        org: 'acme',
        flow: 'f',
        trail: 't',
        attestationName: 'unit'
      },
      dryRun: true,
      recorded: false
    })
    expect(markdown).toContain('<sub>TestResults/run.trx · trx</sub>')
    expect(markdown).toContain('<sub>TestResult.xml · nunit3</sub>')
    expect(markdown).toContain('<sub>TEST-a.xml</sub>')
  })
})
