/**
 * How this module reaches GitHub's REST API: everything comes in as
 * parameters (the entry reads GITHUB_API_URL, GITHUB_REPOSITORY and the
 * token), and Octokit is loaded on first use, so importing this module costs
 * nothing and reads nothing.
 */
import type { RequestInit as UndiciRequestInit } from 'undici'
import type { Logger } from '../log.js'
import { ConfigError } from '../errors.js'
import { timedSignal } from '../net/exchange.js'
import { DEFAULT_TIMEOUT_MS } from '../net/limits.js'
import { LOOPBACK_NAMES, mayCarrySecrets } from '../net/loopback.js'

export type Octokit = ReturnType<typeof import('@actions/github').getOctokit>

/** What every call that talks to GitHub needs. */
export interface GitHubConnection {
  /** The github-token input: sent only to `apiUrl`, in `Authorization`. */
  token: string
  /** GITHUB_API_URL: `https://api.github.com` or a GHES `/api/v3` base. */
  apiUrl: string
  /** GITHUB_REPOSITORY: `owner/repo`. */
  repository: string
  logger: Logger
  /** Per request; default 30 s. */
  timeoutMs?: number
}

export interface RepositoryName {
  owner: string
  repo: string
}

const REPOSITORY =
  /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/

export function parseRepository(repository: string): RepositoryName {
  const match = REPOSITORY.exec(repository)
  if (!match?.[1] || !match[2] || match[2] === '.' || match[2] === '..') {
    throw new ConfigError(
      `repository ${JSON.stringify(repository)} is not owner/repo ` +
        '(pass GITHUB_REPOSITORY)'
    )
  }
  return { owner: match[1], repo: match[2] }
}

/**
 * A GitHub API base URL without its trailing slash. Octokit would send the
 * token to whatever host this names, so only https URLs are taken, and
 * plain http to this machine (a stand-in in tests).
 */
export function apiBase(apiUrl: string): string {
  let url: URL
  try {
    url = new URL(apiUrl)
  } catch {
    throw new ConfigError(
      `GitHub API URL ${JSON.stringify(apiUrl)} is not a URL ` +
        '(pass GITHUB_API_URL, e.g. https://api.github.com)'
    )
  }
  if (!mayCarrySecrets(url)) {
    throw new ConfigError(
      `GitHub API URL ${JSON.stringify(apiUrl)} (GITHUB_API_URL) must be https://, which keeps the GitHub token out of plain sight; http:// only to this machine (${LOOPBACK_NAMES})`
    )
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError(
      'GitHub API URL must not hold credentials, a query or a fragment'
    )
  }
  return url.href.replace(/\/+$/, '')
}

/**
 * Throws a ConfigError for a connection no call could use, so that callers
 * can tell a wiring mistake from a GitHub failure.
 */
export function checkConnection(connection: GitHubConnection): void {
  parseRepository(connection.repository)
  apiBase(connection.apiUrl)
  if (connection.token.trim() === '') {
    throw new ConfigError('github-token is empty: pass a token to reach GitHub')
  }
}

/**
 * Runs `work` with an Octokit bound to the connection. Requests go through
 * one undici EnvHttpProxyAgent (HTTPS_PROXY / NO_PROXY honoured per host),
 * each with a timeout; the agent is closed afterwards.
 */
export async function withOctokit<T>(
  connection: GitHubConnection,
  work: (octokit: Octokit, repository: RepositoryName) => Promise<T>
): Promise<T> {
  const repository = parseRepository(connection.repository)
  const baseUrl = apiBase(connection.apiUrl)
  const [{ getOctokit }, { EnvHttpProxyAgent, fetch }] = await Promise.all([
    import('@actions/github'),
    import('undici')
  ])
  const agent = new EnvHttpProxyAgent()
  const timeoutMs = connection.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const viaAgent = (url: string | URL, init: UndiciRequestInit = {}) => {
    const signal = timedSignal(timeoutMs, init.signal)
    // undici's own fetch, so that `dispatcher` is honoured.
    return fetch(url, { ...init, signal, dispatcher: agent })
  }
  const { logger } = connection
  const octokit = getOctokit(connection.token, {
    baseUrl,
    request: { fetch: viaAgent },
    log: {
      debug: (message: string) => logger.debug(message),
      info: (message: string) => logger.debug(message),
      warn: (message: string) => logger.debug(message),
      error: (message: string) => logger.debug(message)
    }
  })
  try {
    return await work(octokit, repository)
  } finally {
    await agent.close()
  }
}
