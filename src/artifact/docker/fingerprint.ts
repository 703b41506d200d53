/**
 * `docker` fingerprints: the RepoDigest the local Docker daemon holds for
 * an image (Engine API, else `docker image inspect`). With registry
 * credentials the registry is asked instead, as for `oci`, like the Kosli
 * CLI does with `--registry-username`.
 */
import { silentLogger } from '../../log.js'
import { DEFAULT_TIMEOUT_MS } from '../../net/limits.js'
import { ImageFingerprintError } from '../oci/errors.js'
import {
  fingerprintOciImage,
  type ImageFingerprint,
  type OciFingerprintOptions
} from '../oci/fingerprint.js'
import { parseImageReference, type ImageReference } from '../oci/reference.js'
import { DockerCliMissing, inspectViaCli } from './cli.js'
import { engineEndpoint, type EngineEndpoint } from './docker-host.js'
import {
  EngineUnreachable,
  inspectViaEngine,
  type ImageInspect
} from './engine.js'
import { pickRepoDigest } from './repo-digest.js'

export interface DockerFingerprintOptions extends OciFingerprintOptions {
  /** Used when DOCKER_HOST is unset; default /var/run/docker.sock. */
  socketPath?: string
}

export async function fingerprintDockerImage(
  options: DockerFingerprintOptions
): Promise<ImageFingerprint> {
  if (options.username || options.password) return fingerprintOciImage(options)
  const ref = parseImageReference(options.reference)
  const base = {
    reference: ref.canonical,
    isIndex: false,
    platforms: [],
    secrets: []
  }
  if (ref.digest !== undefined) {
    return { ...base, digest: ref.digest, source: 'reference' }
  }
  const endpoint = engineEndpoint(options.env.DOCKER_HOST, options.socketPath)
  const { found, source } = await inspectImage(ref, endpoint, options)
  const digest = pickRepoDigest(ref, found.RepoDigests ?? [])
  ;(options.logger ?? silentLogger).debug(
    `Image ${ref.canonical}: sha256:${digest} (${source})`
  )
  return { ...base, digest, source }
}

async function inspectImage(
  ref: ImageReference,
  endpoint: EngineEndpoint,
  options: DockerFingerprintOptions
): Promise<{ found: ImageInspect; source: 'docker-engine' | 'docker-cli' }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const logger = options.logger ?? silentLogger
  let unreachable = ''
  try {
    if (endpoint.kind !== 'cli') {
      const found = await inspectViaEngine(endpoint, ref.original, timeoutMs)
      return { found, source: 'docker-engine' }
    }
  } catch (error) {
    if (!(error instanceof EngineUnreachable)) throw prefixed(error, ref)
    unreachable = error.message
    logger.debug(`${error.message}: trying docker image inspect`)
  }
  try {
    const found = await inspectViaCli({
      name: ref.original,
      env: options.env,
      timeoutMs
    })
    return { found, source: 'docker-cli' }
  } catch (error) {
    if (!(error instanceof DockerCliMissing)) throw prefixed(error, ref)
    throw new ImageFingerprintError(
      `Image ${ref.original}: ${unreachable || `the daemon at ${endpoint.display} is reached only through the docker CLI`}, and ${error.message}. Start Docker (or set DOCKER_HOST), or use the oci artifact type to ask the registry`,
      'unreachable'
    )
  }
}

function prefixed(error: unknown, ref: ImageReference): unknown {
  if (!(error instanceof ImageFingerprintError)) return error
  return new ImageFingerprintError(
    `Image ${ref.original}: ${error.message}`,
    error.kind,
    { status: error.status, cause: error.cause }
  )
}
