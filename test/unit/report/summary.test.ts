import { describe, expect, it } from 'vitest'
import type { ParseOutcome } from '../../../src/junit/index.js'
import {
  junitSummary,
  SUMMARY_LIMIT_BYTES,
  type Destination,
  type SummaryInput
} from '../../../src/report/summary.js'
import { failedCase, file, hugeOutcome, outcome, suite } from './outcomes.js'

const destination: Destination = {
  host: 'https://app.kosli.com',
  org: 'acme',
  flow: 'backend-ci',
  trail: 'abc123',
  attestationName: 'unit-tests',
  url: 'https://app.kosli.com/acme/flows/backend-ci/trails/abc123'
}

function summarise(
  parsed: ParseOutcome,
  overrides: Partial<SummaryInput> = {}
): string {
  return junitSummary({
    outcome: parsed,
    destination,
    dryRun: false,
    recorded: true,
    ...overrides
  })
}

/** Decodes the numeric and named references the summary writes. */
/** As a reader sees it: references decoded, zero-width joiners unseen. */
function decode(markdown: string): string {
  return markdown
    .replaceAll('\u200d', '')
    .replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCharCode(Number(code))
    )
    .replaceAll('&amp;', '&')
}

/** Table rows of the section that starts with `heading`. */
function tableRows(markdown: string, heading: string): string[] {
  const section = markdown.slice(markdown.indexOf(heading))
  const rows = section.split('\n').filter((line) => line.startsWith('| '))
  return rows.slice(2)
}

const failing = outcome(
  [
    file('reports/TEST-cart.xml', [
      suite('checkout', { total: 12, failures: 1, errors: 1, skipped: 2 }, [
        failedCase({ file: 'src/cart.ts', line: 12 }),
        failedCase({
          name: 'pays',
          kind: 'error',
          message: 'NullPointerException',
          trace: 'java.lang.NullPointerException\n\tat Pay.run(Pay.java:3)'
        })
      ]),
      { ...suite('catalog', { total: 30, duration: 19.19 }), flaky: 2 }
    ]),
    file('reports/TEST-user.xml', [suite('users', { total: 5 })])
  ],
  [
    {
      level: 'warning',
      file: 'reports/TEST-cart.xml',
      suite: 'checkout',
      message: 'tests="10" disagrees with the 12 test cases; the cases win'
    },
    {
      level: 'notice',
      file: 'reports/TEST-user.xml',
      message: '<error/> then <skipped/> counts as an error (the CLI: skipped)'
    }
  ]
)

