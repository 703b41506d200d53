import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STATUS_OF_CODE } from '../../../src/junit/hashed-tests.js'
import {
  identityKey,
  worseStatus,
  type TestEntry,
  type TestStatus
} from '../../../src/junit/inventory.js'
import { NameStore } from '../../../src/junit/named-tests.js'

// Few and awkward characters, so that identities collide, share prefixes
// and differ where UTF-16 and UTF-8 orders disagree (U+FF5E against 😀).
const text = fc
  .array(fc.constantFrom('a', 'b', 'é', '\uFF5E', '😀', ' '), { maxLength: 3 })
  .map((chars) => chars.join(''))
const aCase = fc.record({
  suite: text,
  classname: text,
  name: text,
  status: fc.integer({ min: 0, max: 3 })
})

type Case = { suite: string; classname: string; name: string; status: number }

/** The inventory as its definition says: keys' UTF-8 bytes, worse status. */
function expected(cases: readonly Case[]) {
  const merged = new Map<string, { entry: TestEntry; attempts: TestStatus[] }>()
  for (const c of cases) {
    const status = STATUS_OF_CODE[c.status] as TestStatus
    const key = identityKey(c.suite, c.classname, c.name)
    const seen = merged.get(key)
    const worse =
      seen === undefined ? status : worseStatus(seen.entry[3], status)
    merged.set(key, {
      entry: [c.suite, c.classname, c.name, worse],
      attempts: [...(seen?.attempts ?? []), status]
    })
  }
  return [...merged]
    .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map(([, value]) => value)
}

describe('NameStore and NamedTests', () => {
  it('sorts by the identity’s UTF-8 bytes, merges at the worse status, and tells each repeat with its attempts in order', () => {
    fc.assert(
      fc.property(fc.array(aCase, { maxLength: 80 }), (cases) => {
        const store = new NameStore()
        for (const c of cases) store.add(c, c.status)
        const repeats: [TestEntry, TestStatus[]][] = []
        const tests = store.finish((entry, attempts) =>
          repeats.push([entry, attempts])
        )
        const want = expected(cases)
        expect(tests.length).toBe(want.length)
        expect([...tests]).toEqual(want.map(({ entry }) => entry))
        expect(repeats).toEqual(
          want
            .filter(({ attempts }) => attempts.length > 1)
            .map(({ entry, attempts }) => [entry, attempts])
        )
      })
    )
  })

  it('spans pages of numbers and of names, and forgets what a truncation drops', () => {
    const long = 'x'.repeat(2_000)
    const cases: Case[] = []
    for (let k = 0; k < 10_000; k++)
      cases.push({
        suite: `s${k % 7}`,
        classname: '',
        name: `${long}${k % 3_000}`,
        status: k % 4
      })
    const store = new NameStore()
    for (const c of cases) store.add(c, c.status)
    store.truncate(9_000)
    const late = { suite: 's0', classname: '', name: '', status: 3 }
    store.add(late, late.status)
    const tests = [...store.finish()]
    expect(tests).toEqual(
      expected([...cases.slice(0, 9_000), late]).map(({ entry }) => entry)
    )
    expect(tests[0]).toEqual(['s0', '', '', 'errored'])
  })
})
