/**
 * Several configuration problems reported at once: a step missing five
 * inputs names all five in one run instead of one per run.
 */
import { ConfigError } from '../errors.js'
import type { InputName } from './names.js'

export interface ConfigProblem {
  /** The input the problem is about, when one is. */
  key?: InputName
  message: string
}

/** A ConfigError that lists every problem; one problem reads as before. */
export class ConfigProblems extends ConfigError {
  override name = 'ConfigProblems'
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(problemsText(problems.map((p) => p.message)))
  }
}

/** One message as it is; several as a count and one line each. */
export function problemsText(messages: readonly string[]): string {
  if (messages.length === 1) return messages[0] ?? ''
  return [
    `${messages.length} settings need fixing:`,
    ...messages.map((m) => `- ${m.replace(/\n/g, ' ')}`)
  ].join('\n')
}

/**
 * Runs each check and keeps its ConfigError instead of stopping at the
 * first; `done` throws them all together.
 */
export class ProblemCollector {
  readonly problems: ConfigProblem[] = []

  /** The check's value, or undefined when it failed (and was recorded). */
  check<T>(key: InputName | undefined, run: () => T): T | undefined {
    try {
      return run()
    } catch (error) {
      if (error instanceof ConfigProblems) this.problems.push(...error.problems)
      else if (error instanceof ConfigError)
        this.problems.push({
          ...(key !== undefined && { key }),
          message: error.message
        })
      else throw error
      return undefined
    }
  }

  /** Throws when any check failed; after it, every checked value is set. */
  done(): void {
    if (this.problems.length > 0) throw new ConfigProblems(this.problems)
  }
}

/** A value `check` returned, read after `done`: set, since no check failed. */
export function checked<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('read before done(): a check failed')
  return value
}
