import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../../src/errors.js'
import { runMode } from '../../../support/modes.js'
import { startHarness, type Harness } from '../../../support/emulator.js'

/*
 * The demo state's snapshots (src/emulator/demo/index.ts), by instance count:
 *   production#2  api:1.3.0 x2, web:2.0.0 x2
 *   production#3  api:1.3.0 x3, web:2.0.0 x3                 (only changed)
 *   production#4  api:1.4.0 x3, web:2.1.0 x3, worker x1
 *   production#5  api:1.4.0 x3, web:2.1.0 x4, worker x1, cron x1 (latest)
 *   staging#3     api:1.5.0 x2, web:2.1.0 x3, worker x1         (latest)
 * Only-added and only-removed pairs do not exist there: the tests load
 * their own state for those (see 'pure additions and removals').
 */

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())
beforeEach(async () => {
  await h.reset()
  h.logger.lines.length = 0
})

function step(snapshot1: string, snapshot2: string, failOn?: string) {
  return runMode(
    'env-diff',
    {
      ...h.service,
      'snapshot-1': snapshot1,
      'snapshot-2': snapshot2,
      ...(failOn !== undefined && { 'fail-on': failOn })
    },
    h.deps
  )
}

describe('env-diff against the demo state', () => {
  it('staging vs production: any-change fails, with every output and the diff file', async () => {
    const result = await step('staging', 'production')
    expect(result.outputs).toMatchObject({
      changed: 'true',
      'only-in-snapshot-1': '1',
      'only-in-snapshot-2': '2',
      'changed-count': '1',
      'not-changed-count': '1'
    })
    expect(result.failure).toMatch(/^env-diff staging -> production failed/)
    expect(result.failure).toContain('fail-on any-change')
    const file = result.outputs['diff-file'] ?? ''
    expect(file.startsWith(h.deps.tmpDir)).toBe(true)
    const doc = JSON.parse(await readFile(file, 'utf8')) as {
      verdict: { passed: boolean; 'fail-on': string }
      diff: {
        snappish1: { snapshot_id: string; artifacts: { name: string }[] }
      }
    }
    expect(doc.verdict).toMatchObject({
      passed: false,
      'fail-on': 'any-change'
    })
    expect(doc.diff.snappish1.snapshot_id).toBe('staging#3')
    expect(doc.diff.snappish1.artifacts[0]?.name).toContain('api:1.5.0')
    expect(result.summary).toContain('**❌ Failed**')
    expect(result.summary).toContain('### Only in production (2)')
    expect(result.summary).toMatch(/web:2\.1\.0 \|.*\| 3 → 4 \|/)
  })

  it('identical snapshots pass any-change', async () => {
    const result = await step('production', 'production#5')
    expect(result.failure).toBeUndefined()
    expect(result.outputs.changed).toBe('false')
    expect(result.outputs['not-changed-count']).toBe('4')
    expect(result.summary).toContain('**✅ Passed**')
  })

  it('never reports differences and passes', async () => {
    const result = await step('staging', 'production', 'never')
    expect(result.failure).toBeUndefined()
    expect(result.outputs.changed).toBe('true')
    expect(result.summary).toContain('fail-on never')
  })

  it.each([
    // Only instance counts changed: only any-change fails.
    ['production#2', 'production#3', 'any-change', false],
    ['production#2', 'production#3', 'added', true],
    ['production#2', 'production#3', 'removed', true],
    // cron is added (and web scaled).
    ['production#4', 'production#5', 'added', false],
    ['production#4', 'production#5', 'removed', true],
    // The same pair the other way round: cron is removed.
    ['production~0', 'production~1', 'removed', false],
    ['production~0', 'production~1', 'added', true]
  ])('%s vs %s: fail-on %s passes: %s', async (one, two, failOn, passes) => {
    const result = await step(one, two, failOn)
    expect(result.failure === undefined).toBe(passes)
    if (!passes) expect(result.failure).toContain(`fail-on ${failOn}`)
  })
})

