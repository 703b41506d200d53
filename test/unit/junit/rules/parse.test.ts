import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Note } from '../../../../src/junit/index.js'
import {
  createSuiteParser,
  type ParsedDocument
} from '../../../../src/junit/rules/index.js'
import { fixture } from '../../../support/paths.js'

const VALID = fixture('junit', 'valid')

function parse(
  file: string,
  size = 1 << 20,
  fileName = file
): { doc: ParsedDocument; notes: Note[] } {
  const bytes = readFileSync(path.join(VALID, file))
  const notes: Note[] = []
  const parser = createSuiteParser({ fileName, note: (n) => notes.push(n) })
  for (let i = 0; i < bytes.length; i += size)
    parser.write(bytes.subarray(i, i + size))
  return { doc: parser.end(), notes }
}

const results = (file: string) => parse(file).doc.suites.map((s) => s.result)
const messages = (notes: Note[], level: Note['level']) =>
  notes
    .filter((n) => n.level === level)
    .map((n) => `${n.suite ?? ''}: ${n.message}`)

describe('one entry per top-level suite', () => {
  test('nested suites fold into the top-level one (counts and times)', () => {
    expect(results('nested-fold.xml')).toEqual([
      {
        name: 'outer',
        total: 3,
        failures: 1,
        errors: 1,
        skipped: 0,
        duration: 3.75,
        timestamp: 1704110400
      }
    ])
  })

  test('several roots: the JUnit ones count, a foreign one is noticed', () => {
    const { doc, notes } = parse('multiple-roots.xml')
    expect(doc.roots).toEqual(['testsuite', 'testsuite', 'coverage'])
    expect(doc.suites.map((s) => [s.result.name, s.result.failures])).toEqual([
      ['first', 0],
      ['second', 1]
    ])
    expect(messages(notes, 'notice')).toContain(
      ': root element <coverage> ignored: not <testsuites> or <testsuite>'
    )
  })

  test('concatenated documents, each with its declaration, are all read', () => {
    expect(results('concatenated.xml').map((r) => r.name)).toEqual([
      'one',
      'two'
    ])
  })

  test('a file without a JUnit root is reported as not JUnit', () => {
    const { doc } = parse('foreign-root.xml')
    expect(doc).toEqual({ roots: ['project'], junit: false, suites: [] })
  })

  test('namespace prefixes do not matter', () => {
    expect(results('namespaces.xml')).toMatchObject([
      { name: 'prefixed', total: 2, failures: 1, skipped: 1 }
    ])
  })

  test('the name falls back to the file name without .xml, any case', () => {
    const { doc } = parse(
      'name-fallback.xml',
      1 << 20,
      'reports/Unit-Tests.XML'
    )
    expect(doc.suites.map((s) => s.result.name)).toEqual([
      'Unit-Tests',
      'Unit-Tests',
      'Unit-Tests'
    ])
  })
})

