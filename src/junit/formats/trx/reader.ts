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
  type Status
} from '../../rules/index.js'
import type { AttributeValues } from '../../xml/index.js'
import { failedCase } from '../common/failure.js'
import { outcomeWord, quoteValue } from '../common/names.js'
import type { FileFormat, ReaderContext, RootReader } from '../common/reader.js'
import { PROBLEMS_MAX, SuiteTable } from '../common/table.js'
import { finishTrx, type RunFacts } from './finish.js'
import { NO_PARENT, TrxJoin } from './join.js'
import { FAILING_WORDS, trxStatus, trxWord } from './outcome.js'
import { instantMicros, timeSpanMicros } from './timespan.js'
import * as V from './vocabulary.js'

/** An open result element; frames are reused, not made per result. */
interface Frame {
  /** What the result counts in: an entry or a class (join.ts). */
  ref: number
  /** Its place among the file's results. */
  position: number
  status: Status
  warning: boolean
  micros: number | undefined
  name: string | undefined
  /** Counted leaves below it, and the most severe of them (-1: none). */
  leaves: number
  leafMax: number
  message: string | undefined
  trace: string | undefined
}

const newFrame = (): Frame => ({
  ref: NO_PARENT,
  position: 0,
  status: PASSED,
  warning: false,
  micros: undefined,
  name: undefined,
  leaves: 0,
  leafMax: -1,
  message: undefined,
  trace: undefined
})

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
  /** Open results: the first `openResults` of these frames. */
  private readonly frames: Frame[] = []
  private openResults = 0
  private readonly join: TrxJoin
  private readonly facts: RunFacts = {
    resultElements: 0,
    failingElements: 0,
    problems: new Map()
  }
  private capturing = -1

  constructor(private readonly context: ReaderContext) {
    this.join = new TrxJoin(new SuiteTable(context), context.tests)
  }

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
    else if (role === ROLE.definition) this.join.openDefinition(values, 0)
    else if (kind === V.K_METHOD && parent === ROLE.definition)
      this.join.defineClass(values, 0)
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
    const parent = this.top()
    const word = trxWord(values, V.R_OUTCOME)
    let status = word === undefined ? undefined : trxStatus(word)
    if (status === undefined) {
      const what =
        word === undefined ? 'no outcome' : `outcome ${quoteValue(word)}`
      this.problem(`a result with ${what} counts as an error (F6)`)
      status = ERRORED
    }
    const position = this.facts.resultElements++
    if (word !== undefined && FAILING_WORDS.has(word))
      this.facts.failingElements++
    const ref = this.join.open(values, V.R_TEST_ID, {
      parent: parent?.ref ?? NO_PARENT,
      position
    })
    const frame = (this.frames[this.openResults++] ??= newFrame())
    frame.ref = ref
    frame.position = position
    frame.status = status
    frame.warning = word === 'warning'
    frame.micros = this.micros(values)
    frame.name =
      this.context.tests !== undefined || (status >= FAILED && this.hasRoom())
        ? values.text(V.R_TEST_NAME)
        : undefined
    frame.leaves = 0
    frame.leafMax = -1
    frame.message = undefined
    frame.trace = undefined
  }

  private top(): Frame | undefined {
    return this.openResults > 0 ? this.frames[this.openResults - 1] : undefined
  }

  /** Whether one more failed result may be kept in detail. */
  private hasRoom(): boolean {
    return this.join.pending.length < this.context.budget.remaining
  }

  /** T6: duration, else endTime − startTime, else none. */
  private micros(values: AttributeValues): number | undefined {
    if (values.has(V.R_DURATION)) {
      const { data } = values.bytes
      const start = values.start(V.R_DURATION)
      const end = values.end(V.R_DURATION)
      const micros = timeSpanMicros(data, start, end)
      if (typeof micros === 'number') return micros
      const duration = values.text(V.R_DURATION) ?? ''
      if (duration.trim() !== '') {
        this.problem(
          `duration ${quoteValue(duration)} is ${micros}; counted as 0`
        )
        return 0
      }
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
    const { problems } = this.facts
    const seen = problems.get(message)
    // Bounded like a suite's problems: each distinct value is its own key.
    if (seen !== undefined) problems.set(message, seen + 1)
    else if (problems.size < PROBLEMS_MAX) problems.set(message, 1)
  }

  private capture(depth: number): void {
    const frame = this.top()
    if (frame === undefined || frame.status < FAILED || !this.hasRoom()) return
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
      const frame = this.top()
      if (role === ROLE.runText) this.facts.runText = text
      else if (frame !== undefined && role === ROLE.message)
        frame.message ??= text
      else if (frame !== undefined) frame.trace ??= text
    }
    if (role === ROLE.result)
      this.closeResult(this.frames[--this.openResults] as Frame)
    else if (role === ROLE.definition) this.join.closeDefinition()
  }

  /** T5: a result with counted rows counts as its rows, plus itself when worse. */
  private closeResult(frame: Frame): void {
    const parent = this.top()
    let leaves = frame.leaves
    let worst = frame.leafMax
    if (leaves === 0 || (frame.status > worst && frame.status !== PASSED)) {
      if (leaves > 0) frame.micros = undefined
      this.join.count(frame.ref, frame, frame.position)
      this.join.name(frame.ref, frame.name ?? '(unnamed)', frame.status)
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
    if (!this.hasRoom()) return
    this.join.pending.push({
      ref: frame.ref,
      failed: failedCase(
        {
          name: frame.name ?? '(unnamed)',
          message: frame.message,
          trace: frame.trace
        },
        frame.status
      )
    })
  }

  closeRoot(): SuiteReport[] {
    return finishTrx(this.join, this.facts, this.context)
  }
}
