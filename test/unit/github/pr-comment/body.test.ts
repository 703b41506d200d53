import { describe, expect, it } from 'vitest'
import {
  commentBody,
  commentMarker,
  COMMENT_BODY_LIMIT,
  hasMarker,
  withMarker
} from '../../../../src/github/pr-comment/body.js'

describe('commentBody', () => {
  it('heads the details with the verdict and links the run', () => {
    const body = commentBody({
      passed: false,
      title: 'attest-junit: unit-tests',
      details: '| a | b |\n| - | - |\n',
      runUrl: 'https://github.com/acme/shop/actions/runs/1'
    })
    expect(body).toBe(
      '### ❌ Kosli: attest-junit: unit-tests failed\n\n| a | b |\n| - | - |\n\n' +
        '<sub>[Workflow run](https://github.com/acme/shop/actions/runs/1)</sub>'
    )
    expect(commentBody({ passed: true, title: 'x' })).toBe(
      '### ✅ Kosli: x passed'
    )
  })

  it('escapes the title and drops a run URL that is not http(s)', () => {
    const body = commentBody({
      passed: true,
      title: 'name <img src=x onerror=alert(1)> **bold**',
      runUrl: 'javascript:alert(1)'
    })
    expect(body).not.toContain('<img')
    expect(body).not.toContain('**')
    expect(body).not.toContain('javascript:')
  })
})

describe('withMarker', () => {
  const marker = commentMarker('unit-tests')

  it('puts the marker on the first line, where hasMarker finds it', () => {
    const body = withMarker(marker, 'hello')
    expect(body).toBe(`${marker}\nhello`)
    expect(hasMarker(body, marker)).toBe(true)
    expect(hasMarker(body.replace('\n', '\r\n'), marker)).toBe(true)
    expect(hasMarker(`quoting ${marker} inline`, marker)).toBe(false)
    expect(hasMarker(withMarker(commentMarker('unit'), 'x'), marker)).toBe(
      false
    )
    expect(hasMarker(null, marker)).toBe(false)
  })

  it('cuts on a line boundary to stay within the limit, never splitting a surrogate pair', () => {
    const big = `${'😀'.repeat(20)}\n`.repeat(2000)
    const body = withMarker(marker, big)
    expect(body.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT)
    expect(body).toContain('cut to fit')
    expect(body).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
    const oneLine = withMarker(marker, 'x'.repeat(70_000))
    expect(oneLine.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT)
  })

  it('refuses an empty marker key', () => {
    expect(() => commentMarker('  ')).toThrow(/empty/)
    expect(() => commentMarker('x'.repeat(600))).toThrow(/shorter/)
  })
})
