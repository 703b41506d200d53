/** legs-dir, expected-legs and on-missing-legs as the config parses them. */
import { describe, expect, it } from 'vitest'
import { parseExpectedLegs } from '../../../src/config/index.js'
import { parseLegsConfig } from '../../../src/config/legs.js'

describe('legs settings', () => {
  it('are off without legs-dir and expected-legs', () => {
    expect(parseLegsConfig({ 'on-missing-legs': 'fail' })).toBeUndefined()
  })

  it('take a number or job:<name>, and on-missing-legs fail by default', () => {
    expect(
      parseLegsConfig({ 'legs-dir': 'legs', 'expected-legs': '6' })
    ).toEqual({
      dir: 'legs',
      expected: 6,
      onMissing: 'fail'
    })
    expect(
      parseLegsConfig({
        'expected-legs': 'job: test ',
        'on-missing-legs': 'attest'
      })
    ).toEqual({ expected: { job: 'test' }, onMissing: 'attest' })
  })

  it('refuse what is neither, naming the input and the fix', () => {
    for (const bad of ['0', '-1', 'six', '6.5', '10001', 'job:']) {
      expect(() => parseExpectedLegs(bad), bad).toThrow(/expected-legs/)
    }
    expect(() => parseExpectedLegs('six')).toThrow(
      /e\.g\. 6 for 3 operating systems × 2 versions/
    )
    expect(() =>
      parseLegsConfig({ 'legs-dir': 'legs', 'on-missing-legs': 'warn' })
    ).toThrow(/on-missing-legs/)
  })
})
