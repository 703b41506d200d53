/**
 * One home for the network's safety (ARCHITECTURE.md): the loopback rule,
 * the redaction of secrets and the retry loop are each defined once, in
 * src/net/, and nowhere else in src/ is any of them written again.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../../support/imports.js'
import { REPO_ROOT } from '../../support/paths.js'

/** A source file's code, comments left out. */
function codeOf(file: string): string {
  return readFileSync(join(REPO_ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
}

/** The files of src/ whose code matches `pattern`. */
function filesMatching(pattern: RegExp): string[] {
  return sourceFiles().filter((file) => pattern.test(codeOf(file)))
}

const RULES = [
  {
    rule: 'the loopback rule',
    home: 'src/net/loopback.ts',
    // Its definition, or a comparison with a loopback name or address.
    pattern:
      /function isLoopback|host === '(?:localhost|::1)'|'::1'|startsWith\('127\.|\[0\] === '127'/
  },
  {
    rule: 'the redaction of secrets',
    home: 'src/net/redaction.ts',
    pattern: /function (?:redact|secretForms)\b|\.join\('\*\*\*'\)/
  },
  {
    rule: 'the retry loop and its waits',
    home: 'src/net/retry.ts',
    pattern:
      /function (?:withRetries|backoffMs|retryAfterMs|isRetryable\w*Error)\b|class RetryBudget/
  }
]

describe('one home for the safety of the network', () => {
  it.each(RULES)('$rule is defined once, in $home', ({ home, pattern }) => {
    expect(filesMatching(pattern)).toEqual([home])
  })

  it('the check sees each definition', () => {
    for (const { home, pattern } of RULES) {
      expect(pattern.test(codeOf(home))).toBe(true)
    }
  })
})
