/**
 * Image references as Docker reads them: `[registry[:port]/]name[:tag]`,
 * optionally `@sha256:<hex>`. A first component without `.` or `:` (and not
 * `localhost`) is part of the name on Docker Hub, where one-part names live
 * under `library/`. No tag and no digest means `latest`.
 */
import { ConfigError } from '../../errors.js'
import { quote } from './text.js'

export const DOCKER_HUB = 'docker.io'
/** Where Docker Hub's registry API is served. */
export const DOCKER_HUB_API_HOST = 'registry-1.docker.io'
const DOCKER_HUB_ALIASES = new Set([
  DOCKER_HUB,
  'index.docker.io',
  DOCKER_HUB_API_HOST
])

const MAX_NAME_CHARS = 255
const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/
const DOMAIN_LABEL = /^(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])$/
const IPV6 = /^\[[a-fA-F0-9:]+\]$/
const TAG = /^\w[\w.-]{0,127}$/
const DIGEST = /^sha256:([a-f0-9]{64})$/

export interface ImageReference {
  /** The text given, trimmed. */
  original: string
  /** `host[:port]` as written; `docker.io` for Docker Hub. */
  registry: string
  /** `host[:port]` that serves the registry API. */
  apiHost: string
  /** Path inside the registry, e.g. `library/nginx`. */
  repository: string
  /** The tag; `latest` when neither tag nor digest was given. */
  tag?: string
  /** 64 hex characters when the reference pins a digest. */
  digest?: string
  /** `registry/repository[:tag][@sha256:hex]`. */
  canonical: string
}

const EXPECTED =
  'expected [registry[:port]/]name[:tag] or [registry[:port]/]name@sha256:<64 hex>, e.g. ghcr.io/org/app:1.2.3, nginx:1.27 or localhost:5000/app'

function invalid(text: string, reason: string): ConfigError {
  return new ConfigError(
    `Image reference ${quote(text, 300)} is not valid: ${reason}; ${EXPECTED}`
  )
}

export function parseImageReference(text: string): ImageReference {
  const original = text.trim()
  if (original === '') throw invalid(original, 'it is empty')
  if (/\s/.test(original)) throw invalid(original, 'it contains whitespace')
  if (original.includes('://')) {
    throw invalid(original, 'drop the scheme (https://)')
  }
  const [rest, digest] = splitDigest(original)
  const [name, tag] = splitTag(original, rest)
  const [registry, path] = splitRegistry(original, name)
  const hub = DOCKER_HUB_ALIASES.has(registry)
  const repository = hub && !path.includes('/') ? `library/${path}` : path
  checkRepository(original, repository)
  const finalTag = tag ?? (digest === undefined ? 'latest' : undefined)
  const registryName = hub ? DOCKER_HUB : registry
  return {
    original,
    registry: registryName,
    apiHost: hub ? DOCKER_HUB_API_HOST : registry,
    repository,
    ...(finalTag === undefined ? {} : { tag: finalTag }),
    ...(digest === undefined ? {} : { digest }),
    canonical: `${registryName}/${repository}${finalTag === undefined ? '' : `:${finalTag}`}${digest === undefined ? '' : `@sha256:${digest}`}`
  }
}

function splitDigest(original: string): [string, string | undefined] {
  const at = original.indexOf('@')
  if (at < 0) return [original, undefined]
  const digest = original.slice(at + 1)
  const match = DIGEST.exec(digest)
  if (!match?.[1]) {
    const reason = digest.startsWith('sha256:')
      ? 'the digest after @ must be sha256: and 64 lowercase hex characters'
      : 'only sha256 digests can serve as a fingerprint'
    throw invalid(original, reason)
  }
  return [original.slice(0, at), match[1]]
}

function splitTag(original: string, rest: string): [string, string?] {
  const colon = rest.lastIndexOf(':')
  if (colon < 0 || colon < rest.lastIndexOf('/')) return [rest]
  const tag = rest.slice(colon + 1)
  if (!TAG.test(tag)) {
    throw invalid(
      original,
      `the tag ${quote(tag, 150)} must be 1 to 128 letters, digits, _, . or - and not start with . or -`
    )
  }
  return [rest.slice(0, colon), tag]
}

function splitRegistry(original: string, name: string): [string, string] {
  const slash = name.indexOf('/')
  const first = slash < 0 ? '' : name.slice(0, slash)
  const isRegistry =
    slash >= 0 &&
    (/[.:]/.test(first) ||
      first === 'localhost' ||
      first !== first.toLowerCase())
  if (!isRegistry) return [DOCKER_HUB, name]
  checkRegistry(original, first)
  return [first, name.slice(slash + 1)]
}

function checkRegistry(original: string, registry: string): void {
  const match = /^(.*?)(?::(\d+))?$/.exec(registry)
  const host = match?.[1] ?? ''
  const port = match?.[2]
  const hostOk =
    IPV6.test(host) ||
    (host !== '' && host.split('.').every((l) => DOMAIN_LABEL.test(l)))
  if (!hostOk || (port !== undefined && Number(port) > 65535)) {
    throw invalid(
      original,
      `the registry ${quote(registry, 100)} is not a host name, IP address or host:port`
    )
  }
}

function checkRepository(original: string, repository: string): void {
  if (repository.length > MAX_NAME_CHARS) {
    throw invalid(
      original,
      `the name is longer than ${MAX_NAME_CHARS} characters`
    )
  }
  for (const component of repository.split('/')) {
    if (COMPONENT.test(component)) continue
    const reason =
      component !== component.toLowerCase()
        ? 'the repository name must be lowercase'
        : `the name part ${quote(component, 100)} must be lowercase letters and digits, separated by ., _, __ or -`
    throw invalid(original, reason)
  }
}

/** `host` of `host[:port]`, without IPv6 brackets. */
export function hostOnly(hostAndPort: string): string {
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(hostAndPort)
  if (v6?.[1]) return v6[1]
  const colon = hostAndPort.lastIndexOf(':')
  // Two colons and no brackets: a bare IPv6 address, without a port.
  if (colon < 0 || hostAndPort.indexOf(':') !== colon) return hostAndPort
  return hostAndPort.slice(0, colon)
}