describe('junitSummary', () => {
  it('shows the verdict and totals', () => {
    const md = summarise(failing)
    expect(md).toContain(
      '❌ **Not compliant**: 1 failure and 1 error in 47 tests.'
    )
    expect(md).toContain('| Suites | Tests | Passed | Failures |')
    expect(md).toContain('| 3 | 47 | 43 | 1 | 1 | 2 | 2 |')
  })

  it('names the attestation in the heading, so matrix jobs differ', () => {
    expect(summarise(failing)).toMatch(
      /^## Kosli JUnit attestation `unit-tests`\n/
    )
  })

  it('links to the trail only when the attestation was recorded', () => {
    expect(summarise(failing)).toContain('Open the trail')
    expect(summarise(failing, { dryRun: true, recorded: false })).not.toContain(
      'Open the trail'
    )
  })

  it('calls a report with no failures and no errors compliant', () => {
    const md = summarise(
      outcome([file('a.xml', [suite('ok', { total: 2, skipped: 1 })])])
    )
    expect(md).toContain('✅ **Compliant**: no failures and no errors.')
    expect(md).not.toContain('### Failed cases')
  })

  it('says when no tests ran', () => {
    const md = summarise(
      outcome([file('a.xml', [suite('none', { total: 0 })])])
    )
    expect(md).toContain('⚠️ **No tests ran**: the reports hold no test.')
    expect(md).not.toContain('**Compliant**')
  })

  it('never says what Kosli records when nothing was recorded', () => {
    const none = outcome([file('a.xml', [suite('none', { total: 0 })])])
    expect(summarise(none)).toContain('Kosli records this as compliant')
    const refused = summarise(none, {
      recorded: false,
      notRecorded: { reason: 'No JUnit test suite found', maybeRecorded: false }
    })
    expect(refused).not.toContain('Kosli records')
    expect(refused).toContain('but nothing was recorded')
  })

  it('marks a suite that ran no test with a warning sign, never a check mark', () => {
    const md = summarise(
      outcome([file('a.xml', [suite('ok'), suite('empty', { total: 0 })])])
    )
    const rows = tableRows(md, '### Suites')
    expect(rows[1]).toMatch(/^\| ⚠️ empty</)
    expect(rows[0]).toMatch(/^\| ✅ ok</)
  })

  it('has a row per suite, grouped by file', () => {
    const rows = tableRows(summarise(failing), '### Suites')
    expect(rows).toEqual([
      '| ❌ checkout<br><sub>reports/TEST-cart.xml</sub> | 12 | 8 | 1 | 1 | 2 | 0 | 0.5 s |',
      '| ✅ catalog<br><sub>reports/TEST-cart.xml</sub> | 30 | 30 | 0 | 0 | 0 | 2 | 19.19 s |',
      '| ✅ users<br><sub>reports/TEST-user.xml</sub> | 5 | 5 | 0 | 0 | 0 | 0 | 0.5 s |'
    ])
  })

  it('lists skipped and unreadable files in the table', () => {
    const md = summarise(
      outcome([
        { path: 'pom.xml', status: 'skipped', suites: [] },
        {
          path: 'bad.xml',
          status: 'failed',
          suites: [],
          error: 'bad.xml:3:1: unclosed tag'
        },
        file('ok.xml', [suite('ok')])
      ])
    )
    expect(tableRows(md, '### Suites')).toEqual([
      '| *(skipped: see notes)*<br><sub>pom.xml</sub> | | | | | | | |',
      '| *(unreadable: see notes)*<br><sub>bad.xml</sub> | | | | | | | |',
      '| ✅ ok<br><sub>ok.xml</sub> | 1 | 1 | 0 | 0 | 0 | 0 | 0.5 s |'
    ])
    expect(md).toContain(
      '⚠️ **bad.xml**: could not be read: bad.xml:3:1: unclosed tag'
    )
  })

  it('shows the failed cases with message, location and trace', () => {
    const md = summarise(failing)
    expect(md).toContain(
      '<details><summary>❌ <b>checkout › adds an item</b>: expected 2 but was 1</summary>'
    )
    expect(md).toContain('**Failure** · `src/cart.ts:12`')
    expect(md).toContain(
      '```text\nAssertionError: expected 2 but was 1\n    at Cart.add (cart.ts:12)\n```'
    )
    expect(md).toContain('⛔ <b>checkout › pays</b>: NullPointerException')
    expect(md).toContain(
      'java.lang.NullPointerException\n\tat Pay.run(Pay.java:3)'
    )
  })

  it('links a workspace file to its line at the commit; other paths stay text', () => {
    const sha = '0123456789abcdef0123456789abcdef01234567'
    const located = outcome([
      file('r.xml', [
        suite('s', { failures: 3 }, [
          failedCase({ file: 'src/a b.ts', line: 7, inWorkspace: true }),
          failedCase({ name: 'raw', file: '@acme/x#1.ts', line: 2 }),
          failedCase({ name: 'nowhere' })
        ])
      ])
    ])
    const source = { repoUrl: 'https://github.com/acme/shop', commit: sha }
    const md = summarise(located, { source })
    expect(md).toContain(
      `**Failure** · [\`src/a b.ts:7\`](https://github.com/acme/shop/blob/${sha}/src/a%20b.ts#L7)`
    )
    // Not found in the workspace: no link; a code span keeps it inert.
    expect(md).toContain('**Failure** · `@acme/x#1.ts:2`')
    expect(summarise(located)).toContain('**Failure** · `src/a b.ts:7`')
    const gitlab = summarise(located, {
      source: { ...source, provider: 'gitlab' }
    })
    expect(gitlab).toContain(`/-/blob/${sha}/src/a%20b.ts#L7)`)
    const bad = summarise(located, { source: { ...source, commit: 'main)' } })
    expect(bad).not.toContain('/blob/')
  })

  it('keeps only the first lines of a trace', () => {
    const trace = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n')
    const md = summarise(
      outcome([
        file('a.xml', [suite('s', { failures: 1 }, [failedCase({ trace })])])
      ])
    )
    expect(md).toContain('line 29\n…\n```')
    expect(md).not.toContain('line 30')
  })

  it('counts failures it has no case for', () => {
    const header = suite('zero', { total: 5, failures: 2 })
    const md = summarise(outcome([file('a.xml', [header])]))
    expect(md).toContain('### Failed cases')
    expect(md).toContain(
      '2 more failures or errors counted from suite attributes'
    )
  })

  it('says how many failed cases the parser left out', () => {
    const s = {
      ...suite('s', { failures: 11 }, [failedCase()]),
      failedCasesOmitted: 10
    }
    expect(summarise(outcome([file('a.xml', [s])]))).toContain(
      '… and 10 more failed cases not shown.'
    )
  })

  it('shows the notes per file and suite', () => {
    const md = summarise(failing)
    expect(md).toContain('### Notes')
    expect(md).toContain(
      '- ⚠️ **reports/TEST-cart.xml** › checkout: tests="10" disagrees'.replaceAll(
        '"',
        '&#34;'
      )
    )
    expect(decode(md)).toContain(
      '- ℹ️ **reports/TEST-user.xml**: <error/> then <skipped/> counts as an error'
    )
  })

  it('groups notes by file and suite in order of appearance', () => {
    const note = (suiteName: string, message: string) => ({
      level: 'notice' as const,
      file: 'a.xml',
      suite: suiteName,
      message
    })
    const md = summarise(
      outcome(
        [file('a.xml', [suite('x'), suite('y')])],
        [note('x', 'first'), note('y', 'second'), note('x', 'third')]
      )
    )
    const order = ['first', 'third', 'second'].map((m) => md.indexOf(m))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('shows the destination and a link to the trail', () => {
    const md = summarise(failing)
    expect(md).toContain('### Recorded in Kosli')
    for (const value of [
      'https://app.kosli.com',
      'acme',
      'backend-ci',
      'abc123',
      'unit-tests'
    ]) {
      expect(md).toContain(`\`${value}\``)
    }
    expect(md).toContain(`[Open the trail in Kosli](${destination.url})`)
  })

  it('links only to http(s) addresses', () => {
    const md = summarise(failing, {
      destination: { ...destination, url: 'javascript:alert(1)' }
    })
    expect(md).not.toContain('Open the trail')
    const noUrl = { ...destination }
    delete noUrl.url
    expect(summarise(failing, { destination: noUrl })).not.toContain(
      'Open the trail'
    )
  })

  it('has a dry-run banner with the payload file and no "Recorded"', () => {
    const md = summarise(failing, {
      dryRun: true,
      recorded: false,
      payloadFile: '/tmp/kosli/payload.json'
    })
    expect(md).toContain('> [!NOTE]\n> **Dry run**: nothing was sent to Kosli.')
    expect(md).toContain(
      '> The payload is in the step’s `payload-file` output.'
    )
    expect(md).not.toContain('/tmp/kosli')
    expect(md).toContain('### Destination in Kosli')
    expect(md).not.toContain('Recorded in')
  })

  it('has a not-recorded banner with the kept payload and how to resend', () => {
    const md = summarise(failing, {
      recorded: false,
      keptPayloadDir: '/tmp/kept',
      resendCommand: 'npx kosli-attest resend /tmp/kept'
    })
    expect(md).toContain('> [!WARNING]\n> **Not recorded**')
    expect(md).toContain('> The payload was kept in `/tmp/kept`.')
    expect(md).toContain(
      '> ```text\n> npx kosli-attest resend /tmp/kept\n> ```'
    )
  })

  it('has no banner when recorded', () => {
    const md = summarise(failing, { payloadFile: 'payload.json' })
    expect(md).not.toContain('[!')
    // A runner-local path means nothing to a reader of the summary.
    expect(md).not.toContain('payload.json')
  })
})

describe('junitSummary escaping', () => {
  const evil =
    'a | b <script>alert("x")</script> & `tick` *bold* [link](http://e.vil) $x$\nnext'
  const md = summarise(
    outcome(
      [
        file(`evil|<b>.xml`, [
          suite(evil, { failures: 1 }, [
            failedCase({
              suite: evil,
              name: evil,
              message: evil,
              trace: 'before\n```\n</details>\n<script>x</script>\n````\nafter'
            })
          ])
        ])
      ],
      [{ level: 'warning', file: 'evil|<b>.xml', suite: evil, message: evil }]
    ),
    { destination: { ...destination, org: 'a`b', trail: '`x`' } }
  )

  it('keeps every table row to its columns', () => {
    const rows = md.split('\n').filter((line) => line.startsWith('| '))
    for (const row of rows) {
      const pipes = row.match(/\|/g)?.length
      expect(pipes === 8 || pipes === 9, row).toBe(true)
    }
  })

  it('lets no HTML in but its own tags', () => {
    const own = /<\/?(details|summary|b|sub)>|<br>/g
    const outsideCode = md.replace(/^(`{3,})text\n[\s\S]*?\n\1$/gm, '')
    expect(outsideCode.replace(own, '')).not.toMatch(/[<>]/)
    expect(outsideCode).not.toContain('<script')
  })

  it('shows the text as written', () => {
    const flat = evil.replace('\n', ' ')
    expect(decode(md)).toContain(`❌ ${flat}<br>`)
    expect(decode(md)).toContain(`<b>${flat} › ${flat}</b>`)
  })

  it('fences a trace with a fence it cannot close', () => {
    expect(md).toContain(
      '`````text\nbefore\n```\n</details>\n<script>x</script>\n````\nafter\n`````'
    )
  })

  it('puts code spans around backticks safely', () => {
    expect(md).toContain('- Org: ``a`b``')
    expect(md).toContain('- Trail: `` `x` ``')
  })
})

describe('junitSummary size', () => {
  it('stays under the limit for 20,000 suites and 100k failed cases', () => {
    const huge = hugeOutcome(20_000, 5)
    const md = summarise(huge, {
      recorded: false,
      keptPayloadDir: '/tmp/kept',
      resendCommand: 'x'.repeat(100_000)
    })
    const bytes = Buffer.byteLength(md)
    expect(bytes).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES)
    expect(bytes).toBeGreaterThan(SUMMARY_LIMIT_BYTES * 0.8)
    expect(md).toContain('| 20,000 | 800,000 | 700,000 | 100,000 | 0 | 0 | 0 |')
    expect(md).toMatch(/… and [\d,]+ more failed cases not shown\./)
    expect(md).toMatch(/… and [\d,]+ more rows not shown\./)
    expect(md).toMatch(/… and [\d,]+ more notes not shown\./)
    expect(md).toContain(
      '<details><summary>All 20,000 suites in 2,000 files</summary>'
    )
    expect(md).toContain(
      '### Recorded in Kosli'.replace('Recorded', 'Destination')
    )
    expect(md).not.toContain('the summary was cut')
  })

  it('accounts for every failed case shown or left out', () => {
    const md = summarise(hugeOutcome(200, 50))
    const shown = md.match(/<details><summary>❌/g)?.length ?? 0
    const more = Number(
      /… and ([\d,]+) more failed cases/.exec(md)?.[1]?.replaceAll(',', '')
    )
    expect(shown).toBeGreaterThan(0)
    expect(shown + more).toBe(200 * 50)
  })

  it('folds a long suite table and shows the failing suites openly', () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      suite(`s${i}`, { failures: i % 40 === 0 ? 1 : 0 })
    )
    const md = summarise(outcome([file('a.xml', many)]))
    const open = md.slice(
      md.indexOf('Suites with failures'),
      md.indexOf('<details><summary>All')
    )
    expect(open.split('\n').filter((l) => l.startsWith('| '))).toHaveLength(
      2 + 3
    )
    expect(md).toContain('<details><summary>All 120 suites in 1 file</summary>')
    expect(tableRows(md, '<details><summary>All')).toHaveLength(120)
  })
})