describe('counting', () => {
  test('a case counts as its most severe result', () => {
    const { doc, notes } = parse('most-severe.xml')
    expect(doc.suites[0]?.result).toMatchObject({
      total: 3,
      errors: 2,
      failures: 1,
      skipped: 0
    })
    expect(messages(notes, 'notice')[0]).toContain(
      'Kosli CLI would have reported total 3, failures 1, errors 1, skipped 1'
    )
  })

  test('every skip marker counts', () => {
    expect(results('skip-markers.xml')[0]).toMatchObject({
      total: 11,
      skipped: 10,
      failures: 0
    })
  })

  test('flakyFailure/flakyError alone: passed and flaky', () => {
    const { doc, notes } = parse('flaky.xml')
    expect(doc.suites[0]).toMatchObject({
      flaky: 2,
      result: { total: 3, failures: 1 }
    })
    expect(messages(notes, 'notice')).toContain(
      'flaky: 2 flaky test(s): failed, then passed on a rerun'
    )
  })

  test('rerunFailure/rerunError add nothing to a final result, and count alone', () => {
    const { doc } = parse('rerun.xml')
    expect(doc.suites[0]?.result).toMatchObject({
      total: 4,
      failures: 3,
      errors: 1
    })
    expect(
      doc.suites[0]?.failedCases.map((c) => [c.name, c.kind, c.message])
    ).toEqual([
      ['final-failure', 'failure', 'final'],
      ['rerun-failure-only', 'failure', 'rerun only'],
      ['rerun-error-only', 'error', 'rerun error'],
      ['rerun-error-with-failure', 'failure', 'final']
    ])
  })

  test('a suite-level <error> is one errored test', () => {
    const { doc } = parse('suite-level-error.xml')
    expect(doc.suites[0]?.result).toMatchObject({
      total: 2,
      errors: 1,
      duration: 0.5
    })
    expect(doc.suites[0]?.failedCases).toEqual([
      {
        suite: 'setup',
        name: '(suite)',
        kind: 'error',
        message: 'beforeAll failed',
        trace:
          'java.lang.IllegalStateException: beforeAll failed\n\tat Setup.before(Setup.java:12)'
      }
    ])
  })

  test('a suite without cases takes its attribute counts', () => {
    expect(results('header-only.xml')).toEqual([
      {
        name: 'header',
        total: 9,
        failures: 1,
        errors: 2,
        skipped: 4,
        duration: 2.5
      },
      {
        name: 'skips-attribute',
        total: 4,
        failures: 0,
        errors: 0,
        skipped: 2,
        duration: 0
      },
      {
        name: 'zero-cases',
        total: 0,
        failures: 0,
        errors: 0,
        skipped: 0,
        duration: 0
      },
      {
        name: 'no-counts',
        total: 0,
        failures: 0,
        errors: 0,
        skipped: 0,
        duration: 0
      }
    ])
  })

  test('a header-only suite with suite-level errors raises errors and total', () => {
    expect(results('header-only-suite-errors.xml')[0]).toMatchObject({
      total: 2,
      errors: 2,
      failures: 0
    })
  })

  test('<testsuites> with counts and no suite is one suite', () => {
    const { doc, notes } = parse('testsuites-counts.xml')
    expect(doc.suites.map((s) => s.result)).toEqual([
      {
        name: 'summary',
        total: 4,
        failures: 1,
        errors: 0,
        skipped: 0,
        duration: 3.5,
        timestamp: 1709287200
      }
    ])
    const note = messages(notes, 'notice')[0] ?? ''
    expect(note).toMatch(/: The Kosli CLI would record no result .*\.$/)
    expect(note).not.toContain('the name')
  })

  test('counts are recursive; a header-only nested suite counts; stray cases do not', () => {
    expect(results('nested-header.xml')[0]).toMatchObject({
      name: 'outer',
      total: 3,
      failures: 1
    })
  })

  test('attributes that disagree with the cases: the cases win, with a warning', () => {
    const { doc, notes } = parse('header-mismatch.xml')
    expect(doc.suites[0]?.result).toMatchObject({ total: 2, failures: 1 })
    expect(messages(notes, 'warning')).toEqual([
      'mismatch: its attributes say tests=5, failures=2, errors=0, skipped=0 but its test cases give tests=2, failures=1, errors=0, skipped=0; the test cases are used'
    ])
  })

  test('repeated test cases (retries) are each counted', () => {
    expect(results('repeated-cases.xml')[0]).toMatchObject({
      total: 3,
      failures: 2
    })
  })
})

