/**
 * TRX results counted before their definitions are known (T2): results
 * come first in the file, so each one is added to a group of its test id
 * (and parent group, for rows) and only a few numbers per group are kept.
 */
import type { FailedCase } from '../../model.js'
import { ERRORED, FAILED, SKIPPED, type Status } from '../../rules/index.js'

export interface PendingFailure {
  group: number
  failed: Omit<FailedCase, 'suite'>
}

export class ResultGroups {
  private readonly index = new Map<string, number>()
  /** Test ids of rows (results inside InnerResults), which key by parent too. */
  private readonly rowIds = new Set<string>()
  readonly testIds: string[] = []
  readonly parents: number[] = []
  readonly totals: number[] = []
  readonly failures: number[] = []
  readonly errors: number[] = []
  readonly skipped: number[] = []
  readonly micros: number[] = []
  readonly timed: boolean[] = []
  /** Results that passed with outcome Warning (T4). */
  readonly warned: number[] = []
  /** Failed results kept in detail, within the run's budget. */
  readonly pending: PendingFailure[] = []

  get size(): number {
    return this.testIds.length
  }

  /** The group of a result with this test id under `parent` (-1: none). */
  of(testId: string, parent: number): number {
    const key = parent < 0 ? testId : `${testId}\u0000${parent}`
    let group = this.index.get(key)
    if (group === undefined) {
      group = this.testIds.length
      this.index.set(key, group)
      this.testIds.push(testId)
      if (parent >= 0) this.rowIds.add(testId)
      this.parents.push(parent)
      this.totals.push(0)
      this.failures.push(0)
      this.errors.push(0)
      this.skipped.push(0)
      this.micros.push(0)
      this.timed.push(false)
      this.warned.push(0)
    }
    return group
  }

  /** Class names by group (results directly in Results) and by row test id. */
  private readonly classes: (string | undefined)[] = []
  private readonly rowClasses = new Map<string, string>()

  /** A definition's class, kept only when a result carries its test id. */
  setClass(testId: string, className: string): void {
    const group = this.index.get(testId)
    if (group !== undefined) this.classes[group] = className
    if (this.rowIds.has(testId)) this.rowClasses.set(testId, className)
  }

  /** T3: the group's own class, else its parent's, up the rows. */
  classOf(group: number): string | undefined {
    for (let g = group; g >= 0; g = this.parents[g] ?? -1) {
      const own =
        (this.parents[g] ?? -1) < 0
          ? this.classes[g]
          : this.rowClasses.get(this.testIds[g] ?? '')
      if (own !== undefined) return own
    }
    return undefined
  }

  warn(group: number): void {
    this.warned[group] = (this.warned[group] ?? 0) + 1
  }

  count(group: number, status: Status, micros: number | undefined): void {
    this.totals[group] = (this.totals[group] ?? 0) + 1
    if (status === SKIPPED) this.skipped[group] = (this.skipped[group] ?? 0) + 1
    else if (status === FAILED)
      this.failures[group] = (this.failures[group] ?? 0) + 1
    else if (status === ERRORED)
      this.errors[group] = (this.errors[group] ?? 0) + 1
    if (micros !== undefined) {
      this.micros[group] = (this.micros[group] ?? 0) + micros
      this.timed[group] = true
    }
  }
}
