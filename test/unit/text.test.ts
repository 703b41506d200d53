import { describe, expect, it } from 'vitest'
import { printable } from '../../src/text.js'

describe('printable: untrusted text made safe for a terminal and a CI log', () => {
  it('shows C0 and C1 controls as escapes, keeps tab and ordinary text', () => {
    expect(printable('a\nb\r\x1b]52;c;aGk=\x07\x00\u009b\u009d\x7f\tz')).toBe(
      'a\\nb\\r\\x1b]52;c;aGk=\\x07\\x00\\x9b\\x9d\\x7f\tz'
    )
    expect(printable('C:\\reports\\ünïcode ✓ Foo::bar')).toBe(
      'C:\\reports\\ünïcode ✓ Foo::bar'
    )
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
    const hostile = '::a\n::b\r##[c]\x1b[31m\u0085::d'
    for (const lines of [false, true]) {
      const once = printable(hostile, lines)
      expect(printable(once, lines)).toBe(once)
    }
  })
})
