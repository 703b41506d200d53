/** TRX rules T1-T9 of docs/counting.md (Report formats, TRX). */
import { describe, expect, it } from 'vitest'
import { counts, messages, readReport, results } from './read.js'

const NS = 'http://microsoft.com/schemas/VisualStudio/TeamTest/2010'

interface Run {
  results?: string
  definitions?: string
  summary?: string
  times?: string
  namespace?: string
}

function trx(run: Run): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<TestRun id="r" name="run" xmlns="${run.namespace ?? NS}">
  ${run.times ?? ''}
  <TestSettings name="default"><Execution><TestTypeSpecific/></Execution></TestSettings>
  <Results>${run.results ?? ''}</Results>
  <TestDefinitions>${run.definitions ?? ''}</TestDefinitions>
  ${run.summary ?? ''}
</TestRun>`
}

const result = (
  id: string,
  outcome: string | undefined,
  extra = '',
  body = ''
) =>
  `<UnitTestResult testId="${id}" testName="Test_${id}" ${outcome === undefined ? '' : `outcome="${outcome}"`} ${extra}>${body}</UnitTestResult>`
const definition = (id: string, className: string) =>
  `<UnitTest name="Test_${id}" id="${id}"><Execution id="e"/><TestMethod codeBase="x.dll" className="${className}" name="Test_${id}"/></UnitTest>`

/** One result of `outcome` in class `C`: its suite's counts. */
function one(outcome: string | undefined) {
  return readReport(
    trx({
      results: result('a', outcome),
      definitions: definition('a', 'NS.C')
    }),
    'one.trx'
  )
}

describe('T4: every TRX outcome, never greener', () => {
  const rows: [string, 'passed' | 'failures' | 'errors' | 'skipped'][] = [
    ['Passed', 'passed'],
    ['Completed', 'passed'],
    ['PassedButRunAborted', 'passed'],
    ['Warning', 'passed'],
    ['Failed', 'failures'],
    ['Timeout', 'failures'],
    ['Error', 'errors'],
    ['Aborted', 'errors'],
    ['Disconnected', 'errors'],
    ['NotRunnable', 'errors'],
    ['InProgress', 'errors'],
    ['Pending', 'errors'],
    ['NotExecuted', 'skipped'],
    ['Inconclusive', 'skipped']
  ]
  it.each(rows)('%s counts as %s', (outcome, kind) => {
    const [suite] = counts(one(outcome))
    expect(suite).toEqual({
      name: 'NS.C',
      total: 1,
      failures: kind === 'failures' ? 1 : 0,
      errors: kind === 'errors' ? 1 : 0,
      skipped: kind === 'skipped' ? 1 : 0
    })
  })

  it('F6: outcome words are trimmed and compared case-insensitively', () => {
    expect(counts(one(' tImEoUt '))[0]?.failures).toBe(1)
    expect(counts(one('notexecuted'))[0]?.skipped).toBe(1)
  })

  it('F6: an unknown or missing outcome is an error, with a warning quoting it', () => {
    const unknown = one('Exploded')
    expect(counts(unknown)[0]?.errors).toBe(1)
    expect(messages(unknown)).toContain(
      'warning: a result with outcome "exploded" counts as an error (F6)'
    )
    const missing = one(undefined)
    expect(counts(missing)[0]?.errors).toBe(1)
    expect(messages(missing).join('\n')).toContain('no outcome')
  })

  it('Warning results are noted for the summary', () => {
    expect(messages(one('Warning'))).toContain(
      'notice: 1 test(s) passed with a warning (outcome Warning); counted as passed'
    )
  })
})

describe('T1-T3: results, definitions, suites by class', () => {
  it('every *TestResult and TestResultAggregation in Results counts; class up to the first comma', () => {
    const parse = readReport(
      trx({
        results:
          result('a', 'Passed') +
          '<WebTestResult testId="w" testName="web" outcome="Failed"/>' +
          '<GenericTestResult testId="g" testName="gen" outcome="Passed"/>' +
          '<TestResultAggregation testId="o" testName="ordered" outcome="Error"/>' +
          result('b', 'Failed'),
        definitions:
          definition(
            'a',
            'NS.First, NS.Tests, Version=1.0.0.0, Culture=neutral'
          ) +
          definition('b', ' NS.First ') +
          '<WebTest id="w" name="web"/><OrderedTest id="o" name="ordered"/>'
      }),
      'results/MyRun.TRX'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.First', total: 2, failures: 1, errors: 0, skipped: 0 },
      { name: 'MyRun', total: 3, failures: 1, errors: 1, skipped: 0 }
    ])
  })

  it('suites are ordered by their first result; results outside Results do not count', () => {
    const parse = readReport(
      trx({
        results:
          result('b', 'Passed') +
          result('a', 'Passed') +
          result('b2', 'Passed'),
        definitions:
          definition('a', 'A') + definition('b', 'B') + definition('b2', 'B')
      }).replace(
        '<TestDefinitions>',
        `<TestEntries>${result('x', 'Failed')}</TestEntries><TestDefinitions>`
      ),
      'order.trx'
    )
    expect(counts(parse).map((s) => [s.name, s.total])).toEqual([
      ['B', 2],
      ['A', 1]
    ])
  })

  it('keeps the failure message and the stack trace with its file and line', () => {
    const body = `<Output><StdOut>noise</StdOut><ErrorInfo><Message>Assert.Equal() Failure
