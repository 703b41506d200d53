import { ConfigError } from '../../errors.js'

export interface AttestationName {
  /** The `attestation_name` sent. */
  attestationName: string
  /** The template artifact of the `artifact.name` form. */
  targetArtifact?: string
}

/**
 * `name` is `attestation` or `template-artifact.attestation`, split at the
 * dot like the Kosli CLI (docs/spec/kosli-cli.md, Attestation name and
 * artifact binding). An empty side or a second
 * dot is refused here rather than by the service.
 */
export function parseAttestationName(name: string): AttestationName {
  const parts = name.split('.')
  if (parts.length === 1) return { attestationName: name }
  const [artifact, attestation] = parts
  if (parts.length > 2 || !artifact || !attestation) {
    throw new ConfigError(
      `name: "${name}" is not a valid attestation name; use unit-tests, or template-artifact.unit-tests to bind it to the template artifact (one dot, text on both sides)`
    )
  }
  return { attestationName: attestation, targetArtifact: artifact }
}
