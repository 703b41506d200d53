/**
 * One entry of the result: a top-level suite (or a counting `<testsuites>`)
 * with its name, timestamp, failed cases and notes.
 */
import type { FailedCase, JUnitResult, Note, SuiteReport } from '../model.js'
import type { CaseFrame } from './case.js'
import {
  FailedCaseList,
  describeFailure,
  type FailedCaseBudget
} from './failed.js'
import { describeDeparture } from './notes.js'
import {
  S_NAME,
  S_TIMESTAMP,
  SuiteFrame,
  readHeader,
  settle,
  suiteLocation,
  type Settled
} from './suite.js'
import { parseTimestamp } from './values.js'

/** An open `<testsuites>`: its attributes, and whether it holds a suite. */
export interface Wrapper {
  attributes: readonly (string | undefined)[]
  holdsSuite: boolean
  parent: Wrapper | undefined
}

export interface EntryOptions {
  fileName: string
  note: (note: Note) => void
  failedCaseBudget: FailedCaseBudget
}

/** The file name without its directory and a final `.xml` (any case). */
function fallbackName(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? fileName
  return base.replace(/\.xml$/i, '')
}

function timestampSource(
  attributes: readonly (string | undefined)[],
  wrapper: Wrapper | undefined
): { text: string; inherited: boolean } | undefined {
  const own = attributes[S_TIMESTAMP]
  if (own !== undefined) return { text: own, inherited: false }
  for (let w = wrapper; w; w = w.parent) {
    const text = w.attributes[S_TIMESTAMP]
    if (text !== undefined) return { text, inherited: true }
  }
  return undefined
}

export class Entry {
  readonly name: string
  readonly failed: FailedCaseList
  private readonly replacedName: string | undefined

  constructor(
    private readonly attributes: readonly (string | undefined)[],
    private readonly wrapper: Wrapper | undefined,
    private readonly options: EntryOptions
  ) {
    this.failed = new FailedCaseList(options.failedCaseBudget)
    const own = attributes[S_NAME]
    if (own === undefined || own.trim() === '') {
      this.name = fallbackName(options.fileName)
      this.replacedName = own ?? ''
    } else {
      this.name = own
    }
  }

  private note(level: Note['level'], message: string): void {
    this.options.note({
      level,
      file: this.options.fileName,
      suite: this.name,
      message
    })
  }

  warn(message: string): void {
    this.note('warning', message)
  }

  /** The failed case of `frame`, inside the open suites `suites`. */
  failedCase(
    frame: CaseFrame,
    errored: boolean,
    suites: readonly SuiteFrame[]
  ): FailedCase {
    const detail = frame.details[frame.decidingSlot()]
    const failed: FailedCase = {
      suite: this.name,
      name: frame.name,
      kind: errored ? 'error' : 'failure',
      ...describeFailure(detail?.message, detail?.text ?? '')
    }
    if (frame.classname !== undefined && frame.classname !== '') {
      failed.classname = frame.classname
    }
    if (frame.file !== undefined && frame.file !== '') failed.file = frame.file
    const line = frame.line === undefined ? NaN : Number(frame.line.trim())
    if (Number.isSafeInteger(line) && line > 0) failed.line = line
    return Object.assign(failed, suiteLocation(suites))
  }

  private timestamp(): number | undefined {
    const source = timestampSource(this.attributes, this.wrapper)
    if (source === undefined) return undefined
    const parsed = parseTimestamp(source.text)
    if ('seconds' in parsed) return parsed.seconds
    const from = source.inherited
      ? 'inherited <testsuites> timestamp'
      : 'timestamp'
    this.warn(`${from} ${parsed.omitted}; left out`)
    return undefined
  }

  /** The finished entry; notes its departures and flaky tests. */
  finish(frame: SuiteFrame, settled: Settled, vendor = true): SuiteReport {
    const result: JUnitResult = {
      name: this.name,
      failures: settled.counts.failures,
      errors: settled.counts.errors,
      skipped: settled.counts.skipped,
      total: settled.counts.total,
      duration: settled.micros / 1e6
    }
    const timestamp = this.timestamp()
    if (timestamp !== undefined) result.timestamp = timestamp
    const departure = describeDeparture({
      result,
      vendor: vendor ? frame.vendor : undefined,
      departures: frame.departures,
      replacedName: this.replacedName,
      ownTimestamp: this.attributes[S_TIMESTAMP],
      hasProperties: frame.hasProperties
    })
    if (departure !== undefined) this.note('notice', departure)
    if (frame.flaky > 0) {
      this.note(
        'notice',
        `${frame.flaky} flaky test(s): failed, then passed on a rerun`
      )
    }
    return {
      result,
      flaky: frame.flaky,
      failedCases: this.failed.cases,
      failedCasesOmitted: this.failed.omitted
    }
  }

  /** A `<testsuites>` with count attributes and no suite inside, or none. */
  static fromWrapper(
    wrapper: Wrapper,
    options: EntryOptions
  ): SuiteReport | undefined {
    const quiet = (): void => undefined
    if (!readHeader(wrapper.attributes, quiet).stated) return undefined
    const entry = new Entry(wrapper.attributes, wrapper.parent, options)
    const frame = new SuiteFrame(wrapper.attributes)
    const settled = settle(frame, (message) => entry.warn(message))
    return entry.finish(frame, settled, false)
  }
}