describe('numbers', () => {
  test('durations add in whole microseconds; unreadable ones warn; suite time is the fallback', () => {
    const { doc, notes } = parse('duration.xml')
    expect(doc.suites.map((s) => s.result.duration)).toEqual([1253.69008, 7.25])
    expect(messages(notes, 'warning')).toEqual([
      expect.stringMatching(
        /^exact-sum: 2 test case time\(s\) unreadable, counted as 0 \(the first: "abc"/
      )
    ])
  })

  test('nested durations: a suite with no timed case below it takes its own time, at every level', () => {
    const durations = (xml: string) =>
      parseText(xml).suites.map((s) => s.result.duration)
    // No case has a time: each level's own time stands, the outer one wins.
    expect(
      durations(
        '<testsuite name="o" time="10"><testsuite name="i" time="5"><testsuite name="l" time="2"/></testsuite><testcase name="a"/></testsuite>'
      )
    ).toEqual([10])
    // Without an own time, a suite adds its nested suites' durations.
    expect(
      durations(
        '<testsuite name="o"><testsuite time="2"><testsuite time="9"/></testsuite><testsuite time="3"/></testsuite>'
      )
    ).toEqual([5])
    // A timed case below: the sums, never a suite's own time.
    expect(
      durations(
        '<testsuite name="o" time="10"><testsuite time="5"><testcase name="a" time="1.5"/></testsuite><testsuite time="2"/></testsuite>'
      )
    ).toEqual([3.5])
    // A blank time is no time; an unreadable one is a time that adds 0.
    expect(
      durations(
        '<testsuite name="o" time="4"><testcase name="a" time=" "/></testsuite><testsuite name="p" time="4"><testcase name="a" time="x"/></testsuite>'
      )
    ).toEqual([4, 0])
  })

  test('the timestamp attribute counts even behind <properties>', () => {
    const { doc, notes } = parse('timestamp-properties.xml')
    expect(doc.suites[0]?.result.timestamp).toBe(1706745600)
    expect(messages(notes, 'notice')[0]).toContain(
      'a <properties> block hides the attribute'
    )
  })

  test('timestamps: offsets, epoch milliseconds, inherited, unreadable', () => {
    const { doc, notes } = parse('timestamps.xml')
    expect(doc.suites.map((s) => [s.result.name, s.result.timestamp])).toEqual([
      ['offset', 1704103200],
      ['compact-offset', 1704115800],
      ['epoch-ms', 1704110400],
      ['epoch-s', 1704110400],
      ['inherited', 1714885505],
      ['unreadable', undefined],
      ['go-zero', undefined]
    ])
    const warnings = messages(notes, 'warning')
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(/^unreadable: timestamp "yesterday"/)
  })
})

describe('failed cases', () => {
  test('message from the attribute or the first line; trace entity-decoded; file and line', () => {
    const cases = parse('failed-capture.xml').doc.suites[0]?.failedCases ?? []
    expect(cases[0]).toEqual({
      suite: 'capture',
      name: 'from-text',
      classname: 'com.example.A',
      kind: 'failure',
      message: 'expected <1> but was 2 & more',
      trace: 'expected <1> but was 2 & more\r\n\tat A.test(a.test.ts:42)',
      file: 'src/a.test.ts',
      line: 42
    })
    expect(cases[1]).toEqual({
      suite: 'capture',
      name: 'from-cdata',
      classname: 'B',
      kind: 'error',
      message: 'Error: <boom> & "quotes"',
      trace: 'Error: <boom> & "quotes"\n    at b.js:1'
    })
    expect(cases[2]?.message).toHaveLength(500)
  })

  test('at most 100 per suite; the rest are counted', () => {
    const body = '<testcase name="t"><failure>x</failure></testcase>'.repeat(
      130
    )
    const parser = createSuiteParser({
      fileName: 'many.xml',
      note: () => undefined
    })
    parser.write(Buffer.from(`<testsuite name="many">${body}</testsuite>`))
    const suite = parser.end().suites[0]
    expect(suite?.failedCases).toHaveLength(100)
    expect(suite?.failedCasesOmitted).toBe(30)
    expect(suite?.result.failures).toBe(130)
  })
})

describe('chunk boundaries', () => {
  const files = readdirSync(VALID)
  test.each(files)(
    '%s gives the same output in chunks of 1, 7, 64 and whole',
    (file) => {
      const whole = parse(file)
      for (const size of [1, 7, 64]) expect(parse(file, size)).toEqual(whole)
    }
  )
})

/** Parses `xml` in chunks of each size; fails unless every size agrees. */
function parseText(xml: string, sizes = [1, 5, 64, 1 << 20]): ParsedDocument {
  const bytes = Buffer.from(xml)
  const docs = sizes.map((size) => {
    const parser = createSuiteParser({ fileName: 't.xml', note: () => {} })
    for (let i = 0; i < bytes.length; i += size)
      parser.write(bytes.subarray(i, i + size))
    return parser.end()
  })
  for (const doc of docs.slice(1)) expect(doc).toEqual(docs[0])
  return docs[0] as ParsedDocument
}

describe('fast paths give what the general paths give', () => {
  test('plain decimal times and every other form of time add up alike', () => {
    const times = [
      '12.345',
      '0.0000019',
      '999999999.999999',
      '1234567890.5',
      '1.',
      '.5',
      '+1.5',
      '1.5e1',
      ' 2 ',
      '1,5',
      '100ms',
      '007.250'
    ]
    const cases = times.map((t) => `<testcase name="c" time="${t}"/>`)
    const doc = parseText(`<testsuite name="s">${cases.join('')}</testsuite>`)
    const micros = [
      12_345_000, 1, 999_999_999_999_999, 1_234_567_890_500_000, 1_000_000,
      500_000, 1_500_000, 15_000_000, 2_000_000, 1_500_000, 100_000, 7_250_000
    ]
    expect(doc.suites[0]?.result.duration).toBe(
      micros.reduce((a, b) => a + b) / 1e6
    )
  })

  test('attribute values: quotes, spacing, references, line ends, any chunking', () => {
    const long = 'x'.repeat(70)
    const doc = parseText(
      `<testsuite name = 'a &amp; b'><testcase name="t&#233;st &lt;1&gt;" classname="${long}&amp;${long}" time="1"><failure message="m&#10;n\r\no\tp"/></testcase><testcase name="${'&quot;'.repeat(20)}"><error/></testcase></testsuite>`
    )
    const [first, second] = doc.suites[0]?.failedCases ?? []
    expect(doc.suites[0]?.result.name).toBe('a & b')
    expect(first).toMatchObject({
      name: 'tést <1>',
      classname: `${long}&${long}`,
      message: 'm\nn o p'
    })
    expect(second?.name).toBe('"'.repeat(20))
  })

  test('a failed case with a name too long to keep as bytes', () => {
    const name = `é${'n'.repeat(5000)}`
    const doc = parseText(
      `<testsuite name="s"><testcase name="${name}" classname="c"><failure/></testcase></testsuite>`,
      [7, 1 << 20]
    )
    expect(doc.suites[0]?.failedCases[0]).toMatchObject({
      name,
      classname: 'c'
    })
  })

  test('traces: CR LF and lone CR become LF, 20 lines at most, references kept', () => {
    const lines = Array.from({ length: 30 }, (_, k) => `\tat f${k}(x.js:${k})`)
    const doc = parseText(
      `<testsuite name="s"><testcase name="a"><failure>  boom &amp; more\r\n${lines.join('\r\n')}</failure></testcase><testcase name="b"><failure><![CDATA[one\rtwo\r\n\r\nthree&#13;x]]>\r\n</failure></testcase><testcase name="c"><failure>${lines.join('\n')}</failure></testcase></testsuite>`
    )
    const [a, b, c] = doc.suites[0]?.failedCases ?? []
    expect(a?.message).toBe('boom & more')
    expect(a?.trace).toBe(['boom & more', ...lines.slice(0, 19)].join('\n'))
    expect(b?.trace).toBe('one\ntwo\n\nthree&#13;x')
    expect(c?.trace).toBe(lines.slice(0, 20).join('\n').trimStart())
  })

  test('two parsers capturing at once keep their own text', () => {
    const open = (name: string) => {
      const parser = createSuiteParser({ fileName: name, note: () => {} })
      parser.write(
        Buffer.from(`<testsuite name="${name}"><testcase name="t"><failure>`)
      )
      return parser
    }
    const [p, q] = [open('p'), open('q')]
    p.write(Buffer.from(`from p</failure></testcase>`))
    q.write(Buffer.from(`from q</failure></testcase>`))
    for (const [parser, text] of [
      [p, 'from p'],
      [q, 'from q']
    ] as const) {
      parser.write(Buffer.from('</testsuite>'))
      expect(parser.end().suites[0]?.failedCases[0]?.trace).toBe(text)
    }
  })
})

describe('attribute values over 64 KiB', () => {
  test('are cut on a character boundary, once warned, counts exact', () => {
    // 65,535 ASCII bytes then "é" (2 bytes): the cut falls inside it.
    const name = `${'n'.repeat(64 * 1024 - 1)}é${'x'.repeat(100_000)}`
    const xml = `<testsuite name="${name}"><testcase name="${name}"><failure/></testcase><testcase/></testsuite>`
    const notes: Note[] = []
    const parser = createSuiteParser({
      fileName: 't.xml',
      note: (n) => notes.push(n)
    })
    const bytes = Buffer.from(xml)
    for (let i = 0; i < bytes.length; i += 4096)
      parser.write(bytes.subarray(i, i + 4096))
    const [suite] = parser.end().suites
    expect(suite?.result).toMatchObject({ total: 2, failures: 1 })
    expect(suite?.result.name).toBe('n'.repeat(64 * 1024 - 1))
    expect(suite?.failedCases[0]?.name).toBe('n'.repeat(64 * 1024 - 1))
    const cut = notes.filter((n) => n.message.includes('was cut'))
    expect(cut).toHaveLength(1)
    expect(cut[0]).toMatchObject({ level: 'warning', file: 't.xml' })
  })

  test('a value of exactly 64 KiB is kept whole, without a warning', () => {
    const name = 'n'.repeat(64 * 1024)
    const notes: Note[] = []
    const parser = createSuiteParser({
      fileName: 't.xml',
      note: (n) => notes.push(n)
    })
    parser.write(
      Buffer.from(`<testsuite name="${name}"><testcase/></testsuite>`)
    )
    expect(parser.end().suites[0]?.result.name).toBe(name)
    expect(notes.filter((n) => n.message.includes('was cut'))).toEqual([])
  })
})
