/**
 * Real TRX, NUnit and xUnit.net reports (fixtures/dotnet-formats, origins in
 * its SOURCES.md) give what docs/counting.md (Report formats) says. The
 * whole outcome is a golden file; the figures below were checked by hand.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ParseError } from '../../../../src/errors.js'
import {
  parseReportFile,
  parseReports,
  type JUnitResult,
  type ReportFamily
} from '../../../../src/junit/index.js'
import { expectGolden } from '../../../support/golden.js'
import { fixture } from '../../../support/paths.js'

const ROOT = fixture('dotnet-formats')
const ALL: readonly ReportFamily[] = ['junit', 'trx', 'nunit', 'xunit']
const FILES = ['trx', 'nunit', 'xunit'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir))
    .sort()
    .map((name) => `${dir}/${name}`)
)

function outcome(shown: string) {
  try {
    const { report, notes } = parseReportFile(path.join(ROOT, shown), shown, {
      families: new Set(ALL)
    })
    return {
      status: report.status,
      format: report.format,
      results: report.suites.map((suite) => suite.result),
      notes: notes.map(
        (note) => `${note.level}: ${note.suite ?? ''}: ${note.message}`
      )
    }
  } catch (error) {
    if (!(error instanceof ParseError)) throw error
    return { status: 'failed', error: error.message }
  }
}

function totals(results: readonly JUnitResult[]) {
  const sum = (key: 'total' | 'failures' | 'errors' | 'skipped') =>
    results.reduce((n, result) => n + result[key], 0)
  return {
    total: sum('total'),
    failures: sum('failures'),
    errors: sum('errors'),
    skipped: sum('skipped')
  }
}

describe('real .NET reports', () => {
  it('every file gives the recorded outcome (test/golden/dotnet-formats.json)', () => {
    const all = Object.fromEntries(FILES.map((file) => [file, outcome(file)]))
    expectGolden('dotnet-formats.json', `${JSON.stringify(all, null, 2)}\n`)
  })

  it.each([
    // MSTest 2015: Aborted and NotRunnable are errors, not skips (T4).
    [
      'trx/enricomi-yami_YAMILEX_2015-10-24_04_18_59.trx',
      'trx',
      { total: 25, failures: 2, errors: 2, skipped: 19 }
    ],
    [
      'trx/enricomi-SilentNotes.trx',
      'trx',
      { total: 79, failures: 0, errors: 0, skipped: 12 }
    ],
    [
      'trx/dorny-dotnet-trx.trx',
      'trx',
      { total: 11, failures: 5, errors: 0, skipped: 1 }
    ],
    // Cleanup failures have no class: they go to the file's suite (T3).
    [
      'trx/dorny-dotnet-xunitv3.trx',
      'trx',
      { total: 4, failures: 3, errors: 0, skipped: 0 }
    ],
    // VS 2008 (2006 namespace), definitions first: a result with no outcome
    // is an error (F6), its time from startTime/endTime (T6).
    [
      'trx/mstestplugin-JENKINS-13862.trx',
      'trx',
      { total: 1, failures: 0, errors: 1, skipped: 0 }
    ],
    // Rows two levels deep count, their failed parents do not (T5).
    [
      'trx/allure2-testresultsWithChildren.trx',
      'trx',
      { total: 5, failures: 2, errors: 0, skipped: 0 }
    ],
    // A web test is a result with no class: the file's suite (T1, T3).
    [
      'trx/mstestplugin-webTestResult.trx',
      'trx',
      { total: 1, failures: 0, errors: 0, skipped: 0 }
    ],
    // NUnit 2.5: Error and NotRunnable are errors, Ignored and Inconclusive skipped (N5).
    [
      'nunit/enricomi-jenkins-NUnit-correct.xml',
      'nunit2',
      { total: 28, failures: 1, errors: 4, skipped: 5 }
    ],
    [
      'nunit/enricomi-clicketyclackety.xml',
      'nunit3',
      { total: 23, failures: 1, errors: 9, skipped: 0 }
    ],
    [
      'nunit/dorny-dotnet-nunit.xml',
      'nunit3',
      { total: 9, failures: 3, errors: 2, skipped: 1 }
    ],
    // NunitXml.TestLogger: failed one-time set-up and tear-down count as errors (N6).
    [
      'nunit/spekt-nunitxml-testlogger.xml',
      'nunit3',
      { total: 54, failures: 8, errors: 8, skipped: 12 }
    ],
    [
      'nunit/xunitplugin-nunit228-mock-assembly.xml',
      'nunit2',
      { total: 11, failures: 0, errors: 0, skipped: 6 }
    ],
    [
      'xunit/enricomi-pickles.xml',
      'xunit1',
      { total: 4, failures: 1, errors: 0, skipped: 0 }
    ],
    [
      'xunit/enricomi-fixie.xml',
      'xunit2',
      { total: 7, failures: 3, errors: 0, skipped: 1 }
    ],
    // xUnit.net 1.9.2: one <assembly> root, suites from <class> (X2, X3).
    [
      'xunit/pickles-xunit1.xml',
      'xunit1',
      { total: 71, failures: 30, errors: 0, skipped: 1 }
    ],
    // XunitXml.TestLogger: its header says 0 skipped; the tests win (X8).
    [
      'xunit/spekt-xunit-testlogger-netcore.xml',
      'xunit2',
      { total: 5, failures: 2, errors: 0, skipped: 1 }
    ],
    // A cut sample: its header counts 53,821 tests, the file holds 38.
    [
      'xunit/xharness-xUnitSample.xml',
      'xunit2',
      { total: 38, failures: 0, errors: 0, skipped: 0 }
    ],
    [
      'xunit/allure2-sample.xml',
      'xunit2',
      { total: 148, failures: 2, errors: 0, skipped: 0 }
    ],
    // go2xunit writes the v1 layout for Go tests; an empty run counts by its header.
    [
      'xunit/go2xunit-gocheck-panic.xml',
      'xunit1',
      { total: 5, failures: 2, errors: 0, skipped: 1 }
    ],
    [
      'xunit/go2xunit-gocheck-empty.xml',
      'xunit1',
      { total: 0, failures: 0, errors: 0, skipped: 0 }
    ]
  ])('%s: %s, %o', (file, format, expected) => {
    const result = outcome(file)
    expect(result.format).toBe(format)
    expect(totals(result.results ?? [])).toEqual(expected)
  })

  it('NUnit 2.2 full names are not doubled, nor prefixed with the assembly (N3)', () => {
    expect(
      outcome('nunit/xunitplugin-nunit228-mock-assembly.xml').results?.map(
        (result) => result.name
      )
    ).toEqual([
      'NUnit.Tests.Assemblies.MockTestFixture',
      'NUnit.Tests.IgnoredFixture',
      'NUnit.Tests.Singletons.OneTestCase',
      'NUnit.Tests.TestAssembly.MockTestFixture'
    ])
  })

  it('files that are not well-formed fail with line and column', () => {
    expect(
      outcome('nunit/enricomi-jenkins-NUnit-issue17521.xml')
    ).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/:33:16: NUL byte/) as unknown
    })
    expect(
      outcome('nunit/enricomi-jenkins-NUnit-sec1752-file.xml').error
    ).toMatch(/DTD entity declarations are refused/)
  })

  it('the folder read leniently with --report-formats all: every file parsed or failed, none skipped', async () => {
    const parsed = await parseReports(['.'], {
      cwd: ROOT,
      strict: false,
      formats: ALL
    })
    const count = (status: string) =>
      parsed.files.filter((f) => f.status === status).length
    expect(parsed.files).toHaveLength(FILES.length)
    expect(count('skipped')).toBe(0)
    expect(count('failed')).toBe(4)
  })
})
