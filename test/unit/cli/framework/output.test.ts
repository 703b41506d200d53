import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listArtifactsCommand } from '../../../../src/cli/commands/artifacts.js'
import { listDeploymentsCommand } from '../../../../src/cli/commands/deployments.js'
import { envDiffCommand } from '../../../../src/cli/commands/env-diff.js'
import { listEnvironmentsCommand } from '../../../../src/cli/commands/environments.js'
import { getNotificationCommand } from '../../../../src/cli/commands/notifications.js'
import { listPoliciesCommand } from '../../../../src/cli/commands/policies.js'
import {
  commitText,
  cut,
  fieldsTable,
  fitTable,
  TABLE_WIDTH
} from '../../../../src/cli/framework/output.js'
import { pageLine } from '../../../../src/cli/framework/paging.js'
import type { Command } from '../../../../src/cli/framework/types.js'
import { startCliHarness, type CliHarness } from '../../../support/command.js'

let h: CliHarness
beforeAll(async () => {
  h = await startCliHarness()
})
afterAll(() => h.close())

const widest = (text: string) =>
  Math.max(...text.split('\n').map((line) => [...line].length))

describe('tables fit 100 columns', () => {
  it('long cells are cut with …; fixed-width columns (times) and the first column keep theirs', () => {
    const time = '2024-05-01 12:00 UTC'
    const rows = [
      ['registry.example.com/demo/api:1.5.0', time, 'x'.repeat(90)],
      ['registry.example.com/demo/web:2.1.0', time, 'y'.repeat(10)]
    ]
    const table = fitTable(['NAME', 'CREATED AT', 'NOTE'], rows)
    expect(widest(table)).toBeLessThanOrEqual(TABLE_WIDTH)
    expect(table).toContain(`registry.example.com/demo/api:1.5.0  ${time}  xxx`)
    expect(table).toMatch(/x…$/m)
    expect(cut('abcdef', 4)).toBe('abc…')
    expect(cut('abc', 4)).toBe('abc')
  })

  it('a FIELD / VALUE table wraps a long value instead of cutting it', () => {
    const value = 'v'.repeat(250)
    const table = fieldsTable([['description', value]])
    expect(widest(table)).toBeLessThanOrEqual(TABLE_WIDTH)
    expect(table.replace(/[^v]/g, '')).toHaveLength(250)
  })

  it('commit URLs become a short SHA', () => {
    const sha = '97f7406a1b2c3d4e5f60718293a4b5c6d7e8f901'
    expect(commitText(`https://github.com/acme/api/commit/${sha}`)).toBe(
      '97f7406'
    )
    expect(commitText('https://example.com/build/7')).toBe(
      'https://example.com/build/7'
    )
    expect(commitText(undefined)).toBe('')
  })

  it.each<[string, Command, string[]]>([
    ['list environments', listEnvironmentsCommand, []],
    ['list deployments', listDeploymentsCommand, ['--start-ts', '0']],
    ['list policies', listPoliciesCommand, []],
    ['list artifacts', listArtifactsCommand, ['demo-flow']],
    ['env-diff', envDiffCommand, ['staging', 'production']],
    ['get notification', getNotificationCommand, ['1']]
  ])('%s: every line within 100 columns', async (_name, command, args) => {
    const { stdout } = await h.run(command, args)
    expect(stdout.length).toBeGreaterThan(0)
    expect(widest(stdout)).toBeLessThanOrEqual(TABLE_WIDTH)
  })
})

describe('paged lists and times', () => {
  it('every page line says page N of M, and how to read on', () => {
    expect(
      pageLine({ page: 1, total_pages: 5, total_count: 24 }, 'deployments')
    ).toBe('Page 1 of 5 (24 deployments): --page 2 for more, or --all.')
    expect(
      pageLine({ page: 5, total_pages: 5, total_count: 24 }, 'deployments')
    ).toBe('Page 5 of 5 (24 deployments).')
  })

  it('the last page of deployments says so too', async () => {
    const { stdout } = await h.run(listDeploymentsCommand, [
      '--start-ts',
      '0',
      '--per-page',
      '5',
      '--page',
      '5'
    ])
    expect(stdout).toContain('Page 5 of 5 (24 deployments).')
  })

  it('artifacts show their times as every other table does', async () => {
    const { stdout } = await h.run(listArtifactsCommand, ['demo-flow'])
    expect(stdout).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/)
    expect(stdout).not.toMatch(/\b\d{10}(\.\d+)?\b/)
  })
})
