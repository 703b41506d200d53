import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NoReportsError, ParseError } from '../../../src/errors.js'
import {
  MalformedReportsError,
  parseReportFile,
  parseReports
} from '../../../src/junit/index.js'
import { fixture } from '../../support/paths.js'

const fixtures = fixture('encodings')
let cwd: string

const SUITE = (name: string, body = '<testcase name="a" time="1"/>') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="${name}">${body}</testsuite>\n`

function write(file: string, content: string | Uint8Array): void {
  const full = path.join(cwd, file)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, content)
}

beforeAll(() => {
  cwd = mkdtempSync(path.join(tmpdir(), 'junit-index-test-'))
  write('ok/b.xml', SUITE('B', '<testcase name="x"><failure/></testcase>'))
  write('ok/a.xml', SUITE('A'))
  write('mixed/a-good.xml', SUITE('Good'))
  write(
    'mixed/b-pom.xml',
    '<?xml version="1.0"?>\n<project><name>x</name></project>\n'
  )
  write(
    'mixed/c-truncated.xml',
    '<?xml version="1.0"?>\n<testsuite name="T">\n  <testcase name="a">'
  )
  write('mixed/d-good.xml', SUITE('Also good'))
  write('only-pom/pom.xml', '<project/>')
  write(
    'broken/é-line.xml',
    '<testsuite name="é">\n  <testcase name="ü" time="1"/> <a b="1" b="2"/>\n</testsuite>'
  )
  write(
    'broken/utf16.xml',
    Buffer.concat([
      Buffer.of(0xff, 0xfe),
      Buffer.from('<testsuite>\n\n  😀😀 <x></testsuite>', 'utf16le')
    ])
  )
})
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

describe('parseReports', () => {
  it('parses every matched file in sorted order', async () => {
    const outcome = await parseReports(['ok/*.xml'], { cwd, strict: true })
    expect(outcome.files.map((f) => [f.path, f.status])).toEqual([
      ['ok/a.xml', 'parsed'],
      ['ok/b.xml', 'parsed']
    ])
    expect(outcome.results.map((r) => [r.name, r.total, r.failures])).toEqual([
      ['A', 1, 0],
      ['B', 1, 1]
    ])
  })

  it('skips a non-JUnit file with a notice naming it and its root', async () => {
    const outcome = await parseReports(['mixed/*-pom.xml', 'ok'], {
      cwd,
      strict: true
    })
    const pom = outcome.files.find((f) => f.path === 'mixed/b-pom.xml')
    expect(pom).toEqual({
      path: 'mixed/b-pom.xml',
      status: 'skipped',
      suites: []
    })
    const notice = outcome.notes.find((n) => n.file === 'mixed/b-pom.xml')
    expect(notice?.level).toBe('notice')
    expect(notice?.message).toMatch(/^skipped: not a JUnit report.*<project>/)
  })

  it('gives a notice naming a JUnit-rooted file that yields no suite', async () => {
    write(
      'libcheck/check.xml',
      `<?xml version="1.0"?>\n<testsuites xmlns="http://check.sourceforge.net/ns">\n  <datetime>2024-01-01 10:00:00</datetime>\n  <suite><title>s</title>${'<test result="failure"><id>t</id></test>'.repeat(3)}</suite>\n  <duration>0.1</duration>\n</testsuites>\n`
    )
    write('libcheck/empty.xml', '<testsuites/>')
    const outcome = await parseReports(['libcheck', 'ok/a.xml'], {
      cwd,
      strict: true
    })
    expect(outcome.results.map((r) => r.name)).toEqual(['A'])
    expect(outcome.notes.filter((n) => n.file.startsWith('libcheck/'))).toEqual(
      [
        {
          level: 'notice',
          file: 'libcheck/check.xml',
          message:
            'no test suite in it: its root <testsuites> holds 3 elements but no <testsuite>, and states no counts; nothing from this file is recorded'
        },
        {
          level: 'notice',
          file: 'libcheck/empty.xml',
          message:
            'no test suite in it: its root <testsuites> is empty; nothing from this file is recorded'
        }
      ]
    )
  })

  it('strict: malformed files throw, each named with line and column, after all are read', async () => {
    const parsing = parseReports(['mixed'], { cwd, strict: true })
    await expect(parsing).rejects.toBeInstanceOf(MalformedReportsError)
    await expect(parsing).rejects.toBeInstanceOf(ParseError)
    await expect(parsing).rejects.toThrow(
      /^mixed\/c-truncated\.xml: not well-formed XML at line 3, column \d+: \S.*\nThis report fails the run \(strict, the default\): fix it, or set strict: false \(CLI: --no-strict\) to skip such files/
    )
    const error = (await parsing.catch(
      (e: unknown) => e
    )) as MalformedReportsError
    expect(error.malformed.map((e) => e.path)).toEqual([
      'mixed/c-truncated.xml'
    ])
    // What the other files held, for the summary.
    expect(error.found.results.map((r) => r.name)).toEqual([
      'Good',
      'Also good'
    ])
  })

  it('lenient: a malformed file is marked failed, warned about, and skipped', async () => {
    const outcome = await parseReports(['mixed'], { cwd, strict: false })
    expect(outcome.files.map((f) => f.status)).toEqual([
      'parsed',
      'skipped',
      'failed',
      'parsed'
    ])
    const failed = outcome.files[2]
    expect(failed?.error).toMatch(/^mixed\/c-truncated\.xml:3:\d+: \S/)
    expect(outcome.results.map((r) => r.name)).toEqual(['Good', 'Also good'])
    const warning = outcome.notes.find(
      (n) => n.file === 'mixed/c-truncated.xml'
    )
    expect(warning?.level).toBe('warning')
    expect(warning?.message).toMatch(
      /^not well-formed XML at line 3, column \d+: /
    )
  })

  it('fails when nothing yields a suite, naming patterns and counts', async () => {
    const parsing = parseReports(['only-pom', 'missing/**/*.xml', '!x.xml'], {
      cwd,
      strict: false
    })
    await expect(parsing).rejects.toBeInstanceOf(NoReportsError)
    await expect(parsing).rejects.toThrow(
      /'only-pom' matched 1 file\n {2}'missing\/\*\*\/\*\.xml' matched 0 files\n {2}'!x\.xml' excluded 0 files\nOf 1 file read: 1 skipped/
    )
  })

  it('fails with NoReportsError for an empty pattern list', async () => {
    await expect(
      parseReports(['', '# c'], { cwd, strict: true })
    ).rejects.toThrow(/no pattern given/)
  })
})

describe('parseReportFile: positions', () => {
  it('gives the column in characters after non-ASCII text', () => {
    const file = path.join(cwd, 'broken/é-line.xml')
    expect(() => parseReportFile(file, 'broken/é-line.xml')).toThrow(
      /^broken\/é-line\.xml:2:\d+: /
    )
    try {
      parseReportFile(file, 'x')
    } catch (error) {
      // `  <testcase name="ü" time="1"/> <a b="1" ` is 40 characters.
      expect((error as ParseError).column).toBeGreaterThanOrEqual(41)
      expect((error as ParseError).column).toBeLessThanOrEqual(44)
    }
  })

  it('locates an error in a UTF-16 file in its decoded text', () => {
    try {
      parseReportFile(path.join(cwd, 'broken/utf16.xml'), 'utf16.xml')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ParseError)
      expect((error as ParseError).line).toBe(3)
      // `  😀😀 <x>` : `</testsuite>` starts at character 11.
      expect((error as ParseError).column).toBe(11)
    }
  })
})

describe('parseReportFile: encodings', () => {
  const parse = (name: string) =>
    parseReportFile(path.join(fixtures, name), name)

  it.each([
    ['utf16le-bom.xml', 'café 😀'],
    ['utf16be-bom.xml', 'café 😀'],
    ['utf16le-no-bom.xml', 'café 😀'],
    ['utf16be-no-bom.xml', 'café 😀'],
    ['iso-8859-1.xml', 'café © ÿ'],
    ['windows-1252.xml', '€ “quoted” Ÿ'],
    ['iso-8859-15.xml', '€ Š Ÿ'],
    ['shift_jis.xml', 'テスト']
  ])('%s gives the suite name %s', (name, suite) => {
    const { report, notes } = parse(name)
    expect(report.status).toBe('parsed')
    expect(report.suites.map((s) => s.result)).toEqual([
      expect.objectContaining({ name: suite, total: 2, failures: 1 })
    ])
    expect(notes.filter((n) => n.level === 'warning')).toEqual([])
  })

  it('warns when the BOM overrules the declaration', () => {
    const { report, notes } = parse('utf8-bom-declares-latin1.xml')
    expect(report.suites[0]?.result.name).toBe('café')
    const warning = notes.find((n) => n.level === 'warning')
    expect(warning?.file).toBe('utf8-bom-declares-latin1.xml')
    expect(warning?.message).toMatch(/byte order mark says UTF-8/)
  })

  it('replaces invalid bytes with a warning naming the line', () => {
    const { report, notes } = parse('utf8-invalid-bytes.xml')
    expect(report.status).toBe('parsed')
    expect(notes).toContainEqual({
      level: 'warning',
      file: 'utf8-invalid-bytes.xml',
      message:
        '1 byte sequence(s) invalid in UTF-8 replaced by U+FFFD, the first at line 6, column 22'
    })
  })

  it('refuses an illegal encoding name, quoting it, wherever it is caught', () => {
    const declared = (name: string) =>
      `<?xml version="1.0" encoding="${name}"?>\n<testsuite name="s"/>\n`
    write('illegal/space.xml', declared('UTF-16 LE'))
    write('illegal/trailing.xml', declared('utf-8 '))
    // With a byte order mark the declaration is not used to decode.
    write(
      'illegal/bom.xml',
      Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), Buffer.from(declared('8'))])
    )
    const read = (file: string) => () =>
      parseReportFile(path.join(cwd, 'illegal', file), file)
    expect(read('space.xml')).toThrow(
      /^space\.xml:1:31: illegal encoding name "UTF-16 LE" in the XML declaration/
    )
    expect(read('trailing.xml')).toThrow(
      /^trailing\.xml:1:31: illegal encoding name "utf-8 " in the XML declaration/
    )
    expect(read('bom.xml')).toThrow(
      /^bom\.xml:1:\d+: illegal encoding name "8" in the XML declaration/
    )
  })

  it('refuses an unknown encoding with its name and position', () => {
    expect(() => parse('unknown-encoding.xml')).toThrow(
      /^unknown-encoding\.xml:1:31: unsupported encoding "x-klingon"/
    )
  })
})

describe('failed-case details across a run', () => {
  it('keeps at most 1,000 in detail over all files, and counts every failure', async () => {
    const failing = (suite: string) =>
      `<testsuite name="${suite}">${'<testcase name="t"><failure message="m"/></testcase>'.repeat(100)}</testsuite>`
    const suites = (file: number) =>
      Array.from({ length: 7 }, (_, k) => failing(`f${file}s${k}`)).join('')
    write('budget/a.xml', `<testsuites>${suites(1)}</testsuites>`)
    write('budget/b.xml', `<testsuites>${suites(2)}</testsuites>`)
    const outcome = await parseReports(['budget'], { cwd, strict: true })
    const all = outcome.files.flatMap((file) => file.suites)
    const kept = all.reduce((n, s) => n + s.failedCases.length, 0)
    const omitted = all.reduce((n, s) => n + s.failedCasesOmitted, 0)
    expect(kept).toBe(1000)
    expect(kept + omitted).toBe(1400)
    expect(outcome.results.reduce((n, r) => n + r.failures, 0)).toBe(1400)
    // The first file is kept whole; the budget runs out in the second.
    expect(
      outcome.files[0]?.suites.every((s) => s.failedCases.length === 100)
    ).toBe(true)
  })
})

describe('a DOCTYPE that declares entities', () => {
  const dtd =
    '<!DOCTYPE r [\n <!ENTITY % sp SYSTEM "http://127.0.0.1:9/x">\n %sp;\n]>\n'

  it('in a file with no <testsuite>: skipped as not JUnit, with a notice naming the refusal', () => {
    write('dtd/not-junit.xml', `<?xml version="1.0"?>\n${dtd}<r>&oob;</r>\n`)
    const { report, notes } = parseReportFile(
      path.join(cwd, 'dtd/not-junit.xml'),
      'dtd/not-junit.xml'
    )
    expect(report.status).toBe('skipped')
    expect(notes).toHaveLength(1)
    expect(notes[0]?.level).toBe('notice')
    expect(notes[0]?.message).toMatch(/declares entities, which were refused/)
  })

  it('in a file that holds a <testsuite>: refused, with the position of the declaration', () => {
    write(
      'dtd/junit.xml',
      `<?xml version="1.0"?>\n${dtd}<testsuite name="s"><testcase><failure/></testcase></testsuite>\n`
    )
    expect(() =>
      parseReportFile(path.join(cwd, 'dtd/junit.xml'), 'dtd/junit.xml')
    ).toThrow(/^dtd\/junit\.xml:3:\d+: DTD entity declarations are refused/)
  })
})
