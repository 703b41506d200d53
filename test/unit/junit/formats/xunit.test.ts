/** xUnit.net rules X1-X8 of docs/counting.md (Report formats, xUnit.net). */
import { describe, expect, it } from 'vitest'
import { counts, messages, readReport, results } from './read.js'

const assembly = (
  body: string,
  attributes = 'total="1" passed="1" failed="0" skipped="0"'
) =>
  `<assembly name="/src/Tests/bin/Tests.dll" run-date="2021-04-20" run-time="06:31:31" test-framework="xUnit.net 2.4.1" ${attributes}>${body}</assembly>`
const v2 = (...assemblies: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?><assemblies timestamp="04/20/2021 06:31:31">${assemblies.join('')}</assemblies>`
const collection = (tests: string, name = 'Test collection for NS.Calc') =>
  `<collection total="1" passed="1" failed="0" skipped="0" name="${name}" time="0.1">${tests}</collection>`
const test = (result: string | undefined, extra = '', body = '') =>
  `<test name="NS.Calc.Adds" type="NS.Calc" method="Adds" time="0.25" ${result === undefined ? '' : `result="${result}"`} ${extra}>${body}</test>`

describe('X4: outcomes', () => {
  const rows: [
    string | undefined,
    'passed' | 'failures' | 'errors' | 'skipped'
  ][] = [
    ['Pass', 'passed'],
    ['Fail', 'failures'],
    ['Skip', 'skipped'],
    ['NotRun', 'skipped'],
    [' fail ', 'failures'],
    ['Exploded', 'errors'],
    [undefined, 'errors']
  ]
  it.each(rows)('%s counts as %s', (result, kind) => {
    const parse = readReport(v2(assembly(collection(test(result)))), 'x.xml')
    expect(counts(parse)).toEqual([
      {
        name: 'NS.Calc',
        total: 1,
        failures: kind === 'failures' ? 1 : 0,
        errors: kind === 'errors' ? 1 : 0,
        skipped: kind === 'skipped' ? 1 : 0
      }
    ])
  })

  it('a Pass or Skip holding a <failure> is a failure, with a warning', () => {
    const parse = readReport(
      v2(
        assembly(
          collection(
            test('Pass', '', '<failure><message>x</message></failure>')
          )
        )
      ),
      'x4.xml'
    )
    expect(counts(parse)[0]).toMatchObject({ failures: 1 })
    expect(messages(parse).join('\n')).toContain('(X4)')
  })

  it('keeps the failure message and stack trace', () => {
    const failure = `<failure exception-type="Xunit.Sdk.EqualException"><message><![CDATA[Assert.Equal() Failure]]></message><stack-trace><![CDATA[   at NS.Calc.Adds() in /src/Tests/Calc.cs:line 9]]></stack-trace></failure>`
    const parse = readReport(
      v2(assembly(collection(test('Fail', '', failure)))),
      'f.xml'
    )
    expect(parse.report.suites[0]?.failedCases[0]).toMatchObject({
      suite: 'NS.Calc',
      name: 'NS.Calc.Adds',
      message: 'Assert.Equal() Failure',
      trace: 'at NS.Calc.Adds() in /src/Tests/Calc.cs:line 9'
    })
  })
})

describe('X1-X3: assemblies and suites', () => {
  it("the test's type is its suite; several classes in one collection are split; keys are per assembly", () => {
    const shared =
      test('Pass') +
      '<test name="NS.Other.A" type="NS.Other" method="A" result="Fail" time="1"/>' +
      '<test name="loose" method="L" result="Pass" time="0"/>'
    const parse = readReport(
      v2(
        assembly(collection(shared, 'Shared')),
        assembly(collection(test('Skip')))
      ),
      'a.xml'
    )
    expect(parse.report.format).toBe('xunit2')
    expect(counts(parse)).toEqual([
      { name: 'NS.Calc', total: 1, failures: 0, errors: 0, skipped: 0 },
      { name: 'NS.Other', total: 1, failures: 1, errors: 0, skipped: 0 },
      { name: 'Shared', total: 1, failures: 0, errors: 0, skipped: 0 },
      { name: 'NS.Calc', total: 1, failures: 0, errors: 0, skipped: 1 }
    ])
  })

  it("v1: an <assembly> root with <class> elements (label xunit1); a test directly in the assembly takes the assembly's name", () => {
    const parse = readReport(
      `<assembly name="C:\\t\\Tests.dll" run-date="2013-03-14" run-time="15:04:05" configFile="x" time="0.5" total="3" passed="2" failed="1" skipped="0" environment="64-bit" test-framework="xUnit.net 1.9.1.1600">
  <class time="0.5" name="NS.V1" total="2" passed="1" failed="1" skipped="0">
    <test name="NS.V1.A" type="NS.V1" method="A" result="Pass" time="0.1"/>
    <test name="NS.V1.B" method="B" result="Fail" time="0.2"><failure exception-type="X"><message>no</message></failure></test>
  </class>
  <test name="Top" method="T" result="Pass" time="0.2"/>
</assembly>`,
      'v1.xml'
    )
    expect(parse.report.format).toBe('xunit1')
    expect(counts(parse)).toEqual([
      { name: 'NS.V1', total: 2, failures: 1, errors: 0, skipped: 0 },
      { name: 'C:\\t\\Tests.dll', total: 1, failures: 0, errors: 0, skipped: 0 }
    ])
    expect(results(parse)[0]).toMatchObject({
      duration: 0.3,
      timestamp: 1363273445
    })
  })
})

describe('X5: errors of the assembly do not vanish', () => {
  it('each error is an errored test, in its class when that class has tests, else in the assembly', () => {
    const errors = `<errors>
  <error type="test-class-cleanup" name="NS.Calc"><failure exception-type="X"><message>Dispose failed</message><stack-trace>at NS.Calc.Dispose() in /src/Calc.cs:line 40</stack-trace></failure></error>
  <error type="assembly-cleanup" name="/src/Tests/bin/Tests.dll"><failure><message>fixture</message></failure></error>
  <error type="fatal"><failure><message>crash</message></failure></error>
</errors>`
    const parse = readReport(
      v2(assembly(collection(test('Pass')) + errors)),
      'e.xml'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.Calc', total: 2, failures: 0, errors: 1, skipped: 0 },
      {
        name: '/src/Tests/bin/Tests.dll',
        total: 2,
        failures: 0,
        errors: 2,
        skipped: 0
      }
    ])
    expect(parse.report.suites[0]?.failedCases[0]).toMatchObject({
      name: '(test-class-cleanup)',
      kind: 'error',
      message: 'Dispose failed'
    })
  })

  it('a <failure> directly in a class, collection or assembly is an errored test', () => {
    const parse = readReport(
      v2(
        assembly(
          `${collection(test('Pass') + '<failure><message>collection fixture</message></failure>', 'NS.Calc')}<failure><message>assembly</message></failure>`
        )
      ),
      'c.xml'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.Calc', total: 2, failures: 0, errors: 1, skipped: 0 },
      {
        name: '/src/Tests/bin/Tests.dll',
        total: 1,
        failures: 0,
        errors: 1,
        skipped: 0
      }
    ])
  })
})

describe('X6-X8: times, timestamps, header', () => {
  it('times are summed per suite; v3 start-rtf wins over run-date and run-time (read as UTC)', () => {
    const tests =
      test('Pass') + test('Pass', 'time="0.5"').replace('time="0.25" ', '')
    const v3 = readReport(
      v2(
        assembly(
          collection(tests),
          'start-rtf="2024-05-01T10:00:00.1234567+02:00" total="2"'
        )
      ),
      'v3.xml'
    )
    expect(results(v3)[0]).toMatchObject({
      duration: 0.75,
      timestamp: 1714550400
    })
    const plain = readReport(v2(assembly(collection(test('Pass')))), 'v2.xml')
    expect(results(plain)[0]?.timestamp).toBe(1618900291)
  })

  it('X8: an assembly with no test and no error counts by its attributes (total at least the rest)', () => {
    const parse = readReport(
      v2(
        assembly('', 'total="2" passed="0" failed="2" skipped="1" errors="1"')
      ),
      'h.xml'
    )
    expect(counts(parse)).toEqual([
      {
        name: '/src/Tests/bin/Tests.dll',
        total: 4,
        failures: 2,
        errors: 1,
        skipped: 1
      }
    ])
  })

  it('X8: errors or skipped stated without total or failed still count', () => {
    const parse = readReport(
      v2(assembly('<errors />', 'errors="2"'), assembly('', 'skipped="3"')),
      'h.xml'
    )
    expect(counts(parse)).toEqual([
      {
        name: '/src/Tests/bin/Tests.dll',
        total: 2,
        failures: 0,
        errors: 2,
        skipped: 0
      },
      {
        name: '/src/Tests/bin/Tests.dll',
        total: 3,
        failures: 0,
        errors: 0,
        skipped: 3
      }
    ])
  })
})
