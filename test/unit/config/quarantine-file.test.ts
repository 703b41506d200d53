import { describe, expect, it } from 'vitest'
import { parseQuarantineFile } from '../../../src/config/quarantine-file.js'
import { ConfigError } from '../../../src/errors.js'

const options = { what: 'q.yml', today: '2026-11-28', maxDays: 30 }

function problemsOf(text: string): string {
  try {
    parseQuarantineFile(text, options)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected a refusal')
}

describe('the quarantine list', () => {
  it('reads entries with their lines', () => {
    const entries = parseQuarantineFile(
      [
        '# known flakes',
        'quarantine:',
        '  - classname: tests.api',
        '    name: test_port*',
        '    owner: "@alice"',
        '    issue: https://github.com/acme/app/issues/12',
        '    reason: races on the port',
        '    expires: 2026-12-20',
        '  - suite: ui',
        '    owner: bob',
        '    issue: https://jira.example/browse/UI-1',
        '    expires: 2026-11-01'
      ].join('\n'),
      options
    )
    expect(entries).toEqual([
      {
        line: 3,
        classname: 'tests.api',
        name: 'test_port*',
        owner: '@alice',
        issue: 'https://github.com/acme/app/issues/12',
        reason: 'races on the port',
        expires: '2026-12-20'
      },
      {
        line: 9,
        suite: 'ui',
        owner: 'bob',
        issue: 'https://jira.example/browse/UI-1',
        expires: '2026-11-01'
      }
    ])
  })

  it('an empty file or an empty list quarantines nothing', () => {
    expect(parseQuarantineFile('', options)).toEqual([])
    expect(parseQuarantineFile('quarantine: []\n', options)).toEqual([])
    expect(parseQuarantineFile('quarantine:\n', options)).toEqual([])
  })

  it('names every bad entry by its line, all at once', () => {
    const message = problemsOf(
      [
        'quarantine:',
        '  - name: a',
        '    owner: alice',
        '    issue: not a url',
        '    expires: 2026-12-01',
        '  - name: b',
        '    issue: https://x.example/1',
        '    expires: 2027-06-01',
        '  - owner: carol',
        '    issue: https://x.example/2',
        '    expire: 2026-12-01'
      ].join('\n')
    )
    expect(message).toContain(
      'q.yml:2: issue "not a url" is not an http(s) URL'
    )
    expect(message).toContain('q.yml:6: owner is required')
    expect(message).toContain(
      'q.yml:6: expires 2027-06-01 is 185 days ahead, more than quarantine-max-days (30)'
    )
    expect(message).toContain('q.yml:9: unknown key "expire"')
    expect(message).toContain('q.yml:9: name the test with at least one of')
    expect(message).toContain('q.yml:9: expires is required')
  })

  it('refuses a date that is not one, YAML that does not parse, and other keys', () => {
    expect(
      problemsOf(
        'quarantine:\n  - name: a\n    owner: o\n    issue: https://x.example/1\n    expires: 2026-02-30\n'
      )
    ).toContain('q.yml:2: expires "2026-02-30" is not a date')
    expect(problemsOf('quarantine:\n  - name: [a\n')).toMatch(/q\.yml:\d+:/)
    expect(problemsOf('flaky: []\n')).toContain(
      'q.yml:1: unknown key; the file has one key, quarantine'
    )
    expect(problemsOf('quarantine: yes\n')).toContain(
      'q.yml:1: quarantine must be a list'
    )
  })
})
