import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../../src/errors.js'
import {
  matchesArtifact,
  parseArtifactPattern
} from '../../../src/github/index.js'

const matches = (pattern: string, name: string) =>
  matchesArtifact(parseArtifactPattern(pattern), name)

describe('parseArtifactPattern', () => {
  it('takes a plain name as an exact name, dots and dashes literal', () => {
    expect(parseArtifactPattern(' junit.reports ')).toEqual({
      kind: 'name',
      text: 'junit.reports'
    })
    expect(matches('junit.reports', 'junit.reports')).toBe(true)
    expect(matches('junit.reports', 'junitXreports')).toBe(false)
    expect(matches('junit', 'junit-extra')).toBe(false)
  })

  it('takes /regex/ and /regex/i', () => {
    expect(matches('/^junit-(unit|e2e)$/', 'junit-e2e')).toBe(true)
    expect(matches('/^junit-(unit|e2e)$/', 'junit-e2e-old')).toBe(false)
    expect(matches('/junit/', 'my-junit-files')).toBe(true)
    expect(matches('/^JUNIT/i', 'junit-x')).toBe(true)
    expect(matches('/^(?:test|spec)-\\d{1,3}$/', 'spec-12')).toBe(true)
  })

  it.each([
    '/(a+)+$/',
    '/(a*)*b/',
    '/(a|aa)+$/',
    '/(.*a){11}/',
    '/^(\\w+\\s?)+$/',
    '/^(([a-z])+.)+[A-Z]([a-z])+$/',
    '/((ab)*c)+/',
    '/(?:x+y?)+/'
  ])('refuses %s (repetition inside a repeated group)', (pattern) => {
    expect(() => parseArtifactPattern(pattern)).toThrow(ConfigError)
    expect(() => parseArtifactPattern(pattern)).toThrow(JSON.stringify(pattern))
  })

  it('refuses backreferences and more than three unbounded repetitions', () => {
    expect(() => parseArtifactPattern('/(a)\\1/')).toThrow(/backreferences/)
    expect(() => parseArtifactPattern('/(?<x>a)\\k<x>/')).toThrow(
      /backreferences/
    )
    expect(() => parseArtifactPattern('/.*.*.*.*x/')).toThrow(/unbounded/)
    expect(() =>
      parseArtifactPattern('/a{1,1000}b{1,1000}c{1,1000}d{1,1000}/')
    ).toThrow(/unbounded/)
    expect(parseArtifactPattern('/.*a.*b.*c/').kind).toBe('regex')
  })

  it('allows bounded and optional groups', () => {
    expect(matches('/^(https?:)?x(ab){2}$/', 'xabab')).toBe(true)
    expect(matches('/^[(a+)+]+$/', '(a+)')).toBe(true)
    expect(matches('/^a\\(b+\\)+$/', 'a(bb)')).toBe(true)
  })

  it('refuses other flags, bad syntax, long patterns and impossible names', () => {
    expect(() => parseArtifactPattern('/a/g')).toThrow(/only the i flag/)
    expect(() => parseArtifactPattern('/a[/')).toThrow(
      /not a valid regular expression/
    )
    expect(() => parseArtifactPattern(`/${'a'.repeat(300)}/`)).toThrow(
      /over 200/
    )
    expect(() => parseArtifactPattern('')).toThrow(/empty/)
    expect(() => parseArtifactPattern('reports/*')).toThrow(
      /neither an artifact name/
    )
  })

  it('compares names over 256 characters only by exact name', () => {
    const long = 'j'.repeat(300)
    expect(matches('/^j+$/', long)).toBe(false)
    expect(matches('/^j+$/', 'j'.repeat(256))).toBe(true)
  })

  it('answers quickly on a hostile name for every pattern it accepts', () => {
    // Not a timing assertion: these would take minutes if they backtracked
    // exponentially, so a hang here shows up as the test's timeout.
    const hostile = `${'a'.repeat(250)}!`
    for (const pattern of ['/^a*a*a*$/', '/^(a|b)c*d+$/', '/^.*a.*a.*a$/']) {
      expect(matches(pattern, hostile)).toBe(false)
    }
  })
})
