/**
 * Property-based fuzzing of the JUnit parser, in process:
 * 1. whatever the bytes, it returns or throws our ParseError, nothing else;
 * 2. it never reports fewer failed/errored tests than saxes, a conformant
 *    XML parser, finds in the same document.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ParseError } from '../../../src/errors.js'
import { parseReportFile, type FileParse } from '../../../src/junit/index.js'
import {
  editedDocument,
  junitDocument,
  mutatedDocument
} from './junit-arbitraries.js'
import { saxesFailedCases } from './saxes-count.js'

const RUNS = 300
/** Mutated documents both parsers accept: 1 in 50 or so of those made. */
const MUTATED_RUNS = 100
let dir: string
let file: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'parser-fuzz-'))
  file = join(dir, 'report.xml')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The parse, or the ParseError; any other throw fails the property. */
function parse(bytes: Uint8Array): FileParse | ParseError {
  writeFileSync(file, bytes)
  try {
    return parseReportFile(file, 'report.xml')
  } catch (error) {
    if (error instanceof ParseError) return error
    throw error
  }
}

function failedAndErrored(parsed: FileParse): number {
  return parsed.report.suites.reduce(
    (sum, suite) => sum + suite.result.failures + suite.result.errors,
    0
  )
}

describe('the parser throws nothing but ParseError', () => {
  it('on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        parse(bytes)
      }),
      { numRuns: RUNS }
    )
  })

  it('on arbitrary bytes after a JUnit start (BOMs and declarations too)', () => {
    const start = fc.constantFrom(
      '<testsuite name="s"><testcase name="t">',
      '<?xml version="1.0" encoding="UTF-16"?><testsuites>',
      '\ufeff<?xml version="1.1"?><testsuite>',
      '<?xml version="1.0" encoding="windows-1252"?><testsuite><testcase><failure message="',
      '<!DOCTYPE testsuite [<!ELEMENT testsuite ANY>]><testsuite>'
    )
    fc.assert(
      fc.property(start, fc.uint8Array({ maxLength: 512 }), (head, tail) => {
        parse(Buffer.concat([Buffer.from(head), tail]))
      }),
      { numRuns: RUNS }
    )
  })

  it('on mutated valid reports', () => {
    fc.assert(
      fc.property(mutatedDocument, (bytes) => {
        parse(bytes)
      }),
      { numRuns: RUNS }
    )
  })
})

describe('never fewer failures or errors than saxes finds', () => {
  it('in well-formed reports, which it parses', () => {
    fc.assert(
      fc.property(junitDocument, (xml) => {
        const expected = saxesFailedCases(xml)
        expect(expected, 'the generator writes well-formed XML').toBeDefined()
        const parsed = parse(Buffer.from(xml))
        if (parsed instanceof ParseError) throw parsed
        expect(failedAndErrored(parsed)).toBeGreaterThanOrEqual(expected ?? 0)
      }),
      { numRuns: RUNS }
    )
  })

  /** Compares where both accept the bytes; returns whether it compared. */
  function compare(bytes: Uint8Array): boolean {
    const expected = saxesFailedCases(new TextDecoder().decode(bytes))
    if (expected === undefined) return false
    const parsed = parse(bytes)
    // A refusal fails the run: never greener than the report.
    if (parsed instanceof ParseError) return false
    expect(failedAndErrored(parsed)).toBeGreaterThanOrEqual(expected)
    return true
  }

  it('in reports with failing markup inserted, which both accept', () => {
    let compared = 0
    fc.assert(
      fc.property(editedDocument, (xml) => {
        if (compare(Buffer.from(xml))) compared += 1
      }),
      { numRuns: RUNS }
    )
    // The property must not hold vacuously.
    expect(compared).toBeGreaterThan(RUNS / 2)
  })

  it('in mutated reports, where both accept them', () => {
    // Most mutations break the XML; fc.pre skips those, so the property
    // holds on MUTATED_RUNS documents that both parsers accept.
    let compared = 0
    fc.assert(
      fc.property(mutatedDocument, (bytes) => {
        fc.pre(compare(bytes))
        compared += 1
      }),
      { numRuns: MUTATED_RUNS, maxSkipsPerRun: 1000 }
    )
    expect(compared).toBeGreaterThanOrEqual(MUTATED_RUNS)
  })
})
