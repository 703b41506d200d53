/** NUnit rules N4, N5 and F6 of docs/counting.md (Report formats, NUnit). */
import { describe, expect, it } from 'vitest'
import { case3, fixture3, run3 } from './nunit-xml.js'
import { counts, messages, readReport, results } from './read.js'

describe('N4: NUnit 3 outcomes', () => {
  const rows: [string, 'passed' | 'failures' | 'errors' | 'skipped'][] = [
    ['result="Passed"', 'passed'],
    ['result="Warning"', 'passed'],
    ['result="Failed"', 'failures'],
    ['result="Failed" label="Error"', 'errors'],
    ['result="Failed" label="Cancelled"', 'errors'],
    ['result="Failed" label="Invalid"', 'errors'],
    ['result="Failed" label="Something"', 'failures'],
    ['result="Skipped" label="Ignored"', 'skipped'],
    ['result="Skipped" label="Explicit"', 'skipped'],
    ['result="Skipped"', 'skipped'],
    ['result="Inconclusive"', 'skipped'],
    ['result="Exploded"', 'errors'],
    ['runstate="Runnable"', 'errors']
  ]
  it.each(rows)('%s counts as %s', (attributes, kind) => {
    const parse = readReport(run3(fixture3(case3(attributes))), 'n3.xml')
    expect(counts(parse)).toEqual([
      {
        name: 'NS.Fixture',
        total: 1,
        failures: kind === 'failures' ? 1 : 0,
        errors: kind === 'errors' ? 1 : 0,
        skipped: kind === 'skipped' ? 1 : 0
      }
    ])
  })

  it('NUnit 2.2/2.4: an unreadable success warns, quoting it (F6)', () => {
    const parse = readReport(
      '<test-results name="x"><test-suite name="a.dll"><results><test-case name="T" executed="True" success="Turue"/></results></test-suite></test-results>',
      'turue.xml'
    )
    expect(counts(parse)[0]).toMatchObject({ total: 1, errors: 1 })
    expect(messages(parse)).toContain(
      'warning: a test-case with success "Turue" counts as an error (F6)'
    )
  })

  it('an unknown result warns, quoting it', () => {
    const parse = readReport(
      run3(fixture3(case3('result="Exploded"'))),
      'u.xml'
    )
    expect(messages(parse)).toContain(
      'warning: a test-case with result "Exploded" counts as an error (F6)'
    )
  })

  it('keeps the failure message and stack trace', () => {
    const failure = `<failure><message><![CDATA[Expected: 2 But was: 3]]></message><stack-trace><![CDATA[at NS.Fixture.T() in /src/Tests/Fixture.cs:line 9]]></stack-trace></failure>`
    const parse = readReport(
      run3(fixture3(case3('result="Failed"', failure))),
      'f.xml'
    )
    expect(parse.report.suites[0]?.failedCases[0]).toMatchObject({
      suite: 'NS.Fixture',
      name: 'NS.Fixture.T',
      kind: 'failure',
      message: 'Expected: 2 But was: 3',
      trace: 'at NS.Fixture.T() in /src/Tests/Fixture.cs:line 9'
    })
  })
})

describe('N5: NUnit 2 outcomes', () => {
  const run2 = (cases: string) => `<?xml version="1.0"?>
<test-results name="Tests.dll" total="1" errors="0" failures="0" not-run="0" date="2009-03-19" time="10:34:42">
  <test-suite type="Assembly" name="C:\\build\\Tests.dll" executed="True" result="Success" success="True" time="0,015">
    <results><test-suite type="Namespace" name="NS"><results><test-suite type="Namespace" name="Sub"><results>
      <test-suite type="TestFixture" name="Fixture" executed="True" result="Success" success="True"><results>${cases}</results></test-suite>
    </results></test-suite></results></test-suite></results>
  </test-suite>
</test-results>`
  const rows: [string, 'passed' | 'failures' | 'errors' | 'skipped'][] = [
    ['result="Success" success="True"', 'passed'],
    ['result="Failure" success="False"', 'failures'],
    ['result="Error" success="False"', 'errors'],
    ['result="Cancelled"', 'errors'],
    ['result="NotRunnable"', 'errors'],
    ['result="Ignored" executed="False"', 'skipped'],
    ['result="Skipped"', 'skipped'],
    ['result="Inconclusive" success="False"', 'skipped'],
    ['executed="False"', 'skipped'],
    ['executed="True" success="False"', 'failures'],
    ['executed="True" success="True"', 'passed'],
    ['executed="True"', 'errors']
  ]
  it.each(rows)(
    '%s counts as %s; the suite is the namespace path and fixture',
    (attributes, kind) => {
      const parse = readReport(
        run2(`<test-case name="NS.Sub.Fixture.T" ${attributes}/>`),
        'n2.xml'
      )
      expect(parse.report.format).toBe('nunit2')
      expect(counts(parse)).toEqual([
        {
          name: 'NS.Sub.Fixture',
          total: 1,
          failures: kind === 'failures' ? 1 : 0,
          errors: kind === 'errors' ? 1 : 0,
          skipped: kind === 'skipped' ? 1 : 0
        }
      ])
    }
  )

  it('F7: a passed or skipped case holding a <failure> is a failure, with a warning', () => {
    const parse = readReport(
      run2(
        '<test-case name="T" result="Success" success="True"><failure><message>boom</message></failure></test-case>'
      ),
      'f7.xml'
    )
    expect(counts(parse)[0]).toMatchObject({ failures: 1 })
    expect(messages(parse).join('\n')).toContain(
      'holds a <failure> counts as a failure (F7)'
    )
  })

  it('N7: NUnit 2 time in the machine culture (a decimal comma); N8: date + time read as UTC', () => {
    const parse = readReport(
      run2(
        '<test-case name="a" result="Success" time="0,015"/><test-case name="b" result="Success" time="1,234.5"/>'
      ),
      'times.xml'
    )
    expect(results(parse)[0]).toMatchObject({
      duration: 1234.515,
      timestamp: 1237458882
    })
  })

  it('N3: NUnit 2.2/2.4 write no type: every suite but the outermost is a namespace', () => {
    const parse = readReport(
      `<test-results name="p" total="2" failures="1" not-run="0" date="2009-03-19" time="10:34:42">
  <test-suite name="C:\\p\\Tests.dll" success="False"><results>
    <test-suite name="NS" success="False"><results>
      <test-suite name="Fixture" success="False"><results>
        <test-case name="NS.Fixture.A" executed="True" success="True"/>
        <test-case name="NS.Fixture.B" executed="True" success="False"><failure><message>no</message></failure></test-case>
      </results></test-suite>
    </results></test-suite>
  </results></test-suite>
</test-results>`,
      'n24.xml'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.Fixture', total: 2, failures: 1, errors: 0, skipped: 0 }
    ])
  })
})
