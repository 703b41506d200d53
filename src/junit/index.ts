import path from 'node:path'
import { NoReportsError, ParseError, UnreadableReportError } from '../errors.js'
import { discoverReports, systemReason, type Unreadable } from './discover.js'
export { KEPT_META_FILE, KEPT_PAYLOAD_KIND } from './kept-marker.js'
import type { FileReport, Note, ParseOutcome } from './model.js'
import { EncodingError, readAsUtf8, type ReadSummary } from './decode/index.js'
import {
  ROOT_NAMES,
  createDispatcher,
  skipNotes,
  type DispatchedFile,
  type ReportFamily
} from './formats/index.js'
import {
  FAILED_CASES_PER_RUN,
  TestCollector,
  type FailedCaseBudget,
  type InventoryOptions
} from './rules/index.js'
import { DtdRefusedError, XmlSyntaxError, positionAt } from './xml/index.js'
import { MalformedReportsError, malformedText } from './malformed.js'
import { noReportsMessage } from './no-reports.js'

export * from './malformed.js'

export {
  discoverReports,
  patternLines,
  type Discovery,
  type Unreadable
} from './discover.js'
export type { FileFormat, ReportFamily } from './formats/index.js'
export * from './inventory.js'
export { HashedTests } from './hashed-tests.js'
export { inventoryJson, type InventoryHeader } from './inventory-file.js'
export { HASH_ABOVE, type InventoryOptions } from './rules/index.js'
export {
  totalsOf,
  verdictOf,
  type FailedCase,
  type FileReport,
  type FileStatus,
  type JUnitResult,
  type Note,
  type ParseOutcome,
  type SuiteReport,
  type TestInventory,
  type RepeatedCase,
  type RepeatedCases,
  type Totals,
  type Verdict
} from './model.js'

/** The inventory and, with it, the retried flaky cases. */
function collected(
  tests: TestCollector
): Pick<ParseOutcome, 'tests' | 'repeated'> {
  const inventory = tests.finish()
  const repeated = tests.repeated
  return {
    tests: inventory,
    ...(repeated !== undefined && repeated.total > 0 && { repeated })
  }
}

export interface FileParse {
  report: FileReport
  /** Notes of this file only; dropped by the caller if the file failed. */
  notes: Note[]
  /** Why the file is marked failed, when it is not well-formed. */
  malformed?: ParseError
}

function toParseError(error: unknown, file: string, shown: string): unknown {
  if (error instanceof XmlSyntaxError) {
    const { line, column } = positionAt(file, error.offset)
    return new ParseError({ path: shown, line, column }, error.message, {
      cause: error
    })
  }
  if (error instanceof EncodingError) {
    const where = { path: shown, line: 1, column: error.column }
    return new ParseError(where, error.message, { cause: error })
  }
  return error
}

const ROOT_NEEDLES = [...new Set(ROOT_NAMES)].map((name) => Buffer.from(name))
const LONGEST_NEEDLE = Math.max(...ROOT_NEEDLES.map((needle) => needle.length))

/**
 * Whether the decoded text names a report's root element (F1) anywhere. A
 * file whose DTD is refused is read no further, so its root is unknown: it
 * is skipped as no report only when no report's root could be in it
 * (entities are never expanded, so none can hide there), and refused
 * otherwise.
 */
function mentionsReportRoot(file: string): boolean {
  let tail = Buffer.alloc(0)
  let found = false
  readAsUtf8(file, (chunk) => {
    const joined = Buffer.concat([tail, chunk])
    found = ROOT_NEEDLES.some((needle) => joined.includes(needle))
    tail = joined.subarray(Math.max(0, joined.length - LONGEST_NEEDLE + 1))
    return !found // false: stop reading
  })
  return found
}

function readingNotes(
  file: string,
  shown: string,
  summary: ReadSummary
): Note[] {
  const notes: Note[] = []
  if (summary.warning !== undefined) {
    notes.push({ level: 'warning', file: shown, message: summary.warning })
  }
  if (summary.replaced > 0) {
    const { line, column } = positionAt(file, summary.firstReplaced)
    notes.push({
      level: 'warning',
      file: shown,
      message: `${summary.replaced} byte sequence(s) invalid in ${summary.encoding} replaced by U+FFFD, the first at line ${line}, column ${column}`
    })
  }
  return notes
}

const JUNIT_ONLY: ReadonlySet<ReportFamily> = new Set(['junit'])

/** The file's entry once its roots are read. */
function fileParse(
  shown: string,
  document: DispatchedFile,
  read: { families: ReadonlySet<ReportFamily>; notes: Note[] }
): FileParse {
  const { families, notes } = read
  const roots = skipNotes(document, shown, families)
  notes.push(...roots.notes)
  if (roots.skipped) {
    return { report: { path: shown, status: 'skipped', suites: [] }, notes }
  }
  const format = [...new Set(document.formats)].join(',')
  return {
    report: { path: shown, status: 'parsed', format, suites: document.suites },
    notes
  }
}

/**
 * Parses one report, whatever its format among `families` (default JUnit
 * only). Throws ParseError (`path:line:column: reason`) when the file is
 * not well-formed or its encoding cannot be read.
 * @param shown the path as the user should see it (relative to cwd).
 */
