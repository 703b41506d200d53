/**
 * Reports crafted to hurt the parser, each read by the built CLI
 * (`kosli-attest junit-results FILE`) in a child process: every case is
 * either refused with a message naming the file, line and column, or parsed
 * to the right counts, within the time limit and under 200 MiB peak RSS.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  junitResults,
  MEMORY_LIMIT_MIB,
  TIME_LIMIT_MS,
  type ChildRun
} from '../support/run.js'
import {
  bigAttribute,
  billionLaughs,
  characterReferenceFlood,
  deepNesting,
  deepUnknownNesting,
  externalEntity,
  externalParameterEntity,
  externalReferences,
  invalidUtf8,
  largeEntity,
  manyAttributes,
  nulBytes,
  UTF16_SUITE,
  utf16WithoutBom,
  type BigAttributeAt
} from './generate.js'

interface Entry {
  name: string
  total: number
  failures: number
  errors: number
  skipped: number
}

let dir: string
/** Connections the loopback "attacker" server accepted. */
let hits = 0
let server: Server
let base: string
const figures: { case: string; ms: number; maxRssMiB: number }[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hostile-xml-'))
  server = createServer((_req, res) => res.end('<!ENTITY x "pwned">'))
  server.on('connection', () => (hits += 1))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()))
  rmSync(dir, { recursive: true, force: true })
  // The measured figures, for the report and the README.
  console.info(
    figures
      .map(
        (f) =>
          `${f.case.padEnd(46)} ${(f.ms / 1000).toFixed(2).padStart(6)} s ${f.maxRssMiB.toFixed(0).padStart(5)} MiB`
      )
      .join('\n')
  )
})

/** Writes the case, runs the CLI on it, and checks the limits. */
async function run(
  name: string,
  write: (file: string) => void
): Promise<{ file: string; result: ChildRun }> {
  const file = join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.xml`)
  write(file)
  const result = await junitResults(file, { cwd: dir })
  rmSync(file, { force: true })
  figures.push({ case: name, ms: result.ms, maxRssMiB: result.maxRssMiB })
  expect(result.timedOut, `${name}: killed after ${TIME_LIMIT_MS} ms`).toBe(
    false
  )
  expect(result.maxRssMiB, `${name}: peak RSS`).toBeLessThan(MEMORY_LIMIT_MIB)
  return { file, result }
}

function expectRefused(
  { file, result }: { file: string; result: ChildRun },
  reason: RegExp
): void {
  expect(result.code, result.stderr).toBe(1)
  expect(result.stdout).toBe('')
  // The CLI runs in the report's folder: the path shown is the file name.
  const shown = basename(file)
  const message = result.stderr.trim()
  expect(message.startsWith(`${shown}:`), message).toBe(true)
  expect(message.slice(shown.length)).toMatch(
    /^: (not well-formed XML|refused|not readable as text) at line \d+, column \d+: /
  )
  expect(message).toMatch(reason)
}

function parsed({ result }: { result: ChildRun }): Entry[] {
  expect(result.code, result.stderr).toBe(0)
  return JSON.parse(result.stdout) as Entry[]
}

const counts = (e: Entry) => [e.total, e.failures, e.errors, e.skipped]

describe('entity expansion is refused before any expansion', () => {
  const DTD = /DTD entity declarations are refused/

  it('billion laughs', async () => {
    expectRefused(await run('billion laughs', billionLaughs), DTD)
  })

  it('one 1 MiB entity referenced 100,000 times', async () => {
    const file = (f: string) => largeEntity(f, 100_000)
    expectRefused(await run('1 MiB entity x 100k references', file), DTD)
  })
})

describe('external resources are never fetched', () => {
  const DTD = /DTD entity declarations are refused/

  it('an http: external entity', async () => {
    const write = (f: string) => externalEntity(f, `${base}/entity.txt`)
    expectRefused(await run('external entity (http:)', write), DTD)
    expect(hits).toBe(0)
  })

  it('a file: external entity', async () => {
    const secret = join(dir, 'secret.txt')
    writeFileSync(secret, 'CONTENT-OF-A-LOCAL-FILE')
    const write = (f: string) => externalEntity(f, `file://${secret}`)
    const outcome = await run('external entity (file:)', write)
    expectRefused(outcome, DTD)
    expect(outcome.result.stderr).not.toContain('CONTENT-OF-A-LOCAL-FILE')
  })

  it('an external parameter entity', async () => {
    const write = (f: string) =>
      externalParameterEntity(f, `${base}/remote.dtd`)
    expectRefused(await run('external parameter entity (http:)', write), DTD)
    expect(hits).toBe(0)
  })

  it('an external DTD, an XInclude and a stylesheet: parsed, not fetched', async () => {
    const write = (f: string) => externalReferences(f, base)
    const [suite, ...more] = parsed(await run('external DTD + XInclude', write))
    expect(more).toEqual([])
    expect(suite?.name).toBe('refs')
    expect(counts(suite as Entry)).toEqual([2, 1, 0, 0])
    expect(hits).toBe(0)
  })
})

