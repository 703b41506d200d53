/**
 * The manifest digest a registry serves for a tag: one GET with the OCI and
 * Docker manifest and index types accepted, the bytes checked to be a
 * manifest or an index and hashed. An index's platforms come from the same
 * bytes.
 */
import { z } from 'zod'
import { ImageFingerprintError } from './errors.js'
import { hexOfDigest, sha256Hex } from './digest.js'
import type { RegistrySession } from './session.js'
import { isJsonObject } from '../../json-fields.js'
import { escapeText, quote } from './text.js'
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
  'reference' | 'manifest-body' | 'docker-engine' | 'docker-cli'

export interface ManifestDigest {
  digest: string
  mediaType: string
  platforms: Platform[]
  source: DigestSource
}

/**
 * The digest of the manifest served for `tag`: always the SHA-256 of bytes
 * fetched and checked (a HEAD's Docker-Content-Digest alone is never
 * trusted: a compliance record rests on the bytes).
 */
export async function manifestDigest(
  session: RegistrySession,
  tag: string
): Promise<ManifestDigest> {
  const answer = await session.request({
    method: 'GET',
    path: `manifests/${tag}`,
    accept: ACCEPT,
    maxBytes: MAX_MANIFEST_BYTES
  })
  if (!isSuccess(answer)) throw new UnsuccessfulAnswer(answer)
  const computed = sha256Hex(answer.body)
  const claimed = answer.headers['docker-content-digest']
  if (claimed !== undefined && hexOfDigest(claimed) !== computed) {
    throw notManifest(
      answer,
      `its Docker-Content-Digest ${quote(claimed, 80)} is not the SHA-256 of the bytes it served, sha256:${computed}`
    )
  }
  const { type, json } = checkedManifest(answer)
  return {
    digest: computed,
    mediaType: type,
    platforms: INDEX_TYPES.has(type) ? platformsOf(json) : [],
    source: 'manifest-body'
  }
}

/**
 * The manifest's media type and JSON, once the bytes are known to be one:
 * JSON, `schemaVersion` 2, and a manifest or index media type that the
 * Content-Type and the body's own `mediaType` (when it has one) agree on.
 */
function checkedManifest(answer: TransportAnswer): {
  type: string
  json: unknown
} {
  const header = answer.headers['content-type'] ?? ''
  const type = header.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!KNOWN_TYPES.has(type)) {
    throw notManifest(
      answer,
      `its Content-Type ${quote(header, 100)} is not a manifest or index type`
    )
  }
  const json = parseJson(answer.body)
  if (!isJsonObject(json)) {
    throw notManifest(answer, 'the body is not a JSON object')
  }
  if (json.schemaVersion !== 2) {
    throw notManifest(answer, 'the body has no schemaVersion 2')
  }
  const field = json.mediaType
  if (field !== undefined && field !== type) {
    throw notManifest(
      answer,
      `the body's mediaType ${quote(typeof field === 'string' ? field : JSON.stringify(field), 100)} is not its Content-Type ${quote(type, 100)}`
    )
  }
  return { type, json }
}

/** Names the registry and shows, escaped and cut, what it sent. */
function notManifest(answer: TransportAnswer, reason: string) {
  const { host } = new URL(answer.url)
  const body = answer.body.subarray(0, 400).toString('utf8')
  const sent =
    answer.body.length === 0 ? 'an empty body' : `the body ${quote(body, 200)}`
  return new ImageFingerprintError(
    `the registry ${quote(host, 200)} answered ${answer.status} to GET ${answer.url}, but not with an image manifest or index: ${reason}; it sent ${sent}. Nothing was fingerprinted`,
    'invalid-response',
    { status: answer.status }
  )
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
