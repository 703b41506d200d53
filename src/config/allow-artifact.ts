/** The allow-artifact mode's config. */
import { ConfigError } from '../errors.js'
import { parseArtifactConfig, type ArtifactConfig } from './artifact.js'
import type { RawConfig } from './names.js'
import { checked, ProblemCollector } from './problems.js'
import { checkDryRunService, type ServiceConfig } from './service.js'
import { optional, required } from './values.js'

export interface AllowArtifactConfig {
  service: ServiceConfig
  environment: string
  artifact: ArtifactConfig
  artifactName?: string
  reason: string
  dryRun: boolean
}

export const NO_ARTIFACT =
  'allow-artifact needs the artifact: fingerprint, or artifact-path with artifact-type'

/**
 * Every problem is reported at once (ConfigProblems). `tokenOptional`: a
 * missing api-token is no problem (a fork's pull request).
 */
export function parseAllowArtifactConfig(
  raw: RawConfig,
  tokenOptional = false
): AllowArtifactConfig {
  const p = new ProblemCollector()
  const artifact = p.check(undefined, () => {
    const parsed = parseArtifactConfig(raw)
    if (parsed.fingerprint === undefined && parsed.artifactPath === undefined) {
      throw new ConfigError(NO_ARTIFACT)
    }
    return parsed
  })
  const artifactName = optional(raw, 'artifact-name')
  const { dryRun, service } = checkDryRunService(p, raw, tokenOptional)
  const environment = p.check('environment', () =>
    required(raw, 'environment', 'the environment to allow the artifact in')
  )
  // An explicitly empty reason (the CLI's --reason "") is one the service
  // takes; the CLI warns about it. An unset one is missing.
  const reason = p.check('reason', () =>
    raw.reason === ''
      ? ''
      : required(
          raw,
          'reason',
          'say why the artifact is allowed; it becomes the entry description'
        )
  )
  p.done()
  return {
    service: checked(service),
    environment: checked(environment),
    artifact: checked(artifact),
    ...(artifactName !== undefined && { artifactName }),
    reason: checked(reason),
    dryRun: checked(dryRun)
  }
}
