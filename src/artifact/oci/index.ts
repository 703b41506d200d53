/**
 * Container-image fingerprints from a registry (artifact type `oci`), and
 * the helpers the configuration needs for user-given image digests.
 */
export { bareSha256, sha256Hex } from './digest.js'
export { describeImageFingerprint, platformName } from './describe.js'
export { ImageFingerprintError, type ImageErrorKind } from './errors.js'
export {
  fingerprintOciImage,
  type ImageFingerprint,
  type OciFingerprintOptions
} from './fingerprint.js'
export type { DigestSource, Platform } from './manifest.js'
export { DEFAULT_HELPER_TIMEOUT_MS, type RegistryOptions } from './options.js'
export { parseImageReference, type ImageReference } from './reference.js'
