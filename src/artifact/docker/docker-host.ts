/**
 * Where the Docker Engine API is: `DOCKER_HOST` (`unix://`, `npipe://`, or
 * `tcp://` to a loopback address), else the default socket. A remote daemon
 * (`tcp://` elsewhere, `ssh://`) needs the docker CLI's TLS and SSH
 * support, so it is left to `docker image inspect`.
 */
import { ConfigError } from '../../errors.js'
import { isLoopbackHost } from '../../net/loopback.js'
import { quote } from '../oci/text.js'

export const DEFAULT_SOCKET =
  process.platform === 'win32'
    ? '\\\\.\\pipe\\docker_engine'
    : '/var/run/docker.sock'

export type EngineEndpoint =
  /** A unix socket or Windows named pipe. */
  | { kind: 'socket'; path: string; display: string }
  /** Plain HTTP to a loopback port. */
  | { kind: 'tcp'; host: string; port: number; display: string }
  /** Only the docker CLI can reach it. */
  | { kind: 'cli'; display: string }

export function engineEndpoint(
  dockerHost: string | undefined,
  defaultSocket: string = DEFAULT_SOCKET
): EngineEndpoint {
  const text = dockerHost?.trim() ?? ''
  if (text === '') {
    return { kind: 'socket', path: defaultSocket, display: defaultSocket }
  }
  const display = `DOCKER_HOST=${quote(text, 200)}`
  const scheme = /^([a-z]+):\/\//i.exec(text)?.[1]?.toLowerCase()
  if (scheme === 'unix') {
    return { kind: 'socket', path: text.slice('unix://'.length), display }
  }
  if (scheme === 'npipe') {
    const path = text.slice('npipe://'.length).replace(/\//g, '\\')
    return { kind: 'socket', path, display }
  }
  if (scheme === 'tcp') return tcpEndpoint(text, display)
  if (scheme === 'ssh') return { kind: 'cli', display }
  throw new ConfigError(
    `${display} is not a Docker daemon address: use unix:///path/to/docker.sock, tcp://host:port or ssh://user@host`
  )
}

function tcpEndpoint(text: string, display: string): EngineEndpoint {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new ConfigError(`${display} is not a valid tcp://host:port address`)
  }
  if (!isLoopbackHost(url.hostname)) return { kind: 'cli', display }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return { kind: 'tcp', host, port: Number(url.port || 2375), display }
}
