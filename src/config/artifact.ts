/**
 * The artifact a step names: a fingerprint, or a path or image reference
 * to fingerprint, with what a registry lookup needs.
 */
import { ConfigError } from '../errors.js'
import type { RawConfig } from './names.js'
import { parseLimits, type Limits } from './service.js'
import { lines, oneOf, optional } from './values.js'

export const ARTIFACT_TYPES = ['file', 'dir', 'oci', 'docker'] as const
export type ArtifactType = (typeof ARTIFACT_TYPES)[number]

export interface RegistryLogin {
  username: string
  password: string
}

export interface ArtifactConfig {
  /** 64 lowercase hex characters; a `sha256:` prefix is stripped. */
  fingerprint?: string
  /** A file or directory, or for `oci` and `docker` an image reference. */
  artifactPath?: string
  artifactType?: ArtifactType
  exclude: string[]
  /** registry-username and registry-password, for `oci` and `docker`. */
  registry?: RegistryLogin
  /** A registry follows the service's timeouts and retries. */
  limits: Limits
}

export function parseArtifactConfig(raw: RawConfig): ArtifactConfig {
  const given = optional(raw, 'fingerprint')
  const artifactPath = optional(raw, 'artifact-path')
  const typeValue = optional(raw, 'artifact-type')
  if (given !== undefined && artifactPath !== undefined) {
    throw new ConfigError(
      'fingerprint and artifact-path: give one; artifact-path (with artifact-type) computes the fingerprint'
    )
  }
  const fingerprint = given === undefined ? undefined : sha256Hex(given)
  if ((artifactPath === undefined) !== (typeValue === undefined)) {
    throw new ConfigError(
      `artifact-path and artifact-type go together: artifact-type is ${ARTIFACT_TYPES.join(', ')}`
    )
  }
  const artifactType =
    typeValue === undefined
      ? undefined
      : (oneOf(raw, 'artifact-type', ARTIFACT_TYPES) ?? 'file')
  const registry = registryLogin(raw)
  // As the Kosli CLI checks: a login with a file is a mistake, not a no-op.
  if (registry && artifactType !== 'oci' && artifactType !== 'docker') {
    throw new ConfigError(
      `registry-username and registry-password are for artifact-type oci or docker, not ${artifactType ?? 'a given fingerprint'}`
    )
  }
  return {
    ...(fingerprint !== undefined && { fingerprint }),
    ...(artifactPath !== undefined && { artifactPath }),
    ...(artifactType !== undefined && { artifactType }),
    exclude: lines(raw.exclude),
    ...(registry !== undefined && { registry }),
    limits: parseLimits(raw)
  }
}

/** build-push-action's `digest` output is `sha256:<hex>`: taken as is. */
function sha256Hex(given: string): string {
  const hex = /^(?:sha256:)?([a-fA-F0-9]{64})$/.exec(given)?.[1]
  if (hex === undefined) {
    throw new ConfigError(
      `fingerprint: "${given}" is not a SHA-256: give 64 hex characters, or sha256: and 64 hex characters (docker/build-push-action's digest output)`
    )
  }
  return hex.toLowerCase()
}

function registryLogin(raw: RawConfig): RegistryLogin | undefined {
  const username = optional(raw, 'registry-username')
  const password = optional(raw, 'registry-password')
  if (username === undefined && password === undefined) return undefined
  if (username === undefined || password === undefined) {
    const [given, missing] =
      username === undefined
        ? ['registry-password', 'registry-username']
        : ['registry-username', 'registry-password']
    throw new ConfigError(
      `${given} without ${missing}: registry-username and registry-password go together; give both, or neither to use the Docker config file, GITHUB_TOKEN (ghcr.io) or anonymous access`
    )
  }
  return { username, password }
}
