/** One line about a fingerprint, for logs and the job summary. */
import type { ImageFingerprint } from './fingerprint.js'
import type { Platform } from './manifest.js'

const SOURCES: Record<ImageFingerprint['source'], string> = {
  reference: 'digest given in the reference',
  'manifest-body': 'SHA-256 of the manifest the registry served',
  'docker-engine': 'RepoDigest from the Docker daemon',
  'docker-cli': 'RepoDigest from docker image inspect'
}

export function platformName(platform: Platform): string {
  const { os, architecture, variant } = platform
  return [os, architecture, ...(variant ? [variant] : [])].join('/')
}

/**
 * `docker.io/library/nginx:1.27 → sha256:… (multi-platform index:
 * linux/amd64, linux/arm64/v8; SHA-256 of the manifest the registry served)`.
 */
export function describeImageFingerprint(result: ImageFingerprint): string {
  const notes: string[] = []
  if (result.isIndex) {
    const names = result.platforms.map(platformName)
    notes.push(
      `multi-platform index${names.length > 0 ? `: ${names.join(', ')}` : ''}`
    )
  }
  notes.push(SOURCES[result.source])
  return `${result.reference} → sha256:${result.digest} (${notes.join('; ')})`
}
