/** The env-diff mode's config: two snapshot expressions and a policy. */
import type { RawConfig } from './names.js'
import { checked, ProblemCollector } from './problems.js'
import { parseServiceConfig, type ServiceConfig } from './service.js'
import { oneOf, required } from './values.js'

export const FAIL_ON = ['any-change', 'added', 'removed', 'never'] as const
export type FailOn = (typeof FAIL_ON)[number]

export interface EnvDiffConfig {
  service: ServiceConfig
  snapshot1: string
  snapshot2: string
  failOn: FailOn
}

/**
 * Every problem is reported at once (ConfigProblems). `tokenOptional`: a
 * missing api-token is no problem (a fork's pull request, not compared).
 */
export function parseEnvDiffConfig(
  raw: RawConfig,
  tokenOptional = false
): EnvDiffConfig {
  const p = new ProblemCollector()
  const service = p.check(undefined, () =>
    parseServiceConfig(raw, { dryRun: tokenOptional })
  )
  const snapshot1 = p.check('snapshot-1', () =>
    required(
      raw,
      'snapshot-1',
      'a snapshot expression such as production or production#12'
    )
  )
  const snapshot2 = p.check('snapshot-2', () =>
    required(
      raw,
      'snapshot-2',
      'a snapshot expression such as staging or staging~1'
    )
  )
  const failOn = p.check(
    'fail-on',
    () => oneOf(raw, 'fail-on', FAIL_ON) ?? 'any-change'
  )
  p.done()
  return {
    service: checked(service),
    snapshot1: checked(snapshot1),
    snapshot2: checked(snapshot2),
    failOn: checked(failOn)
  }
}
