/** The NUnit root's timestamp (N8) and header counts (N9). */
import type { AttributeValues } from '../../xml/index.js'
import type { SuiteRow, SuiteTable } from '../common/table.js'
import { countOf } from '../common/values.js'
import { R_NUNIT2_RESULTS, R_NUNIT3_RUN, R_NUNIT_SUITE } from '../root-kinds.js'
import type { Stamp } from './frames.js'
import * as V from './vocabulary.js'

/**
 * NUnit 3: `test-run/@start-time`. NUnit 2: `date` + `time`, which carry no
 * zone and are read as UTC (N8). A `test-suite` root has its own.
 */
export function rootStamp(
  kind: number,
  values: AttributeValues
): Stamp | undefined {
  if (kind === R_NUNIT3_RUN) {
    const text = values.text(V.RUN_START)
    return text === undefined
      ? undefined
      : { text, from: 'test-run start-time' }
  }
  if (kind !== R_NUNIT2_RESULTS) return undefined
  const date = values.text(V.RES_DATE)?.trim()
  const time = values.text(V.RES_TIME)?.trim()
  if (date === undefined || time === undefined) return undefined
  return { text: `${date} ${time}`, from: 'test-results date and time' }
}

function stated(
  values: readonly (string | undefined)[],
  indices: readonly number[]
): number | undefined {
  let total: number | undefined
  for (const index of indices) {
    const count = countOf(values[index])
    if (count !== undefined) total = (total ?? 0) + count
  }
  return total
}

interface Header {
  total: number | undefined
  failures: number | undefined
  errors: number | undefined
  skipped: number | undefined
}

function headerOf(
  kind: number,
  values: readonly (string | undefined)[]
): Header {
  if (kind === R_NUNIT2_RESULTS) {
    return {
      total: stated(values, [V.RES_TOTAL, V.RES_NOT_RUN]),
      failures: stated(values, [V.RES_FAILURES]),
      errors: stated(values, [V.RES_ERRORS]),
      skipped: stated(values, [V.RES_NOT_RUN])
    }
  }
  const run = kind === R_NUNIT3_RUN
  const total = run ? V.RUN_TOTAL : V.S_TOTAL
  const count = run ? V.RUN_CASECOUNT : V.S_CASECOUNT
  return {
    total: stated(values, [total]) ?? stated(values, [count]),
    failures: stated(values, [run ? V.RUN_FAILED : V.S_FAILED]),
    errors: undefined,
    skipped: stated(values, [
      run ? V.RUN_SKIPPED : V.S_SKIPPED,
      run ? V.RUN_INCONCLUSIVE : V.S_INCONCLUSIVE
    ])
  }
}

/** N9: with no test-case anywhere, the root's counts are one suite. */
export function headerRow(
  table: SuiteTable,
  name: string,
  root: { kind: number; values: readonly (string | undefined)[] }
): SuiteRow | undefined {
  const { kind, values } = root
  if (
    kind !== R_NUNIT2_RESULTS &&
    kind !== R_NUNIT3_RUN &&
    kind !== R_NUNIT_SUITE
  )
    return undefined
  const header = headerOf(kind, values)
  if (header.total === undefined && header.failures === undefined)
    return undefined
  const failures = header.failures ?? 0
  const errors = header.errors ?? 0
  const skipped = header.skipped ?? 0
  // The counts are taken as they are, as a JUnit suite's (C8): a total
  // that cannot be read adds 0 tests and is not raised to the failures
  // (only xUnit.net's header is, X8), while the failures stay. The file's
  // suite may already hold an error of N6: the header's total covers only
  // the header's own counts.
  const row = table.row(name)
  row.stated = true
  row.failures += failures
  row.errors += errors
  row.skipped += skipped
  row.total += header.total ?? 0
  return row
}
