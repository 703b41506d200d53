import { describe, expect, it } from 'vitest'
import { fitItems } from '../../../src/report/budget.js'
import {
  bytePrefix,
  codeBlock,
  firstLines,
  formatSeconds,
  inlineCode,
  safeUrl,
  shorten,
  text
} from '../../../src/report/markdown.js'

describe('text', () => {
  it.each([
    ['plain name', 'plain name'],
    ['a|b', 'a&#124;b'],
    ['<img src=x onerror=alert(1)>', '&#60;img src=x onerror=alert(1)&#62;'],
    ['a & b', 'a &#38; b'],
    ['`code`', '&#96;code&#96;'],
    ['*b* _i_ ~s~', '&#42;b&#42; &#95;i&#95; &#126;s&#126;'],
    ['[x](y)', '&#91;x&#93;(y)'],
    ['$x$', '&#36;x&#36;'],
    ['back\\slash', 'back&#92;slash'],
    ['line\r\nnext\n\n  end ', 'line next end'],
    ['bell\u0007', 'bell\ufffd'],
    ['lone \ud800 half', 'lone \ufffd half']
  ])('escapes %j', (value, expected) => {
    expect(text(value)).toBe(expected)
  })

  it('cuts before escaping, so no reference is split', () => {
    expect(text('<<<<<', 3)).toBe('&#60;&#60;…')
  })
})

describe('shorten', () => {
  it('counts code points and keeps surrogate pairs whole', () => {
    expect(shorten('😀😀😀😀', 3)).toBe('😀😀…')
    expect(shorten('abc', 3)).toBe('abc')
  })
})

describe('firstLines', () => {
  it('keeps the first lines and marks the cut', () => {
    expect(firstLines('a\nb\nc', 2, 100)).toBe('a\nb\n…')
    expect(firstLines('a\nb\n\n', 2, 100)).toBe('a\nb')
    expect(firstLines('abcdef', 5, 4)).toBe('abc…')
  })
})

describe('codeBlock', () => {
  it('uses a fence longer than any backtick run', () => {
    expect(codeBlock('x')).toBe('```text\nx\n```')
    expect(codeBlock('a ``` b ```` c')).toBe('`````text\na ``` b ```` c\n`````')
  })
})

describe('inlineCode', () => {
  it.each([
    ['path/to/file', '`path/to/file`'],
    ['a`b', '``a`b``'],
    ['`x`', '`` `x` ``'],
    ['two\nlines', '`two lines`']
  ])('wraps %j', (value, expected) => {
    expect(inlineCode(value)).toBe(expected)
  })
})

describe('safeUrl', () => {
  it.each([
    [
      'https://app.kosli.com/acme/flows/x',
      'https://app.kosli.com/acme/flows/x'
    ],
    ['https://h/a b(c)', 'https://h/a%20b%28c%29'],
    ['http://localhost:8080/t', 'http://localhost:8080/t'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['not a url', undefined]
  ])('%j -> %j', (value, expected) => {
    expect(safeUrl(value)).toBe(expected)
  })
})

describe('formatSeconds', () => {
  it.each([
    [0, '0 s'],
    [0.0004, '< 0.001 s'],
    [19.19, '19.19 s'],
    [59.9996, '1 min 0 s'],
    [90, '1 min 30 s'],
    [3723.5, '1 h 2 min 3.5 s']
  ])('%d -> %s', (seconds, expected) => {
    expect(formatSeconds(seconds)).toBe(expected)
  })
})

describe('fitItems', () => {
  const more = (left: number) => `+${left}`

  it('keeps all items that fit', () => {
    expect(fitItems(['a', 'b'], { total: 2, budget: 5, more })).toEqual({
      text: 'a\nb',
      shown: 2
    })
  })

  it('keeps room for the "more" line', () => {
    const items = ['aaaa', 'bbbb', 'cccc']
    const fitted = fitItems(items, { total: 3, budget: 12, more })
    expect(fitted).toEqual({ text: 'aaaa\nbbbb\n+1', shown: 2 })
  })

  it('measures UTF-8 bytes', () => {
    const fitted = fitItems(['éé', 'x'], { total: 2, budget: 4, more })
    expect(fitted.shown).toBe(0)
  })

  it('stops at maxItems and pulls no further item', () => {
    let pulled = 0
    function* items() {
      for (;;) {
        pulled += 1
        yield 'x'
      }
    }
    const fitted = fitItems(items(), {
      total: 1_000,
      budget: 1_000,
      maxItems: 3,
      more
    })
    expect(fitted).toEqual({ text: 'x\nx\nx\n+997', shown: 3 })
    expect(pulled).toBe(4)
  })
})

describe('inert report text', () => {
  it.each([
    ['@acme/security-team', /@\w/],
    ['fixes #123 again', /#\d/],
    ['see acme/shop#9', /#\d/],
    ['at https://evil.example/x', /https:\/\//],
    ['at http://evil.example/x', /http:\/\//],
    ['www.evil.example', /www\./],
    ['mail root@evil.example', /@\w/],
    ['regressed in GH-123', /GH-\d/],
    ['also gh-7', /gh-\d/],
    ['see GHSA-abcd-efgh-ijkl', /GHSA-/]
  ])('%s: no mention, reference or link, and reads the same', (raw, live) => {
    const shown = text(raw)
    expect(shown).not.toMatch(live)
    expect(shown.replaceAll('\u200d', '')).toBe(raw)
  })

  it('leaves a word with # inside as it is (not a reference)', () => {
    expect(text('staging#3')).toBe('staging#3')
  })

  it('leaves GH and GHSA alone where GitHub links nothing', () => {
    expect(text('LOGH-1 GH-x GHSA-ab')).toBe('LOGH-1 GH-x GHSA-ab')
  })
})

describe('bytePrefix', () => {
  it('keeps at most the bytes given, never half a character', () => {
    expect(bytePrefix('abc', 5)).toBe('abc')
    expect(bytePrefix('a❌b', 3)).toBe('a')
    expect(bytePrefix('a❌b', 4)).toBe('a❌')
    expect(bytePrefix('😀😀', 7)).toBe('😀')
    expect(bytePrefix('x', 0)).toBe('')
  })
})

describe('invisible format characters', () => {
  it('show as U+FFFD, so a name cannot read as another (bidi, zero width)', () => {
    const name = 'test_\u202egnp.exe\u200b'
    expect(text(name)).toBe('test&#95;\ufffdgnp.exe\ufffd')
    expect(inlineCode(name)).toBe('`test_\ufffdgnp.exe\ufffd`')
    expect(codeBlock(name)).toContain('test_\ufffdgnp.exe\ufffd')
  })
})
