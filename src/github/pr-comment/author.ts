/**
 * Whose comments count as ours: only the identity the token acts as may
 * have written the sticky comment. Anyone can paste our marker into a
 * comment (another bot, a person, a test whose failure message is the
 * marker), and such a comment must neither be rewritten nor rewrite ours.
 */
import { z } from 'zod'
import type { Octokit } from '../connection.js'

/** The login of comments written with a workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]'

const UserSchema = z.object({ login: z.string() })
const StatusSchema = z.object({ status: z.number() })

/**
 * The token's login: `GET /user` where the token may read it (a person's
 * token, an OAuth app's). GITHUB_TOKEN gets 403 there (401 on some
 * servers) and comments as `github-actions[bot]`.
 */
export async function tokenLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated()
    return UserSchema.parse(data).login
  } catch (error) {
    const status = StatusSchema.safeParse(error).data?.status
    if (status === 401 || status === 403) return ACTIONS_BOT_LOGIN
    throw error
  }
}
