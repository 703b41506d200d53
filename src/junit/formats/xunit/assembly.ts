/** One xUnit.net assembly being read: its name, timestamp, errors (X5, X7, X8). */
import type { AttributeValues } from '../../xml/index.js'
import { nameOr } from '../common/names.js'
import * as V from './vocabulary.js'

/** An errored test found outside a test: an `<error>` or a container's `<failure>`. */
export interface LooseError {
  /** The suite it belongs in, when it names one (X5). */
  suite: string | undefined
  name: string
  message?: string
  trace?: string
}

export class AssemblyFrame {
  readonly name: string
  readonly stamp: { text: string; from: string } | undefined
  readonly header: (string | undefined)[]
  tests = 0
  readonly errors: LooseError[] = []

  constructor(
    readonly index: number,
    values: AttributeValues,
    fileSuite: string
  ) {
    this.name = nameOr(values.text(V.A_NAME), fileSuite)
    this.header = values.texts()
    this.stamp = stampOf(values)
  }

  /** Suites are per assembly (X3): two assemblies may share a class name. */
  key(suite: string): string {
    return `${this.index}\u0000${suite}`
  }
}

/** X7: v3's start-rtf, else run-date + run-time read as UTC. */
function stampOf(values: AttributeValues) {
  const rtf = values.text(V.A_START_RTF)
  if (rtf !== undefined) return { text: rtf, from: 'assembly start-rtf' }
  const date = values.text(V.A_RUN_DATE)?.trim()
  const time = values.text(V.A_RUN_TIME)?.trim()
  if (date === undefined || time === undefined) return undefined
  return { text: `${date} ${time}`, from: 'assembly run-date and run-time' }
}
