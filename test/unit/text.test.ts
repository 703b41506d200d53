import { describe, expect, it } from 'vitest'
import { grouped, plural, printable } from '../../src/text.js'

describe('printable: untrusted text made safe for a terminal and a CI log', () => {
  it('shows C0 and C1 controls as escapes, keeps tab and ordinary text', () => {
    expect(printable('a\nb\r\x1b]52;c;aGk=\x07\x00\u009b\u009d\x7f\tz')).toBe(
      'a\\nb\\r\\x1b]52;c;aGk=\\x07\\x00\\x9b\\x9d\\x7f\tz'
    )
    expect(printable('C:\\reports\\ünïcode ✓ Foo::bar')).toBe(
      'C:\\reports\\ünïcode ✓ Foo::bar'
    )
  })

  it('shows bidirectional controls as escapes, so a name reads as it is', () => {
    // "test_pass" + RLO + "cod.exe" would display as "test_passexe.doc".
    expect(printable('test_pass\u202ecod.exe')).toBe('test_pass\\u202ecod.exe')
    const bidi = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067]
    for (const code of [...bidi, 0x2068, 0x2069, 0x061c, 0x200e, 0x200f]) {
      const escape = `\\u${code.toString(16).padStart(4, '0')}`
      expect(printable(`a${String.fromCharCode(code)}b`)).toBe(`a${escape}b`)
    }
  })

  it('shows invisible format characters and line separators as escapes', () => {
    expect(printable('ad\u200bmin\u200c\u200d\ufeff\u2060x')).toBe(
      'ad\\u200bmin\\u200c\\u200d\\ufeff\\u2060x'
    )
    expect(printable('one\u2028two\u2029three', true)).toBe(
      'one\\u2028two\\u2029three'
    )
    expect(printable('soft\u00adhyphen')).toBe('soft\\xadhyphen')
    // Visible text of any script stays as it is.
    expect(printable('Ünïcode ✓ مرحبا 日本 😀')).toBe('Ünïcode ✓ مرحبا 日本 😀')
  })

  it('a line cannot start a workflow command, new or legacy', () => {
    expect(printable('::stop-commands::x')).toBe('\\x3a:stop-commands::x')
    expect(printable(' \u00a0::add-mask::x')).toBe(' \u00a0\\x3a:add-mask::x')
    expect(printable('a\n::group::x')).toBe('a\\n::group::x')
    expect(printable('see ##[warning]x')).toBe('see #\\x23[warning]x')
    expect(printable('Suite::case')).toBe('Suite::case')
  })

  it('with lines, keeps the line breaks and makes every line safe', () => {
    expect(printable('one\n::warning file=a::x\n  ::endgroup::\r', true)).toBe(
      'one\n\\x3a:warning file=a::x\n  \\x3a:endgroup::\\r'
    )
  })

  it('a second pass changes nothing', () => {
    const hostile = '::a\n::b\r##[c]\x1b[31m\u0085::d\u202e\u200b'
    for (const lines of [false, true]) {
      const once = printable(hostile, lines)
      expect(printable(once, lines)).toBe(once)
    }
  })
})

describe('grouped and plural: counts as en-US writes them, without Intl', () => {
  it('puts a comma between groups of three digits', () => {
    expect(grouped(0)).toBe('0')
    expect(grouped(999)).toBe('999')
    expect(grouped(1000)).toBe('1,000')
    expect(grouped(-1234567)).toBe('-1,234,567')
    expect(plural(12345, 'test')).toBe('12,345 tests')
    expect(plural(1, 'suite')).toBe('1 suite')
  })

  it('writes what toLocaleString writes', () => {
    for (const n of [7, 42, 100_000, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5]) {
      expect(grouped(n), String(n)).toBe(n.toLocaleString('en-US'))
    }
  })
})