describe('pure additions and removals (own state)', () => {
  // production#6: production#5 without cron; production#7: #6 plus a new job.
  async function loadSnapshots(): Promise<void> {
    const state = await h.state<{
      orgs: {
        demo: {
          snapshots: Record<
            string,
            {
              index: number
              created_at: number
              artifacts: { name: string }[]
            }[]
          >
        }
      }
    }>()
    const prod = state.orgs.demo.snapshots.production ?? []
    const latest = prod.at(-1)
    if (!latest) throw new Error('the demo state has no production snapshot')
    const withoutCron = latest.artifacts.filter((a) => !a.name.includes('cron'))
    const job = {
      ...latest.artifacts[0],
      fingerprint: 'f'.repeat(64),
      name: 'job:1.0.0'
    }
    prod.push(
      {
        ...latest,
        index: 6,
        created_at: latest.created_at + 1,
        artifacts: withoutCron
      },
      {
        ...latest,
        index: 7,
        created_at: latest.created_at + 2,
        artifacts: [...withoutCron, job]
      }
    )
    await h.putState(state)
  }

  it.each([
    ['production#5', 'production#6', 'removed', false],
    ['production#5', 'production#6', 'added', true],
    ['production#6', 'production#7', 'added', false],
    ['production#6', 'production#7', 'removed', true],
    ['production#6', 'production#7', 'never', true]
  ])('%s vs %s: fail-on %s passes: %s', async (one, two, failOn, passes) => {
    await loadSnapshots()
    const result = await step(one, two, failOn)
    expect(result.outputs['changed-count']).toBe('0')
    expect(result.failure === undefined).toBe(passes)
  })
})

describe('refused locally, before any request', () => {
  it.each([
    ['#3', 'production', 'snapshot-1'],
    ['staging', '~1', 'snapshot-2'],
    ['staging#x', 'production', 'snapshot-1']
  ])('%j vs %j names %s', async (one, two, input) => {
    const run = step(one, two)
    await expect(run).rejects.toThrow(ConfigError)
    await expect(step(one, two)).rejects.toThrow(
      new RegExp(`${input}.*env#N.*env~N`)
    )
    expect(await h.requests()).toEqual([])
  })

  it('refuses an empty expression, naming the input', async () => {
    await expect(step('staging', ' ')).rejects.toThrow(
      /snapshot-2 is required: a snapshot expression/
    )
    expect(await h.requests()).toEqual([])
  })

  it('refuses an unknown fail-on value', async () => {
    await expect(step('staging', 'production', 'sometimes')).rejects.toThrow(
      /fail-on: "sometimes" is not one of any-change, added, removed, never/
    )
  })
})

describe('fails closed', () => {
  it('surfaces the 404 of an unknown environment', async () => {
    const result = await step('nowhere', 'production')
    expect(result.failure).toMatch(/env-diff failed closed/)
    expect(result.failure).toContain('404')
    expect(result.failure).toContain('Environment not found')
    expect(result.outputs).toEqual({})
    expect(result.summary).toContain('**❌ Failed closed**')
  })

  it('surfaces a missing snapshot number', async () => {
    const result = await step('production#99', 'production')
    expect(result.failure).toContain('Snapshot not found: production#99')
  })

  it("surfaces the service's 400 Bad snappish", async () => {
    await h.fault({
      path: '/env-diff/**',
      status: 400,
      body: { message: 'Bad snappish staging' }
    })
    const result = await step('staging', 'production')
    expect(result.failure).toContain('Bad snappish staging')
    expect(result.failure).toContain('failed closed')
  })

  it('fails, never passes, when the service answers 503 every time', async () => {
    await h.fault({ path: '/env-diff/**', status: 503, count: 10 })
    const result = await step('production', 'production', 'never')
    expect(result.failure).toMatch(/failed closed/)
    expect(result.failure).toContain('503')
    const tries = (await h.requests()).filter((r) =>
      r.path.includes('env-diff')
    )
    expect(tries.map((r) => r.status)).toEqual([503, 503, 503, 503])
  })

  it('passes after a 503 that a retry gets past', async () => {
    await h.fault({ path: '/env-diff/**', status: 503, count: 1 })
    const result = await step('production', 'production')
    expect(result.failure).toBeUndefined()
    // The fault fired: the first attempt got the 503, the retry the diff.
    const tries = (await h.requests()).filter((r) =>
      r.path.includes('env-diff')
    )
    expect(tries.map((r) => r.status)).toEqual([503, 200])
  })
})