export function parseReportFile(
  file: string,
  shown: string = file,
  options: {
    failedCaseBudget?: FailedCaseBudget
    families?: ReadonlySet<ReportFamily>
    /** Collects every case counted (the test inventory). */
    tests?: TestCollector | undefined
  } = {}
): FileParse {
  const { failedCaseBudget, families = JUNIT_ONLY, tests } = options
  const notes: Note[] = []
  const parser = createDispatcher({
    fileName: shown,
    note: (note) => notes.push(note),
    budget: failedCaseBudget ?? { remaining: FAILED_CASES_PER_RUN },
    families,
    tests
  })
  let summary: ReadSummary
  let document: DispatchedFile
  try {
    summary = readAsUtf8(file, (chunk) => parser.write(chunk))
    document = parser.end()
  } catch (error) {
    if (error instanceof DtdRefusedError && !mentionsReportRoot(file)) {
      return {
        report: { path: shown, status: 'skipped', suites: [] },
        notes: [
          {
            level: 'notice',
            file: shown,
            message: `skipped: not a test report (no report root element such as <testsuite> in it); its DOCTYPE declares entities, which were refused and never processed`
          }
        ]
      }
    }
    throw toParseError(error, file, shown)
  }
  notes.unshift(...readingNotes(file, shown, summary))
  return fileParse(shown, document, { families, notes })
}

function failedFile(
  error: ParseError,
  shown: string,
  strict: boolean
): FileParse {
  return {
    report: { path: shown, status: 'failed', suites: [], error: error.message },
    notes: [
      {
        level: 'warning',
        file: shown,
        message: `${malformedText(error)}; ${strict ? 'nothing is recorded while strict is on' : 'left out of the results'}`
      }
    ],
    malformed: error
  }
}

function unreadableMessage({ path, reason }: Unreadable): string {
  return `${path}: cannot be read (${reason}); the reports in it would be left out. Make it readable, exclude it with a '!' pattern, or set strict: false (CLI: --no-strict) to go on with a warning`
}

/** Lenient: an unreadable file or directory is a failed entry with a warning. */
function unreadableFile(entry: Unreadable): FileParse {
  return {
    report: {
      path: entry.path,
      status: 'failed',
      suites: [],
      error: `${entry.path}: cannot be read (${entry.reason})`
    },
    notes: [
      {
        level: 'warning',
        file: entry.path,
        message: `cannot be read (${entry.reason}); left out of the results`
      }
    ]
  }
}

/**
 * The file's parse; an unreadable one throws (strict) or is marked failed,
 * a malformed one is marked failed (parseReports refuses it when strict).
 */
function parseOne(
  shown: string,
  options: ParseOptions,
  run: { budget: FailedCaseBudget; tests: TestCollector | undefined }
): FileParse {
  const { budget, tests } = run
  const mark = tests?.mark() ?? 0
  if (tests !== undefined) tests.file = shown
  try {
    return parseReportFile(path.resolve(options.cwd, shown), shown, {
      failedCaseBudget: budget,
      families: familiesOf(options),
      tests
    })
  } catch (error) {
    // A file left out of the results is left out of the inventory.
    tests?.rollback(mark)
    const code = (error as NodeJS.ErrnoException).code
    if (typeof code === 'string') {
      const entry = { path: shown, reason: systemReason(error) }
      if (options.strict) {
        throw new UnreadableReportError(unreadableMessage(entry), {
          cause: error
        })
      }
      return unreadableFile(entry)
    }
    if (!(error instanceof ParseError)) throw error
    return failedFile(error, shown, options.strict)
  }
}

export interface ParseOptions {
  cwd: string
  strict: boolean
  /** The formats read (report-formats); default JUnit only. */
  formats?: readonly ReportFamily[]
  /** Told before each file is read (1-based), for a progress line. */
  onFile?: (file: number, total: number) => void
  /** Collect the test inventory (`ParseOutcome.tests`, docs/inventory.md). */
  inventory?: InventoryOptions
}

function familiesOf(options: ParseOptions): ReadonlySet<ReportFamily> {
  return options.formats === undefined ? JUNIT_ONLY : new Set(options.formats)
}

/**
 * Finds, reads and parses every report the patterns match, in sorted path
 * order. Strict: malformed files throw MalformedReportsError, naming every
 * one, once all are read. Lenient: each is marked `failed` with a warning,
 * and the run goes on. Throws NoReportsError
 * when no file yields a suite.
 */
export async function parseReports(
  patterns: readonly string[],
  options: ParseOptions
): Promise<ParseOutcome> {
  const discovery = await discoverReports(patterns, {
    cwd: options.cwd,
    trx: familiesOf(options).has('trx')
  })
  const [firstUnreadable] = discovery.unreadable
  if (options.strict && firstUnreadable !== undefined) {
    throw new UnreadableReportError(unreadableMessage(firstUnreadable))
  }
  const files: FileReport[] = []
  const notes: Note[] = []
  for (const entry of discovery.unreadable) {
    const parsed = unreadableFile(entry)
    files.push(parsed.report)
    notes.push(...parsed.notes)
  }
  const budget: FailedCaseBudget = { remaining: FAILED_CASES_PER_RUN }
  const tests = await TestCollector.start(options.inventory)
  const malformed: ParseError[] = []
  for (const [index, shown] of discovery.files.entries()) {
    options.onFile?.(index + 1, discovery.files.length)
    const parsed = parseOne(shown, options, { budget, tests })
    files.push(parsed.report)
    notes.push(...parsed.notes)
    if (parsed.malformed !== undefined) malformed.push(parsed.malformed)
  }
  const results = files.flatMap((f) => f.suites.map((s) => s.result))
  const [first, ...more] = malformed
  if (options.strict && first !== undefined) {
    throw new MalformedReportsError([first, ...more], { files, results, notes })
  }
  if (results.length === 0) {
    throw new NoReportsError(
      noReportsMessage(discovery, { files, notes }, options.cwd)
    )
  }
  if (tests === undefined) return { files, results, notes }
  notes.push(...tests.notes())
  return { files, results, notes, ...collected(tests) }
}

export * from './union.js'
