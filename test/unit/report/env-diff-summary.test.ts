import { describe, expect, it } from 'vitest'
import { evaluateGate } from '../../../src/modes/env-diff/policy.js'
import {
  renderEnvDiffFailClosed,
  renderEnvDiffSummary
} from '../../../src/report/env-diff-summary.js'
import { artifact, diffOf } from '../modes/env-diff/fixture.js'

const FP = 'c43808cb04c6e66c4c6fc1f972dd67c3b9b71c81e0a0c78730da3699922d17be'

function render(
  diff: ReturnType<typeof diffOf>,
  limits?: Parameters<typeof renderEnvDiffSummary>[1]
) {
  return renderEnvDiffSummary(
    {
      diff,
      verdict: evaluateGate(diff, 'any-change'),
      snapshot1: 'staging',
      snapshot2: 'production',
      environment1: 'staging',
      environment2: 'production'
    },
    limits
  )
}

describe('renderEnvDiffSummary', () => {
  it('has the verdict and one table per kind of difference', () => {
    const md = render(
      diffOf({
        only1: [
          artifact('api:1.5.0', {
            fingerprint: FP,
            instance_count: 2,
            pods: ['api-1', 'api-2']
          })
        ],
        only2: [artifact('cron:0.3.0', { instance_count: 1 })],
        changed: [
          artifact('web:2.1.0', { s1_instance_count: 3, s2_instance_count: 4 })
        ],
        same: [artifact('worker')]
      })
    )
    expect(md).toContain('## Kosli env-diff: staging → production')
    expect(md).toContain('**❌ Failed**: fail-on any-change')
    expect(md).toContain('Compared staging#3 with production#5.')
    expect(md).toContain('Not changed: 1.')
    expect(md).toContain('### Only in staging (1)')
    expect(md).toContain('### Only in production (1)')
    expect(md).not.toContain('### Only in snapshot')
    expect(md).toContain('### Changed instance count (1)')
    expect(md).toContain(
      '| Name | Fingerprint | Flow | Commit | Instances | Pods |'
    )
    expect(md).toContain(
      '| api:1.5.0 | `c43808cb04c6` | demo-flow | [0123456](https://github.com/acme/demo/commit/0123456789abcdef0123) | 2 → 0 | api-1, api-2 |'
    )
    expect(md).toMatch(/\| cron:0\.3\.0 \|.*\| 0 → 1 \| +\|$/m)
    expect(md).toMatch(/\| web:2\.1\.0 \|.*\| 3 → 4 \|/)
  })

  it('says passed and None for identical snapshots', () => {
    const md = render(diffOf({ same: [artifact('web')] }))
    expect(md).toContain('**✅ Passed**')
    expect(md.match(/None\./g)).toHaveLength(3)
    expect(md).not.toContain('| Name |')
  })

  it('escapes names, flows and pods; never links a non-http URL', () => {
    const md = render(
      diffOf({
        only1: [
          artifact('evil|<img src=x onerror=alert(1)>*bold*', {
            flow: 'a\nb`c',
            commit_url: 'javascript:alert(1)',
            pods: ['p|1', '[x](http://e.vil)']
          })
        ]
      })
    )
    const line = md.split('\n').find((l) => l.startsWith('| evil')) ?? ''
    expect(line).not.toContain('<img')
    expect(line).not.toContain('*bold*')
    expect(line).not.toContain('](http://e.vil)')
    expect(line).not.toContain('](javascript')
    // The row keeps its 6 cells: 7 unescaped pipes.
    expect(line.match(/(?<!&#124;)\|/g)).toHaveLength(7)
    expect(md).not.toContain('a\nb')
  })

  it('caps pods per cell and rows per table, and says what was left out', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      artifact(`svc-${i}`, {
        pods: Array.from({ length: 8 }, (_, p) => `pod-${p}`)
      })
    )
    const md = render(diffOf({ only2: many }), {
      maxBytes: 100_000,
      maxRowsPerTable: 10
    })
    expect(md.match(/^\| svc-/gm)).toHaveLength(10)
    expect(md).toContain('… 20 more not shown.')
    expect(md).toContain('pod-4 … +3 more')
    expect(md).toContain('20 rows were left out')
  })

  it('stays under the byte budget with a huge diff', () => {
    const huge = Array.from({ length: 5000 }, (_, i) =>
      artifact(`service-with-a-long-name-${i}`.repeat(3))
    )
    const md = render(diffOf({ only1: huge, only2: huge, changed: huge }), {
      maxBytes: 20_000,
      maxRowsPerTable: 10_000
    })
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(20_000)
    expect(md).toContain('### Changed instance count (5000)')
    expect(md).toMatch(/\d+ rows were left out/)
  })
})

describe('renderEnvDiffFailClosed', () => {
  it('fails, names both snapshots and quotes the escaped error', () => {
    const md = renderEnvDiffFailClosed(
      'staging',
      'production',
      'Kosli answered 503: <b>down</b>'
    )
    expect(md).toContain('**❌ Failed closed**')
    expect(md).toContain('staging → production')
    expect(md).not.toContain('<b>')
  })
})
