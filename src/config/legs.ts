/**
 * Matrix legs (docs/matrix.md): `legs-dir`, `expected-legs` and
 * `on-missing-legs`, the attest-junit settings that turn one folder per leg
 * into one attestation and notice a leg that never reported.
 */
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { oneOf, optional } from './values.js'

/** More legs than any matrix GitHub runs (256 jobs) by far. */
export const MAX_EXPECTED_LEGS = 10_000

/** How many legs to expect: a number, or the run's jobs of one name. */
export type ExpectedLegs = number | { job: string }

export interface LegsConfig {
  /**
   * The folder holding one folder per leg. Absent only when the reports
   * are downloaded (artifact): each downloaded artifact is then a leg.
   */
  dir?: string
  expected?: ExpectedLegs
  /** fail: keep the aggregate unsent; attest: send it; both fail the step. */
  onMissing: 'fail' | 'attest'
}

export function parseExpectedLegs(value: string): ExpectedLegs {
  const job = /^job:(.*)$/s.exec(value)
  if (job !== null) {
    const name = (job[1] ?? '').trim()
    if (name === '') {
      throw new ConfigError(
        'expected-legs: job: needs the matrix job’s name, e.g. job:test (the jobs named test or test (…) of this run are counted)'
      )
    }
    return { job: name }
  }
  const count = /^\d+$/.test(value) ? Number(value) : NaN
  if (!Number.isInteger(count) || count < 1 || count > MAX_EXPECTED_LEGS) {
    throw new ConfigError(
      `expected-legs: ${JSON.stringify(value)} is neither a number of legs from 1 to ${MAX_EXPECTED_LEGS} nor job:<matrix job name>; set the matrix's size (e.g. 6 for 3 operating systems × 2 versions) or job:test`
    )
  }
  return count
}

/** The legs' settings; undefined when neither legs-dir nor expected-legs is set. */
export function parseLegsConfig(raw: RawConfig): LegsConfig | undefined {
  const dir = optional(raw, 'legs-dir')
  const expected = optional(raw, 'expected-legs')
  const onMissing = oneOf(raw, 'on-missing-legs', ['fail', 'attest'] as const)
  if (dir === undefined && expected === undefined) return undefined
  return {
    ...(dir !== undefined && { dir }),
    ...(expected !== undefined && { expected: parseExpectedLegs(expected) }),
    onMissing: onMissing ?? 'fail'
  }
}
