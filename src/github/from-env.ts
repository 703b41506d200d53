/**
 * A GitHub connection from the runner's variables, one rule for every
 * caller (comment, check run, artifact download): GITHUB_API_URL, or
 * github.com's API when the runner sets none. No module is loaded here.
 */
import type { Logger } from '../log.js'
import type { GitHubConnection } from './connection.js'

export function connectionFromEnv(
  token: string,
  env: Readonly<Record<string, string | undefined>>,
  logger: Logger
): GitHubConnection {
  return {
    token,
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    repository: env.GITHUB_REPOSITORY ?? '',
    logger
  }
}
