/**
 * JUnit XML → one SuiteReport per top-level suite, streaming: the scanner
 * reports the elements that matter and this applies the rules of
 * docs/counting.md.
 */
import type { Note, SuiteReport } from '../model.js'
import { CaseFrame, ERRORED, FAILED, SKIPPED } from './case.js'
import {
  FAILED_CASES_PER_RUN,
  TRACE_LINES,
  describeFailure,
  type FailedCaseBudget
} from './failed.js'
import { Entry, type EntryOptions, type Wrapper } from './entry.js'
import type { TestCollector } from './collect-tests.js'
import { SuiteFrame, settle, suiteLocation } from './suite.js'
import { tallyCase, tallyNested } from './tally.js'
import {
  K_CASE,
  K_DISABLED,
  K_ERROR,
  K_FAILURE,
  K_FLAKY_ERROR,
  K_FLAKY_FAILURE,
  K_PROPERTIES,
  K_SKIPPED,
  K_SUITE,
  K_SUITES,
  SLOT_OF,
  VOCABULARY
} from './vocabulary.js'
import {
  MAX_VALUE_BYTES,
  XmlScanner,
  type AttributeValues,
  type ScanHandler
} from '../xml/index.js'

export interface SuiteParserOptions {
  /** The file as shown to users: the name fallback and notes use it. */
  fileName: string
  note: (note: Note) => void
  /** Shared across a run's files; default: FAILED_CASES_PER_RUN for this one. */
  failedCaseBudget?: FailedCaseBudget
  /** The run's test inventory, when it is collected. */
  tests?: TestCollector | undefined
}

/** What an open element is to the rules. */
const ROLE_OTHER = 0
const ROLE_WRAPPER = 1
const ROLE_SUITE = 2
const ROLE_CASE = 3
const ROLE_RESULT = 4
const ROLE_SUITE_ERROR = 5

/** The scanner's text capture: SuiteRules needs no more of it. */
export interface TextCapturer {
  beginCapture(lines: number): boolean
  endCapture(): string
}

export class SuiteRules implements ScanHandler {
  readonly scanner: TextCapturer
  readonly suites: SuiteReport[] = []
  private roles = new Uint8Array(64)
  private readonly frames: SuiteFrame[] = []
  private readonly wrappers: Wrapper[] = []
  private readonly cases: CaseFrame[] = []
  private caseDepth = 0
  private entry: Entry | undefined
  private truncationWarned = false
  private readonly entryOptions: EntryOptions
  /** Depth of the element whose text is being captured, or -1. */
  private captureDepth = -1
  private readonly messages = new Map<number, string | undefined>()
  private foreign = false
  /** Elements directly inside the JUnit roots, for the no-suite notice. */
  rootChildren = 0

  /** `capture`: a scanner shared with other readers (one per file). */
  constructor(
    private readonly options: SuiteParserOptions,
    capture?: TextCapturer
  ) {
    this.entryOptions = {
      fileName: options.fileName,
      note: options.note,
      failedCaseBudget: options.failedCaseBudget ?? {
        remaining: FAILED_CASES_PER_RUN
      }
    }
    this.scanner = capture ?? new XmlScanner(VOCABULARY, this)
  }

  open(kind: number, values: AttributeValues, depth: number): void {
    if (depth >= this.roles.length) {
      const roles = new Uint8Array(this.roles.length * 2)
      roles.set(this.roles)
      this.roles = roles
    }
    // A foreign root (and all it holds) is ignored (docs/counting.md, F5).
    if (depth === 0) this.foreign = kind !== K_SUITES && kind !== K_SUITE
    if (depth === 1 && !this.foreign) this.rootChildren++
    this.roles[depth] = this.foreign
      ? ROLE_OTHER
      : this.role(kind, values, depth)
  }

  private role(kind: number, values: AttributeValues, depth: number): number {
    if (kind === K_SUITES) {
      const wrapper = this.wrappers.at(-1)
      this.wrappers.push({
        attributes: values.texts(),
        holdsSuite: false,
        parent: wrapper
      })
      return ROLE_WRAPPER
    }
    if (kind === K_SUITE) {
      const role = this.openSuite(values)
      if (values.truncated) this.warnTruncated()
      return role
    }
    if (values.truncated) this.warnTruncated()
    const parent = depth > 0 ? (this.roles[depth - 1] as number) : ROLE_OTHER
    if (parent === ROLE_SUITE) {
      if (kind === K_CASE) return this.openCase(values)
      if (kind === K_PROPERTIES)
        (this.frames.at(-1) as SuiteFrame).hasProperties = true
      if (kind === K_ERROR || kind === K_FAILURE) {
        this.startCapture(depth, values)
        return ROLE_SUITE_ERROR
      }
    }
    if (parent === ROLE_CASE) return this.openResult(kind, values, depth)
    return ROLE_OTHER
  }

