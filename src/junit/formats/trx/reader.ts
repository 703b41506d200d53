/**
 * TRX (VSTest, MSTest, Visual Studio) → suites by test class
 * (docs/counting.md, TRX; rules T1-T9). Streaming: results are folded into
 * groups as they come, definitions name their classes at the end.
 */
import type { SuiteReport } from '../../model.js'
import {
  ERRORED,
  FAILED,
  PASSED,
  TRACE_LINES,
  describeFailure,
  type Status
} from '../../rules/index.js'
import type { AttributeValues } from '../../xml/index.js'
import { outcomeWord, quoteValue } from '../common/names.js'
import type { FileFormat, ReaderContext, RootReader } from '../common/reader.js'
import { finishTrx, type RunFacts } from './finish.js'
import { ResultGroups } from './groups.js'
import { FAILING_WORDS, trxStatus, trxWord } from './outcome.js'
import { instantMicros, timeSpanMicros } from './timespan.js'
import * as V from './vocabulary.js'

/** An open result element. */
interface Frame {
  group: number
  status: Status
  warning: boolean
  micros: number | undefined
  name: string | undefined
  /** Counted leaves below it, and the most severe of them (-1: none). */
  leaves: number
  leafMax: number
  message?: string
  trace?: string
}

const ROLE_OTHER = 0
const ROLE = {
  results: 1,
  result: 2,
  inner: 3,
  output: 4,
  errorInfo: 5,
  message: 6,
  stack: 7,
  definitions: 8,
  definition: 9,
  summary: 10,
  runInfos: 11,
  runInfo: 12,
  runText: 13
} as const

/** Which role an element of `kind` takes under a parent of `role`. */
const CHILD: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  [ROLE_OTHER]: {},
  [ROLE.results]: { [V.K_RESULT]: ROLE.result },
  [ROLE.inner]: { [V.K_RESULT]: ROLE.result },
  [ROLE.result]: { [V.K_INNER]: ROLE.inner, [V.K_OUTPUT]: ROLE.output },
  [ROLE.output]: { [V.K_ERROR_INFO]: ROLE.errorInfo },
  [ROLE.errorInfo]: { [V.K_MESSAGE]: ROLE.message, [V.K_STACK]: ROLE.stack },
  [ROLE.definitions]: { [V.K_DEFINITION]: ROLE.definition },
  [ROLE.summary]: { [V.K_RUN_INFOS]: ROLE.runInfos },
  [ROLE.runInfos]: { [V.K_RUN_INFO]: ROLE.runInfo },
  [ROLE.runInfo]: { [V.K_TEXT]: ROLE.runText }
}
const TOP: Readonly<Record<number, number>> = {
  [V.K_RESULTS]: ROLE.results,
  [V.K_DEFINITIONS]: ROLE.definitions,
  [V.K_SUMMARY]: ROLE.summary
}

export class TrxReader implements RootReader {
  readonly vocabulary = V.TRX_VOCABULARY
  private readonly roles: number[] = [ROLE_OTHER]
  private readonly frames: Frame[] = []
  private readonly groups = new ResultGroups()
  /** One string per class name: 100,000 tests often share 500 classes. */
  private readonly classNames = new Map<string, string>()
  private readonly facts: RunFacts = {
    resultElements: 0,
    failingElements: 0,
    problems: new Map()
  }
  private definitionId: string | undefined
  private capturing = -1

  constructor(private readonly context: ReaderContext) {}

  format(): FileFormat {
    return 'trx'
  }

  openRoot(): void {
    this.roles[0] = ROLE_OTHER
  }

  open(kind: number, values: AttributeValues, depth: number): void {
    const parent = this.roles[depth - 1] ?? ROLE_OTHER
    const role =
      depth === 1
        ? (TOP[kind] ?? ROLE_OTHER)
        : (CHILD[parent]?.[kind] ?? ROLE_OTHER)
    this.roles[depth] = role
    if (depth === 1) this.openTop(kind, values)
    if (role === ROLE.result) this.openResult(values)
    else if (role === ROLE.definition) this.definitionId = values.text(0)
    else if (kind === V.K_METHOD && parent === ROLE.definition)
      this.method(values.text(0))
    else if (kind === V.K_COUNTERS && parent === ROLE.summary)
      this.facts.counters = values.texts()
    else if (role === ROLE.message || role === ROLE.stack) this.capture(depth)
    else if (role === ROLE.runText && this.facts.runText === undefined)
      this.captureRunText(depth)
  }

  private openTop(kind: number, values: AttributeValues): void {
    if (kind === V.K_TIMES) {
      this.facts.start = values.text(0)
      this.facts.creation = values.text(1)
    } else if (kind === V.K_SUMMARY) {
      this.facts.outcome = outcomeWord(values.text(0))
    }
  }

