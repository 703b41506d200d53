/** NUnit rules N1-N3 and N6-N9 of docs/counting.md (Report formats, NUnit). */
import { describe, expect, it } from 'vitest'
import { case3, fixture3, run3 } from './nunit-xml.js'
import { counts, messages, readReport, results } from './read.js'

describe('N3: NUnit 2.2 writes full names and nests its assembly in a project', () => {
  it('a name already under its namespace is not prefixed again; assembly suites are not namespaces', () => {
    const parse = readReport(
      `<test-results name="C:\\p\\Tests.dll" total="2" failures="1" not-run="0" date="2006-04-22" time="12:47:24">
  <test-suite name="C:\\p\\Tests.dll" success="False"><results>
    <test-suite name="C:\\p\\Tests.dll" success="False"><results>
      <test-suite name="UnitTests" success="False"><results>
        <test-suite name="UnitTests.Core" success="False"><results>
          <test-suite name="UnitTests.Core.MainClassTest" success="False"><results>
            <test-case name="UnitTests.Core.MainClassTest.A" executed="True" success="True"/>
            <test-case name="UnitTests.Core.MainClassTest.B" executed="True" success="False"/>
          </results></test-suite>
        </results></test-suite>
      </results></test-suite>
    </results></test-suite>
  </results></test-suite>
</test-results>`,
      'n22.xml'
    )
    expect(counts(parse)).toEqual([
      {
        name: 'UnitTests.Core.MainClassTest',
        total: 2,
        failures: 1,
        errors: 0,
        skipped: 0
      }
    ])
  })
})

describe('N1-N3: cases and suites', () => {
  it('parameterised methods stay in their fixture; fixture instances are their own suites', () => {
    const body =
      fixture3(
        `<test-suite type="ParameterizedMethod" name="P" fullname="NS.Fixture.P" result="Failed">${case3('result="Passed"')}${case3('result="Failed"')}</test-suite>${case3('result="Passed"')}`
      ) +
      `<test-suite type="ParameterizedFixture" name="G" fullname="NS.G" result="Passed">
        <test-suite type="TestFixture" name="G(1)" fullname="NS.G(1)" result="Passed">${case3('result="Passed"')}</test-suite>
        <test-suite type="TestFixture" name="G(2)" fullname="NS.G(2)" result="Passed">${case3('result="Skipped"')}</test-suite>
      </test-suite>`
    expect(counts(readReport(run3(body), 'p.xml'))).toEqual([
      { name: 'NS.Fixture', total: 3, failures: 1, errors: 0, skipped: 0 },
      { name: 'NS.G(1)', total: 1, failures: 0, errors: 0, skipped: 0 },
      { name: 'NS.G(2)', total: 1, failures: 0, errors: 0, skipped: 1 }
    ])
  })

  it('a case directly under the root goes to a suite named after the file', () => {
    const parse = readReport(
      `<test-run id="1" result="Passed"><test-case name="Lone" fullname="Lone" result="Passed"/></test-run>`,
      'dir/lonely.XML'
    )
    expect(counts(parse)).toEqual([
      { name: 'lonely', total: 1, failures: 0, errors: 0, skipped: 0 }
    ])
  })

  it('N2: an NUnit 3 listing (--explore) is skipped with a notice', () => {
    const parse = readReport(
      `<test-run id="2" testcasecount="1"><test-suite type="Assembly" id="0-1" name="a.dll" fullname="a.dll" runstate="Runnable" testcasecount="1"><test-case id="0-2" name="T" fullname="NS.T" runstate="Runnable"/></test-suite></test-run>`,
      'explore.xml'
    )
    expect(parse.report.suites).toEqual([])
    expect(messages(parse).join('\n')).toContain(
      'an NUnit 3 test listing (--explore)'
    )
  })
})

describe('N6: a suite that failed by itself does not vanish', () => {
  it('a fixture whose tear-down failed, with passing cases, adds one errored test', () => {
    const parse = readReport(
      run3(
        fixture3(
          case3('result="Passed"'),
          'result="Failed" site="TearDown"><failure><message>OneTimeTearDown: boom</message></failure'
        )
      ),
      'teardown.xml'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.Fixture', total: 2, failures: 0, errors: 1, skipped: 0 }
    ])
    expect(parse.report.suites[0]?.failedCases[0]).toMatchObject({
      name: '(suite)',
      message: 'OneTimeTearDown: boom'
    })
  })

  it('a fixture that could not be built (no cases) counts as one error', () => {
    const parse = readReport(
      run3(fixture3('', 'result="Failed" label="Error"'), 'result="Failed"'),
      'ctor.xml'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.Fixture', total: 1, failures: 0, errors: 1, skipped: 0 }
    ])
  })

  it('a failed set-up that failed every case (site="Parent") adds nothing', () => {
    const parse = readReport(
      run3(
        fixture3(
          case3('result="Failed" site="Parent"') +
            case3('result="Failed" site="Parent"'),
          'result="Failed" site="SetUp"'
        )
      ),
      'setup.xml'
    )
    expect(counts(parse)[0]).toMatchObject({ total: 2, failures: 2, errors: 0 })
  })

  it.each(['Failed:Cancelled', 'Failed(Child)', 'failed : Error (Parent)'])(
    'a run whose result reads %s (Unity writes the ResultState text) is Failed',
    (result) => {
      const parse = readReport(
        run3(fixture3(case3('result="Passed"')), `result="${result}"`),
        'unity.xml'
      )
      expect(counts(parse)[1]).toEqual({
        name: 'unity',
        total: 1,
        failures: 0,
        errors: 1,
        skipped: 0
      })
    }
  )

  it('a cancelled run with passing cases adds an error to the file suite', () => {
    const parse = readReport(
      run3(
        fixture3(case3('result="Passed"')),
        'result="Failed" label="Cancelled"'
      ),
      'cancelled.xml'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.Fixture', total: 1, failures: 0, errors: 0, skipped: 0 },
      { name: 'cancelled', total: 1, failures: 0, errors: 1, skipped: 0 }
    ])
  })
})

