/**
 * The manifest digest a registry serves for a tag: HEAD with the OCI and
 * Docker manifest and index types accepted, and its Docker-Content-Digest;
 * a GET when HEAD gives no digest, an unknown type or an error (whose body
 * then explains it), hashing the bytes served. An index is fetched by digest
 * to list its platforms.
 */
import { z } from 'zod'
import { ImageFingerprintError } from './errors.js'
import { hexOfDigest, sha256Hex } from './digest.js'
import type { RegistrySession } from './session.js'
import { escapeText } from './text.js'
import type { TransportAnswer } from './transport.js'

export const OCI_INDEX = 'application/vnd.oci.image.index.v1+json'
export const DOCKER_LIST =
  'application/vnd.docker.distribution.manifest.list.v2+json'
export const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json'
export const DOCKER_MANIFEST =
  'application/vnd.docker.distribution.manifest.v2+json'
const INDEX_TYPES = new Set([OCI_INDEX, DOCKER_LIST])
const KNOWN_TYPES = new Set([...INDEX_TYPES, OCI_MANIFEST, DOCKER_MANIFEST])
export const ACCEPT = [...KNOWN_TYPES].join(', ')
/** The distribution registry refuses manifests above 4 MiB. */
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024
const ATTESTATION = 'attestation-manifest'

const IndexSchema = z.looseObject({
  mediaType: z.string().optional(),
  manifests: z.array(
    z.looseObject({
      platform: z
        .looseObject({
          os: z.string(),
          architecture: z.string(),
          variant: z.string().optional()
        })
        .optional(),
      annotations: z.record(z.string(), z.string()).optional()
    })
  )
})

export interface Platform {
  os: string
  architecture: string
  variant?: string
}

export type DigestSource =
  | 'reference'
  | 'registry-header'
  | 'manifest-body'
  | 'docker-engine'
  | 'docker-cli'

export interface ManifestDigest {
  digest: string
  mediaType?: string
  platforms: Platform[]
  source: DigestSource
}

export async function manifestDigest(
  session: RegistrySession,
  tag: string
): Promise<ManifestDigest> {
  const head = await get(session, 'HEAD', tag)
  if (isSuccess(head)) {
    const type = mediaTypeOf(head)
    const digest = hexOfDigest(head.headers['docker-content-digest'] ?? '')
    if (digest !== undefined && type !== undefined && KNOWN_TYPES.has(type)) {
      if (!INDEX_TYPES.has(type)) {
        return {
          digest,
          mediaType: type,
          platforms: [],
          source: 'registry-header'
        }
      }
      const index = await get(session, 'GET', `sha256:${digest}`)
      return fromBody(index, digest)
    }
  }
  return fromBody(await get(session, 'GET', tag))
}

function get(session: RegistrySession, method: 'HEAD' | 'GET', ref: string) {
  return session.request({
    method,
    path: `manifests/${ref}`,
    accept: ACCEPT,
    maxBytes: MAX_MANIFEST_BYTES
  })
}

/** The digest of the bytes served, checked against what the registry says. */
function fromBody(answer: TransportAnswer, expected?: string): ManifestDigest {
  if (!isSuccess(answer)) throw new UnsuccessfulAnswer(answer)
  const computed = sha256Hex(answer.body)
  const claimed =
    expected ?? hexOfDigest(answer.headers['docker-content-digest'] ?? '')
  if (claimed !== undefined && claimed !== computed) {
    throw new ImageFingerprintError(
      `The registry says the manifest's digest is sha256:${claimed}, but the bytes it served hash to sha256:${computed}`,
      'invalid-response',
      answer.status
    )
  }
  const json = parseJson(answer.body)
  const type = mediaTypeOf(answer) ?? mediaTypeField(json)
  const platforms =
    type !== undefined && INDEX_TYPES.has(type) ? platformsOf(json) : []
  return {
    digest: computed,
    ...(type === undefined ? {} : { mediaType: type }),
    platforms,
    source: expected === undefined ? 'manifest-body' : 'registry-header'
  }
}

/** A registry answer that is not a success, for the caller to explain. */
export class UnsuccessfulAnswer extends Error {
  override name = 'UnsuccessfulAnswer'
  constructor(readonly answer: TransportAnswer) {
    super(`HTTP ${answer.status}`)
  }
}

function isSuccess(answer: TransportAnswer): boolean {
  return answer.status >= 200 && answer.status <= 299
}

function mediaTypeOf(answer: TransportAnswer): string | undefined {
  const type = answer.headers['content-type']?.split(';')[0]?.trim()
  return type && KNOWN_TYPES.has(type.toLowerCase())
    ? type.toLowerCase()
    : undefined
}

function mediaTypeField(json: unknown): string | undefined {
  const field = (json as { mediaType?: unknown } | null)?.mediaType
  return typeof field === 'string' && KNOWN_TYPES.has(field) ? field : undefined
}

/** Runnable platforms; build attestations ride along as `unknown/unknown`. */
function platformsOf(json: unknown): Platform[] {
  const parsed = IndexSchema.safeParse(json)
  if (!parsed.success) {
    throw new ImageFingerprintError(
      'The registry served an index without a valid manifests list',
      'invalid-response'
    )
  }
  return parsed.data.manifests.flatMap((entry) => {
    const platform = entry.platform
    const kind = entry.annotations?.['vnd.docker.reference.type']
    if (!platform || kind === ATTESTATION) return []
    // Registry text: escaped here, since callers print it as it is.
    const [os, architecture] = [platform.os, platform.architecture].map((t) =>
      escapeText(t, 50)
    ) as [string, string]
    const variant = platform.variant ? escapeText(platform.variant, 50) : ''
    return [{ os, architecture, ...(variant ? { variant } : {}) }]
  })
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown
  } catch {
    return undefined
  }
}
