/**
 * fingerprint: the SHA-256 of a file, a directory or a container image, as
 * an output for later steps (an attestation in another job, a deploy that
 * pins the digest). It sends nothing to Kosli and needs no token.
 */
import { resolveArtifact, type ArtifactDeps } from '../artifact/resolve.js'
import type { FingerprintConfig, StepConfigOf } from '../config/index.js'
import { ConfigError } from '../errors.js'
import { inlineCode, text } from '../report/markdown.js'
import type { ModeDeps, StepResult } from './types.js'

export interface Fingerprinted {
  fingerprint: string
  /** artifact-name, else the default name; none for a given fingerprint. */
  name?: string
  /** For a container image: what the registry or daemon said. */
  image?: string
}

/** The engine the CLI's `fingerprint` command shares. */
export async function runFingerprint(
  config: FingerprintConfig,
  deps: ArtifactDeps
): Promise<Fingerprinted> {
  const found = await resolveArtifact(config.artifact, deps)
  if (found === undefined) {
    throw new ConfigError('artifact-path is required: what to fingerprint')
  }
  const name = config.artifactName ?? found.defaultName
  return {
    fingerprint: found.fingerprint,
    ...(name !== undefined && { name }),
    ...(found.image !== undefined && { image: found.image.description })
  }
}

export async function fingerprintStep(
  step: StepConfigOf<'fingerprint'>,
  deps: ModeDeps
): Promise<StepResult> {
  const result = await runFingerprint(step.config, deps)
  const what = result.name === undefined ? 'the artifact' : text(result.name)
  const image =
    result.image === undefined ? '' : `\nImage: ${text(result.image, 1000)}\n`
  return {
    outputs: {
      'artifact-fingerprint': result.fingerprint,
      ...(result.name !== undefined && { 'artifact-name': result.name })
    },
    summary: `Fingerprint of ${what}: ${inlineCode(result.fingerprint)}\n${image}`,
    annotations: []
  }
}
