import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../../src/errors.js'
import {
  parseAttestJunitConfig,
  reportFormatsValue
} from '../../../src/config/index.js'
import { ConfigProblems } from '../../../src/config/problems.js'

describe('report-formats (docs/counting.md, Report formats)', () => {
  it('is a comma list, case-insensitive, spaces around commas ignored', () => {
    expect(reportFormatsValue('junit')).toEqual(['junit'])
    expect(reportFormatsValue(' TRX , junit,NUnit ')).toEqual([
      'junit',
      'trx',
      'nunit'
    ])
    expect(reportFormatsValue('xunit\ntrx')).toEqual(['trx', 'xunit'])
  })

  it('all is every format, and repeats are harmless', () => {
    expect(reportFormatsValue('ALL')).toEqual([
      'junit',
      'trx',
      'nunit',
      'xunit'
    ])
    expect(reportFormatsValue('trx,trx,all')).toEqual([
      'junit',
      'trx',
      'nunit',
      'xunit'
    ])
  })

  it('an unknown or empty value is an error that names it', () => {
    expect(() => reportFormatsValue('junit,mstest')).toThrow(
      /report-formats: "junit,mstest" holds "mstest"; give a comma list of junit, trx, nunit, xunit or all/
    )
    expect(() => reportFormatsValue('')).toThrow(/holds an empty item/)
    expect(() => reportFormatsValue('junit,,trx')).toThrow(ConfigError)
    expect(() => reportFormatsValue('x', '--report-formats')).toThrow(
      /^--report-formats: "x"/
    )
  })

  it('the attest-junit config defaults to junit and reports a bad value with the rest', () => {
    const raw = {
      'api-token': 't',
      org: 'o',
      flow: 'f',
      name: 'unit',
      'report-paths': 'r.xml',
      fingerprint: 'a'.repeat(64)
    }
    expect(parseAttestJunitConfig(raw).reportFormats).toEqual(['junit'])
    expect(
      parseAttestJunitConfig({ ...raw, 'report-formats': 'trx, nunit' })
        .reportFormats
    ).toEqual(['trx', 'nunit'])
    let problems: ConfigProblems | undefined
    try {
      parseAttestJunitConfig({
        ...raw,
        'report-formats': 'trx,cppunit',
        flow: ''
      })
    } catch (error) {
      problems = error as ConfigProblems
    }
    expect(problems?.problems.map((p) => p.key)).toEqual(
      expect.arrayContaining(['report-formats', 'flow'])
    )
  })
})
