import { describe, expect, it } from 'vitest'
import {
  parseAttestJunitConfig,
  stripTestNamesValue
} from '../../../src/config/index.js'
import { ConfigProblems } from '../../../src/config/problems.js'

const RAW = {
  'api-token': 't',
  org: 'o',
  flow: 'f',
  name: 'unit',
  'report-paths': 'r.xml'
}

function problemsOf(raw: Record<string, string>) {
  try {
    parseAttestJunitConfig(raw)
  } catch (error) {
    if (error instanceof ConfigProblems) return error.problems
    throw error
  }
  return []
}

describe('strip-test-names (docs/inventory.md)', () => {
  it('blank or absent is no pattern; a pattern removes every match', () => {
    expect(stripTestNamesValue(undefined)).toBeUndefined()
    expect(stripTestNamesValue('  ')).toBeUndefined()
    expect(parseAttestJunitConfig(RAW).stripTestNames).toBeUndefined()
    const pattern = parseAttestJunitConfig({
      ...RAW,
      'strip-test-names': '\\[\\d+\\]'
    }).stripTestNames
    expect('t[1][2]'.replace(pattern ?? /x/, '')).toBe('t')
  })

  it('a bad pattern is a problem of that input, reported with the others', () => {
    const problems = problemsOf({
      ...RAW,
      'strip-test-names': 'a(b',
      flow: ''
    })
    expect(problems.map((p) => p.key)).toEqual(
      expect.arrayContaining(['strip-test-names', 'flow'])
    )
    expect(problems.find((p) => p.key === 'strip-test-names')?.message).toMatch(
      /^strip-test-names: "a\(b" is not a regular expression \(.+\); give a JavaScript pattern without slashes/
    )
  })
})

describe('annotations with our prefix', () => {
  it('kosli_attest_ keys are refused, naming them; others pass', () => {
    const problems = problemsOf({
      ...RAW,
      annotations: 'team=shop\nkosli_attest_tests=9\nkosli_attest_x=1'
    })
    expect(problems).toEqual([
      {
        key: 'annotations',
        message: expect.stringMatching(
          /^annotations: kosli_attest_tests, kosli_attest_x: keys starting with kosli_attest_ are written by kosli-attest/
        ) as unknown
      }
    ])
    expect(
      parseAttestJunitConfig({ ...RAW, annotations: 'kosli_other=1' })
        .annotations
    ).toEqual({ kosli_other: '1' })
  })
})