  /** Once per file: a report with one huge value often has many. */
  private warnTruncated(): void {
    if (this.truncationWarned) return
    this.truncationWarned = true
    const kib = MAX_VALUE_BYTES / 1024
    const message = `an attribute value longer than ${kib} KiB was cut to its first ${kib} KiB (counts are not affected)`
    if (this.entry !== undefined && this.frames.length > 0) {
      this.entry.warn(message)
    } else {
      this.options.note({
        level: 'warning',
        file: this.options.fileName,
        message
      })
    }
  }

  private openSuite(values: AttributeValues): number {
    const wrapper = this.wrappers.at(-1)
    if (wrapper) wrapper.holdsSuite = true
    const attributes = values.texts()
    if (this.frames.length === 0) {
      this.entry = new Entry(attributes, wrapper, this.entryOptions)
    }
    this.frames.push(new SuiteFrame(attributes))
    return ROLE_SUITE
  }

  private openCase(values: AttributeValues): number {
    let frame = this.cases[this.caseDepth]
    if (!frame) {
      frame = new CaseFrame()
      this.cases.push(frame)
    }
    this.caseDepth++
    frame.open(values)
    return ROLE_CASE
  }

  private openResult(
    kind: number,
    values: AttributeValues,
    depth: number
  ): number {
    const frame = this.cases[this.caseDepth - 1] as CaseFrame
    if (kind === K_SKIPPED) frame.vendor = SKIPPED
    if (kind === K_FAILURE) frame.vendor = FAILED
    if (kind === K_ERROR) frame.vendor = ERRORED
    if (kind === K_SKIPPED || kind === K_DISABLED) frame.skips++
    else if (kind === K_FLAKY_FAILURE || kind === K_FLAKY_ERROR) frame.flaky++
    const slot = SLOT_OF[kind]
    if (slot === undefined) return ROLE_OTHER
    const seen = frame.seen[slot] ?? 0
    frame.seen[slot] = seen + 1
    if (seen === 0) this.startCapture(depth, values)
    return ROLE_RESULT
  }

  private startCapture(depth: number, values: AttributeValues): void {
    const entry = this.entry as Entry
    if (!entry.failed.hasRoom()) return
    this.messages.set(depth, values.text(0))
    if (this.scanner.beginCapture(TRACE_LINES)) this.captureDepth = depth
  }

  close(kind: number, depth: number): void {
    const role = this.roles[depth]
    if (role === ROLE_RESULT || role === ROLE_SUITE_ERROR) {
      this.closeResult(kind, depth, role)
    } else if (role === ROLE_CASE) {
      this.closeCase(this.cases[--this.caseDepth] as CaseFrame)
    } else if (role === ROLE_SUITE) {
      this.closeSuite()
    } else if (role === ROLE_WRAPPER) {
      this.closeWrapper()
    }
  }

  private closeResult(kind: number, depth: number, role: number): void {
    const captured = this.takeCapture(depth)
    const message = this.messages.get(depth)
    this.messages.delete(depth)
    if (role === ROLE_SUITE_ERROR) {
      this.closeSuiteError(message, captured)
      return
    }
    const frame = this.cases[this.caseDepth - 1] as CaseFrame
    const slot = SLOT_OF[kind] as number
    frame.details[slot] ??= { message, text: captured }
  }

  private takeCapture(depth: number): string {
    if (depth !== this.captureDepth) return ''
    this.captureDepth = -1
    return this.scanner.endCapture()
  }

  private closeSuiteError(message: string | undefined, text: string): void {
    const entry = this.entry as Entry
    ;(this.frames.at(-1) as SuiteFrame).suiteErrors++
    entry.failed.add(() => ({
      suite: entry.name,
      name: '(suite)',
      kind: 'error',
      ...describeFailure(message, text),
      ...suiteLocation(this.frames)
    }))
  }

  private closeCase(frame: CaseFrame): void {
    const status = frame.status()
    tallyCase(this.frames.at(-1) as SuiteFrame, frame, status)
    const entry = this.entry as Entry
    // Nested suites count into the top one: the entry of junit_results.
    this.options.tests?.add(entry.name, frame, status)
    if (status === FAILED || status === ERRORED) {
      entry.failed.add(() =>
        entry.failedCase(frame, status === ERRORED, this.frames)
      )
    }
  }

  private closeSuite(): void {
    const frame = this.frames.pop() as SuiteFrame
    const entry = this.entry as Entry
    const nested = this.frames.length > 0
    const settled = settle(frame, (message) =>
      entry.warn(
        nested
          ? `nested suite ${JSON.stringify(frame.label())}: ${message}`
          : message
      )
    )
    const parent = this.frames.at(-1)
    if (parent) {
      tallyNested(parent, frame, settled)
      return
    }
    this.suites.push(entry.finish(frame, settled))
    this.entry = undefined
  }

  private closeWrapper(): void {
    const wrapper = this.wrappers.pop() as Wrapper
    if (wrapper.parent && wrapper.holdsSuite) wrapper.parent.holdsSuite = true
    if (wrapper.holdsSuite || this.frames.length > 0) return
    const report = Entry.fromWrapper(wrapper, this.entryOptions)
    if (report === undefined) return
    this.suites.push(report)
    if (wrapper.parent) wrapper.parent.holdsSuite = true
  }
}
