/**
 * Which registry login to use, in Docker's order: the username and password
 * given; else the Docker config file (a credential helper for the registry,
 * then the default store, then a stored `auths` login); else `GITHUB_TOKEN`
 * for ghcr.io. Each credential carries its source, so a refusal can say what
 * was tried without ever showing a value.
 */
import type { Logger } from '../../log.js'
import {
  CredentialHelperError,
  runCredentialHelper
} from './credential-helper.js'
import {
  describeEntry,
  dockerConfigPath,
  entryFor,
  helperServerUrl,
  loadDockerConfig,
  storedLogin,
  type DockerConfig,
  type StoredLogin
} from './docker-config.js'
import { quote } from './text.js'

export interface RegistryCredential extends StoredLogin {
  /** Where it came from, for messages; never a value. */
  source: string
}

export interface CredentialLookup {
  credential?: RegistryCredential
  /** What was consulted without result, for messages. */
  notes: string[]
}

export interface CredentialSources {
  explicit?: { username: string; password: string }
  env: Readonly<Record<string, string | undefined>>
  homeDir: string
  helperTimeoutMs: number
  logger: Logger
}

export const EXPLICIT_SOURCE = 'the registry username and password given'
const GHCR = 'ghcr.io'

export async function lookUpCredentials(
  registry: string,
  sources: CredentialSources
): Promise<CredentialLookup> {
  if (sources.explicit) {
    return {
      credential: { ...sources.explicit, source: EXPLICIT_SOURCE },
      notes: []
    }
  }
  const notes: string[] = []
  const fromConfig = await fromDockerConfig(registry, sources, notes)
  if (fromConfig) return { credential: fromConfig, notes }
  if (registry === GHCR) {
    const token = sources.env.GITHUB_TOKEN?.trim()
    if (token) {
      const username = sources.env.GITHUB_ACTOR?.trim() || 'github'
      return {
        credential: { username, password: token, source: 'GITHUB_TOKEN' },
        notes
      }
    }
    notes.push('GITHUB_TOKEN is not set')
  }
  return { notes }
}

async function fromDockerConfig(
  registry: string,
  sources: CredentialSources,
  notes: string[]
): Promise<RegistryCredential | undefined> {
  const path = dockerConfigPath(sources.env, sources.homeDir)
  const { config } = await loadDockerConfig(path)
  if (!config) {
    notes.push(`there is no ${path}`)
    return undefined
  }
  const helper = helperFor(config, registry, path)
  if (helper) {
    const login = await askHelper(helper, registry, { sources, notes })
    if (login) return { ...login, source: helper.source }
  }
  const entry = entryFor(config.auths, registry)
  const where = entry ? describeEntry(path, entry.key) : ''
  const login = entry ? storedLogin(entry.value, where) : undefined
  if (login) return { ...login, source: where }
  notes.push(`${path} has no login for ${registry}`)
  return undefined
}

interface HelperChoice {
  name: string
  source: string
}

function helperFor(
  config: DockerConfig,
  registry: string,
  path: string
): HelperChoice | undefined {
  const specific = entryFor(config.credHelpers, registry)
  const name = specific?.value ?? config.credsStore
  if (!name) return undefined
  const field = specific ? 'credHelpers' : 'credsStore'
  return {
    name,
    source: `credential helper docker-credential-${escapeName(name)} (${field} in ${path})`
  }
}

async function askHelper(
  helper: HelperChoice,
  registry: string,
  context: { sources: CredentialSources; notes: string[] }
): Promise<StoredLogin | undefined> {
  const { sources, notes } = context
  try {
    const login = await runCredentialHelper({
      helper: helper.name,
      serverUrl: helperServerUrl(registry),
      env: sources.env,
      timeoutMs: sources.helperTimeoutMs
    })
    if (!login) notes.push(`${helper.source} has no login for ${registry}`)
    return login
  } catch (error) {
    if (!(error instanceof CredentialHelperError)) throw error
    sources.logger.warn(`Registry credentials: ${error.message}`)
    notes.push(error.message)
    return undefined
  }
}

function escapeName(name: string): string {
  return /^[\w.-]+$/.test(name) ? name : quote(name, 100)
}
