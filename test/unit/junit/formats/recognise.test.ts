/** F1-F5 of docs/counting.md (Report formats): recognising a file. */
import { describe, expect, it } from 'vitest'
import { ParseError } from '../../../../src/errors.js'
import type { ReportFamily } from '../../../../src/junit/index.js'
import { counts, messages, readReport } from './read.js'

const NS = 'http://microsoft.com/schemas/VisualStudio/TeamTest/2010'
const TRX = `<TestRun id="1" xmlns="${NS}"><Results><UnitTestResult testId="a" testName="A" outcome="Failed"/></Results></TestRun>`
const NUNIT3 =
  '<test-run id="1" result="Failed"><test-case name="C" fullname="F.C" result="Failed"/></test-run>'
const XUNIT =
  '<assemblies><assembly name="a.dll" total="1"><collection name="c"><test name="t" type="T" result="Pass"/></collection></assembly></assemblies>'
const only = (...families: ReportFamily[]) => new Set(families)

describe('F1: by the root element, never the extension', () => {
  it.each([
    [TRX, 'run.xml', 'trx'],
    [NUNIT3, 'TestResult.trx', 'nunit3'],
    [XUNIT, 'results.trx', 'xunit2'],
    [
      '<testsuite name="j"><testcase name="x"/></testsuite>',
      'NUnit-results.xml',
      'junit'
    ]
  ])('F5: %#: read as its root says', (text, name, format) => {
    const parse = readReport(text, name)
    expect(parse.report.status).toBe('parsed')
    expect(parse.report.format).toBe(format)
  })

  it('a recognised format that is not enabled is skipped, naming the value that reads it', () => {
    const cases: [string, string][] = [
      [TRX, 'a TRX report; add `trx`'],
      [NUNIT3, 'an NUnit report; add `nunit`'],
      ['<test-results name="x" total="0"/>', 'an NUnit report; add `nunit`'],
      [XUNIT, 'an xUnit.net report; add `xunit`']
    ]
    for (const [text, says] of cases) {
      const parse = readReport(text, 'off.xml', only('junit'))
      expect(parse.report.status).toBe('skipped')
      expect(messages(parse)).toEqual([
        `notice: skipped: ${says} to report-formats (CLI: --report-formats) to read it`
      ])
    }
  })

  it('anything else is skipped with a notice that names the root', () => {
    expect(
      messages(readReport('<project/>', 'pom.xml', only('junit', 'trx')))
    ).toEqual([
      'notice: skipped: not a test report (root element <project>; report-formats reads <testsuites>, <testsuite>, <TestRun>)'
    ])
    expect(
      messages(readReport('<project/>', 'pom.xml', only('junit')))
    ).toEqual([
      'notice: skipped: not a JUnit report (root element <project>, expected <testsuites> or <testsuite>)'
    ])
  })
})

describe('F2: near misses are not reports', () => {
  it.each([
    ['<TestRun><Results/></TestRun>', '<TestRun> in no namespace is not TRX'],
    [
      '<TestRun xmlns="http://cppunit.example/ns"/>',
      '<TestRun> in namespace "http://cppunit.example/ns" is not TRX'
    ],
    [
      '<assembly xmlns="urn:schemas-microsoft-com:asm.v1" manifestVersion="1.0"><assemblyIdentity name="x"/></assembly>',
      '<assembly> in namespace "urn:schemas-microsoft-com:asm.v1" is not NUnit or xUnit.net'
    ],
    [
      '<assembly name="x" version="1"/>',
      '<assembly> without xUnit.net attributes'
    ],
    [
      '<test-run xmlns="urn:x" result="Failed"/>',
      '<test-run> in namespace "urn:x"'
    ],
    ['<assemblies xmlns="urn:x"/>', '<assemblies> in namespace "urn:x"']
  ])('%s is skipped with a notice that says why', (text, why) => {
    const parse = readReport(text, 'near.xml')
    expect(parse.report.status).toBe('skipped')
    expect(messages(parse)[0]).toContain(`notice: skipped: ${why}`)
  })
})

