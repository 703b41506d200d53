/**
 * The test inventory as parseReports collects it (docs/inventory.md): one
 * entry per case of every format, named after the junit_results entry it
 * was counted into, merged, sorted, and hashed past the threshold.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  identityHash,
  identityKey,
  parseReportFile,
  parseReports,
  type InventoryOptions,
  type ParseOutcome,
  type TestEntry
} from '../../../src/junit/index.js'
import {
  ERRORED,
  FAILED,
  SKIPPED,
  TestCollector,
  type Status,
  type TestName
} from '../../../src/junit/rules/index.js'
import { fixture } from '../../support/paths.js'

const ALL = ['junit', 'trx', 'nunit', 'xunit'] as const

async function parse(
  cwd: string,
  patterns: string[],
  inventory: InventoryOptions = {}
): Promise<ParseOutcome> {
  return parseReports(patterns, {
    cwd,
    strict: false,
    formats: ALL,
    inventory
  })
}

async function entries(
  cwd: string,
  patterns: string[],
  inventory: InventoryOptions = {}
): Promise<TestEntry[]> {
  const outcome = await parse(cwd, patterns, inventory)
  if (outcome.tests === undefined || outcome.tests.hashed)
    throw new Error('expected an inventory by name')
  return [...outcome.tests.tests]
}

let scratch: string | undefined
afterAll(() => {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true })
})

/** A folder holding `files` (name → text). */
function folder(files: Record<string, string>): string {
  scratch ??= mkdtempSync(path.join(tmpdir(), 'inventory-'))
  const dir = mkdtempSync(path.join(scratch, 'case-'))
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

const valid = fixture('junit/valid')
const dotnet = fixture('dotnet-formats')

describe('the inventory of each format', () => {
  it('is not collected unless asked for', async () => {
    const outcome = await parseReports(['flaky.xml'], {
      cwd: valid,
      strict: true
    })
    expect(outcome.tests).toBeUndefined()
  })

  it('JUnit: nested suites count into the top suite, with their classname', async () => {
    expect(await entries(valid, ['nested-fold.xml'])).toEqual([
      ['outer', '', 'a', 'passed'],
      ['outer', '', 'b', 'failed'],
      ['outer', '', 'c', 'errored']
    ])
    const dir = folder({
      'nested.xml': `<testsuites><testsuite name="top"><testcase classname="pkg.A" name="t1"/>
        <testsuite name="inner"><testcase classname="pkg.B" name="t2"><skipped/></testcase>
        <testsuite name="deeper"><testcase name="t3"><error/></testcase></testsuite></testsuite>
        </testsuite><testsuite><testcase classname="pkg.C" name="t4"><failure/></testcase></testsuite></testsuites>`
    })
    expect(await entries(dir, ['nested.xml'])).toEqual([
      // The unnamed suite takes the file's name, as in junit_results.
      ['nested', 'pkg.C', 't4', 'failed'],
      ['top', '', 't3', 'errored'],
      ['top', 'pkg.A', 't1', 'passed'],
      ['top', 'pkg.B', 't2', 'skipped']
    ])
  })

  it('JUnit: Surefire flaky reruns pass, reruns alone fail, as counted', async () => {
    expect(await entries(valid, ['flaky.xml', 'rerun.xml'])).toEqual([
      ['flaky', '', 'error-on-rerun-passed', 'passed'],
      ['flaky', '', 'flaky-but-failed', 'failed'],
      ['flaky', '', 'passed-on-rerun', 'passed'],
      ['reruns', '', 'final-failure', 'failed'],
      ['reruns', '', 'rerun-error-only', 'errored'],
      ['reruns', '', 'rerun-error-with-failure', 'failed'],
      ['reruns', '', 'rerun-failure-only', 'failed']
    ])
  })

  it('JUnit: skip markers of every vendor read skipped', async () => {
    const tests = await entries(valid, ['skip-markers.xml'])
    const outcome = await parse(valid, ['skip-markers.xml'])
    const skipped = outcome.results.reduce((sum, r) => sum + r.skipped, 0)
    expect(tests.filter((entry) => entry[3] === 'skipped')).toHaveLength(
      skipped
    )
  })

  it('TRX: the suite is the class, data rows by their own name, merged', async () => {
    const tests = await entries(dotnet, [
      'trx/allure2-testresultsWithChildren.trx',
      'trx/mstestplugin-DataDriven.2008.trx'
    ])
    expect(tests).toEqual([
      // Nine data rows of three names: one identity each.
      ['DataDrivenTests.UnitTest1', '', 'OmitTest', 'passed'],
      ['DataDrivenTests.UnitTest1', '', 'RenameTest', 'passed'],
      ['DataDrivenTests.UnitTest1', '', 'SuffixTest', 'passed'],
      ['Test', '', 'UnitTest_One', 'passed'],
      ['Test', '', 'UnitTest_Three (Child One)', 'failed'],
      ['Test', '', 'UnitTest_Three (Child Two) (GrandChild One)', 'passed'],
      ['Test', '', 'UnitTest_Three (Child Two) (GrandChild Two)', 'failed'],
      ['Test', '', 'UnitTest_Two', 'passed']
    ])
  })

  it('TRX: results before their definitions, and definitions before their results', async () => {
    const result = (id: string, name: string, outcome: string) =>
      `<UnitTestResult testId="${id}" testName="${name}" outcome="${outcome}"/>`
    const definition = (id: string, cls: string) =>
      `<UnitTest id="${id}"><TestMethod className="${cls}, Asm"/></UnitTest>`
    const ids = [
      '11111111-1111-1111-1111-111111111111',
      '22222222-2222-2222-2222-222222222222'
    ] as const
    const results = `<Results>${result(ids[0], 'first', 'Passed')}${result(ids[1], 'second', 'Failed')}</Results>`
    const definitions = `<TestDefinitions>${definition(ids[0], 'Ns.A')}${definition(ids[1], 'Ns.B')}</TestDefinitions>`
    const ns = 'xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010"'
    const dir = folder({
      'late.trx': `<TestRun ${ns}>${results}${definitions}</TestRun>`,
      'early.trx': `<TestRun ${ns}>${definitions}${results.replace('first', 'third')}</TestRun>`
    })
    expect(await entries(dir, ['*.trx'])).toEqual([
      ['Ns.A', '', 'first', 'passed'],
      ['Ns.A', '', 'third', 'passed'],
      ['Ns.B', '', 'second', 'failed']
    ])
  })

  it('NUnit 3: the suite is the fixture, the name the full name', async () => {
    const tests = await entries(dotnet, ['nunit/dorny-nunit-sample.xml'])
    expect(tests).toHaveLength(18)
    expect(tests).toContainEqual([
      'NUnit.Tests.Assemblies.MockTestFixture',
      '',
      'NUnit.Tests.Assemblies.MockTestFixture.TestWithException',
      'errored'
    ])
    expect(tests).toContainEqual([
      'NUnit.Tests.Assemblies.MockTestFixture',
      '',
      'NUnit.Tests.Assemblies.MockTestFixture.InconclusiveTest',
      'skipped'
    ])
    expect(tests).toContainEqual([
      'NUnit.Tests.ParameterizedFixture(42)',
      '',
      'NUnit.Tests.ParameterizedFixture(42).Test1',
      'passed'
    ])
  })

  it('NUnit 2: cases only; a suite failing with no failing case names no test', async () => {
    const outcome = await parse(dotnet, [
      'nunit/enricomi-jenkins-NUnit-simple.xml'
    ])
    // junit_results counts the suite's own failure as an error (N6).
    expect(outcome.results.map((r) => [r.name, r.errors])).toEqual([
      ['UnitTests.MainClassTest', 0],
      ['UnitTests', 1]
    ])
    expect([...(outcome.tests?.tests ?? [])]).toEqual([
      [
        'UnitTests.MainClassTest',
        '',
        'UnitTests.MainClassTest.TestMethodUpdateValue',
        'passed'
      ],
      [
        'UnitTests.MainClassTest',
        '',
        'UnitTests.MainClassTest.TestPropertyValue',
        'passed'
      ]
    ])
  })

  it('NUnit 3: a test listing (--explore) adds nothing', async () => {
    const dir = folder({
      'explore.xml': `<test-run><test-suite type="TestFixture" name="F" fullname="Ns.F"><test-case name="a" fullname="Ns.F.a"/></test-suite></test-run>`,
      'run.xml': `<test-run><test-suite type="TestFixture" name="F" fullname="Ns.G"><test-case name="b" fullname="Ns.G.b" result="Passed"/></test-suite></test-run>`
    })
    expect(await entries(dir, ['*.xml'])).toEqual([
      ['Ns.G', '', 'Ns.G.b', 'passed']
    ])
  })

  it('xUnit.net v2: the suite is the class', async () => {
    expect(
      await entries(dotnet, ['xunit/enricomi-jenkinsci-testcase1.xml'])
    ).toEqual([
      [
        'MyProject.Tests.SampleFact',
        '',
        'MyProject.Tests.SampleFact.FailedTest',
        'failed'
      ],
      [
        'MyProject.Tests.SampleFact',
        '',
        'MyProject.Tests.SampleFact.SkippedTest',
        'skipped'
      ],
      [
        'MyProject.Tests.SampleFact',
        '',
        'MyProject.Tests.SampleFact.SuccessfulTest',
        'passed'
      ]
    ])
  })

  it('xUnit.net v1 and v3: tests by class, an unknown result errored', async () => {
    const dir = folder({
      'v1.xml': `<assembly name="a.dll" total="2"><class name="Ns.One"><test name="Ns.One.pass" type="Ns.One" result="Pass"/><test name="Ns.One.odd" type="Ns.One" result="Odd"/></class></assembly>`,
      'v3.xml': `<assemblies schema-version="3"><assembly name="b.dll" id="x"><collection id="c" name="C"><test id="t" name="Ns.Two.skip" type="Ns.Two" result="NotRun"/></collection></assembly></assemblies>`
    })
    const outcome = await parse(dir, ['*.xml'])
    expect(outcome.files.map((file) => file.format)).toEqual([
      'xunit1',
      'xunit2'
    ])
    expect([...(outcome.tests?.tests ?? [])]).toEqual([
      ['Ns.One', '', 'Ns.One.odd', 'errored'],
      ['Ns.One', '', 'Ns.One.pass', 'passed'],
      ['Ns.Two', '', 'Ns.Two.skip', 'skipped']
    ])
  })
})

describe('merging, sorting, strip and the files left out', () => {
  it('an identity in two reports keeps the worse status', async () => {
    const suite = (status: string) =>
      `<testsuite name="s"><testcase classname="C" name="t">${status}</testcase><testcase classname="C" name="u"/></testsuite>`
    const dir = folder({
      'a.xml': suite('<skipped/>'),
      'b.xml': suite(''),
      'c.xml': suite('<failure/>')
    })
    expect(await entries(dir, ['a.xml', 'b.xml'])).toEqual([
      ['s', 'C', 't', 'passed'],
      ['s', 'C', 'u', 'passed']
    ])
    expect(await entries(dir, ['*.xml'])).toEqual([
      ['s', 'C', 't', 'failed'],
      ['s', 'C', 'u', 'passed']
    ])
  })

  it('is sorted by the UTF-8 bytes of identityKey', async () => {
    const names = ['b', 'a b', 'ab', 'a', '\u{1F600}', '\uFB01', 'Z', 'é']
    const cases = names.map((name) => `<testcase name="${name}"/>`).join('')
    const dir = folder({
      'order.xml': `<testsuites><testsuite name="s2">${cases}</testsuite><testsuite name="s">${cases}</testsuite></testsuites>`
    })
    const tests = await entries(dir, ['order.xml'])
    const keys = tests.map(([suite, cls, name]) =>
      Buffer.from(identityKey(suite, cls, name))
    )
    expect([...keys].sort((a, b) => Buffer.compare(a, b))).toEqual(keys)
    // "s" before "s2": a shorter suite sorts first, as NUL does in the key.
    expect(tests[0]?.slice(0, 3)).toEqual(['s', '', 'Z'])
    expect(tests.at(-1)?.slice(0, 3)).toEqual(['s2', '', '\u{1F600}'])
  })

  it('strip removes every match from classname and name, not from the suite', async () => {
    const dir = folder({
      'p.xml': `<testsuite name="s[1]"><testcase classname="C[x]" name="t[1] seed=4"/><testcase classname="C[y]" name="t[2] seed=9"><failure/></testcase></testsuite>`
    })
    expect(
      await entries(dir, ['p.xml'], { strip: /\[[^\]]*\]| seed=\d+/ })
    ).toEqual([['s[1]', 'C', 't', 'failed']])
  })

  it('a malformed file left out of the results (lenient) is left out of the inventory', async () => {
    const dir = folder({
      'a-good.xml': '<testsuite name="s"><testcase name="kept"/></testsuite>',
      'b-bad.xml': '<testsuite name="s"><testcase name="lost"/><testcase'
    })
    const outcome = await parse(dir, ['*.xml'])
    expect(outcome.files.map((file) => file.status)).toEqual([
      'parsed',
      'failed'
    ])
    expect([...(outcome.tests?.tests ?? [])]).toEqual([
      ['s', '', 'kept', 'passed']
    ])
  })
})

