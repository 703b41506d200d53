/**
 * The artifact part of attest-junit: its fingerprint goes into the
 * payload, an output and, for an image, one line of the job summary.
 */
import type { ResolvedArtifact } from '../../artifact/resolve.js'
import { text } from '../../report/markdown.js'
import type { StepResult } from '../types.js'

export function withArtifact(
  result: StepResult,
  artifact: ResolvedArtifact | undefined
): StepResult {
  if (artifact === undefined) return result
  const image =
    artifact.image === undefined
      ? ''
      : `\nArtifact image: ${text(artifact.image.description, 1000)}\n`
  return {
    ...result,
    outputs: {
      ...result.outputs,
      'artifact-fingerprint': artifact.fingerprint
    },
    summary: `${result.summary}${image}`
  }
}