describe('F1, F2: a prefixed root is recognised by its namespace URI', () => {
  const prefixedTrx = (declarations: string) =>
    `<t:TestRun id="1" ${declarations}><t:Results><t:UnitTestResult testId="a" testName="A" outcome="Failed"><t:Output><t:ErrorInfo><t:Message>boom</t:Message></t:ErrorInfo></t:Output></t:UnitTestResult><t:UnitTestResult testId="b" outcome="Passed"/></t:Results><t:TestDefinitions><t:UnitTest id="a"><t:TestMethod className="NS.C, A"/></t:UnitTest></t:TestDefinitions></t:TestRun>`

  it('<t:TestRun xmlns:t="…/TeamTest/2010"> is TRX, and its prefixed children are read', () => {
    for (const declarations of [
      `xmlns:t="${NS}"`,
      // The default namespace is not the prefixed root's.
      `xmlns="urn:other" xmlns:xsi="urn:xsi" xmlns:t="${NS}"`
    ]) {
      const parse = readReport(prefixedTrx(declarations), 'prefixed.trx')
      expect(parse.report.format).toBe('trx')
      expect(counts(parse)).toEqual([
        { name: 'NS.C', total: 1, failures: 1, errors: 0, skipped: 0 },
        { name: 'prefixed', total: 1, failures: 0, errors: 0, skipped: 0 }
      ])
      expect(parse.report.suites[0]?.failedCases[0]?.message).toBe('boom')
    }
  })

  it.each([
    [
      `xmlns="${NS}"`,
      '<t:TestRun> uses the prefix "t" without declaring it (xmlns:t)'
    ],
    [
      'xmlns:t="urn:cppunit"',
      '<t:TestRun> in namespace "urn:cppunit" is not TRX'
    ],
    [`xmlns:x="${NS}"`, '<t:TestRun> uses the prefix "t" without declaring it']
  ])('a prefixed TestRun with %s is a near miss', (declarations, why) => {
    const parse = readReport(prefixedTrx(declarations), 'near.trx')
    expect(parse.report.status).toBe('skipped')
    expect(messages(parse)[0]).toContain(`notice: skipped: ${why}`)
  })

  it('NUnit and xUnit.net roots with a prefix are in a namespace: not those formats', () => {
    for (const [text, why] of [
      [
        '<n:test-run xmlns:n="urn:nunit" result="Failed"><n:test-case name="c" result="Failed"/></n:test-run>',
        '<n:test-run> in namespace "urn:nunit"'
      ],
      [
        '<x:assemblies xmlns:x="urn:xunit"/>',
        '<x:assemblies> in namespace "urn:xunit"'
      ],
      ['<n:test-results total="1"/>', '<n:test-results> uses the prefix "n"']
    ]) {
      const parse = readReport(text as string, 'near.xml')
      expect(parse.report.status).toBe('skipped')
      expect(messages(parse)[0]).toContain(`notice: skipped: ${why}`)
    }
  })

  it('JUnit roots are JUnit in any namespace, prefixed too', () => {
    const parse = readReport(
      '<j:testsuite xmlns:j="urn:junit" name="s"><j:testcase name="c"><j:failure/></j:testcase></j:testsuite>',
      'j.xml'
    )
    expect(parse.report.format).toBe('junit')
    expect(counts(parse)).toEqual([
      { name: 's', total: 1, failures: 1, errors: 0, skipped: 0 }
    ])
  })
})

describe('F4: malformed files and DTDs', () => {
  it('a TRX with a raw ESC from captured console colours is an error with line and column', () => {
    const text = `<TestRun xmlns="${NS}">\n<Results><UnitTestResult testId="a" outcome="Failed"><Output><StdOut>\u001b[31mred</StdOut></Output></UnitTestResult></Results></TestRun>`
    expect(() => readReport(text, 'esc.trx')).not.toThrow()
    const reference = text.replace('\u001b', '&#x1B;')
    expect(() => readReport(reference, 'ref.trx')).toThrow(ParseError)
  })

  it('a DOCTYPE that declares entities is refused when a report root is named, else skipped', () => {
    const dtd = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "x">]>'
    expect(() => readReport(`${dtd}<test-run/>`, 'dtd.xml')).toThrow(/entity/i)
    const other = readReport(`${dtd}<r>&e;</r>`, 'other.xml')
    expect(other.report.status).toBe('skipped')
  })
})

describe('F5: several roots, and files with nothing countable', () => {
  it('each root is read by its own format when enabled; others are ignored with a notice', () => {
    const text = `<testsuite name="j"><testcase name="x"/></testsuite>${TRX}<project/>`
    const all = readReport(text, 'multi.xml')
    expect(all.report.format).toBe('junit,trx')
    expect(counts(all).map((s) => s.name)).toEqual(['j', 'multi'])
    const junit = readReport(text, 'multi.xml', only('junit'))
    expect(counts(junit).map((s) => s.name)).toEqual(['j'])
    expect(messages(junit)).toEqual([
      'notice: root element <TestRun> ignored: a TRX report; add `trx` to report-formats (CLI: --report-formats) to read it',
      'notice: root element <project> ignored: not <testsuites> or <testsuite>'
    ])
  })

  it('a recognised root with nothing countable gets a notice, never silence', () => {
    for (const text of [
      `<TestRun xmlns="${NS}"><Results/></TestRun>`,
      '<test-run id="1"/>',
      '<assemblies/>'
    ]) {
      const parse = readReport(text, 'empty.xml')
      expect(parse.report.suites).toEqual([])
      expect(messages(parse).join('\n')).toMatch(/no test suite|no test result/)
    }
  })
})
