/** The fingerprint of the `artifact-path` input, with errors that name it. */
import { resolve } from 'node:path'
import { fingerprintDir, fingerprintFile } from '../artifact/fingerprint.js'
import type { ArtifactConfig } from '../config/index.js'
import { ConfigError } from '../errors.js'

/**
 * A missing or wrong-kind path is a ConfigError about the input, so the
 * message says which input to fix (`artifact-path: ...`).
 */
export async function artifactPathFingerprint(
  artifact: ArtifactConfig & { artifactPath: string },
  cwd: string,
  warn?: (message: string) => void
): Promise<string> {
  const path = resolve(cwd, artifact.artifactPath)
  try {
    return artifact.artifactType === 'dir'
      ? await fingerprintDir(path, {
          exclude: artifact.exclude,
          ...(warn !== undefined && { warn })
        })
      : await fingerprintFile(path)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    throw new ConfigError(
      `artifact-path: ${error.message} (artifact-type ${artifact.artifactType ?? 'file'})`,
      { cause: error }
    )
  }
}