Expected: 1</Message><StackTrace>   at Calc.Tests.Adds() in /src/Calc.Tests/CalcTests.cs:line 9</StackTrace></ErrorInfo></Output>`
    const parse = readReport(
      trx({
        results: result('a', 'Failed', '', body),
        definitions: definition('a', 'Calc.Tests')
      }),
      'trace.trx'
    )
    const [failed] = parse.report.suites[0]?.failedCases ?? []
    expect(failed).toMatchObject({
      suite: 'Calc.Tests',
      name: 'Test_a',
      kind: 'failure',
      message: 'Assert.Equal() Failure\nExpected: 1'
    })
    expect(failed?.trace).toContain('in /src/Calc.Tests/CalcTests.cs:line 9')
  })

  it('the 2006 namespace (VS 2005/2008) is TRX too', () => {
    const parse = readReport(
      trx({
        namespace: 'http://microsoft.com/schemas/VisualStudio/TeamTest/2006',
        results: result('a', 'Failed'),
        definitions: definition('a', 'Old.Tests, Old')
      }),
      'old.trx'
    )
    expect(parse.report.format).toBe('trx')
    expect(counts(parse)[0]).toMatchObject({ name: 'Old.Tests', failures: 1 })
  })
})

describe('T5: data-driven and ordered tests', () => {
  const rows = (...outcomes: string[]) =>
    `<InnerResults>${outcomes.map((o, k) => result(`row${k}`, o, 'resultType="DataDrivenDataRow"')).join('')}</InnerResults>`

  it('a parent counts as its rows, which take its class', () => {
    const parse = readReport(
      trx({
        results: result(
          'p',
          'Failed',
          'resultType="DataDrivenTest"',
          rows('Passed', 'Failed', 'Passed')
        ),
        definitions: definition('p', 'NS.Data')
      }),
      'rows.trx'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.Data', total: 3, failures: 1, errors: 0, skipped: 0 }
    ])
  })

  it('a parent more severe than every row adds one test (a data source that failed)', () => {
    const parse = readReport(
      trx({
        results: result('p', 'Error', '', rows('Passed', 'Passed')),
        definitions: definition('p', 'NS.Data')
      }),
      'source.trx'
    )
    expect(counts(parse)[0]).toMatchObject({ total: 3, errors: 1, failures: 0 })
  })

  it('nested inner results count their leaves; a result written twice counts twice', () => {
    const ordered = `<TestResultAggregation testId="o" testName="ordered" outcome="Failed"><InnerResults>${result('a', 'Passed')}${result('p', 'Failed', '', rows('Failed', 'Passed'))}</InnerResults></TestResultAggregation>`
    const parse = readReport(
      trx({
        results: ordered + result('a', 'Passed'),
        definitions: definition('a', 'NS.A') + definition('p', 'NS.P')
      }),
      'ordered.trx'
    )
    expect(counts(parse)).toEqual([
      { name: 'NS.A', total: 2, failures: 0, errors: 0, skipped: 0 },
      { name: 'NS.P', total: 2, failures: 1, errors: 0, skipped: 0 }
    ])
  })
})

describe('T6: durations', () => {
  const timed = (...extras: string[]) =>
    readReport(
      trx({
        results: extras
          .map((extra, k) => result(`t${k}`, 'Passed', extra))
          .join(''),
        definitions: extras.map((_, k) => definition(`t${k}`, 'T')).join('')
      }),
      'times.trx'
    )

  it('a TimeSpan is read exactly and truncated to microseconds; days are allowed', () => {
    expect(results(timed('duration="00:00:00.0001237"'))[0]?.duration).toBe(
      0.000123
    )
    expect(results(timed('duration="1.00:00:01.5"'))[0]?.duration).toBe(86401.5)
    expect(
      results(timed('duration="00:00:00.1"', 'duration="00:00:00.2"'))[0]
        ?.duration
    ).toBe(0.3)
  })

  it('without duration, endTime minus startTime; without either, no time', () => {
    const parse = timed(
      'startTime="2020-01-01T10:00:00.5000000+02:00" endTime="2020-01-01T08:00:01.7500001Z"',
      ''
    )
    expect(results(parse)[0]?.duration).toBe(1.25)
  })

  it('a negative or unreadable duration counts 0, with a warning', () => {
    const parse = timed(
      'duration="-00:00:01"',
      'duration="soon"',
      'duration="00:00:02"'
    )
    expect(results(parse)[0]?.duration).toBe(2)
    expect(messages(parse).join('\n')).toMatch(
      /duration "-00:00:01" is negative; counted as 0/
    )
    expect(messages(parse).join('\n')).toMatch(
      /duration "soon" is unreadable; counted as 0/
    )
  })
})

describe('T7: the header and the run', () => {
  const counters = (attributes: string, outcome = 'Completed') =>
    `<ResultSummary outcome="${outcome}"><Counters ${attributes}/><RunInfos><RunInfo computerName="m" outcome="Error"><Text>The active test run was aborted. Reason: Test host process crashed</Text></RunInfo></RunInfos></ResultSummary>`

  it('results win over Counters, with a warning when the failing counts differ', () => {
    const parse = readReport(
      trx({
        results: result('a', 'Failed'),
        definitions: definition('a', 'A'),
        summary: counters('total="5" failed="3" error="0"')
      }),
      'header.trx'
    )
    expect(counts(parse)[0]).toMatchObject({ total: 1, failures: 1 })
    expect(messages(parse)).toContain(
      'warning: ResultSummary/Counters state 3 failing result(s), the file holds 1; the results are counted'
    )
  })

  it('with no result at all, Counters are one suite named after the file', () => {
    const parse = readReport(
      trx({
        summary: counters(
          'total="9" failed="1" timeout="1" error="1" aborted="1" notRunnable="1" disconnected="1" inProgress="0" pending="0" notExecuted="1" inconclusive="1"'
        )
      }),
      'counters-only.trx'
    )
    expect(counts(parse)).toEqual([
      { name: 'counters-only', total: 9, failures: 2, errors: 4, skipped: 2 }
    ])
  })

  it('an aborted run with no failing result adds one errored test, with the run message', () => {
    const parse = readReport(
      trx({
        results: result('a', 'Passed'),
        definitions: definition('a', 'A'),
        summary: counters('total="1" passed="1"', 'Aborted')
      }),
      'crash.trx'
    )
    expect(counts(parse)).toEqual([
      { name: 'A', total: 1, failures: 0, errors: 0, skipped: 0 },
      { name: 'crash', total: 1, failures: 0, errors: 1, skipped: 0 }
    ])
    const failed = parse.report.suites[1]?.failedCases[0]
    expect(failed).toMatchObject({ name: '(run)', kind: 'error' })
    expect(failed?.trace).toContain('Test host process crashed')
  })

  it.each([
    'Error',
    'Timeout',
    'Disconnected',
    'PassedButRunAborted',
    'InProgress',
    'Pending'
  ])('run outcome %s with no failing test adds an error', (outcome) => {
    const parse = readReport(
      trx({
        results: result('a', 'Passed'),
        definitions: definition('a', 'A'),
        summary: counters('total="1"', outcome)
      }),
      'run.trx'
    )
    expect(results(parse).reduce((n, r) => n + r.errors, 0)).toBe(1)
  })

  it('run outcome Failed alone adds nothing; an aborted run with a failing test adds nothing', () => {
    const failedRun = readReport(
      trx({
        results: result('a', 'Passed'),
        definitions: definition('a', 'A'),
        summary: counters('total="1" passed="1"', 'Failed')
      }),
      'failed.trx'
    )
    expect(counts(failedRun)).toEqual([
      { name: 'A', total: 1, failures: 0, errors: 0, skipped: 0 }
    ])
    const abortedWithFailure = readReport(
      trx({
        results: result('a', 'Failed'),
        definitions: definition('a', 'A'),
        summary: counters('total="1" failed="1"', 'Aborted')
      }),
      'aborted.trx'
    )
    expect(counts(abortedWithFailure)).toEqual([
      { name: 'A', total: 1, failures: 1, errors: 0, skipped: 0 }
    ])
  })
})

describe('T8, T9: timestamp and encodings', () => {
  const run = (times: string) =>
    trx({
      times,
      results: result('a', 'Passed') + result('b', 'Passed'),
      definitions: definition('a', 'A') + definition('b', 'B')
    })

  it('every suite takes Times/@start, else @creation', () => {
    const parse = readReport(
      run(
        '<Times creation="2015-07-08T10:00:00Z" start="2015-07-08T10:53:01.1234567+02:00" finish="x"/>'
      ),
      'times.trx'
    )
    expect(results(parse).map((r) => r.timestamp)).toEqual([
      1436345581, 1436345581
    ])
    const creation = readReport(
      run('<Times creation="2015-07-08T10:00:00Z"/>'),
      'c.trx'
    )
    expect(results(creation)[0]?.timestamp).toBe(1436349600)
  })

  it('an unreadable start is left out with one warning', () => {
    const parse = readReport(run('<Times start="yesterday"/>'), 'bad-time.trx')
    expect(results(parse)[0]?.timestamp).toBeUndefined()
    expect(
      messages(parse).filter((m) => m.includes('Times start'))
    ).toHaveLength(1)
  })

  it('reads UTF-8 with a BOM and UTF-16 (LE and BE) with a BOM', () => {
    const text = trx({
      results: result('a', 'Failed'),
      definitions: definition('a', 'Ünï.Cödé')
    })
    const bom8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(text)
    ])
    const le = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(text.replace('utf-8', 'utf-16'), 'utf16le')
    ])
    const be = Buffer.from(le)
    be.swap16()
    for (const [bytes, name] of [
      [bom8, 'bom.trx'],
      [le, 'le.trx'],
      [be, 'be.trx']
    ] as const) {
      expect(counts(readReport(bytes, name))).toEqual([
        { name: 'Ünï.Cödé', total: 1, failures: 1, errors: 0, skipped: 0 }
      ])
    }
  })
})
