/**
 * A root with more suites than a function call takes arguments: every
 * suite is counted, and the run does not fail with a stack overflow.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { parseReports } from '../../../src/junit/index.js'

const cwd = mkdtempSync(path.join(tmpdir(), 'junit-many-suites-'))
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

it('reads a <testsuites> of 200,000 suites', async () => {
  const SUITES = 200_000
  const body = Array.from(
    { length: SUITES },
    (_, i) => `<testsuite name="s${i}"><testcase name="t"/></testsuite>`
  ).join('\n')
  writeFileSync(
    path.join(cwd, 'many.xml'),
    `<testsuites>\n${body}\n</testsuites>\n`
  )
  const outcome = await parseReports(['many.xml'], { cwd, strict: true })
  expect(outcome.results).toHaveLength(SUITES)
  expect(outcome.results.at(-1)?.name).toBe(`s${SUITES - 1}`)
})
