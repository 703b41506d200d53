import { describe, expect, it } from 'vitest'
import {
  parseCount,
  parseDuration,
  parseTimestamp
} from '../../../../src/junit/rules/index.js'

describe('parseDuration', () => {
  it.each([
    // plain decimals, by digits
    ['0', 0],
    ['1', 1_000_000],
    ['19.19', 19_190_000],
    ['0.1', 100_000],
    ['1.', 1_000_000],
    ['.5', 500_000],
    ['+2.5', 2_500_000],
    ['-0', 0],
    ['-0.000', 0],
    ['  0.25\n', 250_000],
    ['\t3\t', 3_000_000],
    // truncation toward zero below a microsecond
    ['0.0000019', 1],
    ['0.0000009', 0],
    ['0.9999999', 999_999],
    ['123.4567899', 123_456_789],
    // exponents
    ['1.7e-05', 17],
    ['1.7E-05', 17],
    ['2e3', 2_000_000_000],
    ['1.5e+2', 150_000_000],
    ['1e-7', 0],
    ['1e-99999999999999', 0],
    // thousands separators
    ['1,234.5', 1_234_500_000],
    ['12,345,678', 12_345_678_000_000],
    ['1,234', 1_234_000_000],
    ['999,999.000001', 999_999_000_001],
    // decimal comma
    ['0,123', 123_000],
    ['1,5', 1_500_000],
    ['1,2345', 1_234_500],
    ['012,345', 12_345_000],
    // Go duration strings
    ['1.5s', 1_500_000],
    ['100ms', 100_000],
    ['80.803us', 80],
    ['80.803µs', 80],
    ['80.803μs', 80],
    ['999ns', 0],
    ['1500ns', 1],
    ['2m', 120_000_000],
    ['1h', 3_600_000_000],
    ['1m30s', 90_000_000],
    ['1h2m3.5s', 3_723_500_000],
    ['1.5h', 5_400_000_000],
    ['.5s', 500_000],
    ['1.s', 1_000_000],
    ['+1s', 1_000_000],
    ['-0s', 0],
    ['1ms500us', 1_500],
    [' 2s ', 2_000_000],
    // largest exact value
    ['9007199254.740991', 9_007_199_254_740_991]
  ])('%j is %d µs', (text, micros) => {
    expect(parseDuration(text)).toEqual({ micros })
  })

  it('sums exactly: 19.19 from its parts', () => {
    const parts = ['10.1', '9.09']
    const micros = parts
      .map((part) => parseDuration(part))
      .reduce((sum, r) => sum + ('micros' in r ? r.micros : 0), 0)
    expect(micros / 1e6).toBe(19.19)
  })

  it.each([
    ['', /empty/],
    ['   ', /empty/],
    ['abc', /not a number/],
    ['-1', /negative/],
    ['-0.0000001', /negative/],
    ['-1,234.5', /negative/],
    ['-1.5s', /negative/],
    ['-1ns', /negative/],
    ['NaN', /not a number/],
    ['nan', /not a number/],
    ['Infinity', /not a number/],
    ['-Infinity', /not a number/],
    ['0x1A', /not a number/],
    ['0b11', /not a number/],
    ['1e', /not a number/],
    ['.', /not a number/],
    ['e5', /not a number/],
    ['1.2.3', /not a number/],
    ['1,23,456', /not a number/],
    ['1,234,56', /not a number/],
    ['1,2,3', /not a number/],
    ['1,5.5', /not a number/],
    ['0,123,456', /not a number/],
    ['1 000', /not a number/],
    ['1s 2s', /not a number/],
    ['1h30', /not a number/],
    ['1S', /not a number/],
    ['5d', /not a number/],
    ['s', /not a number/],
    ['1..5', /not a number/],
    ['9007199254.740992', /too large/],
    ['1e999999999999', /too large/],
    ['99999999999999999999h', /too large/]
  ])('%j is unreadable', (text, reason) => {
    const result = parseDuration(text)
    expect(result).not.toHaveProperty('micros')
    expect('error' in result ? result.error : '').toMatch(reason)
  })

  it('quotes a long value shortened', () => {
    const result = parseDuration('x'.repeat(10_000))
    expect('error' in result && result.error.length).toBeLessThan(100)
  })

  it('reproduces the Kosli CLI times list (docs/spec/kosli-cli.md)', () => {
    const readable = ['1,234.5', '1.5s', '100ms', '0.0000019']
    expect(readable.map((t) => parseDuration(t))).toEqual([
      { micros: 1_234_500_000 },
      { micros: 1_500_000 },
      { micros: 100_000 },
      { micros: 1 }
    ])
    for (const text of ['abc', '-1']) {
      expect(parseDuration(text)).toHaveProperty('error')
    }
  })
})

