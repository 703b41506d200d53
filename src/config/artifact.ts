/** The artifact a step names: a fingerprint, or a path to fingerprint. */
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { lines, oneOf, optional } from './values.js'

export interface ArtifactConfig {
  fingerprint?: string
  artifactPath?: string
  artifactType?: 'file' | 'dir'
  exclude: string[]
}

export function parseArtifactConfig(raw: RawConfig): ArtifactConfig {
  const fingerprint = optional(raw, 'fingerprint')
  const artifactPath = optional(raw, 'artifact-path')
  const typeValue = optional(raw, 'artifact-type')
  if (fingerprint !== undefined && artifactPath !== undefined) {
    throw new ConfigError(
      'fingerprint and artifact-path: give one; artifact-path (with artifact-type) computes the fingerprint'
    )
  }
  if (fingerprint !== undefined && !/^[a-f0-9]{64}$/.test(fingerprint)) {
    throw new ConfigError(
      `fingerprint: "${fingerprint}" is not a SHA-256 (64 lowercase hex characters)`
    )
  }
  if ((artifactPath === undefined) !== (typeValue === undefined)) {
    throw new ConfigError(
      'artifact-path and artifact-type go together: artifact-type is file or dir'
    )
  }
  const artifactType =
    typeValue === undefined
      ? undefined
      : oneOf(raw, 'artifact-type', ['file', 'dir'] as const, 'file')
  return {
    ...(fingerprint !== undefined && { fingerprint }),
    ...(artifactPath !== undefined && { artifactPath }),
    ...(artifactType !== undefined && { artifactType }),
    exclude: lines(raw.exclude)
  }
}
