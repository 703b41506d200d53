/**
 * docs/emulator-strictness.md mirrors src/emulator/strictness.ts: the same
 * rows in the same order, each with its status (and message, if any).
 */
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { STRICTNESS_RULES } from '../../../src/emulator/strictness.js'

const page = readFileSync('docs/emulator-strictness.md', 'utf8')
const rows = page
  .split('\n')
  .filter((line) => /^\| `[a-z0-9-]+` +\|/.test(line))

it('lists every rule of the table, in order', () => {
  const ids = rows.map((row) => /^\| `([a-z0-9-]+)`/.exec(row)?.[1])
  expect(ids).toEqual(STRICTNESS_RULES.map((rule) => rule.id))
})

it.each(STRICTNESS_RULES.map((rule, i) => [rule.id, rule, i] as const))(
  '%s states its status, fields and message',
  (_id, rule, i) => {
    const row = rows[i] ?? ''
    expect(row).toContain(String(rule.status))
    for (const field of rule.fields) expect(row).toContain(field)
    if (rule.message !== undefined) expect(row).toContain(rule.message)
    for (const op of rule.operations.slice(0, 1)) {
      expect(row).toMatch(new RegExp(`\\| ${op}[ ,–|]`))
    }
  }
)
