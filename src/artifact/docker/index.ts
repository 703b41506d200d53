/**
 * Container-image fingerprints from the local Docker daemon (artifact type
 * `docker`): the image's RepoDigest.
 */
export {
  DEFAULT_SOCKET,
  engineEndpoint,
  type EngineEndpoint
} from './docker-host.js'
export {
  fingerprintDockerImage,
  type DockerFingerprintOptions
} from './fingerprint.js'
export { NO_REPO_DIGEST, pickRepoDigest } from './repo-digest.js'
