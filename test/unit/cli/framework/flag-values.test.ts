import { describe, expect, it } from 'vitest'
import { intFlag, timeFlag } from '../../../../src/cli/framework/flag-values.js'
import { ConfigError } from '../../../../src/errors.js'

describe('timeFlag: Unix seconds or ISO dates, UTC unless a zone is given', () => {
  const at = (value: string) => timeFlag({ 'start-ts': value }, 'start-ts')

  it.each([
    ['1714564800', 1714564800],
    ['1714564800.9', 1714564800],
    ['2024-05-01', 1714521600],
    ['2024-05-01T12:00', 1714564800],
    ['2024-05-01 12:00:00', 1714564800],
    ['2024-05-01T12:00:00Z', 1714564800],
    ['2024-05-01T14:00:00+02:00', 1714564800]
  ])('%s is %d', (value, seconds) => {
    expect(at(value)).toBe(seconds)
  })

  it.each(['yesterday', '05/01/2024', '2024-13-45', '-5'])(
    '%s is refused naming the flag',
    (value) => {
      expect(() => at(value)).toThrow(ConfigError)
      expect(() => at(value)).toThrow(
        `--start-ts: "${value}" is neither Unix seconds nor an ISO date`
      )
    }
  )

  it('absent is undefined', () => {
    expect(timeFlag({}, 'start-ts')).toBeUndefined()
  })
})

describe('intFlag', () => {
  it('whole numbers in range, else a message naming the flag and the range', () => {
    expect(intFlag({ page: '3' }, 'page', { min: 1 })).toBe(3)
    expect(() => intFlag({ page: '0' }, 'page', { min: 1 })).toThrow(
      '--page: "0" must be a whole number from 1 or more'
    )
    expect(() =>
      intFlag({ 'per-page': '2.5' }, 'per-page', { min: 0, max: 50 })
    ).toThrow('from 0 to 50')
  })
})