describe('hashing above the threshold', () => {
  const report = (count: number, suite = 's') =>
    `<testsuite name="${suite}">${Array.from(
      { length: count },
      (_, k) =>
        `<testcase classname="C" name="t${k}">${k === 0 ? '<failure/>' : ''}</testcase>`
    ).join('')}</testsuite>`

  it('keeps names up to hashAbove cases', async () => {
    const dir = folder({ 'r.xml': report(3) })
    const outcome = await parse(dir, ['r.xml'], { hashAbove: 3 })
    expect(outcome.tests?.hashed).toBe(false)
    expect(outcome.notes).toEqual([])
  })

  it('past hashAbove keeps hashes and status, sorted by hash, and says so', async () => {
    const dir = folder({ 'a.xml': report(2), 'b.xml': report(3) })
    const outcome = await parse(dir, ['a.xml', 'b.xml'], { hashAbove: 3 })
    const inventory = outcome.tests
    if (inventory?.hashed !== true) throw new Error('expected hashes')
    const expected = ['t0', 't1', 't2']
      .map((name) => identityHash(identityKey('s', 'C', name)))
      .sort()
    expect([...inventory.tests]).toEqual(
      expected.map((hash) => [
        hash,
        hash === identityHash(identityKey('s', 'C', 't0')) ? 'failed' : 'passed'
      ])
    )
    expect(outcome.notes).toEqual([
      {
        level: 'notice',
        file: 'b.xml',
        message:
          "the test inventory keeps only a hash of each test's identity: more than 3 test cases were read (docs/inventory.md)"
      }
    ])
  })

  it('strip applies before hashing', async () => {
    const dir = folder({ 'a.xml': report(3) })
    const outcome = await parse(dir, ['a.xml'], {
      hashAbove: 1,
      strip: /\d+/
    })
    expect(outcome.tests?.hashed).toBe(true)
    expect([...(outcome.tests?.tests ?? [])]).toEqual([
      [identityHash(identityKey('s', 'C', 't')), 'failed']
    ])
  })
})