  private openResult(values: AttributeValues): void {
    const parent = this.frames.at(-1)
    const word = trxWord(values.text(V.R_OUTCOME))
    let status = word === undefined ? undefined : trxStatus(word)
    if (status === undefined) {
      const what =
        word === undefined ? 'no outcome' : `outcome ${quoteValue(word)}`
      const message = `a result with ${what} counts as an error (F6)`
      this.facts.problems.set(
        message,
        (this.facts.problems.get(message) ?? 0) + 1
      )
      status = ERRORED
    }
    this.facts.resultElements++
    if (word !== undefined && FAILING_WORDS.has(word))
      this.facts.failingElements++
    const testId = values.text(V.R_TEST_ID) ?? ''
    this.frames.push({
      group: this.groups.of(testId, parent?.group ?? -1),
      status,
      warning: word === 'warning',
      micros: this.micros(values),
      name: status >= FAILED ? values.text(V.R_TEST_NAME) : undefined,
      leaves: 0,
      leafMax: -1
    })
  }

  /** T6: duration, else endTime − startTime, else none. */
  private micros(values: AttributeValues): number | undefined {
    const duration = values.text(V.R_DURATION)
    if (duration !== undefined && duration.trim() !== '') {
      const micros = timeSpanMicros(duration)
      if (typeof micros === 'number') return micros
      this.problem(
        `duration ${quoteValue(duration)} is ${micros}; counted as 0`
      )
      return 0
    }
    const start = values.text(V.R_START)
    const end = values.text(V.R_END)
    if (start === undefined || end === undefined) return undefined
    const from = instantMicros(start)
    const to = instantMicros(end)
    if (from === undefined || to === undefined || to < from) {
      this.problem(
        `startTime/endTime ${quoteValue(`${start} ${end}`)} give no duration; counted as 0`
      )
      return 0
    }
    return to - from
  }

  private problem(message: string): void {
    this.facts.problems.set(
      message,
      (this.facts.problems.get(message) ?? 0) + 1
    )
  }

  private method(className: string | undefined): void {
    const id = this.definitionId
    if (id === undefined || className === undefined) return
    const comma = className.indexOf(',')
    const name = (comma < 0 ? className : className.slice(0, comma)).trim()
    if (name === '') return
    let shared = this.classNames.get(name)
    if (shared === undefined) {
      shared = name
      this.classNames.set(name, name)
    }
    this.groups.setClass(id, shared)
  }

  private capture(depth: number): void {
    const frame = this.frames.at(-1)
    if (frame === undefined || frame.status < FAILED) return
    if (this.groups.pending.length >= this.context.budget.remaining) return
    if (this.context.capture.beginCapture(TRACE_LINES)) this.capturing = depth
  }

  private captureRunText(depth: number): void {
    if (this.context.capture.beginCapture(TRACE_LINES)) this.capturing = depth
  }

  close(kind: number, depth: number): void {
    const role = this.roles[depth]
    if (this.capturing === depth) {
      this.capturing = -1
      const text = this.context.capture.endCapture()
      const frame = this.frames.at(-1)
      if (role === ROLE.runText) this.facts.runText = text
      else if (frame !== undefined && role === ROLE.message)
        frame.message ??= text
      else if (frame !== undefined) frame.trace ??= text
    }
    if (role === ROLE.result) this.closeResult(this.frames.pop() as Frame)
    else if (role === ROLE.definition) this.definitionId = undefined
  }

  /** T5: a result with counted rows counts as its rows, plus itself when worse. */
  private closeResult(frame: Frame): void {
    const parent = this.frames.at(-1)
    let leaves = frame.leaves
    let worst = frame.leafMax
    if (leaves === 0 || (frame.status > worst && frame.status !== PASSED)) {
      const micros = leaves === 0 ? frame.micros : undefined
      this.groups.count(frame.group, frame.status, micros)
      if (frame.warning) this.groups.warn(frame.group)
      if (frame.status >= FAILED) this.keepFailure(frame)
      leaves++
      worst = Math.max(worst, frame.status)
    }
    if (parent !== undefined) {
      parent.leaves += leaves
      parent.leafMax = Math.max(parent.leafMax, worst)
    }
  }

  private keepFailure(frame: Frame): void {
    const { pending } = this.groups
    if (pending.length >= this.context.budget.remaining) return
    pending.push({
      group: frame.group,
      failed: {
        name: frame.name ?? '(unnamed)',
        kind: frame.status === ERRORED ? 'error' : 'failure',
        ...describeFailure(frame.message, frame.trace ?? frame.message ?? '')
      }
    })
  }

  closeRoot(): SuiteReport[] {
    return finishTrx(this.groups, this.facts, this.context)
  }
}
