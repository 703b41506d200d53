import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSnappish } from '../../../../src/emulator/snappish.js'
import { ConfigError } from '../../../../src/errors.js'
import { parseSnapshotExpression } from '../../../../src/api/snapshot-expression.js'

describe('parseSnapshotExpression', () => {
  it.each([
    ['production', 'production', { kind: 'latest' }],
    ['  staging ', 'staging', { kind: 'latest' }],
    ['production#12', 'production#12', { kind: 'number', n: 12 }],
    ['production#007', 'production#7', { kind: 'number', n: 7 }],
    ['staging~0', 'staging~0', { kind: 'behind', n: 0 }],
    ['staging~3', 'staging~3', { kind: 'behind', n: 3 }],
    ['aws-beta.eu_1~2', 'aws-beta.eu_1~2', { kind: 'behind', n: 2 }],
    ['env2', 'env2', { kind: 'latest' }],
    ['prod@{now}', 'prod@{now}', { kind: 'at', moment: 'now' }],
    [
      'prod@{2.hours.ago}',
      'prod@{2.hours.ago}',
      { kind: 'at', moment: '2.hours.ago' }
    ],
    [
      'prod@{2023-10-02T12:00:00}',
      'prod@{2023-10-02T12:00:00}',
      { kind: 'at', moment: '2023-10-02T12:00:00' }
    ]
  ])('reads %j', (value, text, selector) => {
    const parsed = parseSnapshotExpression('snapshot-1', value)
    expect(parsed.text).toBe(text)
    expect(parsed.selector).toEqual(selector)
    expect(parsed.environment).toBe(text.split(/[#~@]/)[0])
  })

  it.each([
    ['', /snapshot-2: "" is empty/],
    [undefined, /snapshot-2: "" is empty/],
    ['#3', /no environment name/],
    ['~1', /no environment name/],
    ['@{now}', /no environment name/],
    ['production#', /bad suffix "#"/],
    ['production#-1', /bad suffix "#-1"/],
    ['production~x', /bad suffix "~x"/],
    ['production#1~2', /bad suffix "#1~2"/],
    ['production@{2.hour.ago}', /bad moment "2.hour.ago"/],
    ['production@{2023-13-40T12:00:00}', /bad moment/],
    ['production@{now', /bad suffix "@\{now"/],
    ['production@{now}#2', /bad suffix/],
    ['production#0', /numbers start at 1/],
    ['production#99999999999', /too large/],
    ['prod uction', /bad suffix " uction"/]
  ])('refuses %j, naming the input and the forms', (value, why) => {
    const run = () => parseSnapshotExpression('snapshot-2', value)
    expect(run).toThrow(ConfigError)
    expect(run).toThrow(why)
    expect(run).toThrow(/snapshot-2: .*env#N .*env~N/)
  })

  it('points a plain number after a space to the ~N form', () => {
    expect(() => parseSnapshotExpression('snapshot-1', 'production 3')).toThrow(
      /write production~3/
    )
  })
})

describe('agreement with the emulator (src/emulator/snappish.ts)', () => {
  const piece = fc.constantFrom(
    ...['prod', 'staging2', 'a.b-c_d', '#', '~', '@', '{', '}', ' ', '0', '7'],
    ...['12', 'now', '2.days.ago', '3.hour.ago', '2024-05-01T12:00:00', 'x']
  )
  const expression = fc
    .array(piece, { maxLength: 5 })
    .map((parts) => parts.join('').trim())

  function local(text: string): string | undefined {
    try {
      return parseSnapshotExpression('snapshot-1', text).text
    } catch {
      return undefined
    }
  }

  it('accepts exactly what the emulator accepts, and sends what it reads the same way', () => {
    fc.assert(
      fc.property(expression, (text) => {
        const ours = local(text)
        const theirs = parseSnappish(text, 1_700_000_000)
        expect(ours !== undefined).toBe(theirs !== undefined)
        if (ours !== undefined) {
          expect(parseSnappish(ours, 1_700_000_000)).toEqual(theirs)
        }
      }),
      { numRuns: 2000 }
    )
  })
})