describe('parseTimestamp', () => {
  it.each([
    // docs/spec/kosli-cli.md, Reference values
    ['2022-12-20T14:27:36.125393', 1671546456],
    ['2025-06-18T10:24:39.090Z', 1750242279],
    ['2023-01-08T03:37:44+00:00', 1673149064],
    ['2024-01-01T12:00:00', 1704110400],
    ['2024-02-01T00:00:00Z', 1706745600],
    // ISO 8601 variants
    ['2024-01-01 12:00:00', 1704110400],
    ['2024-01-01T12:00:00,999', 1704110400],
    ['2024-01-01T12:00:00.9999999999999', 1704110400],
    ['2024-01-01T12:00:00 UTC', 1704110400],
    ['2024-01-01 12:00:00.5 UTC', 1704110400],
    ['2024-01-01T14:00:00+02:00', 1704110400],
    ['2024-01-01T14:00:00+0200', 1704110400],
    ['2024-01-01T06:30:00-05:30', 1704110400],
    ['2024-01-01T06:30:00.123-0530', 1704110400],
    ['2024-01-01T12:00:00-00:00', 1704110400],
    ['  2024-01-01T12:00:00Z \n', 1704110400],
    ['1970-01-01T00:00:01Z', 1],
    ['1970-01-01T01:00:00+00:59', 60],
    ['2024-02-29T00:00:00Z', 1709164800],
    ['2000-02-29T00:00:00Z', 951782400],
    ['9999-12-31T23:59:59Z', 253402300799],
    // RFC 1123 / RFC 2822
    ['Mon, 01 Jan 2024 12:00:00 GMT', 1704110400],
    ['Mon, 1 Jan 2024 12:00:00 +0000', 1704110400],
    ['1 Jan 2024 12:00 UTC', 1704110400],
    ['Fri, 01 Jan 2024 12:00:00 UT', 1704110400],
    ['mon, 01 jan 2024 12:00:00 gmt', 1704110400],
    ['Mon,01 Jan 2024 12:00:00 Z', 1704110400],
    ['Mon, 01 Jan 2024 14:00:00 +0200', 1704110400],
    ['Mon, 01 Jan 2024 07:00:00 EST', 1704110400],
    ['Mon, 01 Jan 2024 08:00:00 EDT', 1704110400],
    ['Mon, 01 Jan 2024 06:00:00 CST', 1704110400],
    ['Mon, 01 Jan 2024 07:00:00 CDT', 1704110400],
    ['Mon, 01 Jan 2024 05:00:00 MST', 1704110400],
    ['Mon, 01 Jan 2024 06:00:00 MDT', 1704110400],
    ['Mon, 01 Jan 2024 04:00:00 PST', 1704110400],
    ['Mon, 01 Jan 2024 05:00:00 PDT', 1704110400],
    ['Mon, 01 Jan 2024 06:30:00 -0530', 1704110400],
    // epoch numbers
    ['1704110400', 1704110400],
    ['1704110400.999', 1704110400],
    ['1000000000', 1000000000],
    ['99999999999', 99999999999],
    ['99999999999.9', 99999999999],
    ['100000000000', 100000000],
    ['1704110400123', 1704110400],
    ['1704110400999.5', 1704110400],
    ['99999999999999', 99999999999]
  ])('%j is %d', (text, seconds) => {
    expect(parseTimestamp(text)).toEqual({ seconds })
  })

  it.each([
    ['', /empty/],
    [' ', /empty/],
    // at or before the epoch
    ['0001-01-01T00:00:00Z', /at or before 1970/],
    ['1970-01-01T00:00:00', /at or before 1970/],
    ['1970-01-01T00:00:00Z', /at or before 1970/],
    ['1969-12-31T23:59:59Z', /at or before 1970/],
    ['1970-01-01T01:00:00+01:00', /at or before 1970/],
    ['Thu, 01 Jan 1970 00:00:00 GMT', /at or before 1970/],
    ['-1704110400', /at or before 1970/],
    ['-0', /at or before 1970/],
    // date without a time
    ['2024-01-01', /date without a time/],
    // invalid calendar or clock
    ['2024-02-30T00:00:00Z', /not a valid date/],
    ['2023-02-29T00:00:00Z', /not a valid date/],
    ['1900-02-29T00:00:00Z', /not a valid date/],
    ['2024-04-31T00:00:00Z', /not a valid date/],
    ['2024-13-01T00:00:00Z', /not a valid date/],
    ['2024-00-10T00:00:00Z', /not a valid date/],
    ['2024-01-00T00:00:00Z', /not a valid date/],
    ['2024-01-01T25:00:00Z', /not a valid date/],
    ['2024-01-01T24:00:00Z', /not a valid date/],
    ['2024-01-01T12:60:00Z', /not a valid date/],
    ['2024-01-01T12:00:60Z', /not a valid date/],
    ['Mon, 30 Feb 2024 12:00:00 GMT', /not a valid date/],
    ['2024-01-01T12:00:00+24:00', /invalid UTC offset/],
    ['2024-01-01T12:00:00+01:60', /invalid UTC offset/],
    // epoch numbers out of range
    ['0', /epoch/],
    ['999999999', /epoch/],
    ['100000000000000', /epoch/],
    ['12345678901234567890123', /epoch/],
    // unreadable
    ['yesterday', /not ISO 8601/],
    ['2024-01-01T12:00', /not ISO 8601/],
    ['2024-01-01T12:00:00.', /not ISO 8601/],
    ['2024-01-01T12:00:00 PST', /not ISO 8601/],
    ['2024-01-01T12:00:00+2', /not ISO 8601/],
    ['2024-1-1T12:00:00Z', /not ISO 8601/],
    ['24-01-01T12:00:00Z', /not ISO 8601/],
    ['Mon, 01 Jan 24 12:00:00 GMT', /not ISO 8601/],
    ['Mon, 01 Foo 2024 12:00:00 GMT', /not ISO 8601/],
    ['Mon, 01 Jan 2024 12:00:00 CET', /not ISO 8601/],
    ['Mon, 01 Jan 2024 12:00:00', /not ISO 8601/],
    ['Monday, 01 Jan 2024 12:00:00 GMT', /not ISO 8601/],
    ['1.7e9', /not ISO 8601/],
    ['0x65920080', /not ISO 8601/],
    ['NaN', /not ISO 8601/]
  ])('%j is omitted', (text, reason) => {
    const result = parseTimestamp(text)
    expect(result).not.toHaveProperty('seconds')
    expect('omitted' in result ? result.omitted : '').toMatch(reason)
  })

  it('does not check the weekday of an RFC 2822 date', () => {
    // 2024-01-01 was a Monday.
    expect(parseTimestamp('Sun, 01 Jan 2024 12:00:00 GMT')).toEqual({
      seconds: 1704110400
    })
  })
})

describe('parseCount', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    [' 42 ', 42],
    ['007', 7],
    ['9007199254740991', 9007199254740991]
  ])('%j is %d', (text, count) => {
    expect(parseCount(text)).toBe(count)
  })

  it.each([
    '',
    ' ',
    '-1',
    '+1',
    '1.0',
    '1.5',
    '1e3',
    '1,000',
    'abc',
    'NaN',
    '0x10',
    '9007199254740993'
  ])('%j is not a count', (text) => {
    expect(parseCount(text)).toBeUndefined()
  })
})
