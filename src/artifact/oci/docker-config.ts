/**
 * The Docker client's config file (`$DOCKER_CONFIG/config.json`, else
 * `~/.docker/config.json`): stored logins under `auths`, and the credential
 * helpers named by `credsStore` and `credHelpers`.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { ConfigError } from '../../errors.js'
import { DOCKER_HUB } from './reference.js'
import { quote } from './text.js'

const MAX_CONFIG_BYTES = 4 * 1024 * 1024

const AuthEntrySchema = z.looseObject({
  auth: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  identitytoken: z.string().optional()
})

const DockerConfigSchema = z.looseObject({
  auths: z.record(z.string(), AuthEntrySchema).optional(),
  credsStore: z.string().optional(),
  credHelpers: z.record(z.string(), z.string()).optional()
})

export type AuthEntry = z.infer<typeof AuthEntrySchema>
export type DockerConfig = z.infer<typeof DockerConfigSchema>

export interface LoadedDockerConfig {
  path: string
  /** Undefined when the file does not exist. */
  config?: DockerConfig
}

export function dockerConfigPath(
  env: Readonly<Record<string, string | undefined>>,
  homeDir: string
): string {
  const dir = env.DOCKER_CONFIG?.trim()
  return dir
    ? join(dir, 'config.json')
    : join(homeDir, '.docker', 'config.json')
}

export async function loadDockerConfig(
  path: string
): Promise<LoadedDockerConfig> {
  let text: string
  try {
    const bytes = await readFile(path)
    if (bytes.length > MAX_CONFIG_BYTES) {
      throw new ConfigError(
        `${path} is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB: it cannot be a Docker config file`
      )
    }
    text = bytes.toString('utf8')
  } catch (error) {
    if (isMissing(error)) return { path }
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigError(`${path} is not valid JSON: fix or remove it`)
  }
  const parsed = DockerConfigSchema.safeParse(json)
  if (!parsed.success) {
    throw new ConfigError(
      `${path} is not a Docker config file:\n${z.prettifyError(parsed.error)}`
    )
  }
  return { path, config: parsed.data }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

/**
 * The registry a config key stands for: keys may be bare hosts or URLs
 * (`https://index.docker.io/v1/` is Docker Hub's historical key).
 */
export function registryOfKey(key: string): string {
  const host = key
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .split('/')[0]
    ?.toLowerCase()
  if (host === undefined) return ''
  return host === 'index.docker.io' || host === 'registry-1.docker.io'
    ? DOCKER_HUB
    : host
}

/** The entry of `record` whose key stands for `registry`, with its key. */
export function entryFor<T>(
  record: Record<string, T> | undefined,
  registry: string
): { key: string; value: T } | undefined {
  const wanted = registry.toLowerCase()
  for (const [key, value] of Object.entries(record ?? {})) {
    if (registryOfKey(key) === wanted) return { key, value }
  }
  return undefined
}

export interface StoredLogin {
  username: string
  password?: string
  identityToken?: string
}

/** A login stored in an `auths` entry, or undefined if it holds none. */
export function storedLogin(
  entry: AuthEntry,
  where: string
): StoredLogin | undefined {
  const identityToken = entry.identitytoken || undefined
  let username = entry.username ?? ''
  let password = entry.password || undefined
  if (entry.auth) {
    const decoded = Buffer.from(entry.auth, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon < 0) {
      throw new ConfigError(
        `${where}: "auth" is not base64 of username:password; log in again (docker login)`
      )
    }
    username = decoded.slice(0, colon)
    password = decoded.slice(colon + 1) || undefined
  }
  if (password === undefined && identityToken === undefined) return undefined
  return {
    username,
    ...(password === undefined ? {} : { password }),
    ...(identityToken === undefined ? {} : { identityToken })
  }
}

/** The server URL a credential helper is asked about. */
export function helperServerUrl(registry: string): string {
  return registry === DOCKER_HUB ? 'https://index.docker.io/v1/' : registry
}

/** `auths` entry for the messages: the file and the key, escaped. */
export function describeEntry(path: string, key: string): string {
  return `${path} (auths entry ${quote(key, 100)})`
}
