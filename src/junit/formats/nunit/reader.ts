/**
 * NUnit 2 and 3 → suites by fixture (docs/counting.md, NUnit; rules N1-N9).
 */
import type { SuiteReport } from '../../model.js'
import {
  ERRORED,
  FAILED,
  TRACE_LINES,
  describeFailure
} from '../../rules/index.js'
import type { AttributeValues } from '../../xml/index.js'
import { failedCase, keepText, type OpenCase } from '../common/failure.js'
import { fileSuiteName } from '../common/names.js'
import type { FileFormat, ReaderContext, RootReader } from '../common/reader.js'
import { SuiteTable, type SuiteRow } from '../common/table.js'
import { secondsMicros } from '../common/values.js'
import { rootFrame, suiteFrame, type SuiteFrame } from './frames.js'
import { headerRow, rootStamp } from './header.js'
import {
  nunit2Outcome,
  nunit3Outcome,
  suiteFailed,
  type CaseOutcome
} from './outcome.js'
import * as V from './vocabulary.js'
import { R_NUNIT_SUITE } from '../root-kinds.js'

interface CaseFrame extends OpenCase {
  outcome: CaseOutcome
}

const ROLE_OTHER = 0
const ROLE_SUITE = 1
const ROLE_CASE = 2
const ROLE_FAILURE = 3
const ROLE_MESSAGE = 4
const ROLE_STACK = 5

export class NunitReader implements RootReader {
  readonly vocabulary = V.NUNIT_VOCABULARY
  private readonly table: SuiteTable
  private readonly fileSuite: string
  private readonly roles: number[] = [ROLE_SUITE]
  private readonly suites: SuiteFrame[] = []
  private current: CaseFrame | undefined
  private capturing = -1
  private cases = 0
  private sawResult = false
  private rootValues: (string | undefined)[] = []
  /** Where the inventory stood when this root opened. */
  private readonly inventoryMark: number

  constructor(
    private readonly context: ReaderContext,
    private readonly rootKind: number,
    private readonly version: 2 | 3
  ) {
    this.table = new SuiteTable(context)
    this.fileSuite = fileSuiteName(context.fileName)
    this.inventoryMark = context.tests?.mark() ?? 0
  }

  format(): FileFormat {
    return this.version === 3 ? 'nunit3' : 'nunit2'
  }

  openRoot(values: AttributeValues): void {
    this.rootValues = values.texts()
    const root = rootFrame(rootStamp(this.rootKind, values))
    this.suites.push(root)
    if (this.version === 3 && values.has(V.RUN_RESULT)) this.sawResult = true
    if (this.rootKind === R_NUNIT_SUITE) this.openSuite(values)
    else
      root.failedSelf =
        this.version === 3 &&
        suiteFailed(3, values.text(V.RUN_RESULT), undefined)
  }

  open(kind: number, values: AttributeValues, depth: number): void {
    const parent = this.roles[depth - 1] ?? ROLE_OTHER
    let role = ROLE_OTHER
    if (kind === V.K_SUITE && this.current === undefined) {
      this.openSuite(values)
      role = ROLE_SUITE
    } else if (kind === V.K_CASE && this.current === undefined) {
      this.openCase(values)
      role = ROLE_CASE
    } else if (
      kind === V.K_FAILURE &&
      (parent === ROLE_CASE || parent === ROLE_SUITE)
    ) {
      if (this.current !== undefined) this.current.failureChild = true
      role = ROLE_FAILURE
    } else if (
      parent === ROLE_FAILURE &&
      (kind === V.K_MESSAGE || kind === V.K_STACK)
    ) {
      role = kind === V.K_MESSAGE ? ROLE_MESSAGE : ROLE_STACK
      if (
        this.context.budget.remaining > 0 &&
        this.context.capture.beginCapture(TRACE_LINES)
      ) {
        this.capturing = depth
      }
    }
    this.roles[depth] = role
  }

  private openSuite(values: AttributeValues): void {
    const parent = this.suites.at(-1) as SuiteFrame
    const frame = suiteFrame(this.version, values, parent)
    if (values.has(V.S_RESULT)) this.sawResult = true
    frame.failedSelf = suiteFailed(
      this.version,
      values.text(V.S_RESULT),
      values.text(V.S_SUCCESS)
    )
    this.suites.push(frame)
  }