describe('every file of the corpora', () => {
  /** Files whose junit_results count more than their cases, and why. */
  const BEYOND_CASES: Record<string, string> = {
    'corpus/oddities/jenkins-nested-testsuites-error-under-suite.xml':
      'an <error> of the suite itself',
    'corpus/pytest/pytest-counters-without-testcases.xml':
      'counts stated by the header, no testcase',
    'dotnet-formats/nunit/enricomi-jenkins-NUnit-simple.xml':
      'a suite that failed with no failing case (N6)',
    'dotnet-formats/nunit/sinclair-nunit-console-36.xml':
      'counts stated by the root, no test-case',
    'dotnet-formats/nunit/spekt-nunitxml-testlogger.xml':
      'two suites that failed with no failing case (N6)',
    'junit/valid/header-only-suite-errors.xml': 'header counts only',
    'junit/valid/header-only.xml': 'header counts only',
    'junit/valid/nested-header.xml': 'header counts only',
    'junit/valid/suite-level-error.xml': 'an <error> of the suite itself',
    'junit/valid/testsuites-counts.xml': 'counts stated by <testsuites>'
  }

  function walk(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const at = path.join(dir, entry.name)
      if (entry.isDirectory()) return walk(at)
      return /\.(xml|trx)$/.test(entry.name) ? [at] : []
    })
  }

  it('each case counted in junit_results is one entry, in its suite, at its status', () => {
    const root = fixture('')
    const files = ['corpus', 'dotnet-formats', 'junit/valid'].flatMap((dir) =>
      walk(path.join(root, dir))
    )
    const seen = new Set<string>()
    for (const file of files) {
      const shown = path.relative(root, file)
      const added: [string, Status][] = []
      class Recording extends TestCollector {
        override add(suite: string, test: TestName, status: Status): void {
          added.push([suite, status])
          super.add(suite, test, status)
        }
      }
      let parsed
      try {
        parsed = parseReportFile(file, shown, {
          families: new Set(ALL),
          tests: new Recording()
        })
      } catch {
        continue // malformed on purpose: the corpus test covers these
      }
      const results = parsed.report.suites.map((suite) => suite.result)
      const names = new Set(results.map((result) => result.name))
      expect(added.filter(([suite]) => !names.has(suite))).toEqual([])
      const sum = (pick: (r: (typeof results)[number]) => number) =>
        results.reduce((total, result) => total + pick(result), 0)
      const of = (status: Status) =>
        added.filter(([, s]) => s === status).length
      const counted = [added.length, of(FAILED), of(ERRORED), of(SKIPPED)]
      const stated = [
        sum((r) => r.total),
        sum((r) => r.failures),
        sum((r) => r.errors),
        sum((r) => r.skipped)
      ]
      if (shown in BEYOND_CASES) {
        seen.add(shown)
        expect(counted, shown).not.toEqual(stated)
      } else {
        expect(counted, shown).toEqual(stated)
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(BEYOND_CASES).sort())
  })
})
