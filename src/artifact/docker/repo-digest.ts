/**
 * Which RepoDigest fingerprints the image: the one whose repository is the
 * reference's (an image pushed to two registries has one per registry);
 * failing that, the only digest there is. None at all means the image was
 * built here and never pushed or pulled, so no registry digest exists yet.
 */
import { ImageFingerprintError } from '../oci/errors.js'
import { hexOfDigest } from '../oci/digest.js'
import { parseImageReference, type ImageReference } from '../oci/reference.js'
import { quote } from '../oci/text.js'

/** The Kosli CLI's words, so that users find the same advice. */
export const NO_REPO_DIGEST =
  'repo digest unavailable for the image, has it been pushed to or pulled from a registry?'

interface Candidate {
  repository: string
  digest: string
}

export function pickRepoDigest(
  ref: ImageReference,
  repoDigests: readonly string[]
): string {
  const candidates = repoDigests.flatMap(candidateOf)
  if (candidates.length === 0) {
    throw new ImageFingerprintError(
      `Image ${ref.original}: ${NO_REPO_DIGEST}`,
      'no-digest'
    )
  }
  const wanted = `${ref.registry}/${ref.repository}`
  const match = candidates.find((c) => c.repository === wanted)
  if (match) return match.digest
  const digests = new Set(candidates.map((c) => c.digest))
  const [only] = digests
  if (digests.size === 1 && only !== undefined) return only
  const names = candidates.map((c) => quote(c.repository, 200)).join(', ')
  throw new ImageFingerprintError(
    `Image ${ref.original}: its RepoDigests name other repositories (${names}) with different digests; name the image by one of them`,
    'no-digest'
  )
}

function candidateOf(repoDigest: string): Candidate[] {
  const at = repoDigest.lastIndexOf('@')
  const digest = hexOfDigest(repoDigest.slice(at + 1))
  if (at < 0 || digest === undefined) return []
  try {
    const ref = parseImageReference(repoDigest.slice(0, at))
    return [{ repository: `${ref.registry}/${ref.repository}`, digest }]
  } catch {
    return []
  }
}