describe('N7-N9: durations, timestamps, header', () => {
  it('a suite takes the sum of its case durations, else its own', () => {
    const timed = fixture3(
      case3('result="Passed" duration="0.1"') +
        case3('result="Passed" duration="0.2"'),
      'result="Passed" duration="9"'
    )
    const untimed = `<test-suite type="TestFixture" name="U" fullname="NS.U" result="Passed" duration="1.5">${case3('result="Passed"')}</test-suite>`
    expect(
      results(readReport(run3(timed + untimed), 'd.xml')).map((r) => r.duration)
    ).toEqual([0.3, 1.5])
  })

  it('the fixture start-time, else the nearest suite, else the run; an unreadable one is left out with a warning', () => {
    const own = fixture3(
      case3('result="Passed"'),
      'result="Passed" start-time="2020-01-01T00:00:00Z"'
    )
    const inherited = `<test-suite type="TestFixture" name="I" fullname="NS.I" result="Passed">${case3('result="Passed"')}</test-suite>`
    const parse = readReport(run3(own + inherited), 's.xml')
    expect(results(parse).map((r) => r.timestamp)).toEqual([
      1577836800, 1553690717
    ])
    const bare = readReport(
      run3(inherited, 'result="Passed" start-time="11:34:27"'),
      'bare.xml'
    )
    expect(results(bare)[0]?.timestamp).toBeUndefined()
    expect(messages(bare).join('\n')).toContain(
      'test-run start-time "11:34:27"'
    )
  })

  it('a parameterised method keeps its fixture start-time and own time (N7, N8)', () => {
    const method = `<test-suite type="ParameterizedMethod" name="M" fullname="NS.Fixture.M" result="Passed" start-time="2021-06-01 10:00:05Z" duration="5">${case3('result="Passed"')}</test-suite>`
    const parse = readReport(
      run3(
        fixture3(
          method,
          'result="Passed" start-time="2021-06-01 10:00:00Z" duration="7"'
        )
      ),
      'pm.xml'
    )
    expect(results(parse)).toMatchObject([
      { name: 'NS.Fixture', timestamp: 1622541600, duration: 7 }
    ])
  })

  it('N9: with no test-case, the root counts are one suite', () => {
    const n3 = readReport(
      '<test-run id="1" result="Failed" total="7" failed="2" skipped="1" inconclusive="1"/>',
      'header3.xml'
    )
    expect(counts(n3)).toEqual([
      { name: 'header3', total: 7, failures: 2, errors: 0, skipped: 2 }
    ])
    const n2 = readReport(
      '<test-results name="x" total="5" errors="1" failures="1" not-run="2"/>',
      'header2.xml'
    )
    expect(counts(n2)).toEqual([
      { name: 'header2', total: 7, failures: 1, errors: 1, skipped: 2 }
    ])
  })

  it('N9 with an N6 error already in the file suite: the header counts as stated, the error adds its own test', () => {
    const parse = readReport(
      '<test-run id="2" result="Failed" total="0" failed="3"><test-suite type="ParameterizedMethod" name="M" fullname="NS.M" result="Failed"/></test-run>',
      'both.xml'
    )
    expect(counts(parse)).toEqual([
      { name: 'both', total: 1, failures: 3, errors: 1, skipped: 0 }
    ])
  })

  it('F1: a test-suite root is NUnit 3 with fullname or runstate, else NUnit 2', () => {
    const three = readReport(
      `<test-suite type="TestFixture" name="F" fullname="NS.F" result="Failed">${case3('result="Failed"')}</test-suite>`,
      'frag3.xml'
    )
    expect(three.report.format).toBe('nunit3')
    expect(counts(three)).toEqual([
      { name: 'NS.F', total: 1, failures: 1, errors: 0, skipped: 0 }
    ])
    const two = readReport(
      '<test-suite type="TestFixture" name="F" result="Success"><results><test-case name="T" result="Success"/></results></test-suite>',
      'frag2.xml'
    )
    expect(two.report.format).toBe('nunit2')
  })
})
