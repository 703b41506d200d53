/**
 * `oci` fingerprints: the digest of the manifest (or multi-platform index)
 * that the registry serves for an image reference, found through the OCI
 * distribution API. A reference that pins `@sha256:` is its own answer and
 * makes no request.
 */
import { ConfigError } from '../../errors.js'
import { isLoopbackHost, LOOPBACK_NAMES } from '../../net/loopback.js'
import { redactingLogger } from '../../net/redaction.js'
import {
  lookUpCredentials,
  type CredentialLookup,
  type CredentialSources
} from './credentials.js'
import { explain } from './explain.js'
import {
  DOCKER_LIST,
  manifestDigest,
  OCI_INDEX,
  type DigestSource,
  type Platform
} from './manifest.js'
import { resolveOptions, type RegistryOptions } from './options.js'
import {
  hostOnly,
  parseImageReference,
  type ImageReference
} from './reference.js'
import { RegistrySession } from './session.js'
import { Transport } from './transport.js'

export interface OciFingerprintOptions extends RegistryOptions {
  /** `[registry[:port]/]name[:tag]` or `…@sha256:<64 hex>`. */
  reference: string
}

export interface ImageFingerprint {
  /** 64 lowercase hex characters, without `sha256:`. */
  digest: string
  /** The reference in full: `docker.io/library/nginx:latest`. */
  reference: string
  /** The manifest's media type, when the registry was asked. */
  mediaType?: string
  /**
   * True for a multi-platform index (its digest is the fingerprint); false
   * also when unknown (a daemon RepoDigest, a pinned digest).
   */
  isIndex: boolean
  /** For an index: os/architecture/variant of each image in it. */
  platforms: Platform[]
  source: DigestSource
  /** `anonymous`, or where the credentials that worked came from. */
  credentials?: string
  /** Every secret this lookup handled, for the caller to mask. */
  secrets: string[]
}

export async function fingerprintOciImage(
  options: OciFingerprintOptions
): Promise<ImageFingerprint> {
  const ref = parseImageReference(options.reference)
  const resolved = resolveOptions(options)
  const secrets = new Set<string>()
  const onSecret = (secret: string) => {
    if (secret === '' || secrets.has(secret)) return
    secrets.add(secret)
    resolved.onSecret?.(secret)
  }
  if (resolved.explicit) onSecret(resolved.explicit.password)
  const base = { reference: ref.canonical, platforms: [] as Platform[] }
  if (ref.digest !== undefined) {
    const source = 'reference'
    return {
      ...base,
      digest: ref.digest,
      isIndex: false,
      source,
      secrets: [...secrets]
    }
  }
  const scheme = schemeFor(ref.apiHost, ref.canonical, resolved.plainHttp)
  const logger = redactingLogger(resolved.logger, secrets)
  const transport = new Transport({ ...resolved, logger })
  const session = openSession(`${scheme}://${ref.apiHost}`, ref, {
    transport,
    sources: { ...resolved, logger },
    onSecret
  })
  try {
    const found = await manifestDigest(session, ref.tag ?? 'latest')
    logger.debug(
      `Image ${ref.canonical}: sha256:${found.digest} (${found.source})`
    )
    return {
      ...base,
      ...found,
      isIndex: isIndexType(found.mediaType),
      credentials: session.accepted,
      secrets: [...secrets]
    }
  } catch (error) {
    throw explain(error, { ref, session, secrets })
  } finally {
    await transport.close()
  }
}

interface SessionDeps {
  transport: Transport
  sources: CredentialSources
  onSecret: (secret: string) => void
}

/** Credentials are looked up once, when the registry first asks. */
function openSession(
  baseUrl: string,
  ref: ImageReference,
  deps: SessionDeps
): RegistrySession {
  let lookup: Promise<CredentialLookup> | undefined
  const lookUp = async () => {
    const found = await lookUpCredentials(ref.registry, deps.sources)
    deps.onSecret(found.credential?.password ?? '')
    deps.onSecret(found.credential?.identityToken ?? '')
    return found
  }
  return new RegistrySession({
    transport: deps.transport,
    baseUrl,
    repository: ref.repository,
    lookUpCredentials: () => (lookup ??= lookUp()),
    onSecret: deps.onSecret
  })
}

function isIndexType(mediaType: string | undefined): boolean {
  return mediaType === OCI_INDEX || mediaType === DOCKER_LIST
}

function schemeFor(
  apiHost: string,
  canonical: string,
  plainHttp: boolean | undefined
): 'http' | 'https' {
  const loopback = isLoopbackHost(hostOnly(apiHost))
  if (plainHttp === true && !loopback) {
    throw new ConfigError(
      `Image ${canonical}: plain HTTP is only allowed for loopback registries (${LOOPBACK_NAMES}); ${apiHost} is reached over HTTPS`
    )
  }
  return (plainHttp ?? loopback) ? 'http' : 'https'
}
