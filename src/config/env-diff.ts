/** The env-diff mode's config: two snapshot expressions and a policy. */
import type { RawConfig } from './names.js'
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

export function parseEnvDiffConfig(raw: RawConfig): EnvDiffConfig {
  return {
    service: parseServiceConfig(raw),
    snapshot1: required(
      raw,
      'snapshot-1',
      'a snapshot expression such as production or production#12'
    ),
    snapshot2: required(
      raw,
      'snapshot-2',
      'a snapshot expression such as staging or staging~1'
    ),
    failOn: oneOf(raw, 'fail-on', FAIL_ON, 'any-change')
  }
}
