/**
 * The fingerprint of the artifact a step names, whatever its kind: given
 * as is, a file or directory (fingerprint.ts), or a container image from a
 * registry (`oci`) or the local daemon (`docker`). The image modules are
 * loaded only for an image, so a run on files never loads them.
 */
import { homedir } from 'node:os'
import { basename, resolve } from 'node:path'
import type { ArtifactConfig } from '../config/index.js'
import { ConfigError } from '../errors.js'
import type { Logger } from '../log.js'

export interface ArtifactDeps {
  cwd: string
  /** The process environment as data: DOCKER_*, GITHUB_TOKEN, proxies, HOME. */
  env: Readonly<Record<string, string | undefined>>
  logger: Logger
  /** Called with each registry secret as soon as it is known. */
  maskSecret?: (secret: string) => void
}

export interface ResolvedArtifact {
  /** 64 lowercase hex characters. */
  fingerprint: string
  /**
   * The name when none is given: a path's base name, an image reference as
   * given (as the Kosli CLI names it); none for a given fingerprint.
   */
  defaultName?: string
  /** For an image: what was found, in one line (index, platforms, source). */
  image?: { description: string; isIndex: boolean; platforms: string[] }
}

/** Undefined when the step names no artifact. */
export async function resolveArtifact(
  artifact: ArtifactConfig,
  deps: ArtifactDeps
): Promise<ResolvedArtifact | undefined> {
  const { fingerprint, artifactPath, artifactType, exclude } = artifact
  if (fingerprint !== undefined) return { fingerprint }
  if (artifactPath === undefined || artifactType === undefined) return undefined
  if (exclude.length > 0 && artifactType !== 'dir') {
    deps.logger.warn(
      `exclude applies to artifact-type dir only; ignored for ${artifactType}`
    )
  }
  if (artifactType === 'oci' || artifactType === 'docker') {
    const image = { reference: artifactPath, type: artifactType }
    return resolveImage(artifact, image, deps)
  }
  const path = resolve(deps.cwd, artifactPath)
  const kind = { type: artifactType, exclude }
  const computed = await pathFingerprint(path, kind, deps)
  deps.logger.info(`Fingerprint of ${artifactPath}: ${computed}`)
  return { fingerprint: computed, defaultName: basename(path) }
}

async function resolveImage(
  artifact: ArtifactConfig,
  image: { reference: string; type: 'oci' | 'docker' },
  deps: ArtifactDeps
): Promise<ResolvedArtifact> {
  const { reference, type } = image
  const options = {
    reference,
    ...artifact.registry,
    env: deps.env,
    homeDir: deps.env.HOME || homedir(),
    ...artifact.limits,
    logger: deps.logger,
    ...(deps.maskSecret !== undefined && { onSecret: deps.maskSecret })
  }
  const found =
    type === 'oci'
      ? await (await import('./oci/index.js')).fingerprintOciImage(options)
      : await (
          await import('./docker/index.js')
        ).fingerprintDockerImage(options)
  const { describeImageFingerprint, platformName } =
    await import('./oci/describe.js')
  const description = describeImageFingerprint(found)
  deps.logger.info(`Fingerprint of ${description}`)
  return {
    fingerprint: found.digest,
    defaultName: reference,
    image: {
      description,
      isIndex: found.isIndex,
      platforms: found.platforms.map(platformName)
    }
  }
}

/**
 * A missing or wrong-kind path is a ConfigError about the input, so the
 * message says which input to fix (`artifact-path: ...`).
 */
async function pathFingerprint(
  path: string,
  kind: { type: 'file' | 'dir'; exclude: readonly string[] },
  deps: ArtifactDeps
): Promise<string> {
  const { type, exclude } = kind
  // Like the image code above, hashing loads only for a step that names an
  // artifact.
  const { fingerprintDir, fingerprintFile } = await import('./fingerprint.js')
  try {
    return type === 'dir'
      ? await fingerprintDir(path, {
          exclude,
          warn: (message) => deps.logger.warn(message)
        })
      : await fingerprintFile(path)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    throw new ConfigError(
      `artifact-path: ${error.message} (artifact-type ${type})`,
      { cause: error }
    )
  }
}
