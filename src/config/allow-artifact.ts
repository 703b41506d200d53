/** The allow-artifact mode's config. */
import { ConfigError } from '../errors.js'
import { parseArtifactConfig, type ArtifactConfig } from './artifact.js'
import type { RawConfig } from './names.js'
import { parseServiceConfig, type ServiceConfig } from './service.js'
import { booleanValue, optional, required } from './values.js'

export interface AllowArtifactConfig {
  service: ServiceConfig
  environment: string
  artifact: ArtifactConfig
  artifactName?: string
  reason: string
  dryRun: boolean
}

export function parseAllowArtifactConfig(raw: RawConfig): AllowArtifactConfig {
  const artifact = parseArtifactConfig(raw)
  if (
    artifact.fingerprint === undefined &&
    artifact.artifactPath === undefined
  ) {
    throw new ConfigError(
      'allow-artifact needs the artifact: fingerprint, or artifact-path with artifact-type'
    )
  }
  const artifactName = optional(raw, 'artifact-name')
  const dryRun = booleanValue(raw['dry-run'], 'dry-run', false)
  return {
    service: parseServiceConfig(raw, { dryRun }),
    environment: required(
      raw,
      'environment',
      'the environment to allow the artifact in'
    ),
    artifact,
    ...(artifactName !== undefined && { artifactName }),
    reason: required(
      raw,
      'reason',
      'say why the artifact is allowed; it becomes the entry description'
    ),
    dryRun
  }
}
