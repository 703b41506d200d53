/**
 * The action's step from its inputs (src/action/step.ts): inputs set for
 * another mode are named in one warning before the step runs, and every
 * problem of the run, the pull-request gate's included, is reported in one
 * error before anything is read or sent.
 */
import { describe, expect, it } from 'vitest'
import { runActionInputs } from '../../../src/action/step.js'
import { ConfigProblems } from '../../../src/config/index.js'
import type { ModeDeps } from '../../../src/modes/index.js'

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

/** The problems of a run that must fail on its configuration. */
async function problemsOf(raw: Record<string, string>): Promise<string[]> {
  const error: unknown = await runActionInputs(raw, deps([])).catch(
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ConfigProblems)
  return (error as ConfigProblems).problems.map((p) => p.message)
}

describe('runActionInputs', () => {
  it('one warning lists the inputs of other modes; the missing ones fail together', async () => {
    const warnings: string[] = []
    const run = runActionInputs(
      {
        mode: 'env-diff',
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
    await runActionInputs(
      { mode: 'env-diff', org: 'acme', 'fail-on': 'added' },
      deps(warnings)
    ).catch(() => undefined)
    expect(warnings).toEqual([])
  })

  it('a bad pull-request setting and a bad input of the mode are reported at once', async () => {
    expect(
      await problemsOf({
        mode: 'attest-junit',
        'api-token': 'secret',
        org: 'acme',
        flow: 'api',
        name: 'unit-tests',
        'report-paths': 'reports/*.xml',
        strict: 'maybe',
        'pr-comment': 'sometimes',
        'artifact-max-bytes': 'lots'
      })
    ).toEqual([
      'strict: "maybe" is not a boolean; use true or false',
      'pr-comment: "sometimes" is not one of false, true, on-failure',
      'artifact-max-bytes: "lots" is not a size; write bytes or a whole number of KiB, MiB or GiB, e.g. 2GiB'
    ])
  })

  it('the report switches join the same list, in every mode', async () => {
    expect(
      await problemsOf({
        mode: 'env-diff',
        org: 'acme',
        'snapshot-1': 'staging',
        'snapshot-2': 'production',
        'job-summary': 'perhaps',
        'max-annotations': '-1'
      })
    ).toEqual([
      'api-token is required: pass a secret, e.g. api-token: ${{ secrets.KOSLI_API_TOKEN }}, or set KOSLI_API_TOKEN',
      'job-summary: "perhaps" is not a boolean; use true or false',
      'max-annotations: "-1" must be a number from 0 to 100000'
    ])
  })
})
