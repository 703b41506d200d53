/**
 * The quarantine through the attest-junit step against the emulator: a
 * quarantined failure passes fail-on-failure while Kosli stores the
 * failure; the attestation's annotations carry the count and the list's
 * sha256; an expired entry fails naming owner and issue; an invalid list
 * is a configuration error naming its line; and, as a property, the list
 * never changes junit_results.
 */
import { createHash } from 'node:crypto'
import {
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../../src/errors.js'
import { runMode } from '../../../support/modes.js'
import { FLOW, useHarness } from '../../../support/emulator.js'

const h = useHarness()
const DAY = 86_400_000
const day = (offset: number) =>
  new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

const REPORT = [
  '<testsuite name="api">',
  '  <testcase classname="tests.api" name="test_ok"/>',
  '  <testcase classname="tests.api" name="test_port"><failure message="port in use"/></testcase>',
  '</testsuite>'
].join('\n')

function list(expires: string, name = 'test_port'): string {
  return [
    'quarantine:',
    `  - classname: tests.api`,
    `    name: "${name}"`,
    '    owner: "@alice"',
    '    issue: https://github.com/acme/app/issues/12',
    `    expires: ${expires}`,
    ''
  ].join('\n')
}

function writeList(text: string | undefined): void {
  const path = join(h.dir, '.kosli', 'quarantine.yml')
  if (text === undefined) rmSync(path, { force: true })
  else writeFileSync(path, text)
}

beforeAll(() => {
  mkdirSync(join(h.dir, 'reports'), { recursive: true })
  mkdirSync(join(h.dir, '.kosli'), { recursive: true })
  writeFileSync(join(h.dir, 'reports', 'junit.xml'), REPORT)
})

async function attest(trail: string, extra: Record<string, string> = {}) {
  await h.beginTrails([trail])
  return runMode(
    'attest-junit',
    {
      ...h.service,
      flow: FLOW,
      trail,
      name: 'unit-tests',
      'report-paths': 'reports/junit.xml',
      'fail-on-failure': 'true',
      ...extra
    },
    h.deps
  )
}

describe('the quarantine in the attest-junit step', () => {
  it('a quarantined failure passes the step; Kosli stores the failure, the count and the sha256', async () => {
    const text = list(day(20))
    writeList(text)
    const result = await attest('quarantined')
    expect(result.failure).toBeUndefined()
    expect(result.outputs).toMatchObject({
      verdict: 'failed',
      compliant: 'false',
      gate: 'passed-quarantined',
      'quarantined-failures': '1',
      'quarantine-expired': '0'
    })
    const [stored] = await h.attestationsOn('quarantined')
    const data = stored?.data_json
    expect(data?.junit_results).toMatchObject([{ name: 'api', failures: 1 }])
    expect(data?.annotations).toMatchObject({
      kosli_attest_quarantined: '1',
      kosli_attest_quarantine_sha256: createHash('sha256')
        .update(text)
        .digest('hex')
    })
    expect(result.summary).toContain('**Passed because of the quarantine**')
    expect(result.summary).toContain('**non-compliant**')
    expect(result.summary).toContain('### Quarantined')
    expect(result.annotations.filter((a) => a.level === 'error')).toEqual([])
    expect(result.annotations).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        title: 'Quarantined: api › test_port'
      })
    )
    expect(result.pullRequest?.passed).toBe(true)
  })

  it('an expired entry excuses nothing and the failure names its owner and issue', async () => {
    writeList(list(day(-1)))
    const result = await attest('expired')
    expect(result.outputs).toMatchObject({
      gate: 'failed',
      'quarantined-failures': '0',
      'quarantine-expired': '1'
    })
    expect(result.failure).toContain('fail-on-failure: 1 failed')
    expect(result.failure).toContain(
      'owner @alice, issue https://github.com/acme/app/issues/12'
    )
  })

  it('without fail-on-failure the gate reads passed, and stale entries are counted', async () => {
    writeList(list(day(3), 'test_gone'))
    const result = await attest('stale', { 'fail-on-failure': 'false' })
    expect(result.outputs).toMatchObject({
      gate: 'passed',
      'quarantined-failures': '0',
      'quarantine-stale': '1'
    })
    expect(result.summary).toContain(
      'Stale entries (they match no test of this run)'
    )
    expect(result.summary).toContain('`classname=tests.api name=test_gone`')
    expect(result.summary).toContain('Entries expiring within a week')
  })

  it('never excuses no-tests: every test skipped still fails require-tests', async () => {
    writeFileSync(
      join(h.dir, 'reports', 'skipped.xml'),
      '<testsuite name="api"><testcase classname="tests.api" name="test_port"><skipped/></testcase></testsuite>'
    )
    writeList(list(day(20), '*'))
    const result = await attest('no-tests', {
      'report-paths': 'reports/skipped.xml'
    })
    expect(result.failure).toContain('require-tests: no test ran')
    expect(result.outputs.gate).toBe('failed')
  })

  it('a list that is a symbolic link is not read, and excuses nothing', async () => {
    const target = join(h.dir, 'elsewhere.yml')
    writeFileSync(target, list(day(20)))
    writeList(undefined)
    symlinkSync(target, join(h.dir, '.kosli', 'quarantine.yml'))
    try {
      const result = await attest('linked')
      expect(result.outputs).toMatchObject({
        gate: 'failed',
        'quarantined-failures': '0'
      })
      expect(result.failure).toContain('fail-on-failure: 1 failed')
    } finally {
      writeList(undefined)
    }
  })

  it('an invalid list is a configuration error naming its line, and nothing is sent', async () => {
    writeList(list(day(400)))
    await expect(attest('invalid')).rejects.toThrow(ConfigError)
    await expect(attest('invalid')).rejects.toThrow(
      /\.kosli\/quarantine\.yml:2: expires .* more than quarantine-max-days \(30\)/
    )
    expect(await h.attestationsOn('invalid')).toEqual([])
  })

  it('property: the list never changes junit_results', async () => {
    const status = fc.constantFrom('pass', 'failure', 'error', 'skipped')
    const cases = fc.array(
      fc.record({
        suite: fc.constantFrom('a', 'b'),
        name: fc.constantFrom('t1', 't2', 't3', 'x/y'),
        status
      }),
      { minLength: 1, maxLength: 8 }
    )
    const entries = fc.array(
      fc.record({
        name: fc.constantFrom('t1', 't*', '*', 'x/*', 'none'),
        offset: fc.integer({ min: -5, max: 30 })
      }),
      { maxLength: 4 }
    )
    await fc.assert(
      fc.asyncProperty(cases, entries, async (run, listed) => {
        const body = (suite: string) =>
          run
            .filter((c) => c.suite === suite)
            .map(
              (c) =>
                `<testcase name="${c.name}">${c.status === 'pass' ? '' : `<${c.status}/>`}</testcase>`
            )
            .join('')
        writeFileSync(
          join(h.dir, 'reports', 'prop.xml'),
          `<testsuites><testsuite name="a">${body('a')}</testsuite><testsuite name="b">${body('b')}</testsuite></testsuites>`
        )
        const payload = async (text: string | undefined) => {
          writeList(text)
          const result = await attest('property', {
            'dry-run': 'true',
            'report-paths': 'reports/prop.xml',
            'require-tests': 'false'
          })
          const data = JSON.parse(
            readFileSync(result.outputs['payload-file'] ?? '', 'utf8')
          ) as { junit_results: unknown }
          return {
            results: data.junit_results,
            verdict: result.outputs.verdict,
            failures: result.outputs.failures
          }
        }
        const yaml = [
          'quarantine:',
          ...listed.flatMap((e) => [
            `  - name: "${e.name}"`,
            '    owner: o',
            '    issue: https://x.example/1',
            `    expires: ${day(e.offset)}`
          ])
        ].join('\n')
        expect(await payload(yaml)).toEqual(await payload(undefined))
      }),
      { numRuns: 25 }
    )
  })
})
