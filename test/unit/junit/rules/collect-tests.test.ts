import { describe, expect, it } from 'vitest'
import { identityHash, identityKey } from '../../../../src/junit/inventory.js'
import {
  ERRORED,
  FAILED,
  HASH_ABOVE,
  PASSED,
  SKIPPED,
  TestCollector,
  type Status
} from '../../../../src/junit/rules/index.js'

describe('TestCollector', () => {
  it('maps the parser statuses and merges at the worse one: errored, failed, passed, skipped', () => {
    const tests = new TestCollector()
    const add = (name: string, status: Status) =>
      tests.add('s', { name, classname: 'C' }, status)
    add('a', SKIPPED)
    add('a', PASSED)
    add('b', FAILED)
    add('b', ERRORED)
    add('c', FAILED)
    add('c', SKIPPED)
    add('d', SKIPPED)
    const inventory = tests.finish()
    expect(inventory.hashed).toBe(false)
    expect([...inventory.tests]).toEqual([
      ['s', 'C', 'a', 'passed'],
      ['s', 'C', 'b', 'errored'],
      ['s', 'C', 'c', 'failed'],
      ['s', 'C', 'd', 'skipped']
    ])
  })

  it('a missing classname is the empty string', () => {
    const tests = new TestCollector()
    tests.add('s', { name: 't' }, PASSED)
    expect([...tests.finish().tests]).toEqual([['s', '', 't', 'passed']])
  })

  it('strip without the g flag still removes every match', () => {
    const tests = new TestCollector({ strip: /\(\d\)/ })
    tests.add('s', { name: 't(1)(2)', classname: 'C(3)' }, PASSED)
    expect([...tests.finish().tests]).toEqual([['s', 'C', 't', 'passed']])
  })

  it('rollback forgets the cases of a file, before and after hashing began', () => {
    const tests = new TestCollector({ hashAbove: 2 })
    tests.file = 'a.xml'
    tests.add('s', { name: 'kept' }, PASSED)
    tests.file = 'b.xml'
    const mark = tests.mark()
    tests.add('s', { name: 'lost1' }, PASSED)
    tests.add('s', { name: 'lost2' }, PASSED)
    expect(tests.hashed).toBe(true)
    tests.rollback(mark)
    tests.add('s', { name: 'later' }, FAILED)
    expect(tests.notes()).toEqual([
      expect.objectContaining({ level: 'notice', file: 'b.xml' })
    ])
    const inventory = tests.finish()
    expect(inventory.hashed).toBe(true)
    expect([...inventory.tests].sort()).toEqual(
      [
        [identityHash(identityKey('s', '', 'kept')), 'passed'],
        [identityHash(identityKey('s', '', 'later')), 'failed']
      ].sort()
    )
  })

  it('hashes past 200,000 cases by default', () => {
    expect(HASH_ABOVE).toBe(200_000)
    const tests = new TestCollector()
    for (let k = 0; k < HASH_ABOVE; k++)
      tests.add('s', { name: String(k) }, PASSED)
    expect(tests.hashed).toBe(false)
    tests.add('s', { name: 'one more' }, PASSED)
    expect(tests.hashed).toBe(true)
    expect(tests.finish().tests.length).toBe(HASH_ABOVE + 1)
  })
})
