/**
 * Inputs set for another mode are named in one warning before the step
 * runs, and every missing input is reported in one error.
 */
import { describe, expect, it } from 'vitest'
import { ConfigProblems } from '../../../src/config/index.js'
import { runMode, type ModeDeps } from '../../../src/modes/index.js'

function deps(warnings: string[]): ModeDeps {
  const ignore = () => undefined
  return {
    logger: {
      debug: ignore,
      info: ignore,
      error: ignore,
      warn: (m) => warnings.push(m)
    },
    now: () => 0,
    cwd: '/nonexistent',
    tmpDir: '/nonexistent',
    env: {},
    openClient: () => Promise.reject(new Error('no request expected')),
    readEvent: () => ({})
  }
}

describe('runMode', () => {
  it('one warning lists the inputs of other modes; the missing ones fail together', async () => {
    const warnings: string[] = []
    const run = runMode(
      'env-diff',
      {
        flow: 'api',
        name: 'unit-tests',
        reason: 'hotfix',
        strict: 'true',
        'fail-on': 'added'
      },
      deps(warnings)
    )
    await expect(run).rejects.toBeInstanceOf(ConfigProblems)
    await expect(run).rejects.toThrow(/^4 settings need fixing:/)
    expect(warnings).toEqual([
      'mode is env-diff, which does not read flow, name, reason: these inputs are ignored; is mode right?'
    ])
  })

  it('no warning when only the mode’s own and shared inputs are set', async () => {
    const warnings: string[] = []
    await runMode(
      'env-diff',
      { org: 'acme', 'fail-on': 'added' },
      deps(warnings)
    ).catch(() => undefined)
    expect(warnings).toEqual([])
  })
})
