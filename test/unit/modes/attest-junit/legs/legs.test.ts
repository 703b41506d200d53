/**
 * The legs of legs-dir: found by folder, links out refused, combined with
 * `[leg] suite`, missing legs worded, escaped names.
 */
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAttestJunitConfig } from '../../../../../src/config/index.js'
import { memoryLogger } from '../../../../../src/log.js'
import { findLegs } from '../../../../../src/modes/attest-junit/legs/discover.js'
import type { Legs } from '../../../../../src/modes/attest-junit/legs/index.js'
import { missingLegsFailure } from '../../../../../src/modes/attest-junit/legs/step.js'
import {
  legPatterns,
  missingMessage,
  readLegs
} from '../../../../../src/modes/attest-junit/legs/index.js'

let root = ''
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'legs-unit-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const report = (suite: string, failed = 0) =>
  `<testsuite name="${suite}" tests="${1 + failed}" failures="${failed}"><testcase name="ok" time="1"/>${failed ? '<testcase name="bad" file="src/app.ts"><failure message="m"/></testcase>' : ''}</testsuite>`

function workspace(files: Record<string, string | undefined>): string {
  const dir = mkdtempSync(join(root, 'ws-'))
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path)
    if (content === undefined) mkdirSync(target, { recursive: true })
    else {
      mkdirSync(join(target, '..'), { recursive: true })
      writeFileSync(target, content)
    }
  }
  return dir
}

const config = (extra: Record<string, string> = {}) =>
  parseAttestJunitConfig({
    flow: 'f',
    name: 'n',
    org: 'o',
    'dry-run': 'true',
    'legs-dir': 'legs',
    ...extra
  })

describe('findLegs', () => {
  it('takes each immediate folder, sorted, and refuses every link, out of legs-dir or onto another leg', () => {
    const ws = workspace({
      'legs/b/x.xml': '',
      'legs/a/': undefined,
      'legs/file.xml': '',
      'outside/': undefined
    })
    symlinkSync(join(ws, 'outside'), join(ws, 'legs', 'c-link'))
    symlinkSync(join(ws, 'legs', 'a'), join(ws, 'legs', 'd-inside'))
    const found = findLegs('legs', ws)
    expect(found.legs.map((l) => [l.name, l.shown])).toEqual([
      ['a', 'legs/a'],
      ['b', 'legs/b']
    ])
    // A link onto leg a would read it twice and stand in for a missing leg.
    expect(found.links).toEqual(['legs/c-link', 'legs/d-inside'])
  })

  it('a legs-dir that does not exist has no leg; a file is refused, naming the input', () => {
    const ws = workspace({ 'legs.xml': '' })
    expect(findLegs('nowhere', ws).legs).toEqual([])
    expect(() => findLegs('legs.xml', ws)).toThrow(
      /legs-dir legs\.xml is not a folder/
    )
  })
})

describe('legPatterns', () => {
  it('is report-paths, else every report of the formats read', () => {
    expect(legPatterns(config())).toEqual(['**/*.xml'])
    expect(legPatterns(config({ 'report-formats': 'junit,trx' }))).toEqual([
      '**/*.xml',
      '**/*.trx'
    ])
    expect(legPatterns(config({ 'report-paths': 'out/*.xml' }))).toEqual([
      'out/*.xml'
    ])
  })
})

