/** The fingerprint mode's config: only the artifact, no Kosli service. */
import { ConfigError } from '../errors.js'
import { parseArtifactConfig, type ArtifactConfig } from './artifact.js'
import type { RawConfig } from './names.js'
import { optional } from './values.js'

export interface FingerprintConfig {
  artifact: ArtifactConfig
  artifactName?: string
}

export function parseFingerprintConfig(raw: RawConfig): FingerprintConfig {
  const artifact = parseArtifactConfig(raw)
  if (
    artifact.fingerprint === undefined &&
    artifact.artifactPath === undefined
  ) {
    throw new ConfigError(
      'artifact-path is required in the fingerprint mode: a file, a directory or an image reference, with artifact-type file, dir, oci or docker'
    )
  }
  const artifactName = optional(raw, 'artifact-name')
  return { artifact, ...(artifactName !== undefined && { artifactName }) }
}
