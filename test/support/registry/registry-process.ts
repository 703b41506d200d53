/**
 * A real registry (Debian's `docker-registry`, the CNCF distribution
 * registry) on a free loopback port, with its own config file: no auth,
 * htpasswd (Basic) or token auth. Stopped by its process id.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

export type RegistryAuth =
  | { kind: 'none' }
  | { kind: 'htpasswd'; path: string }
  | {
      kind: 'token'
      realm: string
      service: string
      issuer: string
      certPath: string
    }

export interface RunningRegistry {
  /** `127.0.0.1:<port>` */
  host: string
  output(): string
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 20_000

export async function startRegistry(
  dir: string,
  auth: RegistryAuth
): Promise<RunningRegistry> {
  // The free port may be taken between our check and the registry's bind.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(dir, auth)
    } catch (error) {
      const clash = /address already in use/.test(String(error))
      if (!clash || attempt === 3) throw error
    }
  }
}

async function startOnce(
  dir: string,
  auth: RegistryAuth
): Promise<RunningRegistry> {
  const host = `127.0.0.1:${await freePort()}`
  const configPath = join(dir, 'registry.yml')
  // JSON is YAML too: no YAML writer needed.
  await writeFile(configPath, JSON.stringify(registryConfig(dir, host, auth)))
  const child = spawn('docker-registry', ['serve', configPath], {
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitUntilReady(host, child, () => output)
  return { host, output: () => output, stop: () => stop(child) }
}

function registryConfig(dir: string, host: string, auth: RegistryAuth) {
  return {
    version: '0.1',
    log: { level: 'error', accesslog: { disabled: true } },
    storage: {
      filesystem: { rootdirectory: join(dir, 'storage') },
      maintenance: { uploadpurging: { enabled: false } }
    },
    http: { addr: host, secret: 'kosli-attest-test-secret' },
    ...authConfig(auth)
  }
}

function authConfig(auth: RegistryAuth) {
  if (auth.kind === 'htpasswd') {
    return { auth: { htpasswd: { realm: 'test-basic', path: auth.path } } }
  }
  if (auth.kind === 'token') {
    return {
      auth: {
        token: {
          realm: auth.realm,
          service: auth.service,
          issuer: auth.issuer,
          rootcertbundle: auth.certPath
        }
      }
    }
  }
  return {}
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') {
    throw new Error('no port')
  }
  return address.port
}

async function waitUntilReady(
  host: string,
  child: ChildProcess,
  output: () => string
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `docker-registry exited (${child.exitCode}):\n${output()}`
      )
    }
    try {
      await fetch(`http://${host}/v2/`)
      return
    } catch {
      await delay(50)
    }
  }
  await stop(child)
  throw new Error(`docker-registry did not listen on ${host}:\n${output()}`)
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve())
  )
  child.kill('SIGTERM')
  await exited
}