  private openCase(values: AttributeValues): void {
    this.cases++
    if (values.has(V.C_RESULT)) this.sawResult = true
    const outcome =
      this.version === 3
        ? nunit3Outcome(values.text(V.C_RESULT), values.text(V.C_LABEL))
        : nunit2Outcome(
            values.text(V.C_RESULT),
            values.text(V.C_EXECUTED),
            values.text(V.C_SUCCESS)
          )
    this.current = {
      outcome,
      name: values.text(V.C_FULLNAME) ?? values.text(V.C_NAME) ?? '(unnamed)',
      // NUnit 3.0 wrote `time`, later versions `duration`.
      time:
        (this.version === 3 ? values.text(V.C_DURATION) : undefined) ??
        values.text(V.C_TIME),
      failureChild: false
    }
  }

  close(_kind: number, depth: number): void {
    const role = this.roles[depth]
    if (this.capturing === depth) {
      this.capturing = -1
      const text = this.context.capture.endCapture()
      keepText(this.current ?? this.suites.at(-1), role === ROLE_MESSAGE, text)
    }
    if (role === ROLE_CASE && this.current !== undefined) {
      this.closeCase(this.current)
      this.current = undefined
    } else if (role === ROLE_SUITE && depth > 0) {
      this.closeSuite(this.suites.pop() as SuiteFrame)
    }
  }

  /** The row of `frame`'s suite, stamped when it is new (N8). */
  private rowOf(frame: SuiteFrame): SuiteRow {
    const key = frame.key ?? this.fileSuite
    const fresh = !this.table.has(key)
    const row = this.table.row(key)
    if (fresh && frame.stamp !== undefined) row.timestamp = frame.stamp
    return row
  }

  private closeCase(frame: CaseFrame): void {
    const suite = this.suites.at(-1) as SuiteFrame
    const row = this.rowOf(suite)
    let status = frame.outcome.status
    if (frame.outcome.unknown !== undefined)
      this.table.problem(row, frame.outcome.unknown)
    if (status < FAILED && frame.failureChild) {
      status = FAILED
      this.table.problem(
        row,
        'a test-case that reads passed or skipped but holds a <failure> counts as a failure (F7)'
      )
    }
    if (frame.outcome.warning) row.warned++
    this.table.count(row, status, secondsMicros(frame.time, row, this.table))
    this.context.tests?.add(row.name, frame, status)
    if (status < FAILED) return
    suite.failingBelow++
    this.table.fail(row, () => ({
      suite: row.name,
      ...failedCase(frame, status)
    }))
  }

  /** N6 and N7 when a suite (or the root) closes. */
  private closeSuite(frame: SuiteFrame): void {
    const parent = this.suites.at(-1)
    if (frame.failedSelf && frame.failingBelow === 0) {
      const row = this.rowOf(frame)
      this.table.count(row, ERRORED)
      frame.failingBelow++
      this.table.fail(row, () => ({
        suite: row.name,
        name: '(suite)',
        kind: 'error',
        ...describeFailure(
          frame.message ??
            `the suite ${row.name} failed, with no failing test in it`,
          frame.trace ?? ''
        )
      }))
    }
    if (
      frame.ownTime !== undefined &&
      frame.key !== undefined &&
      this.table.has(frame.key)
    ) {
      const row = this.table.row(frame.key)
      row.ownMicros ??= secondsMicros(frame.ownTime, row, this.table)
    }
    if (parent !== undefined) parent.failingBelow += frame.failingBelow
  }

  closeRoot(): SuiteReport[] {
    if (this.rootKind === R_NUNIT_SUITE)
      this.closeSuite(this.suites.pop() as SuiteFrame)
    const root = this.suites.pop() as SuiteFrame
    if (this.version === 3 && this.cases > 0 && !this.sawResult) {
      this.context.tests?.rollback(this.inventoryMark)
      this.context.note({
        level: 'notice',
        file: this.context.fileName,
        message: `skipped: an NUnit 3 test listing (--explore), not a result: no test-case or test-suite has a result (N2)`
      })
      return []
    }
    if (this.cases === 0) {
      const row = headerRow(this.table, this.fileSuite, {
        kind: this.rootKind,
        values: this.rootValues
      })
      if (row !== undefined) {
        if (root.stamp !== undefined) row.timestamp = root.stamp
        root.failingBelow += row.failures + row.errors
      }
    }
    this.closeSuite(root)
    const suites = this.table.reports()
    if (suites.length === 0) {
      this.context.note({
        level: 'notice',
        file: this.context.fileName,
        message:
          'no test suite in it: its NUnit root holds no test-case and states no counts; nothing from this file is recorded'
      })
    }
    return suites
  }
}
