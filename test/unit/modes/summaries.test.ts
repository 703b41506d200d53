/**
 * The job summaries, whole: each mode's rendered Markdown against a golden
 * file in test/golden/ (UPDATE_GOLDEN=1 rewrites them). The emulator runs
 * on the fixed demo clock, and what differs from run to run (the
 * emulator's port, temp directories) is replaced by fixed names.
 */
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { runMode } from '../../support/modes.js'
import type { ModeDeps, StepResult } from '../../../src/modes/index.js'
import {
  FLOW,
  NOW_MS,
  startHarness,
  TRAIL,
  type Harness
} from '../../support/emulator.js'
import { expectGolden } from '../../support/golden.js'
import { fixture } from '../../support/paths.js'

let h: Harness
let deps: ModeDeps

beforeAll(async () => {
  h = await startHarness({ clock: () => NOW_MS })
  cpSync(fixture('demo', 'test-results'), join(h.dir, 'test-results'), {
    recursive: true
  })
  deps = {
    ...h.deps,
    now: () => NOW_MS,
    env: {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_SHA: 'c0ffee'.padEnd(40, '0'),
      GITHUB_REF: 'refs/heads/main',
      GITHUB_REF_NAME: 'main',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_REPOSITORY_ID: '42',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '1001',
      GITHUB_RUN_NUMBER: '7',
      GITHUB_RUN_ATTEMPT: '1'
    }
  }
})
afterAll(() => h.close())

/** The summary with the emulator's address and temp paths made fixed. */
function summaryOf(result: StepResult): string {
  return result.summary
    .split(h.url)
    .join('http://127.0.0.1:PORT')
    .split(h.dir)
    .join('/tmp/WORK')
    .replace(/kosli-attest-\w{6}/g, 'kosli-attest-XXXXXX')
}

const junit = (extra: Record<string, string>) => ({
  ...h.service,
  flow: FLOW,
  trail: TRAIL,
  name: 'unit-tests',
  'max-retries': '0',
  ...extra
})

describe('job summaries, whole (test/golden/)', () => {
  it('attest-junit, every test passed', async () => {
    const result = await runMode(
      'attest-junit',
      junit({
        'report-paths':
          'test-results/unit/TEST-com.acme.shop.CartServiceTest.xml'
      }),
      deps
    )
    expectGolden('attest-junit-pass.md', summaryOf(result))
  })

  it('attest-junit, with failures and errors', async () => {
    const result = await runMode(
      'attest-junit',
      junit({ 'report-paths': 'test-results/**/*.xml' }),
      deps
    )
    expectGolden('attest-junit-fail.md', summaryOf(result))
  })

  it('allow-artifact', async () => {
    const result = await runMode(
      'allow-artifact',
      {
        ...h.service,
        environment: 'production',
        fingerprint: 'f'.repeat(64),
        'artifact-name': 'registry.example.com/acme/api:1.4.0',
        reason: 'Release 1.4.0, change CHG-123'
      },
      deps
    )
    expectGolden('allow-artifact.md', summaryOf(result))
  })

  it('env-diff, staging against production', async () => {
    const result = await runMode(
      'env-diff',
      { ...h.service, 'snapshot-1': 'staging', 'snapshot-2': 'production' },
      deps
    )
    expectGolden('env-diff.md', summaryOf(result))
  })
})