describe('floods and depth are read in bounded work', () => {
  it('2 million numeric character references', async () => {
    const write = (f: string) => characterReferenceFlood(f, 1_000_000)
    const [suite] = parsed(await run('2M numeric character references', write))
    expect(counts(suite as Entry)).toEqual([2, 1, 0, 0])
  })

  it('a character reference of a million digits is refused', async () => {
    const write = (f: string) =>
      writeFileSync(
        f,
        `<testsuite name="s"><testcase name="&#${'1'.repeat(1_000_000)};"/></testsuite>`
      )
    expectRefused(await run('1M-digit character reference', write), /reference/)
  })

  it('100,000 nested test suites', async () => {
    const write = (f: string) => deepNesting(f, 100_000)
    const entries = parsed(await run('100k nested <testsuite>', write))
    expect(entries.map((e) => [e.name, ...counts(e)])).toEqual([
      ['deep', 1, 1, 0, 0]
    ])
  })

  it('1,000,000 nested test suites: refused at the depth limit, in bounded memory', async () => {
    const write = (f: string) => deepNesting(f, 1_000_000)
    const outcome = await run('1M nested <testsuite> (refused)', write)
    expectRefused(
      outcome,
      /: elements nested more than 120,000 levels deep are refused/
    )
    // run() holds it under MEMORY_LIMIT_MIB; without the limit it took
    // over 500 MiB, growing with the depth (docs/performance.md).
  })

  it('100,000 nested unknown elements', async () => {
    const write = (f: string) => deepUnknownNesting(f, 100_000)
    const entries = parsed(await run('100k nested unknown elements', write))
    expect(entries.map((e) => [e.name, ...counts(e)])).toEqual([
      ['deep', 1, 1, 0, 0]
    ])
  })

  it('one million attributes on one element', async () => {
    const write = (f: string) => manyAttributes(f, 1_000_000)
    const [suite] = parsed(await run('1M attributes on one element', write))
    expect(counts(suite as Entry)).toEqual([1, 1, 0, 0])
  })

  it('a duplicate found after a million attributes is refused', async () => {
    const write = (f: string) =>
      manyAttributes(f, 1_000_000, { duplicateLast: true })
    expectRefused(
      await run('1M attributes + a duplicate', write),
      /duplicate attribute "a7"/
    )
  })
})

describe('a 50 MiB attribute', () => {
  const places: BigAttributeAt[] = [
    'unread attribute',
    'failure message',
    'failed case name',
    'suite name'
  ]
  for (const at of places) {
    it(`as the ${at}`, async () => {
      const write = (f: string) => bigAttribute(f, at, 50)
      const { result } = await run(`50 MiB attribute (${at})`, write)
      // Parsed (a long name may be shortened) or refused with a position.
      if (result.code === 0) {
        const [suite, ...more] = JSON.parse(result.stdout) as Entry[]
        expect(more).toEqual([])
        expect(counts(suite as Entry)).toEqual([1, 1, 0, 0])
      } else {
        expect(result.code, result.stderr).toBe(1)
        expect(result.stderr).toMatch(/ at line \d+, column \d+: /)
      }
    })
  }
})

describe('bytes that are not clean text', () => {
  it('invalid UTF-8 is replaced, with a warning naming file and line', async () => {
    const outcome = await run('invalid UTF-8', invalidUtf8)
    const [suite] = parsed(outcome)
    expect(counts(suite as Entry)).toEqual([2, 1, 0, 0])
    expect(outcome.result.stderr).toMatch(
      /^warning: .*invalid-UTF-8\.xml: 3 byte sequence\(s\) invalid in UTF-8 replaced by U\+FFFD, the first at line 3, column \d+/m
    )
  })

  it('NUL bytes are refused with their position', async () => {
    expectRefused(
      await run('NUL bytes', nulBytes),
      /at line 2, column \d+: NUL byte/
    )
  })

  for (const littleEndian of [true, false]) {
    for (const declaration of [true, false]) {
      const order = littleEndian ? 'LE' : 'BE'
      const label = `UTF-16${order} without BOM${declaration ? ', declared' : ''}`
      it(label, async () => {
        const write = (f: string) =>
          utf16WithoutBom(f, { littleEndian, declaration })
        const [suite, ...more] = parsed(await run(label, write))
        expect(more).toEqual([])
        expect(suite?.name).toBe(UTF16_SUITE)
        expect(counts(suite as Entry)).toEqual([2, 1, 0, 0])
      })
    }
  }
})
