/**
 * The loopback rule: which hosts are this machine, and so may be reached
 * over plain HTTP with a secret (a token, registry credentials) and without
 * a proxy. Every client uses it: the Kosli host, GITHUB_API_URL, registries,
 * the Docker daemon over TCP, and the emulator's webhooks and control API.
 */
// An IPv4-mapped IPv6 address of 127.0.0.0/8, in either spelling that the
// URL parser or a user may give: `::ffff:127.0.0.1` or `::ffff:7f00:1`.
const V4_MAPPED_LOOPBACK =
  /^::ffff:(?:7f[0-9a-f]{2}:[0-9a-f]{1,4}|127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/**
 * Whether a host name (a URL's `hostname`, with or without IPv6 brackets)
 * is this machine: `localhost`, 127.0.0.0/8, `::1` or a v4-mapped 127.x.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host === '::1') return true
  if (V4_MAPPED_LOOPBACK.test(host)) return true
  // Not node:net's isIPv4: the action's start path loads this module, and
  // node:net with it would cost the start (ARCHITECTURE.md).
  const octets = host.split('.')
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  )
}

/**
 * Whether a secret may be sent to this URL: over HTTPS, or over plain HTTP
 * to this machine only (the secret would cross any network in the clear).
 */
export function mayCarrySecrets(url: URL): boolean {
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && isLoopbackHost(url.hostname)
}

/** How the loopback rule reads in a message. */
export const LOOPBACK_NAMES = 'localhost, 127.0.0.0/8, [::1]'
