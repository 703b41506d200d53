/**
 * Fault paths are globs matched without backtracking: a regular expression
 * such as `^/(a+)+$` (seconds of event-loop time per request before) is
 * refused, and no glob can stall a request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { globMatcher, MAX_MATCHED_PATH } from '../../../src/emulator/glob.js'
import { harness, type Harness } from '../../support/emulator.js'

describe('globMatcher', () => {
  it.each([
    ['/api/v2/policies/*', '/api/v2/policies/demo', true],
    ['/api/v2/policies/*', '/api/v2/policies/demo/x', false],
    ['/attestations/**', '/attestations/demo/f/trail/t/junit', true],
    ['/attestations/**', '/attestations', false],
    ['/a/**/b', '/a/b', true],
    ['/a/**/b', '/a/x/y/b', true],
    ['/a/**/b', '/a/xb', false],
    ['/a**b', '/a/x/b', true],
    ['/p?licies', '/policies', true],
    ['/p?licies', '/p/licies', false],
    ['/a\\*', '/a*', true],
    ['/a\\*', '/ab', false],
    ['/.hidden/*', '/.hidden/.x', true],
    ['/policies/demo', '/policies/demo', true],
    ['/policies/demo', '/policies/dem', false],
    ['*', '', true],
    ['', '', true]
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(globMatcher(pattern)(path)).toBe(expected)
  })

  it('matches a long path against a many-star pattern in one pass', () => {
    const pattern = `/${'*a'.repeat(40)}*b`
    const path = `/${'a'.repeat(MAX_MATCHED_PATH - 2)}`
    expect(globMatcher(pattern)(path)).toBe(false)
    expect(globMatcher(pattern)(`${path.slice(0, -1)}b`)).toBe(true)
  })

  it('matches nothing past the path length limit', () => {
    const path = `/${'a'.repeat(MAX_MATCHED_PATH)}`
    expect(globMatcher('/**')(path)).toBe(false)
  })
})

describe('POST /_emulator/faults', () => {
  let w: Harness
  beforeAll(async () => {
    w = await harness()
  })
  afterAll(() => w.close())

  it('refuses the regular expression ^/(a+)+$ and names the glob form', async () => {
    const r = await w.control('faults', {
      method: 'POST',
      json: { path: '^/(a+)+$', status: 500 }
    })
    expect(r).toMatchObject({
      status: 400,
      body: { errors: { path: expect.stringContaining('glob') as string } }
    })
    expect((await w.control('faults')).body).toEqual([])
  })

  it('a glob that would backtrack as a regex still answers at once', async () => {
    const added = await w.control('faults', {
      method: 'POST',
      json: { path: `/${'*a'.repeat(40)}*b`, status: 503 }
    })
    expect(added.status).toBe(201)
    const miss = await w.api(`/${'a'.repeat(2000)}`, { token: null })
    expect(miss.status).toBe(404)
    const hit = await w.api(`/${'a'.repeat(1999)}b`, { token: null })
    expect(hit.status).toBe(503)
  })

  it('refuses more than 100 pending faults', async () => {
    await w.control('faults', { method: 'DELETE' })
    for (let i = 0; i < 100; i++) {
      const r = await w.control('faults', {
        method: 'POST',
        json: { path: `/n${i}`, status: 500 }
      })
      expect(r.status).toBe(201)
    }
    const over = await w.control('faults', {
      method: 'POST',
      json: { path: '/one-more', status: 500 }
    })
    expect(over.status).toBe(409)
    await w.control('faults', { method: 'DELETE' })
  })
})