describe('readLegs', () => {
  it('combines the legs: suites and failed cases as [leg] suite, paths from the workspace, a log line per leg', async () => {
    const ws = workspace({
      'legs/linux/junit.xml': report('api'),
      'legs/mac/r/junit.xml': report('api', 1)
    })
    const logger = memoryLogger()
    const { outcome, legs } = await readLegs(
      config({ 'expected-legs': '2' }),
      { reportsDir: ws, root: ws },
      logger
    )
    expect(outcome.results.map((r) => r.name)).toEqual([
      '[linux] api',
      '[mac] api'
    ])
    expect(outcome.files.map((f) => f.path)).toEqual([
      'legs/linux/junit.xml',
      'legs/mac/r/junit.xml'
    ])
    expect(outcome.files[1]?.suites[0]?.failedCases[0]?.suite).toBe('[mac] api')
    expect(legs.missing).toBeUndefined()
    expect(legs.found).toEqual(['linux', 'mac'])
    expect(legs.facts[1]).toMatchObject({
      name: 'mac',
      tests: 2,
      failed: 1,
      duration: 1
    })
    expect(legs.facts[1]?.files[0]?.path).toBe('r/junit.xml')
    expect(logger.lines.map((l) => l.message)).toContain(
      'leg mac: 2 tests, 1 failed, 0 errored, 0 skipped, 1 s (1 file)'
    )
  })

  it('a malformed leg report is refused naming the leg', async () => {
    const ws = workspace({ 'legs/linux/junit.xml': '<testsuite name="a"' })
    await expect(
      readLegs(config(), { reportsDir: ws, root: ws }, memoryLogger())
    ).rejects.toThrow(/leg linux \(legs\/linux\)/)
  })

  it('no leg with a report: nothing to attest, the missing-legs message says why', async () => {
    const ws = workspace({ 'legs/a/': undefined })
    await expect(
      readLegs(
        config({ 'expected-legs': '2' }),
        { reportsDir: ws, root: ws },
        memoryLogger()
      )
    ).rejects.toThrow(/expected 2, found 0/)
  })

  it('escapes a leg name in the log', async () => {
    const ws = workspace({ 'legs/a\u001b[31m/junit.xml': report('api') })
    const logger = memoryLogger()
    await readLegs(config(), { reportsDir: ws, root: ws }, logger)
    const line = logger.lines
      .map((l) => l.message)
      .find((m) => m.startsWith('leg '))
    expect(line).toContain('leg a\\x1b[31m:')
  })
})

describe('missingMessage', () => {
  const fact = (name: string, missing?: string) => ({
    name,
    path: `legs/${name}`,
    files: [],
    tests: missing ? 0 : 1,
    failed: 0,
    errored: 0,
    skipped: 0,
    duration: 0,
    ...(missing !== undefined && { missing })
  })

  it('names expected, found, the empty folders and the legs with no folder', () => {
    const message = missingMessage({
      dir: 'legs',
      expected: 4,
      facts: [fact('a'), fact('b'), fact('c', 'no report')],
      found: ['a', 'b'],
      onMissing: 'fail'
    })
    expect(message).toContain(
      'Missing legs in legs-dir legs: expected 4, found 2 (a, b).'
    )
    expect(message).toContain('1 folder held no test: c (no report).')
    expect(message).toContain('1 leg left no folder at all')
  })

  it('is undefined when every expected leg reported', () => {
    expect(
      missingMessage({
        dir: 'legs',
        expected: 1,
        facts: [fact('a')],
        found: ['a'],
        onMissing: 'fail'
      })
    ).toBeUndefined()
  })
})

describe('missingLegsFailure', () => {
  const legs: Legs = {
    dir: 'legs',
    expected: 2,
    facts: [],
    found: ['linux'],
    missing: 'missing legs: expected 2, found 1 (linux)',
    onMissing: 'fail'
  }
  const state = { recorded: false, dryRun: false }

  it('held back for the leg, the not-recorded message carries it: not said twice', () => {
    const notRecorded = `${legs.missing ?? ''}\non-missing-legs is fail: the aggregate was not sent.`
    expect(missingLegsFailure(legs, { ...state, notRecorded })).toBeUndefined()
  })

  it('stopped first by something else (an attachment too big), the missing leg is still named', () => {
    const notRecorded = 'the attachment is 12 MB, over Kosli limit of 10 MB'
    expect(missingLegsFailure(legs, { ...state, notRecorded })).toBe(
      legs.missing
    )
  })
})
