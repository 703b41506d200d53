/**
 * xUnit.net v1, v2 and v3 → suites by test class (docs/counting.md,
 * xUnit.net; rules X1-X8).
 */
import type { SuiteReport } from '../../model.js'
import {
  ERRORED,
  FAILED,
  PASSED,
  SKIPPED,
  TRACE_LINES,
  type Status
} from '../../rules/index.js'
import type { AttributeValues } from '../../xml/index.js'
import {
  fileSuiteName,
  nameOr,
  outcomeWord,
  quoteValue
} from '../common/names.js'
import { failedCase, keepText, type OpenCase } from '../common/failure.js'
import type { FileFormat, ReaderContext, RootReader } from '../common/reader.js'
import { SuiteTable, type SuiteRow } from '../common/table.js'
import { countOf, secondsMicros } from '../common/values.js'
import { R_XUNIT_ASSEMBLY } from '../root-kinds.js'
import { AssemblyFrame, type LooseError } from './assembly.js'
import * as V from './vocabulary.js'

interface TestFrame extends OpenCase {
  status: Status
  unknown: string | undefined
  suite: string
}

const ROLE_OTHER = 0
const ROLE_ASSEMBLY = 1
const ROLE_CONTAINER = 2
const ROLE_TEST = 3
const ROLE_FAILURE = 4
const ROLE_ERRORS = 5
const ROLE_ERROR = 6
const ROLE_TEXT = 7

const STATUS: ReadonlyMap<string, Status> = new Map([
  ['pass', PASSED],
  ['fail', FAILED],
  ['skip', SKIPPED],
  ['notrun', SKIPPED]
])

export class XunitReader implements RootReader {
  readonly vocabulary = V.XUNIT_VOCABULARY
  private readonly table: SuiteTable
  private readonly fileSuite: string
  private readonly roles: number[] = [ROLE_OTHER]
  private assembly: AssemblyFrame | undefined
  private assemblies = 0
  private container: string | undefined
  private test: TestFrame | undefined
  private loose: LooseError | undefined
  private capturing = -1
  private usesClass = false

  constructor(
    private readonly context: ReaderContext,
    private readonly rootKind: number
  ) {
    this.table = new SuiteTable(context)
    this.fileSuite = fileSuiteName(context.fileName)
  }

  format(): FileFormat {
    return this.usesClass ? 'xunit1' : 'xunit2'
  }

  openRoot(values: AttributeValues): void {
    if (this.rootKind !== R_XUNIT_ASSEMBLY) return
    this.roles[0] = ROLE_ASSEMBLY
    this.assembly = new AssemblyFrame(this.assemblies++, values, this.fileSuite)
  }

  open(kind: number, values: AttributeValues, depth: number): void {
    const parent = this.roles[depth - 1] ?? ROLE_OTHER
    this.roles[depth] = this.role(kind, values, parent)
    if (this.roles[depth] === ROLE_TEXT && this.context.budget.remaining > 0) {
      if (this.context.capture.beginCapture(TRACE_LINES)) this.capturing = depth
    }
  }

  private role(kind: number, values: AttributeValues, parent: number): number {
    if (
      kind === V.K_ASSEMBLY &&
      parent === ROLE_OTHER &&
      this.assembly === undefined
    ) {
      this.assembly = new AssemblyFrame(
        this.assemblies++,
        values,
        this.fileSuite
      )
      return ROLE_ASSEMBLY
    }
    const inAssembly = parent === ROLE_ASSEMBLY
    if ((kind === V.K_COLLECTION || kind === V.K_CLASS) && inAssembly) {
      if (kind === V.K_CLASS) this.usesClass = true
      this.container = values.text(0)
      return ROLE_CONTAINER
    }
    if (kind === V.K_TEST && (inAssembly || parent === ROLE_CONTAINER)) {
      this.openTest(values)
      return ROLE_TEST
    }
    if (kind === V.K_FAILURE) return this.openFailure(parent)
    if (kind === V.K_ERRORS && inAssembly) return ROLE_ERRORS
    if (kind === V.K_ERROR && parent === ROLE_ERRORS) {
      this.loose = {
        suite: values.text(1),
        name: `(${values.text(0) ?? 'error'})`
      }
      return ROLE_ERROR
    }
    if ((kind === V.K_MESSAGE || kind === V.K_STACK) && parent === ROLE_FAILURE)
      return ROLE_TEXT
    return ROLE_OTHER
  }

  private openTest(values: AttributeValues): void {
    const assembly = this.assembly as AssemblyFrame
    const word = outcomeWord(values.text(V.T_RESULT))
    const status = STATUS.get(word ?? '')
    this.test = {
      status: status ?? ERRORED,
      unknown:
        status !== undefined
          ? undefined
          : `a test with ${word === undefined ? 'no result' : `result ${quoteValue(word)}`} counts as an error (F6)`,
      name: values.text(V.T_NAME) ?? '(unnamed)',
      suite: nameOr(
        values.text(V.T_TYPE),
        nameOr(this.container, assembly.name)
      ),
      time: values.text(V.T_TIME),
      failureChild: false
    }
  }

  private openFailure(parent: number): number {
    if (parent === ROLE_TEST && this.test !== undefined) {
      this.test.failureChild = true
      return ROLE_FAILURE
    }
    if (parent === ROLE_ERROR) return ROLE_FAILURE
    if (parent === ROLE_CONTAINER || parent === ROLE_ASSEMBLY) {
      const suite = parent === ROLE_CONTAINER ? this.container : undefined
      this.loose = { suite, name: '(failure)' }
      return ROLE_FAILURE
    }
    return ROLE_OTHER
  }

  close(kind: number, depth: number): void {
    const role = this.roles[depth]
    if (this.capturing === depth) {
      this.capturing = -1
      const text = this.context.capture.endCapture()
      keepText(this.test ?? this.loose, kind === V.K_MESSAGE, text)
    }
    if (role === ROLE_TEST && this.test !== undefined) {
      this.closeTest(this.test)
      this.test = undefined
    } else if (role === ROLE_CONTAINER) {
      this.container = undefined
    } else if (
      (role === ROLE_ERROR ||
        (role === ROLE_FAILURE && this.test === undefined)) &&
      this.loose !== undefined
    ) {
      this.assembly?.errors.push(this.loose)
      this.loose = undefined
    } else if (role === ROLE_ASSEMBLY) {
      this.closeAssembly()
    }
  }

  private rowOf(suite: string): SuiteRow {
    const assembly = this.assembly as AssemblyFrame
    const key = assembly.key(suite)
    const fresh = !this.table.has(key)
    const row = this.table.row(key, suite)
    if (fresh && assembly.stamp !== undefined) row.timestamp = assembly.stamp
    return row
  }

  private closeTest(test: TestFrame): void {
    const row = this.rowOf(test.suite)
    ;(this.assembly as AssemblyFrame).tests++
    let status = test.status
    if (test.unknown !== undefined) this.table.problem(row, test.unknown)
    if (status < FAILED && test.failureChild) {
      status = FAILED
      this.table.problem(
        row,
        'a test whose result is Pass or Skip but that holds a <failure> counts as a failure (X4)'
      )
    }
    this.table.count(row, status, secondsMicros(test.time, row, this.table))
    this.context.tests?.add(row.name, test, status)
    if (status >= FAILED) this.keep(row, test, status)
  }

  private keep(
    row: SuiteRow,
    detail: TestFrame | LooseError,
    status: Status
  ): void {
    this.table.fail(row, () => ({
      suite: row.name,
      ...failedCase(detail, status)
    }))
  }

  /** X5 and X8 when an assembly closes. */
  private closeAssembly(): void {
    const assembly = this.assembly as AssemblyFrame
    for (const error of assembly.errors) {
      const named =
        error.suite !== undefined && this.table.has(assembly.key(error.suite))
      const row = this.rowOf(named ? (error.suite as string) : assembly.name)
      this.table.count(row, ERRORED)
      this.keep(row, error, ERRORED)
    }
    if (assembly.tests === 0 && assembly.errors.length === 0)
      this.header(assembly)
    this.assembly = undefined
  }

  /** X8: an assembly with no test and no error counts by its attributes. */
  private header(assembly: AssemblyFrame): void {
    const count = (index: number) => countOf(assembly.header[index])
    const total = count(V.A_TOTAL)
    // Any of the four counts is a statement: `errors="2"` alone is two errors.
    const stated = [V.A_TOTAL, V.A_FAILED, V.A_SKIPPED, V.A_ERRORS]
    if (stated.every((index) => count(index) === undefined)) return
    const row = this.rowOf(assembly.name)
    row.stated = true
    row.failures = count(V.A_FAILED) ?? 0
    row.errors = count(V.A_ERRORS) ?? 0
    row.skipped = count(V.A_SKIPPED) ?? 0
    row.total = Math.max(total ?? 0, row.failures + row.errors + row.skipped)
  }

  closeRoot(): SuiteReport[] {
    if (this.rootKind === R_XUNIT_ASSEMBLY && this.assembly !== undefined)
      this.closeAssembly()
    const suites = this.table.reports()
    if (suites.length === 0) {
      this.context.note({
        level: 'notice',
        file: this.context.fileName,
        message:
          'no test suite in it: its xUnit.net root holds no test and states no counts; nothing from this file is recorded'
      })
    }
    return suites
  }
}
